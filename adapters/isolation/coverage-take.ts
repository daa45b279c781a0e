// --coverage, in the framework process (framework-host.ts): V8's precise coverage of the
// thread the framework runs in, taken (and reset) as each check's app closes, as the
// framework crashes, and once the adapter has loaded, so that each take is one check's work.
// Each take is appended at once to a file of this process and thread under the coverage
// directory (raw/<pid>-<thread>.jsonl): a process killed later (a crash, a blocked loop, the
// end of the run) has given what it ran by then. Only the framework's files: not node's own,
// not this suite's (the reference framework is a framework: kept).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { WRAP_END, WRAP_START } from '../../layout/compile-cache';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { blockKeys, ranIntervals } from './coverage-blocks';
import { reachedLines, sourceLines, type CoverageRange, type SourceLines } from './coverage-lines';

/** The coverage directory, in the framework process's environment (set by the CLI for --coverage). */
export const CODE_COVERAGE_ENV = 'FWC_CODE_COVERAGE';
/**
 * Set to 1 (by bench/express-coverage.ts, never by the CLI): each take holds the framework's
 * branches too (coverage-blocks.ts), for a side-by-side with another suite's V8 coverage.
 */
export const CODE_COVERAGE_BLOCKS_ENV = 'FWC_CODE_COVERAGE_BLOCKS';
const WITH_BLOCKS = process.env[CODE_COVERAGE_BLOCKS_ENV] === '1';

/** One take: the check whose work it was (null: loading the adapter), and the lines it reached per file. */
export interface CoverageTake {
  check: string | null;
  files: Record<string, number[]>;
  /** With FWC_CODE_COVERAGE_BLOCKS=1: per file, the offsets that ran and the block ranges not told before by this thread. */
  blocks?: Record<string, { ran: number[]; seen: string[] }>;
}

/**
 * Every take written under `dir` (raw/*.jsonl), in the order written per process and thread; a
 * line cut as its process was killed mid-write is left out. With them, how many processes and
 * threads wrote (one file each). The one reader of what startCoverage writes: the run's report
 * (cli/code-coverage.ts) and the side-by-side bench read through it.
 */
export function readCoverageTakes(dir: string): { takes: CoverageTake[]; writers: number } {
  const raw = path.join(dir, 'raw');
  const takes: CoverageTake[] = [];
  const names = fs.existsSync(raw) ? fs.readdirSync(raw).filter((n) => n.endsWith('.jsonl')) : [];
  for (const name of names) {
    for (const text of fs.readFileSync(path.join(raw, name), 'utf8').split('\n')) {
      if (!text) continue;
      try {
        takes.push(JSON.parse(text) as CoverageTake);
      } catch {
        // a line cut by a kill as it was written
      }
    }
  }
  return { takes, writers: names.length };
}

/** Whether a file is the suite's own (its host, its bundled adapters), not the framework's. */
export function isSuiteFile(file: string, root = PACKAGE_ROOT): boolean {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  const top = rel.split(path.sep);
  const part = top[0] === 'dist' ? top[1] : top[0];
  return top[0] !== 'node_modules' && part !== 'reference';
}

/** The file a script's URL names, when it is a file of the framework's. */
export function frameworkFile(url: string): string | undefined {
  let file: string;
  if (url.startsWith('file://')) file = fileURLToPath(url);
  else if (path.isAbsolute(url)) file = url;
  else return undefined; // node:, eval'd code, the scenario's app code
  return isSuiteFile(file) ? undefined : file;
}

interface ScriptCoverage {
  url: string;
  functions: Array<{ functionName: string; ranges: CoverageRange[] }>;
}

/**
 * How far V8's offsets in a script lie past the file's own. A module compiled through the
 * package's compile cache (layout/compile-cache.ts, Node before 22.1: the package's own files,
 * the reference and the bundled Express among them) ran as its text inside a textual wrapper,
 * and V8 counts in the wrapped text: unshifted, each range falls 62 characters late (a
 * function's first statement counted as run at load, not by the checks that called it). Told
 * by the top level's range, the whole script, in the take that saw the module load; the takes
 * after it report no top level (reset since, not run again), so it is kept per script.
 */
