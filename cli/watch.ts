// --watch: the selection run once, then again whenever a file of the framework changes, as
// vitest's watch mode does; after the first pass only the checks that flipped are printed.
// Each pass is the CLI itself in a child process (a fresh framework, a fresh Cucumber), its
// JSON results compared with the previous pass's (cli/compare.ts). With --coverage, every pass
// takes the framework's coverage, and a pass after an edit reruns only the checks whose last
// coverage reached the edited files (cli/watch-coverage.ts), its results merged into the
// watch's. SIGINT or SIGTERM ends the watch with exit 0: a pass under way is stopped (its
// framework processes end with it).
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findBundled } from '../adapters/bundled';
import { checkCountsLine } from '../conformance-report/src/rows';
import { summarizeAgain, type Results } from '../runner/results';
import { UsageError, type RunArgs } from './args';
import { compareRuns } from './compare';
import { formatComparisonText } from './compare-format';
import { lastFailedArgs } from './last-failed';
import { readResults } from './results-file';
import { readCoverageIfAny } from './code-coverage';
import { rerunAfter, type Rerun } from './watch-coverage';
import { watchTree, type TreeWatcher } from './watch-files';
import { PACKAGE_ROOT } from '../layout/package-root';

/** Where each pass writes its JSON results (then the last report --last-failed reads). */
export const WATCH_RESULTS = path.join('.fw-conformance', 'watch-pass.json');

/** The directory of the nearest package.json above the adapter module (its own directory if none). */
export function adapterPackageDir(adapter: string, cwd: string): string {
  if (findBundled(adapter)) throw new UsageError(`--watch: ${adapter} is a bundled adapter, not a framework you edit; give --watch-path <dir> with the files to watch`);
  let file = path.resolve(cwd, adapter);
  if (!fs.existsSync(file)) {
    try {
      file = require.resolve(adapter, { paths: [cwd] });
    } catch {
      throw new UsageError(`--watch: the adapter ${adapter} is not a file from ${cwd}; give --watch-path <dir>`);
    }
  }
  const start = path.dirname(file);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

/** argv without the options named (`--x v`, `--x=v`; `optional` ones take a value only when one follows). */
function without(argv: string[], valued: string[], flags: string[], optional: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const name = /^--([^=]+)/.exec(argv[i])?.[1];
    const inline = argv[i].includes('=');
    if (name && flags.includes(name)) continue;
    if (name && valued.includes(name)) {
      if (!inline) i++;
      continue;
    }
    if (name && optional.includes(name)) {
      if (!inline && i + 1 < argv.length && !argv[i + 1].startsWith('-')) i++;
      continue;
    }
    out.push(argv[i]);
  }
  return out;
}

