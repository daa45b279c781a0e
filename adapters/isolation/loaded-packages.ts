// The packages the framework's process has loaded, as its module cache holds them: what
// decided its answers (range-parser 1.2.1 beside express@4, 1.3.0 beside express@5), read
// from the process itself, not from a guess at what npm installed. ES modules too: node keeps
// no list of what a process imported, but its inspector names every script it compiled.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadedPackage {
  /** The name in its package.json (an alias's directory, express5, holds "express"). */
  name: string;
  version: string;
  /** Where this process loaded it from (of several copies of one version, the nearest the root): a swap's target (package-swap.ts). */
  dir: string;
  /** It holds the module that exports the framework itself (fw): the framework, not a dependency of it. */
  framework?: true;
  /** Only imported as ES modules, never required: a swap, which redirects `require`, cannot replace it. */
  esm?: true;
}

/** The directory of the package a module file belongs to: the one under its last node_modules (scoped or not). */
export function packageDirOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const end = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
  return end <= parts.length ? parts.slice(0, end).join(path.sep) : undefined;
}

/**
 * The files of every script this thread compiled, ES modules included (CommonJS ones too): the
 * inspector replays them to a session that enables its debugger (a tenth of a second or so,
 * asked once per difference). Empty where the runtime has no inspector session (Bun, Deno).
 */
export function compiledFiles(): string[] {
  const files: string[] = [];
  try {
    // (loaded only when asked: the framework process pays nothing for it otherwise)
    const { Session } = require('node:inspector') as typeof import('node:inspector');
    const session = new Session();
    session.connect();
    try {
      session.on('Debugger.scriptParsed', ({ params }) => {
        if (params.url.startsWith('file:')) files.push(fileURLToPath(params.url));
      });
      // (an in-thread session answers at once: the scripts are replayed within this call)
      session.post('Debugger.enable');
      session.post('Debugger.disable');
    } finally {
      session.disconnect();
    }
  } catch {
    // (no inspector here: what require loaded is all there is to name)
  }
  return files;
}

/** The files of require's cache whose module exports `fw` (or holds it as its default): the framework's own. */
export function filesExporting(fw: unknown, cache: NodeJS.Dict<NodeJS.Module> = require.cache): string[] {
  if (typeof fw !== 'function') return [];
  return Object.entries(cache)
    .filter(([, m]) => m && (m.exports === fw || (m.exports as { default?: unknown } | undefined)?.default === fw))
    .map(([file]) => file);
}

export interface Loaded {
  /** What require loaded (require.cache's files). */
  required?: Iterable<string>;
  /** Every script file compiled, ES modules included (compiledFiles()). */
  compiled?: Iterable<string>;
  /** The files that export the framework (filesExporting()). */
  framework?: Iterable<string>;
}

/** Each package loaded in this process, name and version, each once, sorted. */
export function loadedPackages({ required = Object.keys(require.cache), compiled = [], framework = [] }: Loaded = {}): LoadedPackage[] {
  const requiredDirs = new Set<string>();
  for (const file of required) {
    const dir = packageDirOf(file);
    if (dir) requiredDirs.add(dir);
  }
  const dirs = new Set(requiredDirs);
  for (const file of compiled) {
    const dir = packageDirOf(file);
    if (dir) dirs.add(dir);
  }
  const frameworkDirs = new Set([...framework].map(packageDirOf));
  const found = new Map<string, LoadedPackage>();
  // (nearest the root first: of two copies of one version, the one kept is the one most of the tree resolves)
  for (const dir of [...dirs].sort((a, b) => a.length - b.length || (a < b ? -1 : 1))) {
    let manifest: { name?: unknown; version?: unknown };
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as typeof manifest;
    } catch {
      continue; // (a directory without a manifest: nothing to name)
    }
    const { name, version } = manifest;
    if (typeof name !== 'string' || typeof version !== 'string') continue;
    const key = `${name}@${version}`;
    const seen = found.get(key);
    const entry: LoadedPackage = seen ?? { name, version, dir, ...(requiredDirs.has(dir) ? {} : { esm: true as const }) };
    if (seen && requiredDirs.has(dir)) delete entry.esm;
    if (frameworkDirs.has(dir)) entry.framework = true;
    found.set(key, entry);
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : 1));
}
