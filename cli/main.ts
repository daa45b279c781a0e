// The fw-conformance command line. Exit codes: 0 all applicable checks passed (with
// --baseline: no regression), 1 some check failed (a regression), 2 the run could not be made.
import * as path from 'node:path';
import { AdapterError } from '../adapters/contract';
import { bundledAdapters } from '../adapters/bundled';
import { resolveRuntime, RuntimeError } from '../adapters/isolation/runtime';
import { BaselineError, compareToBaseline, formatComparison, readBaseline, updatedBaseline, writeBaseline } from '../conformance-report/src/baseline';
import { realFailures } from '../conformance-report/src/rows';
import { writeReport } from '../conformance-report/src/formats';
import type { Results, Selection, ShardInfo } from '../runner/results';
import { shareOf, selectionKey } from '../runner/shard';
import { PACKAGE_ROOT } from '../layout/package-root';
import { readResults, ResultsFileError } from './results-file';
import { merge } from './merge';
import { checksOfProfile, checksSelected, selectChecks, SelectionError } from '../runner/plan';
import { assemble, runSuite, SuiteError } from '../runner/run';
import { MergeError } from '../runner/merge';
import { DEFAULT_SEED } from '../run-protocol/run-config';
import { commandOf, parseCommandLine, UsageError, USAGE, type Args, type ReportArgs, type RunArgs } from './args';
import { changedFiles, fingerprintSuite, type SuiteFingerprint } from '../layout/suite-files';
import { formatCheckDetails } from './details';
import { formatInit, init, InitError } from './init';
import { formatList, listChecks } from './list';
import { coverageOf, formatCoverage } from './coverage';
import { diffCommand } from './diff-command';
import { Progress } from './progress';
import { formatSummary } from './summary';

export const EXIT = { passed: 0, failed: 1, error: 2 } as const;

/** `fw-conformance report`: reports from saved results; several side by side. */
function report(args: ReportArgs): number {
  const runs = args.files.map(readResults);
  const comparison = args.baseline ? compareToBaseline(runs[0], readBaseline(args.baseline), args.baseline) : undefined;
  for (const target of args.reports) {
    const file = writeReport(target, runs, process.cwd(), comparison);
    process.stderr.write(`wrote ${target.format} report: ${path.relative(process.cwd(), file) || file}\n`);
  }
  if (!comparison) return EXIT.passed;
  process.stdout.write(formatComparison(comparison));
  return comparison.regressions.length ? EXIT.failed : EXIT.passed;
}

function writeErrorReports(args: RunArgs, startedAt: Date, err: Error, shard?: ShardInfo): void {
  const where = err instanceof AdapterError ? ` (${err.where})` : '';
  const results = assemble({ name: args.adapter, generation: args.profile }, args.profile, startedAt, [], args.seed ?? DEFAULT_SEED);
  if (shard) results.shard = shard;
  results.error = `${err instanceof AdapterError ? 'adapter error' : 'suite error'}${where}: ${err.message}`;
  for (const target of args.reports) {
    try {
      writeReport(target, results, process.cwd());
    } catch (e) {
      process.stderr.write(`fw-conformance: cannot write the ${target.format} report to ${target.file}: ${(e as Error).message}\n`);
    }
  }
}

/** What a run selects beyond the profile: Cucumber paths for --id/--check/--shard, and what reports say. */
function selectionOf(args: RunArgs): { paths?: string[]; selection?: Selection; shard?: ShardInfo } {
  const byId = args.ids.length || args.checks.length ? selectChecks(args.profile, { ids: args.ids, checks: args.checks }) : undefined;
  const filtered = Boolean(byId || args.tags || args.names.length);
  const ofTotal = filtered || args.shard ? checksOfProfile(args.profile).length : 0;
  const base: Selection | undefined = filtered
    ? {
        ...(args.tags ? { tags: args.tags } : {}),
        ...(args.names.length ? { names: args.names } : {}),
        ...(byId ? { ids: byId.checks.map((c) => c.id) } : {}),
        ofTotal,
      }
    : undefined;
  if (!args.shard) return base ? { paths: byId?.paths, selection: base } : {};
  // A share of the checks the rest of the command line selects: cut from the same list on every runner.
  const pool = byId?.checks ?? checksSelected(args.profile, args.tags, args.names);
  if (!pool) throw new SelectionError(`--shard: the checks selected by --tags/--name cannot be read`);
  const mine = shareOf(pool, args.shard);
  return {
    paths: mine.map((c) => `${path.join(PACKAGE_ROOT, c.uri)}:${c.line}`),
    selection: { ...base, ids: mine.map((c) => c.id), ofTotal },
    shard: { ...args.shard, checks: pool.length, key: selectionKey(pool.map((c) => c.id)), ...(base ? { base } : {}) },
  };
}

