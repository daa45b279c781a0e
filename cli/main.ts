// The fw-conformance command line. Exit codes: 0 all applicable checks passed (with
// --baseline: no regression), 1 some check failed (a regression), 2 the run could not be made.
import * as path from 'node:path';
import { AdapterError, GENERATIONS, type Generation } from '../adapters/contract';
import { bundledAdapters } from '../adapters/bundled';
import { resolveRuntime, RuntimeError, type Runtime, type AdapterInfo, withdrawFrameworkProcess, CODE_COVERAGE_ENV } from '../adapters/isolation';
import { BaselineError, compareToBaseline, comparisonFails, type Baseline, type BaselineComparison, formatComparison, readBaseline, updatedBaseline, writeBaseline } from '../conformance-report/src/baseline';
import { checkCountsLine, realFailures } from '../conformance-report/src/rows';
import { writeReport } from '../conformance-report/src/formats';
import { prepareReportPath, ReportPathError } from '../conformance-report/src/report-path';
import { failsGate, type Results, type Selection, type ShardInfo } from '../runner/results';
import { checksOfProfile, checksSelected, selectChecks, SelectionError } from '../runner/plan';
import { MergeError } from '../runner/merge';
import { shareOf, selectionKey } from '../runner/shard';
import { PACKAGE_ROOT } from '../layout/package-root';
import { changedSince, fingerprintSuite, type SuiteFingerprint } from '../layout/suite-files';
import { assemble, runSuite, SuiteError } from '../runner/run';
import { DEFAULT_SEED } from '../run-protocol/run-config';
import { commandOf, DEFAULT_COVERAGE_DIR, optionValue, parseCommandLine, requestedReports, UsageError, USAGE, type Args, type ProfiledRunArgs, type ReportArgs, type RunArgs } from './args';
import { chooseProfile, profileMismatchNote } from './profile';
import { formatCheckDetails } from './details';
import { merge } from './merge';
import { readResults, ResultsFileError } from './results-file';
import { formatInit, init, InitError } from './init';
import { listCommand } from './list';
import { coverageOf, formatCoverage } from './coverage';
import { compareCommand } from './compare-command';
import { lastFailedArgs } from './last-failed';
import { KEPT_RESULTS, LAST_RUN_FILE, readLastRun, recordLastRun } from './last-run';
import { mergedVerdicts, sinceLastRun, verdictsOf } from './since-last-run';
import { watch } from './watch';
import { changedFiles, coverageRuntimeProblem, prepareCoverageDir, readCoverage, relatedChecks, unknownFileNote, writeCoverage } from './code-coverage';
import { Progress } from './progress';
import { formatSummary } from './summary';

export const EXIT = { passed: 0, failed: 1, error: 2 } as const;

/** Errors whose message is the whole story (no stack): a file that cannot be read or written, a bad selection. */
const KNOWN_ERRORS: Array<new (...args: never[]) => Error> = [];

KNOWN_ERRORS.push(BaselineError, ResultsFileError, InitError, SelectionError, ReportPathError, MergeError, RuntimeError);

/** `fw-conformance report`: reports from saved results; several side by side. */
function report(args: ReportArgs): number {
  const runs = args.files.map(readResults);
  const comparison = args.baseline ? compareToBaseline(runs[0], readBaseline(args.baseline), args.baseline) : undefined;
  for (const target of args.reports) {
    const file = writeReport(target, runs, process.cwd(), { comparison });
    process.stderr.write(`wrote ${target.format} report: ${path.relative(process.cwd(), file) || file}\n`);
  }
  if (!comparison) return EXIT.passed;
  process.stdout.write(formatComparison(comparison));
  return comparison.regressions.length ? EXIT.failed : EXIT.passed;
}

/** Report paths that cannot be written, each with the reason: found before the run starts. */
class ReportPathsError extends Error {
  constructor(readonly problems: ReportPathError[]) {
    super(problems.map((p) => p.message).join('\n'));
  }
}

/**
 * Checks every path the run will write (reports, a baseline) before it starts, so that a
 * run of half an hour never ends unable to say what it found: the directories are created,
 * a file that does not exist yet is created and removed.
 */
