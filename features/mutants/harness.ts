// Plants one mutant in a copy of the built reference and runs the checks of its
// spec rows against it, through the CLI, with an adapter module that loads the copy.
//
// The copy is dist/reference (so `npm run build` first), with the one mutated file
// compiled again from its patched TypeScript source by the same compiler
// (ts.transpileModule, the project's module settings). It lives under
// .mutants-work/ inside the package, so the copy resolves the package's
// node_modules like the original does.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import type { Generation } from '../../adapters/contract';
import { runCli } from '../../test-support/cli';
import { areaOf, type Mutant } from './mutant';

export const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE = path.join(ROOT, 'reference');
const BUILT = path.join(ROOT, 'dist', 'reference');
export const WORK = path.join(ROOT, '.mutants-work');

export type MutantStatus = 'killed' | 'survived' | 'error';

export interface MutantResult {
  id: string;
  area: string;
  rows: string[];
  profiles: Generation[];
  file: string;
  why: string;
  equivalent?: string;
  status: MutantStatus;
  /** Checks that failed against the mutant (feature::name), at most a few. */
  killedBy: string[];
  /** Checks run (passed + failed) over all profiles. */
  checks: number;
  ms: number;
  detail?: string;
}

/** How often `search` occurs in `text`. */
export function occurrences(text: string, search: string): number {
  if (!search) return 0;
  let n = 0;
  for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, at + 1)) n++;
  return n;
}

/** The source of the mutant's file with the mutant applied; throws unless the snippet occurs exactly once. */
export function mutatedSource(m: Mutant): string {
  const file = path.join(SOURCE, m.file);
  const text = fs.readFileSync(file, 'utf8');
  const n = occurrences(text, m.search);
  if (n !== 1) throw new Error(`mutant ${m.id}: the snippet occurs ${n} times in reference/${m.file} (must be exactly once)`);
  const at = text.indexOf(m.search);
  return text.slice(0, at) + m.replace + text.slice(at + m.search.length);
}

/** Compiles one reference module as tsc does for this package (CommonJS, ES2022). */
export function compile(source: string, file: string): string {
  const out = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      strict: true,
      resolveJsonModule: true,
    },
  });
  const errors = (out.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(errors[0].messageText, '\n')}`);
  return out.outputText;
}

/** A fresh copy of the built reference under .mutants-work/<name>, with the given sources compiled over it. */
export function prepareCopy(name: string, sources: Record<string, string>): string {
  if (!fs.existsSync(path.join(BUILT, '5.x.js'))) throw new Error('dist/reference is missing: run `npm run build` first');
  const dir = path.join(WORK, name.replace(/[^\w.-]+/g, '_'));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(BUILT, path.join(dir, 'reference'), {
    recursive: true,
    filter: (src) => !/[\\/](drop-in|test-support)([\\/]|$)|\.d\.ts$|\.test\.js$/.test(src),
  });
  for (const [file, source] of Object.entries(sources)) {
    const target = path.join(dir, 'reference', file.replace(/\.ts$/, '.js'));
    fs.writeFileSync(target, compile(source, file));
  }
  for (const gen of ['3.x', '4.x', '5.x']) {
    fs.writeFileSync(
      path.join(dir, `adapter-${gen}.cjs`),
      `// The reference with a planted bug (${name}), generation ${gen}.\n` +
        `module.exports = { name: 'mutant', generation: '${gen}', fw: require('./reference/${gen}.js') };\n`,
    );
  }
  return dir;
}

export function tagsOf(rows: string[]): string {
  return rows.map((r) => `@spec:${r}`).join(' or ');
}

export interface ChecksRun {
  code: number | null;
  passed: number;
  /** The checks that passed (feature::name). */
  passedIds: string[];
  failed: string[];
  /** The failed checks tagged @divergence (where real Express differs from the spec by design). */
  failedDivergences: string[];
  stderr: string;
}