/**
 * The suite's installed files at the end of the run against their fingerprint at its start:
 * a run whose suite changed meanwhile proves nothing (exit 2, the files named in every
 * report). Records the start's fingerprint in the results, for the reports' seals.
 */
function checkSuiteUnchanged(results: Results, atStart: SuiteFingerprint): boolean {
  results.suiteDigest = atStart.digest;
  const changed = changedFiles(atStart, fingerprintSuite());
  if (!changed.length) return false;
  results.error = `the suite's installed files changed during the run, so its results prove nothing: ${changed.join(', ')}`;
  return true;
}

async function run(args: RunArgs): Promise<number> {
  // Read first: an unreadable baseline or a selection of no check stops the run before it starts.
  const baseline = args.baseline ? readBaseline(args.baseline) : undefined;
  const { paths, selection, shard } = selectionOf(args);
  const runtime = args.runtime === undefined ? undefined : resolveRuntime(args.runtime, process.cwd(), PACKAGE_ROOT);
  const progress = new Progress(process.stderr, args.quiet || args.show);
  const startedAt = new Date();
  const suite = fingerprintSuite();
  // A share may hold no check (more shards than checks): its results say so, and merge counts it.
  const emptyShare = shard !== undefined && paths?.length === 0;
  const results: Results = emptyShare
    ? assemble({ name: args.adapter, generation: args.profile }, args.profile, startedAt, [], args.seed ?? DEFAULT_SEED, args.interfaceVersion, selection)
    : await runSuite({
      adapter: args.adapter,
      profile: args.profile,
      interfaceVersion: args.interfaceVersion,
      tags: args.tags,
      names: args.names,
      paths,
      selection,
      parallel: args.parallel,
      timeoutMs: args.timeoutMs,
      checkTimeoutMs: args.checkTimeoutMs,
      runTimeoutMs: args.runTimeoutMs,
      maxMemoryMib: args.maxMemoryMib,
      seed: args.seed,
      numRuns: args.numRuns,
      runtime,
      onResult: progress.onResult,
    }).catch((err: unknown) => {
      // The run could not be made: the reports still come out, saying why, so that a CI job
      // that keeps them has something to show.
      if (err instanceof AdapterError || err instanceof SuiteError) writeErrorReports(args, startedAt, err, shard);
      throw err;
    });
  if (shard) results.shard = shard;
  progress.end();
  const suiteChanged = checkSuiteUnchanged(results, suite);
  const comparison = baseline && compareToBaseline(results, baseline, args.baseline);
  // A report that cannot be written costs nothing else: the others are written, the
  // summary printed, and the exit code says the run was not complete.
  let unwritten = 0;
  for (const target of args.reports) {
    try {
      const file = writeReport(target, results, process.cwd(), comparison);
      if (!args.quiet) process.stderr.write(`  wrote ${target.format} report: ${file}\n`);
    } catch (err) {
      unwritten++;
      process.stderr.write(`fw-conformance: cannot write the ${target.format} report to ${target.file}: ${(err as Error).message}\n`);
    }
  }
  if (args.show) {
    for (const r of results.results) process.stdout.write(formatCheckDetails(r) + '\n');
    const s = results.summary;
    process.stdout.write(`${results.adapter.name} (generation ${results.adapter.generation}) against profile ${results.profile}: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped\n`);
  } else {
    if (args.verbose) for (const r of realFailures(results)) process.stdout.write(formatCheckDetails(r) + '\n');
    process.stdout.write(formatSummary(results));
  }
  if (unwritten) return EXIT.error;
  if (suiteChanged) {
    process.stderr.write(`fw-conformance: ${results.error}\n`);
    return EXIT.error;
  }
  if (results.results.length === 0 && !shard) {
    process.stderr.write(`fw-conformance: no check matched profile ${args.profile}${args.tags ? ` and tags ${args.tags}` : ''}${args.names.length ? ` and --name ${args.names.join(', ')}` : ''}\n`);
    return EXIT.error;
  }
  if (args.writeBaseline) {
    const written = writeBaseline(args.writeBaseline, results);
    process.stdout.write(
      `recorded ${written.failing.length} expected failures in ${args.writeBaseline}; gate on it with --baseline ${args.writeBaseline}\n`,
    );
    return EXIT.passed;
  }
  if (comparison) {
    process.stdout.write(formatComparison(comparison));
    if (args.updateBaseline && baseline) {
      const updated = updatedBaseline(baseline, results);
      writeBaseline(args.updateBaseline, results, updated);
      process.stdout.write(
        `updated ${args.updateBaseline}: dropped ${comparison.improvements.length} expected failures that pass now, ${updated.failing.length} remain` +
          (comparison.regressions.length ? `; the ${comparison.regressions.length} regressions were not added (fix them, or accept them with --write-baseline)` : '') +
          '\n',
      );
    }
    return comparison.regressions.length ? EXIT.failed : EXIT.passed;
  }
  return results.summary.failed > 0 ? EXIT.failed : EXIT.passed;
}