function checkOutputPaths(args: RunArgs): void {
  const files = [...args.reports.map((r) => r.file), ...[args.writeBaseline, args.updateBaseline].filter((f): f is string => f !== undefined)];
  const problems: ReportPathError[] = [];
  for (const file of files) {
    try {
      prepareReportPath(path.resolve(process.cwd(), file), true);
    } catch (err) {
      if (err instanceof ReportPathError) problems.push(new ReportPathError(file, err.reason));
      else throw err;
    }
  }
  if (problems.length) throw new ReportPathsError(problems);
}

/** What an exit 2 says, in the reports as on the terminal. */
function errorText(err: unknown): string {
  if (err instanceof UsageError) return `usage error: ${err.message}`;
  if (err instanceof AdapterError) return `adapter error (${err.where}): ${err.message}`;
  if (err instanceof SuiteError) return `suite error: ${err.message}`;
  if (err instanceof ReportPathsError) return `${err.message}\n(checked before the run started: nothing was run)`;
  if (err instanceof Error && KNOWN_ERRORS.some((k) => err instanceof k)) return err.message;
  return `unexpected error: ${(err as Error)?.stack ?? err}`;
}

/**
 * A run that could not be made (exit 2) still writes every report it asked for that can be
 * written, saying why: a CI job that keeps them has something to show. The command line is
 * read leniently here: it may be the very error.
 */
function writeErrorReports(argv: string[], err: unknown): void {
  const unwritable = new Set(err instanceof ReportPathsError ? err.problems.map((p) => p.file) : []);
  const targets = requestedReports(argv).filter((t) => !unwritable.has(t.file));
  if (!targets.length) return;
  const profile = optionValue(argv, 'profile');
  const generation: Generation = (GENERATIONS as readonly string[]).includes(profile ?? '') ? (profile as Generation) : '5.x';
  const seed = Number(optionValue(argv, 'seed'));
  const results = assemble({ name: optionValue(argv, 'adapter') ?? 'reference', generation }, generation, new Date(), [], Number.isInteger(seed) ? seed : DEFAULT_SEED);
  results.error = errorText(err);
  for (const target of targets) {
    try {
      writeReport(target, results, process.cwd());
    } catch (e) {
      process.stderr.write(`fw-conformance: cannot write the ${target.format} report: ${(e as Error).message}\n`);
    }
  }
}

/** What a run selects beyond the profile: Cucumber paths for --id/--check/--shard, and what reports say. */
function selectionOf(args: ProfiledRunArgs): { paths?: string[]; selection?: Selection; shard?: ShardInfo } {
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
  const changed = changedSince(atStart);
  if (!changed.length) return false;
  results.error = `the suite's installed files changed during the run, so its results prove nothing: ${changed.join(', ')}`;
  return true;
}

async function run(given: RunArgs): Promise<number> {
  let args = given;
  if (args.lastFailed) {
    const lf = lastFailedArgs(args, process.cwd());
    const skipped = lf.unknown.length ? `; ${lf.unknown.length} no longer in the suite: ${lf.unknown.slice(0, 3).join(', ')}${lf.unknown.length > 3 ? ', ...' : ''}` : '';
    if (!lf.args.ids.length) {
      process.stdout.write(`no check failed in ${lf.file}: nothing to rerun${skipped}\n`);
      return EXIT.passed;
    }
    process.stderr.write(`--last-failed: ${lf.args.ids.length} ${lf.args.ids.length === 1 ? 'check' : 'checks'} of ${lf.file} to rerun on ${lf.args.adapter}, profile ${lf.args.profile}${skipped}\n`);
    args = { ...lf.args, lastFailed: undefined };
  }
  if (args.related) {
    const rel = relatedArgs(args);
    if (!rel) return EXIT.passed;
    args = rel;
  }
  // Read first: an unreadable baseline or report path stops the run before it starts (a selection
  // of no check too, once the profile is chosen: it may be the adapter's).
  const baseline = args.baseline ? readBaseline(args.baseline) : undefined;
  checkOutputPaths(args);
  const runtime = args.runtime === undefined ? undefined : resolveRuntime(args.runtime, process.cwd(), PACKAGE_ROOT);
  // --coverage: every framework process of the run (the profile's probe too: it may serve the
  // first check) takes coverage into the directory, read from its environment.
  delete process.env[CODE_COVERAGE_ENV];
  if (args.coverage !== undefined) {
    const problem = coverageRuntimeProblem(runtime?.name);
    if (problem) throw new UsageError(problem);
    process.env[CODE_COVERAGE_ENV] = prepareCoverageDir(args.coverage, process.cwd());
  }
  // Before the adapter is first loaded (choosing the profile may load it): a framework that
  // rewrites the suite as it loads is caught.
  const suite = fingerprintSuite();
  const chosen = await chooseProfile(args, process.cwd(), runtime);
  try {
    return await runProfiled(chosen.args, baseline, runtime, chosen.probed, suite);
  } finally {
    withdrawFrameworkProcess(); // the probe's process, if it chose the profile and no check took it
  }
}