interface Pass {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The watch's results after a pass that reran some of its checks: theirs replaced, the others kept. */
export function mergePass(previous: Results, pass: Results): Results {
  const now = new Map(pass.results.map((r) => [r.id, r]));
  const results = previous.results.map((r) => now.get(r.id) ?? r);
  const had = new Set(previous.results.map((r) => r.id));
  results.push(...pass.results.filter((r) => !had.has(r.id)));
  return { ...pass, selection: previous.selection, results, summary: summarizeAgain(results, pass.summary) };
}

/** The line a pass that chose its checks by coverage starts with. */
function rerunLine(rerun: Rerun, of: number, edited: string): string {
  if ('whole' in rerun) return `reran the whole selection: ${rerun.whole}\n`;
  return `reran ${rerun.ids.length} of ${of} checks: ${rerun.reached} whose coverage reached ${edited}${rerun.fresh ? `, ${rerun.fresh} the coverage holds nothing of` : ''}\n`;
}

export async function watch(args: RunArgs, argv: string[], cwd = process.cwd()): Promise<number> {
  let childArgv = without(argv, ['watch-path'], ['watch'], []);
  if (args.lastFailed) {
    // Resolved once: every pass reruns the same checks, so a fixed one shows as fixed.
    const lf = lastFailedArgs(args, cwd);
    if (!lf.args.ids.length) {
      process.stdout.write(`--last-failed: no check failed in ${lf.file}: nothing to watch\n`);
      return 0;
    }
    args = lf.args;
    childArgv = [...without(childArgv, ['adapter', 'profile'], [], ['last-failed']), '--adapter', args.adapter, '--profile', lf.args.profile, ...args.ids.flatMap((id) => ['--id', id])];
  }
  const roots = (args.watchPaths.length ? args.watchPaths.map((p) => path.resolve(cwd, p)) : [adapterPackageDir(args.adapter, cwd)]);
  for (const r of roots) if (!fs.existsSync(r)) throw new UsageError(`--watch-path ${r}: no such file or directory`);
  const results = path.join(cwd, WATCH_RESULTS);
  const written = new Set([results, ...args.reports.map((r) => path.resolve(cwd, r.file))]);
  childArgv.push('--report', `json:${results}`);
  // --coverage: each pass takes it (into the directory, which the watch does not watch).
  const coverageDir = args.coverage === undefined ? undefined : path.resolve(cwd, args.coverage);
  const ignored = (file: string) => written.has(file) || (coverageDir !== undefined && (file === coverageDir || file.startsWith(coverageDir + path.sep)));

  let child: ChildProcess | undefined;
  let previous: Results | undefined;
  let passes = 0;
  let pending: string[] | undefined;
  let stopping = false;

  const runPass = (passArgv: string[]): Promise<Pass> =>
    new Promise((resolve) => {
      fs.rmSync(results, { force: true });
      // Its own process group: a stop takes the pass's Cucumber workers with it; its framework processes end when it does.
      const c = spawn(process.execPath, [path.join(PACKAGE_ROOT, 'bin', 'fw-conformance.js'), ...passArgv], {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child = c;
      let stdout = '';
      let stderr = '';
      c.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
      c.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      c.once('close', (code) => {
        child = undefined;
        resolve({ code, stdout, stderr });
      });
    });

  const named = (files: string[]) => `${files.map((f) => path.relative(cwd, f) || f).slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`;
  const report = (pass: Pass, changed: string[] | undefined, rerun: Rerun | undefined): void => {
    passes++;
    const head = (changed ? `\npass ${passes}, after a change of ${named(changed)}\n` : '') + (rerun && previous ? rerunLine(rerun, previous.results.length, named(changed ?? [])) : '');
    if (pass.code !== 0 && pass.code !== 1) {
      process.stdout.write(`${head}the run could not be made (exit ${pass.code}):\n${pass.stderr.trim().split('\n').slice(-8).join('\n')}\n`);
      return;
    }
    let now: Results;
    try {
      now = readResults(results);
    } catch (err) {
      process.stdout.write(`${head}${(err as Error).message}\n`);
      return;
    }
    if (previous && rerun && 'ids' in rerun) {
      // The watch's results whole again, where --last-failed reads them.
      now = mergePass(previous, now);
      fs.writeFileSync(results, JSON.stringify(now, null, 2) + '\n');
    }
    if (!previous) process.stdout.write(head + pass.stdout);
    else {
      const c = compareRuns(previous, now);
      process.stdout.write(head + (c.rows.length ? formatComparisonText(c, [`pass ${passes - 1}`, `pass ${passes}`]).split('\n').slice(1).join('\n') : 'no check changed its verdict\n'));
      process.stdout.write(`${checkCountsLine(now.summary)}\n`);
    }
    previous = now;
  };

  return new Promise<number>((resolve) => {
    let watcher: TreeWatcher | undefined;
    const waiting = () => process.stdout.write(`\nwatching ${roots.map((r) => path.relative(cwd, r) || '.').join(', ')} (${watcher?.directories ?? 0} ${watcher?.directories === 1 ? 'directory' : 'directories'}) for changes; Ctrl-C to stop\n`);
    const cycle = async (changed: string[] | undefined) => {
      const rerun = coverageDir && previous && changed ? rerunAfter(readCoverageIfAny(coverageDir), changed, cwd, previous.results.map((r) => r.id), { adapter: args.adapter, profile: previous.profile }) : undefined;
      if (rerun && 'ids' in rerun && !rerun.ids.length) {
        process.stdout.write(`\nafter a change of ${named(changed!)}: no check of the selection reached it, none is new: nothing to rerun\n`);
        waiting();
        return;
      }
      const passArgv = rerun && 'ids' in rerun ? [...without(childArgv, ['id', 'check'], [], []), ...rerun.ids.flatMap((id) => ['--id', id])] : childArgv;
      const pass = await runPass(passArgv);
      if (stopping) return;
      report(pass, changed, rerun);
      if (pending) {
        const next = pending;
        pending = undefined;
        void cycle(next);
      } else waiting();
    };
    const stop = () => {
      if (stopping) return;
      stopping = true;
      watcher?.close();
      const done = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        process.stdout.write('\nwatch stopped\n');
        resolve(0);
      };
      if (!child) return done();
      child.once('close', done);
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    watcher = watchTree(roots, (files) => {
      if (stopping) return;
      if (child) pending = [...(pending ?? []), ...files];
      else void cycle(files);
    }, ignored);
    void cycle(undefined);
  });
}
