// Plants one bug in a copy of a real Express release (express@3, express@4 or express@5, or one of the
// packages it depends on) and runs the checks of the bug's spec rows against the copy.
//
// The copy is the release's whole dependency tree, copied package by package from this
// package's node_modules into a scratch directory under os.tmpdir(), at the same relative
// paths, so every require inside it resolves as it does in the original (node_modules is a
// hard-linked copy: it is never edited in place). The mutated file is written in the copy
// only. The CLI runs with an adapter module in the scratch directory that loads the copy.
//
// Real Express fails its recorded divergences (features/divergences.md) by design, so a
// mutant is killed when a check that passes on the unmutated copy (the baseline, run once
// per release) fails on the mutant.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Generation } from '../../adapters/contract';
import { firstLine, occurrences, pool, ROOT, runChecks, tagsOf, type MutantStatus } from './harness';

/** The npm aliases of the releases, as installed with this package, and their profiles. */
export const EXPRESS_RELEASES = { express3: '3.x', express4: '4.x', express5: '5.x' } as const satisfies Record<string, Generation>;
export type ExpressAlias = keyof typeof EXPRESS_RELEASES;
export type ExpressTarget = 'express@3' | 'express@4' | 'express@5';

export interface ExpressMutant {
  /** Stable id, `<target>/<package>/<what is wrong>`, e.g. `express4/send/max-age-in-ms`. */
  id: string;
  /**
   * Where: `<alias>[><dependency>...]:<file>`, the file relative to the package it names, each
   * dependency resolved from the package before it as Node resolves it
   * (`express5:lib/response.js`, `express4>send:index.js`, `express4>body-parser>raw-body:index.js`).
   */
  file: string;
  /** The spec rows whose checks must catch it; the run is restricted to their tags. */
  rows: string[];
  /** Text that occurs exactly once in the file. */
  search: string;
  /** What it becomes. */
  replace: string;
  /** Why a fork would ship it: the mistake it stands for. */
  why: string;
  /**
   * Set when the spec is silent on what the mutant changes, so no check may fail it: the
   * spec's words (quoted) and why they allow it. Still run and reported, not counted.
   */
  legitimate?: string;
}

export function defineExpressMutants(list: ExpressMutant[]): ExpressMutant[] {
  return list;
}

export interface ExpressLocation {
  alias: ExpressAlias;
  /** The package chain after the alias (empty for Express itself). */
  chain: string[];
  /** The file, relative to the last package of the chain. */
  file: string;
}

/** Reads `express4>send:index.js`; throws on anything else. */
export function parseLocation(file: string): ExpressLocation {
  const m = /^(express[345])((?:>[^:>]+)*):(.+)$/.exec(file);
  if (!m) throw new Error(`not an Express location: ${file} (expected express3, express4 or express5[>package...]:file)`);
  return { alias: m[1] as ExpressAlias, chain: m[2] ? m[2].slice(1).split('>') : [], file: m[3] };
}

export function targetOf(m: Pick<ExpressMutant, 'file'>): ExpressTarget {
  return `express@${parseLocation(m.file).alias.slice('express'.length)}` as ExpressTarget;
}

export function profileOf(m: Pick<ExpressMutant, 'file'>): Generation {
  return EXPRESS_RELEASES[parseLocation(m.file).alias];
}

/** Where Node's require finds package `name` from `from` (a package directory): its real path. */
export function findPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The directory of the package a location names, in this package's node_modules. */
export function packageDir(loc: Pick<ExpressLocation, 'alias' | 'chain'>): string {
  let dir = findPackage(loc.alias, ROOT);
  if (!dir) throw new Error(`${loc.alias} is not installed`);
  for (const name of loc.chain) {
    const next = findPackage(name, dir);
    if (!next) throw new Error(`${name} is not a dependency of ${path.relative(ROOT, dir)}`);
    dir = next;
  }
  return dir;
}

/** The file a mutant edits, in this package's node_modules (read only). */
export function originalFile(m: Pick<ExpressMutant, 'file'>): string {
  const loc = parseLocation(m.file);
  return path.join(packageDir(loc), loc.file);
}