/**
 * --related, --changed: the run's arguments with the checks the last coverage says reach the
 * files, and the checks new since; undefined when there is none to run (said on stdout).
 */
function relatedArgs(args: RunArgs): RunArgs | undefined {
  const related = args.related!;
  const flag = 'files' in related ? '--related' : '--changed';
  const coverage = readCoverage(args.coverage ?? DEFAULT_COVERAGE_DIR, process.cwd(), flag);
  const files = 'files' in related ? related.files : changedFiles(related.ref, process.cwd());
  const profile = args.profile ?? (coverage.profile as Generation);
  const picked = relatedChecks(coverage, files, process.cwd(), checksOfProfile(profile).map((c) => c.id));
  const what = 'files' in related ? files.join(', ') : `the ${files.length} files changed since ${related.ref}`;
  // A file named that the coverage does not know is a mistake to say, not "no check reached it".
  if ('files' in related) {
    if (picked.unknown.length) {
      const notes = picked.unknown.map((f) => `${flag}: ${unknownFileNote(coverage, f)}`);
      if (picked.noneKnown) throw new UsageError(notes.join('\n'));
      process.stderr.write(`${notes.join('\n')}\n`);
    }
    for (const [asked, built] of picked.viaBuild) process.stderr.write(`${flag}: ${asked} ran as its build, ${built}\n`);
  }
  if (!picked.ids.length) {
    process.stdout.write(`${flag}: no check's last coverage reached ${what || 'no file'}, and no check is new since it: nothing to run\n`);
    return undefined;
  }
  process.stderr.write(`${flag}: ${picked.reached} ${picked.reached === 1 ? 'check' : 'checks'} of ${coverage.checks.length} reached ${what}${picked.fresh ? `, and ${picked.fresh} new since the coverage` : ''}\n`);
  return { ...args, profile, ids: picked.ids, related: undefined };
}

