// The oracle adapters: real Express releases, named express@<major>[.<minor>[.<patch>]]
// (express@4, express@4.16, express@4.17.1). Each is looked up, in order:
//   1. the user's own `express`, resolved from the working directory, when its version matches;
//   2. an alias installed in the user's project: express-<major>.<minor>, then express<major>;
//   3. the same aliases installed with this package (its dev dependencies, in this repository).
// When none matches, the error says exactly which command installs one.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AdapterError } from './adapter-error';
import type { Adapter, Generation } from './contract';
import { dependencyTree, type DependencyTree } from './dependency-tree';
import { describeAdapter } from './describe-adapter';
import type { AdapterInfo } from './isolation';
import { PACKAGE_ROOT } from '../layout/package-root';

const GENERATION_OF_MAJOR: Record<string, Generation> = { '3': '3.x', '4': '4.x', '5': '5.x' };
/** express@4, express@4.16, express@4.17.1. */
export const EXPRESS_SPEC = /^express@(\d+)(?:\.(\d+)(?:\.(\d+))?)?$/;

export interface ExpressRequest {
  spec: string;
  /** The release asked for: "4", "4.16", "4.17.1". */
  release: string;
  generation: Generation;
  /** The aliases that may hold it, most specific first. */
  aliases: string[];
}

/** Reads `express@4.16`; undefined for anything that is not an express@ name. */
export function parseExpressSpec(spec: string): ExpressRequest | undefined {
  const m = EXPRESS_SPEC.exec(spec);
  if (!m) return undefined;
  const [, major, minor, patch] = m;
  const generation = GENERATION_OF_MAJOR[major];
  if (!generation) {
    throw new AdapterError(`${spec}: there is no Express ${major} generation in the interface; use express@3, express@4 or express@5`, spec);
  }
  const release = spec.slice('express@'.length);
  // express-4.15.5 beside express-4.15: two releases of one minor line installed at once
  const aliases = [
    ...(patch !== undefined ? [`express-${major}.${minor}.${patch}`] : []),
    ...(minor !== undefined ? [`express-${major}.${minor}`] : []),
    `express${major}`,
  ];
  return { spec, release, generation, aliases };
}

/** "4.17.1" is release "4", "4.17" and "4.17.1"; not "4.1". */
function isRelease(version: string, release: string): boolean {
  return version === release || version.startsWith(release + '.');
}

interface Found {
  dir: string;
  version: string;
  /** How it was found, for reports and errors: "express (your project)", "express4 (fw-conformance)". */
  source: string;
}

function installed(name: string, from: string): { dir: string; version: string } | undefined {
  try {
    const file = require.resolve(`${name}/package.json`, { paths: [from] });
    const version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    return { dir: path.dirname(file), version };
  } catch {
    return undefined;
  }
}

/** The installed Express the request names, or an AdapterError with the command that installs one. */
export function resolveExpress(request: ExpressRequest, cwd: string): Found {
  const seen: string[] = [];
  const own = installed('express', cwd);
  if (own && isRelease(own.version, request.release)) return { ...own, source: `express ${own.version} of ${cwd}` };
  if (own) seen.push(`your project's express is ${own.version}`);
  for (const [from, whose] of [
    [cwd, 'your project'],
    [PACKAGE_ROOT, 'fw-conformance'],
  ] as const) {
    for (const alias of request.aliases) {
      const found = installed(alias, from);
      if (found && isRelease(found.version, request.release)) return { ...found, source: `${alias} ${found.version} (${whose})` };
      if (found) seen.push(`${alias} of ${whose} is ${found.version}`);
    }
  }
  // the hint names the minor line's alias (express-4.17), as before patch aliases existed
  const alias = request.aliases[Math.max(0, request.aliases.length - 2)];
  throw new AdapterError(
    `${request.spec} is not installed: ${seen.length ? [...new Set(seen)].join(', ') : `neither express nor ${request.aliases.join(' nor ')} is installed`}.\n` +
      `  Install it beside your framework with: npm i -D ${alias}@npm:express@${request.release}\n` +
      `  (or, when your project has no express of its own: npm i -D express@${request.release})`,
    request.spec,
  );
}

export function expressAdapter(request: ExpressRequest, cwd: string): Adapter {
  const found = resolveExpress(request, cwd);
  let fw: Adapter['fw'];
  try {
    fw = require(found.dir);
  } catch (err) {
    throw new AdapterError(`${request.spec} (${found.source}) threw while being loaded: ${(err as Error).stack ?? err}`, found.dir);
  }
  return { name: request.spec, version: found.version, interfaceVersion: found.version, generation: request.generation, fw, oracle: true, source: found.source };
}

/** The oracle as the run sees it, from its package.json alone (express itself is not loaded). */
export function describeExpress(request: ExpressRequest, cwd: string): AdapterInfo | undefined {
  try {
    const found = resolveExpress(request, cwd);
    return describeAdapter({ name: request.spec, version: found.version, interfaceVersion: found.version, generation: request.generation, oracle: true, source: found.source });
  } catch {
    return undefined; // not installed: loading it says so, with the command that fixes it
  }
}

/** The resolved tree of the Express the request finds (undefined when none is installed), for the results. */
export function expressDependencies(request: ExpressRequest, cwd: string): DependencyTree | undefined {
  try {
    return dependencyTree(resolveExpress(request, cwd).dir, 'express');
  } catch {
    return undefined;
  }
}
