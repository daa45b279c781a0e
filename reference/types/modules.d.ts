// Declarations for dependencies that ship no types.
declare module 'path-to-regexp-0' {
  function pathToRegexp(path: unknown, keys: unknown[], options?: { sensitive?: boolean; strict?: boolean; end?: boolean }): RegExp;
  export = pathToRegexp;
}

// mime 1.x: the MIME table of Express 4 (send 0.19), for the 4.x generation.
declare module 'mime-1' {
  const mime: {
    lookup(pathOrExtension: string, fallback?: string): string;
    charsets: { lookup(mimeType: string, fallback?: string): string | undefined };
  };
  export = mime;
}

// range-parser 1.2.1: how Express 4's file sender read Range, for the 4.x generation.
declare module 'range-parser-1.2' {
  import parseRange = require('range-parser');
  export = parseRange;
}

declare module 'fresh-0.5' {
  import fresh = require('fresh');
  export = fresh;
}

// content-disposition 0.5.4: the Content-Disposition of Express 3 and 4.
declare module 'content-disposition-0.5' {
  function contentDisposition(filename?: string, options?: { type?: string; fallback?: string | boolean }): string;
  export = contentDisposition;
}

// range-parser 1.0.3: how Express 3's file sender (send 0.13) read Range, for the 3.x generation.
declare module 'range-parser-1.0' {
  function parseRange(size: number, header: string): import('range-parser').Result | import('range-parser').Ranges;
  export = parseRange;
}
