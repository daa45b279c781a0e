// Building requests from what scenarios write: "METHOD /path" lines, "Name: value"
// headers, whole HTTP messages in doc strings, bodies of an exact size, bodies compressed
// by the client.
import * as zlib from 'node:zlib';
import type { WireRequest } from './http-client';

/** "GET /path", optionally followed by the protocol ("GET /path HTTP/1.1"). */
export function requestLine(line: string): Pick<WireRequest, 'method' | 'path'> {
  const m = /^([A-Za-z-]+) (\S+)(?: HTTP\/1\.[01])?$/.exec(line.trim());
  if (!m) throw new Error(`a request is written "METHOD /path", got "${line}"`);
  return { method: m[1], path: m[2] };
}

export function header(text: string): [string, string] {
  const i = text.indexOf(':');
  if (i <= 0) throw new Error(`a header is written "Name: value", got "${text}"`);
  return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
}

/**
 * A whole request written as an HTTP message: the request line, headers, a blank line, the
 * body. The body is sent byte for byte as written (UTF-8), without a trailing newline.
 */
export function httpMessage(text: string): WireRequest {
  const lines = text.split('\n');
  const headers: Array<[string, string]> = [];
  let i = 1;
  for (; i < lines.length && lines[i].trim() !== ''; i++) headers.push(header(lines[i]));
  const body = i < lines.length ? Buffer.from(lines.slice(i + 1).join('\n'), 'utf8') : undefined;
  return { ...requestLine(lines[0]), headers, body };
}

/** A body of exactly n bytes, JSON-, form- or other-shaped so that it parses. */
export function bodyOfSize(size: number, type: string): Buffer {
  if (type.includes('json')) {
    // {"a":"xxx"} : 8 bytes of frame around the filler.
    if (size < 8) throw new Error('a JSON body needs at least 8 bytes');
    return Buffer.from(`{"a":"${'x'.repeat(size - 8)}"}`);
  }
  if (type.includes('urlencoded')) {
    if (size < 2) throw new Error('a form body needs at least 2 bytes');
    return Buffer.from(`a=${'x'.repeat(size - 2)}`);
  }
  return Buffer.alloc(size, 'x');
}

const encoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  br: (b) => zlib.brotliCompressSync(b),
};

/** A request whose body the client compresses, labelled with Content-Type and Content-Encoding. */
export function encodedRequest(line: string, encoding: string, type: string, body: Buffer): WireRequest {
  const encode = encoders[encoding];
  if (!encode) throw new Error(`unknown encoding ${encoding}; use one of ${Object.keys(encoders).join(', ')}`);
  return {
    ...requestLine(line),
    headers: [
      ['Content-Type', type],
      ['Content-Encoding', encoding],
    ],
    body: encode(body),
  };
}