/** Runs the CLI on an adapter module, restricted to `tags`; resolves with the failed checks (none when no report was written). */
export async function runChecks(adapter: string, profile: Generation, tags: string, timeoutMs = 120_000): Promise<ChecksRun> {
  const args = ['--adapter', adapter, '--profile', profile, '--tags', tags, '--parallel', '1', '--quiet', '--timeout', '3000'];
  const run = await runCli(args, { timeoutMs });
  // No results: the run could not be made (exit 2) or was killed.
  const checks = run.results?.results ?? [];
  return {
    code: run.code,
    passed: checks.filter((r) => r.status === 'passed').length,
    passedIds: checks.filter((r) => r.status === 'passed').map((r) => r.id),
    // A mutant that removes an API the checks' apps use makes them not implemented: killed too.
    failed: checks.filter((r) => r.status === 'failed' || r.status === 'not-implemented').map((r) => r.id),
    failedDivergences: checks.filter((r) => r.status === 'failed' && r.divergence).map((r) => r.id),
    stderr: run.stderr.slice(0, 20_000),
  };
}

export function profilesOf(m: Mutant): Generation[] {
  return m.profiles ?? ['5.x'];
}

/** Plants the mutant, runs its rows' checks in each of its profiles, and removes the copy. */
export async function runMutant(m: Mutant, keep = false): Promise<MutantResult> {
  const started = Date.now();
  const base = {
    id: m.id,
    area: areaOf(m),
    rows: m.rows,
    profiles: profilesOf(m),
    file: m.file,
    why: m.why,
    ...(m.equivalent ? { equivalent: m.equivalent } : {}),
  };
  let dir: string | undefined;
  try {
    dir = prepareCopy(m.id, { [m.file]: mutatedSource(m) });
    const killedBy: string[] = [];
    let checks = 0;
    for (const profile of profilesOf(m)) {
      const run = await runChecks(path.join(dir, `adapter-${profile}.cjs`), profile, tagsOf(m.rows));
      checks += run.passed + run.failed.length;
      // (a check the mutant fails as Express fails it is a recorded divergence, and the run exits 0:
      // the reference follows the spec there, so the mutant is killed all the same)
      if ((run.code === 0 || run.code === 1) && run.failed.length) killedBy.push(...run.failed);
      else if (run.code !== 0) {
        // the suite could not run against it (it does not load, or hangs): the suite noticed
        return { ...base, status: 'killed', killedBy: [`(run ended with exit ${run.code}: ${firstLine(run.stderr)})`], checks, ms: Date.now() - started };
      }
    }
    if (checks === 0) return { ...base, status: 'error', killedBy: [], checks, ms: Date.now() - started, detail: 'no check of its rows ran' };
    return { ...base, status: killedBy.length ? 'killed' : 'survived', killedBy: killedBy.slice(0, 3), checks, ms: Date.now() - started };
  } catch (err) {
    return { ...base, status: 'error', killedBy: [], checks: 0, ms: Date.now() - started, detail: (err as Error).message };
  } finally {
    if (dir && !keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first non-blank line of a run's output, cut to fit a report line. */
export function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 160);
}

/**
 * The unmutated control: every file the catalogue touches compiled by this harness
 * (not by tsc), and every catalogue row's checks run per profile. It must pass, or
 * the harness itself would kill mutants.
 */
export async function runControl(list: Mutant[], profile: Generation): Promise<ChecksRun> {
  const files = [...new Set(list.map((m) => m.file))];
  const sources = Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(SOURCE, f), 'utf8')]));
  const dir = prepareCopy(`control-${profile}`, sources);
  try {
    const rows = [...new Set(list.filter((m) => profilesOf(m).includes(profile)).flatMap((m) => m.rows))];
    return await runChecks(path.join(dir, `adapter-${profile}.cjs`), profile, tagsOf(rows), 600_000);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `work` over `items`, `concurrency` at a time, in order of completion. */
export async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>, onDone?: (r: R) => void): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
      onDone?.(results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