export function wrapperShift(functions: ScriptCoverage['functions'], fileLength: number): number | undefined {
  const top = functions.find((f) => f.functionName === '' && f.ranges[0]?.startOffset === 0)?.ranges[0];
  if (!top) return undefined;
  return top.endOffset === WRAP_START.length + fileLength + WRAP_END.length ? WRAP_START.length : 0;
}

export interface CoverageTaker {
  /** Takes the coverage since the last take and resets it; `check`: whose work it was. */
  take(check: string | null): void;
}

/** Starts precise coverage in this thread, writing takes under `dir`; undefined where the inspector cannot (Bun, Deno). */
export function startCoverage(dir: string): CoverageTaker | undefined {
  // (loaded only for --coverage: a framework process without it loads no inspector)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const inspector = require('node:inspector') as typeof import('node:inspector');
  const session = new inspector.Session();
  try {
    session.connect();
  } catch {
    return undefined;
  }
  // A session of this thread answers at once: the callback has run when post() returns.
  const post = <T>(method: string, params?: object): T => {
    let answer: { err: Error | null; result?: object } | undefined;
    session.post(method, params, (err: Error | null, result?: object) => {
      answer = { err, result };
    });
    if (!answer) throw new Error(`the inspector did not answer ${method} at once`);
    if (answer.err) throw answer.err;
    return answer.result as T;
  };
  try {
    post('Profiler.enable');
    post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  } catch {
    return undefined;
  }
  const raw = path.join(dir, 'raw');
  fs.mkdirSync(raw, { recursive: true });
  const out = path.join(raw, `${process.pid}-${threadId}.jsonl`);
  const sources = new Map<string, { lines: SourceLines; length: number } | null>();
  const sourceOf = (file: string): { lines: SourceLines; length: number } | null => {
    let source = sources.get(file);
    if (source === undefined) {
      try {
        const text = fs.readFileSync(file, 'utf8');
        source = { lines: sourceLines(text), length: text.length };
      } catch {
        source = null;
      }
      sources.set(file, source);
    }
    return source;
  };
  const shifts = new Map<string, number>();
  const told = new Map<string, Set<string>>();
  return {
    take(check) {
      let scripts: ScriptCoverage[];
      try {
        scripts = post<{ result: ScriptCoverage[] }>('Profiler.takePreciseCoverage').result;
      } catch {
        return; // (a thread being ended)
      }
      const files: Record<string, number[]> = {};
      const blocks: Record<string, { ran: number[]; seen: string[] }> = {};
      for (const script of scripts) {
        if (!script.functions.some((f) => f.ranges.some((r) => r.count > 0))) continue;
        const file = frameworkFile(script.url);
        if (!file) continue;
        const source = sourceOf(file);
        if (!source) continue;
        const shiftSeen = wrapperShift(script.functions, source.length);
        if (shiftSeen !== undefined) shifts.set(script.url, shiftSeen);
        const shift = shifts.get(script.url) ?? 0;
        const unshift = (r: CoverageRange): CoverageRange => ({ ...r, startOffset: Math.max(0, r.startOffset - shift), endOffset: Math.max(0, r.endOffset - shift) });
        const functions = shift ? script.functions.map((f) => ({ ...f, ranges: f.ranges.map(unshift) })) : script.functions;
        const ranges = functions.flatMap((f) => f.ranges);
        const reached = reachedLines(source.lines, ranges);
        if (reached.length) files[file] = reached;
        if (WITH_BLOCKS) {
          let known = told.get(file);
          if (!known) told.set(file, (known = new Set()));
          const seen = blockKeys(functions).filter((k) => !known.has(k));
          for (const k of seen) known.add(k);
          blocks[file] = { ran: ranIntervals(ranges), seen };
        }
      }
      if (!Object.keys(files).length) return;
      const record: CoverageTake = WITH_BLOCKS ? { check, files, blocks } : { check, files };
      try {
        fs.appendFileSync(out, JSON.stringify(record) + '\n');
      } catch {
        // a directory gone: the CLI says what it found
      }
    },
  };
}