/** Each command: its arguments in, its exit code out. A new command is one line here. */
const COMMANDS: { [C in Args['command']]: (args: Extract<Args, { command: C }>) => number | Promise<number> } = {
  help: () => {
    process.stdout.write(USAGE + '\n');
    return EXIT.passed;
  },
  'list-adapters': () => {
    for (const a of bundledAdapters) process.stdout.write(`${a.name.padEnd(12)} ${a.description}\n`);
    process.stdout.write(`express@<release>  e.g. express@4.16: your project's express when it is that release, else the alias express-4.16\n`);
    process.stdout.write(`\nOr give a path: --adapter ./my-adapter.js (exports fw, or { name, version?, generation, fw, serve? })\n`);
    return EXIT.passed;
  },
  coverage: (args) => {
    const report = coverageOf(args.profile);
    process.stdout.write(args.json ? JSON.stringify(report, null, 2) + '\n' : formatCoverage(report));
    return EXIT.passed;
  },
  list: (args) => {
    const checks = listChecks(args.profile, args.tags);
    process.stdout.write(args.json ? JSON.stringify(checks, null, 2) + '\n' : formatList(checks, args.profile));
    return EXIT.passed;
  },
  init: (args) => {
    process.stdout.write(formatInit(init(process.cwd(), args.profile, args.serve)));
    return EXIT.passed;
  },
  run,
  report,
  merge,
};

/**
 * Commands that read their own arguments (with readOptions from ./args): a new one is one
 * line here, e.g. `diff: (argv) => diff(argv)`.
 */
const SELF_PARSED: Record<string, (argv: string[]) => number | Promise<number>> = {
  diff: (argv) => diffCommand(argv), // its own options: cli/diff-args.ts
};

export async function main(argv: string[]): Promise<number> {
  try {
    const { command, rest } = commandOf(argv);
    if (Object.hasOwn(SELF_PARSED, command)) return await SELF_PARSED[command](rest);
    const args = parseCommandLine(argv);
    return await (COMMANDS[args.command] as (a: Args) => number | Promise<number>)(args);
  } catch (err) {
    if (err instanceof UsageError || err instanceof SelectionError) {
      process.stderr.write(`fw-conformance: ${err.message}\n\n${err instanceof UsageError ? USAGE + '\n' : ''}`);
    } else if (err instanceof AdapterError) {
      process.stderr.write(`fw-conformance: adapter error (${err.where}):\n  ${err.message}\n`);
    } else if (err instanceof BaselineError || err instanceof ResultsFileError || err instanceof MergeError || err instanceof RuntimeError || err instanceof SuiteError || err instanceof InitError) {
      process.stderr.write(`fw-conformance: ${err.message}\n`);
    } else {
      process.stderr.write(`fw-conformance: unexpected error: ${(err as Error)?.stack ?? err}\n`);
    }
    return EXIT.error;
  }
}

if (require.main === module) {
  // as bin/fw-conformance.js: exit once output is flushed, whatever handle is left open
  // (main() catches every error itself and returns exit code 2)
  void main(process.argv.slice(2)).then((code) => {
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  });
}
