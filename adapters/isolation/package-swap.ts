// A package swapped for another copy of it, inside the framework process: every `require` of
// its name (or of a file in it) resolves into the other copy's directory, from whichever module
// asks. The differential mode uses it to tell which dependency decides a difference: side A's
// framework run again with side B's copy of one package (diff/deciders.ts). Installed as the
// adapter loads, before the framework: nothing is loaded twice. CommonJS only: node's `import`
// of a package goes through its ES module resolver, which this does not touch.
import Module from 'node:module';
import * as path from 'node:path';

export interface PackageSwap {
  /** The package's name, as `require` names it (its package.json's). */
  name: string;
  /** The directory of the copy to load instead (another process's, of the same machine). */
  dir: string;
}

/** The package a bare request names, and the path inside it: `qs/lib/x` is qs and lib/x; undefined for a path. */
export function requestedPackage(request: string): { name: string; sub: string } | undefined {
  if (request === '' || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('node:') || request.includes('\\')) return undefined;
  const parts = request.split('/');
  const length = request.startsWith('@') ? 2 : 1;
  if (parts.length < length || parts.slice(0, length).some((p) => p === '')) return undefined;
  return { name: parts.slice(0, length).join('/'), sub: parts.slice(length).join('/') };
}

/** The directory whose node_modules holds `dir` under `name` (undefined: the copy sits under another name, an alias). */
function holderOf(dir: string, name: string): string | undefined {
  const tail = path.join('node_modules', ...name.split('/'));
  return dir.endsWith(path.sep + tail) ? dir.slice(0, -(tail.length + 1)) : undefined;
}

type ResolveFilename = (request: string, parent: unknown, isMain: boolean, options?: { paths?: string[] }) => string;

/**
 * From now on, this thread's `require` of each swapped package loads the given copy, until the
 * returned function puts node's own resolution back. A copy held under its own name is resolved
 * as node resolves it there (its `exports` honoured); one under another name (an alias
 * directory) by its path.
 */
export function swapPackages(swaps: readonly PackageSwap[]): () => void {
  if (!swaps.length) return () => {};
  const to = new Map(swaps.map((s) => [s.name, s.dir]));
  const internals = Module as unknown as { _resolveFilename: ResolveFilename };
  const resolve = internals._resolveFilename;
  internals._resolveFilename = function (this: unknown, request, parent, isMain, options) {
    const wanted = requestedPackage(request);
    const dir = wanted && to.get(wanted.name);
    if (!wanted || dir === undefined) return resolve.call(this, request, parent, isMain, options);
    const holder = holderOf(dir, wanted.name);
    if (holder !== undefined) return resolve.call(this, request, parent, isMain, { paths: [holder] });
    return resolve.call(this, wanted.sub ? path.join(dir, wanted.sub) : dir, parent, isMain);
  };
  // (the framework process keeps its swaps for life; a test puts node's own back)
  return () => {
    internals._resolveFilename = resolve;
  };
}
