// Where a reproduction finds a file (an adapter, an Express release, the fixtures) on another
// machine: by the package that holds it and its path inside, never by this machine's path.
// The repro's own finder (FIND_SOURCE, printed into repro.js) looks for the package from the
// directory it is run in, then its own directory, then NODE_PATH.
import * as fs from 'node:fs';
import * as path from 'node:path';

export type PackagePath =
  /** `file` (with / separators) inside the package installed, or checked out, as `package`. */
  | { package: string; file: string }
  /** A file in no named package: its path from the directory the diff ran in. */
  | { relative: string };

function manifestName(dir: string): string | undefined {
  try {
    const name = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The package holding `absolute`: the nearest directory above it with a package.json. Inside a
 * node_modules it is named as installed (`express5`, an alias whose manifest says `express`),
 * elsewhere by its manifest (a checkout, a user's project).
 */
export function packagePath(absolute: string, cwd: string): PackagePath {
  const real = fs.existsSync(absolute) ? fs.realpathSync(absolute) : absolute;
  for (let dir = path.dirname(real); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
    const file = path.relative(dir, real).split(path.sep).join('/');
    const parent = path.basename(path.dirname(dir));
    const installed = parent === 'node_modules' ? path.basename(dir) : parent.startsWith('@') && path.basename(path.dirname(path.dirname(dir))) === 'node_modules' ? `${parent}/${path.basename(dir)}` : undefined;
    const name = installed ?? manifestName(dir);
    if (name) return { package: name, file };
  }
  return { relative: path.relative(cwd, real).split(path.sep).join('/') || '.' };
}

/** The expression, in repro.js, of where a file is (FIND_SOURCE's `find`, or a path from the cwd). */
export function findExpression(p: PackagePath): string {
  if ('relative' in p) return `require('node:path').resolve(${JSON.stringify(p.relative)})`;
  return `find(${JSON.stringify(p.package)}, ${JSON.stringify(p.file)})`;
}

/**
 * repro.js's finder: `file` of the package `name`, looked for from the working directory, the
 * repro's directory (each and their parents: a checkout of the package itself, or its
 * node_modules/<name>), then each NODE_PATH entry.
 */
export const FIND_SOURCE = `const path = require('node:path');
const fs = require('node:fs');
/** A file of the package \`name\`: from the working directory, this file's, their parents, then NODE_PATH. */
function find(name, file) {
  const isPackage = (dir, own) => {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return !own || manifest.name === name;
    } catch {
      return false;
    }
  };
  for (const start of [process.cwd(), __dirname]) {
    for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
      if (isPackage(dir, true)) return path.join(dir, file);
      if (isPackage(path.join(dir, 'node_modules', name), false)) return path.join(dir, 'node_modules', name, file);
      if (path.dirname(dir) === dir) break;
    }
  }
  for (const entry of (process.env.NODE_PATH || '').split(path.delimiter).filter(Boolean)) {
    if (isPackage(path.join(entry, name), false)) return path.join(entry, name, file);
  }
  throw new Error('repro.js: the package ' + name + ' is not installed where it looks (run it in a project that has it, or set NODE_PATH to a node_modules that does); looked above ' + process.cwd() + ' and ' + __dirname);
}`;
