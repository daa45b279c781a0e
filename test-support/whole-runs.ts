// Whole-profile runs of the bundled adapters (the reference and real Express on each
// profile), made once and shared by every test that reads them: the first test to ask for
// one runs it, any other (in any vitest worker) waits for it, and the results are kept under
// node_modules/.cache keyed by a hash of everything a run reads (the build, the features, the
// spec, the lockfile), so that a second `npm run test:runs` on the same tree runs nothing.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Generation } from '../adapters/contract';
import { PACKAGE_ROOT } from '../layout/package-root';
import { resultsSchema, type Results } from '../runner/results';
import { runChecks } from './cli';

export interface WholeRunTarget {
  adapter: string;
  profile: Generation;
}

/** What a run's results depend on: the built code, the scenarios and fixtures, the spec, the installed versions. */
const INPUTS = ['dist', 'features', 'spec', 'bin', 'package-lock.json'];

function files(p: string): string[] {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((e) => (e === 'node_modules' ? [] : files(path.join(p, e))));
}

let hash: string | undefined;
/** The inputs' hash, read once per process (the tree does not change during a test run). */
function inputHash(): string {
  if (hash) return hash;
  const h = createHash('sha256');
  for (const f of INPUTS.flatMap((i) => files(path.join(PACKAGE_ROOT, i)))) {
    if (/\.test\.[jt]s$/.test(f)) continue; // tests do not change what a run gives
    h.update(path.relative(PACKAGE_ROOT, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  }
  hash = h.digest('hex').slice(0, 16);
  return hash;
}

const CACHE = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'fw-conformance', 'whole-runs');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run at a time per process: a whole run keeps both cores busy (--parallel 2). */
let queue: Promise<unknown> = Promise.resolve();

async function make(target: WholeRunTarget, file: string): Promise<Results> {
  const turn = queue.then(() => runChecks(['--adapter', target.adapter, '--profile', target.profile, '--quiet', '--parallel', '2'], { timeoutMs: 600_000 }));
  queue = turn.catch(() => undefined);
  const { results } = await turn;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(results));
  fs.renameSync(tmp, file);
  return results;
}

const made = new Map<string, Promise<Results>>();

/** The results of the whole profile run on the bundled adapter (from dist/: build first). */
export function wholeRun(target: WholeRunTarget): Promise<Results> {
  // a file name, whatever the adapter is called (a path holds '/')
  const name = `${target.adapter}-${target.profile}`.replace(/[^\w@.-]+/g, '_');
  let run = made.get(name);
  if (!run) {
    run = resultsOf(target, name);
    made.set(name, run);
  }
  return run;
}

async function resultsOf(target: WholeRunTarget, name: string): Promise<Results> {
  const dir = path.join(CACHE, inputHash());
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const lock = path.join(dir, `${name}.lock`);
  for (;;) {
    if (fs.existsSync(file)) return resultsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    try {
      fs.mkdirSync(lock);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Another process runs it: wait for its results, or take over if it died.
      let owner = 0;
      try {
        owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // not written yet, or the run just ended
      }
      if (owner && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return await make(target, file);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Removes the results of other trees (older hashes): the cache holds the current tree's only. */
export function pruneWholeRuns(): void {
  if (!fs.existsSync(CACHE)) return;
  const keep = inputHash();
  for (const d of fs.readdirSync(CACHE)) if (d !== keep) fs.rmSync(path.join(CACHE, d), { recursive: true, force: true });
}
