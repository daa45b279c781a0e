// The packages the framework's process has loaded, as its module cache holds them: what
// decided its answers (range-parser 1.2.1 beside express@4, 1.3.0 beside express@5), read
// from the process itself, not from a guess at what npm installed. CommonJS only: node keeps
// no list of the ES modules a process imported.
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface LoadedPackage {
  /** The name in its package.json (an alias's directory, express5, holds "express"). */
  name: string;
  version: string;
}

/** The directory of the package a module file belongs to: the one under its last node_modules (scoped or not). */
export function packageDirOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const end = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
  return end <= parts.length ? parts.slice(0, end).join(path.sep) : undefined;
}

/** Each package loaded in this process (require.cache), name and version, each once, sorted. */
export function loadedPackages(files: Iterable<string> = Object.keys(require.cache)): LoadedPackage[] {
  const dirs = new Set<string>();
  for (const file of files) {
    const dir = packageDirOf(file);
    if (dir) dirs.add(dir);
  }
  const found = new Map<string, LoadedPackage>();
  for (const dir of dirs) {
    try {
      const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (typeof name === 'string' && typeof version === 'string') found.set(`${name}@${version}`, { name, version });
    } catch {
      // (a directory without a manifest: nothing to name)
    }
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : 1));
}