async function runProfiled(
  args: ProfiledRunArgs,
  baseline: Baseline | undefined,
  runtime: Runtime | undefined,
  probed: AdapterInfo | undefined,
  suite: ReturnType<typeof fingerprintSuite>,
): Promise<number> {
  const { paths, selection, shard } = selectionOf(args);
  const progress = new Progress(process.stderr, args.quiet || args.show);
  // A share may hold no check (more shards than checks): its results say so, and merge counts it.
  const emptyShare = shard !== undefined && paths?.length === 0;
  const results: Results = emptyShare
    ? assemble({ name: args.adapter, generation: args.profile }, args.profile, new Date(), [], args.seed ?? DEFAULT_SEED, args.interfaceVersion, selection)
    : await runSuite({
        adapter: args.adapter,
        profile: args.profile,
        probed,
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
        onStart: (adapter) => progress.start(adapter, args.profile),
        onResult: progress.onResult,
        maxFailures: args.maxFailures,
        bailAfterTimeouts: args.bailAfterTimeouts,
        retries: args.retries,
      });
  if (shard) results.shard = shard;
  progress.end();
  const suiteChanged = checkSuiteUnchanged(results, suite);
  if (results.results.length === 0 && !shard) results.error = `no check matched ${noMatch(args)}`;
  const comparison = baseline && compareToBaseline(results, baseline, args.baseline);
  // The verdict first: the summary (its heading, the counts), then the reports it wrote.
  const previous = readPrevious(args, results);
  if (args.show) {
    for (const r of results.results) process.stdout.write(formatCheckDetails(r) + '\n');
    const s = results.summary;
    process.stdout.write(`${results.adapter.name} (generation ${results.adapter.generation}) against profile ${results.profile}: ${checkCountsLine(s)}\n`);
  } else {
    if (args.verbose) for (const r of realFailures(results)) process.stdout.write(formatCheckDetails(r) + '\n');
    process.stdout.write(profileMismatchNote(results.adapter, results.profile) ?? '');
    process.stdout.write(formatSummary(results, { quiet: args.quiet, security: args.security }));
    if (previous && !args.quiet) process.stdout.write(sinceLastRun(previous.run, previous.verdicts, args.adapter, args.profile, previous.now));
  }
  // A report that cannot be written costs nothing else: the others are written, and the
  // exit code says the run was not complete.
  let unwritten = 0;
  // The coverage first (the html report shows it), its line after the reports'.
  let coverage: ReturnType<typeof writeCoverage> | undefined;
  let coverageProblem: string | undefined;
  if (args.coverage !== undefined && results.results.length) {
    try {
      coverage = writeCoverage(process.env[CODE_COVERAGE_ENV]!, results, args.adapter, checksOfProfile(args.profile).map((c) => c.id));
    } catch (err) {
      unwritten++;
      coverageProblem = `fw-conformance: cannot write the coverage: ${(err as Error).message}\n`;
    }
  }
  const written: Array<{ format: string; file: string }> = [];
  for (const target of args.reports) {
    try {
      const file = writeReport(target, results, process.cwd(), { comparison, coverage: coverage?.coverage });
      written.push({ format: target.format, file });
      if (!args.quiet) process.stderr.write(`  wrote ${target.format} report: ${file}\n`);
    } catch (err) {
      unwritten++;
      process.stderr.write(`fw-conformance: cannot write the ${target.format} report: ${(err as Error).message}\n`);
    }
  }
  if (coverage && !args.quiet) process.stderr.write(coverage.line);
  if (coverageProblem) process.stderr.write(coverageProblem);
  if (previous) recordRun(args, results, written, previous);
  if (unwritten) return EXIT.error;
  if (suiteChanged) {
    process.stderr.write(`fw-conformance: ${results.error}\n`);
    return EXIT.error;
  }
  if (results.results.length === 0 && !shard) {
    process.stderr.write(`fw-conformance: ${results.error}\n`);
    return EXIT.error;
  }
  // The reports are written: a baseline that cannot be written now (a full disk) is said, not thrown.
  try {
    return gate(args, results, baseline, comparison);
  } catch (err) {
    if (!(err instanceof ReportPathError)) throw err;
    process.stderr.write(`fw-conformance: cannot write the baseline: ${err.message}\n`);
    return EXIT.error;
  }
}

/** The record of the runs before this one, and this run's verdicts: what a recorded run needs. */
interface RunRecord {
  run: Exclude<ReturnType<typeof readLastRun>, string> | undefined;
  verdicts: ReturnType<typeof verdictsOf>;
  now: Date;
}

/**
 * What the runs before this one recorded, for the lines on what moved since (printed after the
 * summary) and for this run's record; undefined for a run that is not recorded: a shard's (a
 * share is not the run), and, unless it writes a JSON report, `show`'s (looking at one check
 * keeps the failures of the run before) or a run that made no verdict.
 */
function readPrevious(args: RunArgs, results: Results): RunRecord | undefined {
  if (args.shard) return undefined;
  // a run that writes a JSON report is recorded whatever it is
  if (!args.reports.some((r) => r.format === 'json') && (args.show || results.results.length === 0)) return undefined;
  const read = readLastRun(process.cwd());
  return { run: typeof read === 'string' ? undefined : read, verdicts: verdictsOf(results), now: new Date() };
}

