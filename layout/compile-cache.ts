// V8's compiled code for the package's own modules, kept between runs. A one-check run loads
// some 300 modules (the CLI, the runner, Cucumber, zod) and its framework process some 60,
// and Node 20 compiles each from source every time: about an eighth of a one-check run's
// CPU. Node 22.1 and later keep compiled code themselves (module.enableCompileCache); on
// older Node the package's own files are compiled here as Node compiles them, with the code
// V8 made for them in an earlier run, and what V8 compiled during this run is kept at its
// exit. Nothing outside the package root goes through this (a framework under test loads as
// Node loads it), nor on Bun or Deno, which keep their own.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import Module from 'node:module';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { ownedPrivately, privateCacheDir, pruneOldest, writePrivate } from './private-cache';

/** The wrapper Node puts around a CommonJS module's source (its parameters are a module's scope). */
export const WRAP_START = '(function (exports, require, module, __filename, __dirname) { ';
export const WRAP_END = '\n});';

/** Files kept at most (some 25 MB): a build leaves its code beside the last build's, and the oldest go. */
const KEPT = 4_000;

interface Compilable {
  exports: unknown;
  require(id: string): unknown;
  filename: string;
}

type CompileFn = (this: Compilable, content: string, filename: string, format?: string) => unknown;

let enabled = false;

/** What this thread's modules did, for tests: taken from kept code, or compiled. */
export const compileCacheCounts = { fromCache: 0, compiled: 0 };

/**
 * Keeps compiled code for the modules under `root` (Node only; once per thread). A cache
 * that cannot be read or written costs the compile it would have saved, never a module.
 */
export function enableCompileCache(root: string): void {
  if (enabled || process.versions.bun || process.versions.deno) return;
  enabled = true;
  const dir = privateCacheDir('compiled');
  const builtin = (Module as unknown as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache;
  if (typeof builtin === 'function') {
    try {
      builtin(dir);
    } catch {
      // (a directory it cannot use: modules compile from source)
    }
    return;
  }
  const proto = Module.prototype as unknown as { _compile?: CompileFn };
  const original = proto._compile;
  if (typeof original !== 'function') return;
  const inside = path.resolve(root) + path.sep;
  // Which V8 and flags the code is for: V8 refuses code made by another, and this keeps them apart.
  const salt = `${process.version}\0${process.arch}\0${process.execArgv.join(' ')}\0`;
  const made: { name: string; script: vm.Script }[] = [];
  // Read only from a directory nobody else can write: compiled code runs as it is.
  const readable = ownedPrivately(dir);
  const cached = (name: string): Buffer | undefined => {
    if (!readable) return undefined;
    try {
      return fs.readFileSync(path.join(dir, name));
    } catch {
      return undefined;
    }
  };
  proto._compile = function compileWithCache(this: Compilable, content: string, filename: string, format?: string) {
    // As Node compiles it: an ES module (Node's own path for require() of one), a shebang line, or
    // import() (a script's import() needs Node's loader, which vm gives a script only as an
    // experimental feature, with a warning on stderr).
    if (!filename.startsWith(inside) || (format !== undefined && format !== 'commonjs') || filename.endsWith('.mjs') || content.startsWith('#!') || content.includes('import(')) {
      return original.call(this, content, filename, format);
    }
    const name = createHash('sha256').update(salt).update(filename).update('\0').update(content).digest('hex');
    const cachedData = cached(name);
    let script: vm.Script;
    try {
      script = new vm.Script(WRAP_START + content + WRAP_END, { filename, cachedData });
    } catch {
      // Not a script: Node says why, or sees an ES module in it and loads it as one.
      return original.call(this, content, filename, format);
    }
    if (!cachedData || script.cachedDataRejected) {
      made.push({ name, script });
      compileCacheCounts.compiled++;
    } else compileCacheCounts.fromCache++;
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireOf(this), this, filename, path.dirname(filename));
  };
  keepNow = () => {
    if (made.length > 0) keep(dir, made.splice(0));
  };
  // At exit the code holds what the run compiled lazily too, not only what loading compiled.
  process.once('exit', keepNow);
}

let keepNow = (): void => {};

/**
 * Writes the code compiled since the last call: for a process that is killed rather than
 * left to exit (the framework process), at a moment when the modules it needs have run.
 */
export function keepCompiledCode(): void {
  keepNow();
}

/** A module's `require`, as Node makes it. */
function requireOf(mod: Compilable): NodeJS.Require {
  const M = Module as unknown as {
    _resolveFilename(request: string, parent: unknown, isMain: boolean, options?: unknown): string;
    _resolveLookupPaths(request: string, parent: unknown): string[] | null;
    _extensions: NodeJS.RequireExtensions;
    _cache: NodeJS.Dict<NodeJS.Module>;
  };
  const req = ((id: string) => mod.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) => M._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => M._resolveLookupPaths(request, mod);
  req.resolve = resolve;
  req.main = require.main;
  req.extensions = M._extensions;
  req.cache = M._cache;
  return req;
}

/** Writes each script's code to a file of its own, then prunes: down to three quarters, so that the runs that follow write without pruning again. */
function keep(dir: string, made: { name: string; script: vm.Script }[]): void {
  let wrote = false;
  for (const { name, script } of made) wrote = writePrivate(dir, name, script.createCachedData()) || wrote;
  if (wrote) pruneOldest(dir, KEPT, Math.floor(KEPT * 0.75));
}
