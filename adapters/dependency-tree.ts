// The resolved dependency tree of an installed package: what npm put where, read from the
// package.json files as node would load them. An oracle's answer can depend on the version of a
// transitive dependency its ranges let npm pick (express@5 answers a malformed Range with 200
// beside range-parser 1.3.0, with 416 beside 1.2.1), so results say which tree they were made with.
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Package name -> installed version, the root package under its own name. A name installed at
 * several versions has one entry per copy instead, `name@<path from the project root>`
 * (`ms@node_modules/express4/node_modules/ms`), so every copy node can load is named.
 */
export type DependencyTree = Record<string, string>;

/** Written for a dependency that no node_modules above its dependant holds. */
export const NOT_INSTALLED = '(not installed)';

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Copy {
  name: string;
  version: string;
  /** Real path of the package directory. */
  dir: string;
  /** Its own declared dependencies: name -> spec. */
  dependencies: Record<string, string>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Node's lookup: `<dir>/node_modules/<name>`, then the same from each parent (never node_modules/node_modules). */
export function resolvePackageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Every package reachable from `rootDir` through `dependencies` (and the optional ones that are
 * installed), each copy once. Missing required dependencies come back with NOT_INSTALLED.
 */
export function installedCopies(rootDir: string, rootName: string): Copy[] {
  const root = fs.realpathSync(rootDir);
  const rootManifest = readManifest(root);
  const copies = new Map<string, Copy>();
  const first: Copy = { name: rootName, version: rootManifest.version ?? '?', dir: root, dependencies: rootManifest.dependencies ?? {} };
  copies.set(root, first);
  const queue = [{ copy: first, optional: rootManifest.optionalDependencies ?? {} }];
  const missing: Copy[] = [];
  while (queue.length) {
    const { copy, optional } = queue.shift()!;
    const wants = [...Object.keys(copy.dependencies).map((n) => [n, false] as const), ...Object.keys(optional).map((n) => [n, true] as const)];
    for (const [name, isOptional] of wants) {
      const dir = resolvePackageDir(name, copy.dir);
      if (!dir) {
        if (!isOptional) missing.push({ name, version: NOT_INSTALLED, dir: path.join(copy.dir, 'node_modules', name), dependencies: {} });
        continue;
      }
      if (copies.has(dir)) continue;
      const manifest = readManifest(dir);
      const found: Copy = { name, version: manifest.version ?? '?', dir, dependencies: manifest.dependencies ?? {} };
      copies.set(dir, found);
      queue.push({ copy: found, optional: manifest.optionalDependencies ?? {} });
    }
  }
  return [...copies.values(), ...missing];
}

/** The directory whose node_modules holds the package: the part of its path before the first node_modules. */
function projectRootOf(dir: string): string {
  const parts = dir.split(path.sep);
  const at = parts.indexOf('node_modules');
  return at > 0 ? parts.slice(0, at).join(path.sep) || path.sep : path.dirname(dir);
}

/** The tree of the package installed at `rootDir`, named `rootName` (the alias express4 is "express"). */
export function dependencyTree(rootDir: string, rootName: string): DependencyTree {
  const copies = installedCopies(rootDir, rootName);
  const projectRoot = projectRootOf(fs.realpathSync(rootDir));
  const versions = new Map<string, Set<string>>();
  for (const c of copies) versions.set(c.name, (versions.get(c.name) ?? new Set()).add(c.version));
  const entries = copies.map((c): [string, string] =>
    versions.get(c.name)!.size === 1 ? [c.name, c.version] : [`${c.name}@${path.relative(projectRoot, c.dir).split(path.sep).join('/')}`, c.version],
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