/**
 * The run's results, for --last-failed (cli/last-run.ts): the JSON report it wrote, else a copy
 * kept in .fw-conformance/; with each check's verdict, merged with the runs' before it. A
 * record that cannot be written (a read-only directory) is said, not fatal.
 */
function recordRun(args: ProfiledRunArgs, results: Results, written: Array<{ format: string; file: string }>, record: RunRecord): void {
  const cwd = process.cwd();
  const json = written.find((w) => w.format === 'json')?.file;
  if (!json && (args.show || results.results.length === 0)) return; // its JSON report could not be written
  try {
    const file = json ?? writeReport({ format: 'json', file: KEPT_RESULTS }, results, cwd);
    const merged = mergedVerdicts(record.run, record.verdicts, args.adapter, args.profile);
    recordLastRun(cwd, { results: path.resolve(cwd, file), adapter: args.adapter, profile: args.profile, at: record.now.toISOString(), verdicts: merged });
  } catch (err) {
    process.stderr.write(`fw-conformance: cannot record the last run in ${LAST_RUN_FILE}: ${(err as Error).message}\n`);
  }
}

function noMatch(args: ProfiledRunArgs): string {
  return `profile ${args.profile}${args.tags ? ` and tags ${args.tags}` : ''}${args.names.length ? ` and --name ${args.names.join(', ')}` : ''}`;
}

/** The exit code of a run that was made: against a baseline, recording one, or on its failures. */
function gate(args: ProfiledRunArgs, results: Results, baseline: Baseline | undefined, comparison: BaselineComparison | undefined): number {
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
    return comparisonFails(comparison, { failOnFlaky: args.failOnFlaky }) ? EXIT.failed : EXIT.passed;
  }
  // A check the framework could not run for a missing API, or that never ran, fails the gate as a failed one does.
  return failsGate(results.summary, { failOnFlaky: args.failOnFlaky }) ? EXIT.failed : EXIT.passed;
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
  list: (args) => listCommand(args),
  init: (args) => {
    process.stdout.write(formatInit(init(process.cwd(), args.profile, args.serve, args.matrix)));
    return EXIT.passed;
  },
  run,
  report,
  merge,
  compare: (args) => compareCommand(args),
};

/**
 * Commands that read their own arguments (with readOptions from ./args): a new one is one
 * line here, e.g. `diff: (argv) => diff(argv)`.
 */
const SELF_PARSED: Record<string, (argv: string[]) => number | Promise<number>> = {
  // its own options: cli/diff-args.ts; loaded when used (fast-check, the generators)
  diff: (argv) => (require('./diff-command') as typeof import('./diff-command')).diffCommand(argv),
};

export async function main(argv: string[]): Promise<number> {
  const { command, rest } = commandOf(argv);
  try {
    if (Object.hasOwn(SELF_PARSED, command)) return await SELF_PARSED[command](rest);
    const args = parseCommandLine(argv);
    if (args.command === 'run' && args.watch) return await watch(args, rest);
    return await (COMMANDS[args.command] as (a: Args) => number | Promise<number>)(args);
  } catch (err) {
    if (err instanceof UsageError || err instanceof SelectionError) {
      process.stderr.write(`fw-conformance: ${err.message}\n\n${err instanceof UsageError ? USAGE + '\n' : ''}`);
    } else if (err instanceof AdapterError) {
      process.stderr.write(`fw-conformance: adapter error (${err.where}):\n  ${err.message}\n`);
    } else if (err instanceof ReportPathsError) {
      for (const p of err.problems) process.stderr.write(`fw-conformance: cannot write ${p.file}: ${p.reason}\n`);
      process.stderr.write('  (checked before the run started: nothing was run)\n');
    } else if (err instanceof SuiteError || KNOWN_ERRORS.some((k) => err instanceof k)) {
      process.stderr.write(`fw-conformance: ${(err as Error).message}\n`);
    } else {
      process.stderr.write(`fw-conformance: unexpected error: ${(err as Error)?.stack ?? err}\n`);
    }
    if (command === 'run' || command === 'show') writeErrorReports(rest, err);
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