/** The mutated text of the mutant's file; throws unless the snippet occurs exactly once. */
export function mutatedFile(m: ExpressMutant): string {
  const text = fs.readFileSync(originalFile(m), 'utf8');
  const n = occurrences(text, m.search);
  if (n !== 1) throw new Error(`mutant ${m.id}: the snippet occurs ${n} times in ${m.file} (must be exactly once)`);
  const at = text.indexOf(m.search);
  return text.slice(0, at) + m.replace + text.slice(at + m.search.length);
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every package directory the release loads: itself and its dependencies, transitively. */
export function dependencyTree(alias: ExpressAlias): string[] {
  const root = packageDir({ alias, chain: [] });
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length) {
    const dir = queue.shift()!;
    const pkg = readPackage(dir);
    const optional = new Set(Object.keys(pkg.optionalDependencies ?? {}));
    for (const name of new Set([...Object.keys(pkg.dependencies ?? {}), ...optional])) {
      const found = findPackage(name, dir);
      if (!found) {
        if (optional.has(name)) continue;
        throw new Error(`${name}, a dependency of ${path.relative(ROOT, dir)}, is not installed`);
      }
      if (!seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  const modules = path.join(ROOT, 'node_modules');
  const outside = [...seen].filter((d) => path.relative(modules, d).startsWith('..'));
  if (outside.length) throw new Error(`${alias} loads packages outside node_modules: ${outside.join(', ')}`);
  return [...seen];
}

/**
 * A scratch copy of the release's tree with the given files replaced (absolute original
 * path -> new text), and an adapter module `adapter.cjs` that loads it. Returns the directory.
 */
export function prepareExpressCopy(alias: ExpressAlias, name: string, files: Record<string, string> = {}): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `fwc-xmutant-${name.replace(/[^\w.-]+/g, '_')}-`));
  for (const dir of dependencyTree(alias)) {
    const rel = path.relative(ROOT, dir);
    const nested = path.join(dir, 'node_modules');
    // nested packages are copied on their own, when the tree uses them
    fs.cpSync(dir, path.join(scratch, rel), { recursive: true, filter: (src) => src !== nested && !src.startsWith(nested + path.sep) });
  }
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(scratch, path.relative(ROOT, file));
    if (!fs.existsSync(target)) throw new Error(`${file} is not part of ${alias}'s tree`);
    fs.writeFileSync(target, text);
  }
  const root = packageDir({ alias, chain: [] });
  const { version } = readPackage(root);
  fs.writeFileSync(
    path.join(scratch, 'adapter.cjs'),
    `// ${alias} ${version} copied, ${Object.keys(files).length ? `with a planted bug (${name})` : 'unmutated'}.\n` +
      `module.exports = { name: ${JSON.stringify(`${alias}-${name}`)}, version: '${version}', interfaceVersion: '${version}', ` +
      `generation: '${EXPRESS_RELEASES[alias]}', fw: require(${JSON.stringify('./' + path.relative(ROOT, root))}) };\n`,
  );
  return scratch;
}

export interface ExpressMutantResult {
  id: string;
  target: ExpressTarget;
  area: string;
  rows: string[];
  file: string;
  why: string;
  legitimate?: string;
  status: MutantStatus;
  /** Checks that passed on the unmutated copy and failed on the mutant (feature::name), at most a few. */
  killedBy: string[];
  /** Checks run on the mutant. */
  checks: number;
  ms: number;
  detail?: string;
}

/** The checks of the rows that pass on the unmutated release (copied the same way): the kill criterion's baseline. */
export async function runBaseline(alias: ExpressAlias, rows: string[]): Promise<{ passed: Set<string>; failed: string[]; divergences: number }> {
  const dir = prepareExpressCopy(alias, 'baseline');
  try {
    const run = await runChecks(path.join(dir, 'adapter.cjs'), EXPRESS_RELEASES[alias], tagsOf(rows), 900_000);
    if (run.code !== 0 && run.code !== 1) throw new Error(`baseline run of ${alias} failed (exit ${run.code}): ${run.stderr.slice(0, 2000)}`);
    return { passed: new Set(run.passedIds), failed: run.failed, divergences: run.failedDivergences.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Plants the mutant in a copy of its release, runs its rows' checks, and removes the copy. */
export async function runExpressMutant(m: ExpressMutant, baseline: Set<string>, keep = false): Promise<ExpressMutantResult> {
  const started = Date.now();
  const base = {
    id: m.id,
    target: targetOf(m),
    area: m.rows[0].split('/')[0],
    rows: m.rows,
    file: m.file,
    why: m.why,
    ...(m.legitimate ? { legitimate: m.legitimate } : {}),
  };
  let dir: string | undefined;
  try {
    const loc = parseLocation(m.file);
    dir = prepareExpressCopy(loc.alias, m.id, { [originalFile(m)]: mutatedFile(m) });
    const run = await runChecks(path.join(dir, 'adapter.cjs'), profileOf(m), tagsOf(m.rows));
    const checks = run.passed + run.failed.length;
    const ms = Date.now() - started;
    if (run.code !== 0 && run.code !== 1) {
      // the suite could not run against it (it does not load, or hangs): the suite noticed
      return { ...base, status: 'killed', killedBy: [`(run ended with exit ${run.code}: ${firstLine(run.stderr)})`], checks, ms };
    }
    if (checks === 0) return { ...base, status: 'error', killedBy: [], checks, ms, detail: 'no check of its rows ran' };
    const killedBy = run.failed.filter((id) => baseline.has(id));
    return { ...base, status: killedBy.length ? 'killed' : 'survived', killedBy: killedBy.slice(0, 3), checks, ms };
  } catch (err) {
    return { ...base, status: 'error', killedBy: [], checks: 0, ms: Date.now() - started, detail: (err as Error).message };
  } finally {
    if (dir && !keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the mutants of one release: the baseline of all their rows first, then each mutant, `concurrency` at a time. */
export async function runExpressMutants(
  list: ExpressMutant[],
  concurrency: number,
  onDone?: (r: ExpressMutantResult) => void,
): Promise<{ results: ExpressMutantResult[]; baselinePassed: number; baselineFailed: string[]; baselineDivergences: number }> {
  const results: ExpressMutantResult[] = [];
  let baselinePassed = 0;
  let baselineDivergences = 0;
  const baselineFailed: string[] = [];
  for (const alias of Object.keys(EXPRESS_RELEASES) as ExpressAlias[]) {
    const mine = list.filter((m) => parseLocation(m.file).alias === alias);
    if (!mine.length) continue;
    const baseline = await runBaseline(alias, [...new Set(mine.flatMap((m) => m.rows))]);
    baselinePassed += baseline.passed.size;
    baselineFailed.push(...baseline.failed);
    baselineDivergences += baseline.divergences;
    results.push(...(await pool(mine, concurrency, (m) => runExpressMutant(m, baseline.passed), onDone)));
  }
  return { results, baselinePassed, baselineFailed, baselineDivergences };
}
