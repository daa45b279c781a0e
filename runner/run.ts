// Runs the conformance suite: Gherkin scenarios and fast-check properties, through
// Cucumber's programmatic API, against one adapter and one generation profile.
import { censusNames } from '../spec/interface-members';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import type { ISupportCodeLibrary } from '@cucumber/cucumber/api';
import { AdapterError, type Generation } from '../adapters/contract';
import { FrameworkProcess, type AdapterInfo, offerFrameworkProcess, withdrawFrameworkProcess, currentNode, type Runtime } from '../adapters/isolation';
import { findBundled } from '../adapters/bundled';
import { DEFAULT_NUM_RUNS, DEFAULT_SEED, loadingWith, runConfigToEnv, type RunConfig } from '../run-protocol/run-config';
import { rowsOfProfile } from '../spec/rows';
import { ResultCollector } from './collect';
import { PACKAGE_ROOT } from '../layout/package-root';
import { countedAs, isNotRun, summarize, type CheckResult, type Results, type Selection, type Summary } from './results';
import { notRun } from '../run-protocol/not-run';
import { checksOfProfile, FEATURES_DIR, featureFilesOf, profileTagExpression, selectedScenarios } from './plan';
import { interfaceVersionProblem } from '../run-protocol/versions';
import { DEFAULT_BOUNDS, longestCheckMs } from '../run-protocol/bounds';
import { DEFAULT_BAIL_AFTER_TIMEOUTS, EarlyStop } from './early-stop';
import { useNativeMatchIndices } from '../run-protocol/match-indices';
import { readRecord, recognize } from './recorded-divergences';


export interface SuiteOptions {
  adapter: string;
  profile: Generation;
  /**
   * The adapter as already probed (cli/profile.ts, to choose the profile): not probed again.
   * A process that probe offered (handover.ts) is left to the first check, or withdrawn here
   * when the checks run in workers.
   */
  probed?: AdapterInfo;
  /** The Express interface version the framework claims, for @since tags (over the adapter's own claim). */
  interfaceVersion?: string;
  cwd?: string;
  /** Bound of each wait on the framework (a response, serve(), app code, its event loop). */
  timeoutMs?: number;
  /** Bound of one check, all its requests together. */
  checkTimeoutMs?: number;
  /** Bound of the whole run: checks not started by then fail as not run. */
  runTimeoutMs?: number;
  /** Bound of each framework process's memory in MiB (--max-memory). */
  maxMemoryMib?: number;
  seed?: number;
  numRuns?: number;
  /** Extra Cucumber tag expression, and-ed with the profile's tag. */
  tags?: string;
  /** Scenario name filters (regular expressions). */
  names?: string[];
  /** What the framework process runs on (--runtime); default: this process's Node. */
  runtime?: Runtime;
  /** Worker processes at most; 0 or 1 runs in this process, as does a run of few checks (workersFor). */
  parallel?: number;
  /** Feature files or directories, a file may end in :<line>; default: all of features/. */
  paths?: string[];
  /** Set when the run is a part of the profile (--tags, --name, --id, --check): said in every report. */
  selection?: Selection;
  /** Once the adapter is known, before the first check: what the run is about to check. */
  onStart?: (adapter: AdapterInfo) => void;
  /** Each check's result as it comes, with where the run's summary counts it. */
  onResult?: (result: CheckResult, counted: keyof Summary) => void;
  /** Stop after this many failed checks: the rest fail as not run (early-stop.ts). */
  maxFailures?: number;
  /** Stop when the framework did not answer in this many checks in a row (default 5; 0: never). */
  bailAfterTimeouts?: number;
  /**
   * Run a failed check again, up to this many times (default 0): one that passes then is
   * flaky (results.ts). Cucumber's own retry, so each attempt's failure reaches the collector;
   * an attempt after a crash or a timeout gets a fresh framework process (features/support/framework.ts).
   */
  retries?: number;
  /** @internal Support files loaded after the suite's own (tests of a broken step library, runner/suite-errors.test.ts). */
  supportFiles?: string[];
}

/** The suite itself is broken (not the framework): the CLI's exit 2. */
export class SuiteError extends Error {}



/**
 * Loads and probes the adapter in a framework process of its own (never in this one), so
 * that a broken adapter stops the run early with the reason, and nothing it does at import
 * reaches the process that counts results. With `handOver`, the process is offered to the
 * run's first check (handover.ts) instead of being killed.
 */
export async function probeAdapter(
  spec: string,
  profile: Generation,
  cwd: string,
  timeoutMs: number,
  handOver = false,
  bounds: { maxMemoryMib?: number; runtime?: Runtime; checkTimeoutMs?: number } = {},
): Promise<AdapterInfo> {
  // The bundled adapters are known without loading them (the workers load them, isolated).
  const known = findBundled(spec)?.describe(profile, cwd);
  if (known) return known;
  const options = { adapter: spec, profile, cwd, timeoutMs, ...bounds, census: censusNames() };
  const fp = await FrameworkProcess.start(options);
  if (handOver) offerFrameworkProcess(options, fp);
  else fp.kill();
  return fp.info;
}

/**
 * Fewer selected checks than this per worker, and a worker costs more than it saves: each
 * starts Cucumber and a framework process (about a second of CPU), where a check takes tens
 * of milliseconds.
 */
export const CHECKS_PER_WORKER = 40;

/** Worker processes for a run of `planned` checks when `asked` were asked for; 0: none, the checks run in this process. */
export function workersFor(asked: number | undefined, planned: number | undefined): number {
  if (!asked || asked <= 1) return 0;
  const workers = planned === undefined ? asked : Math.min(asked, Math.floor(planned / CHECKS_PER_WORKER));
  return workers > 1 ? workers : 0;
}

/**
 * Runs the suite against one adapter and one profile and gives its results; the same value
 * the CLI writes as its JSON report. Call it as often as you like in one process, in turn or
 * at once, with different adapters, profiles and options: each run loads the suite's support
 * code with its own configuration, and `process.env` is left as it was. Rejects with an
 * `AdapterError` when the adapter cannot be loaded or probed, and with a `SuiteError` when
 * the suite itself is broken; a framework that fails checks resolves, with failed checks.
 */
export async function runSuite(options: SuiteOptions): Promise<Results> {
  const cwd = options.cwd ?? process.cwd();
  const timeoutMs = options.timeoutMs ?? DEFAULT_BOUNDS.timeoutMs;
  const startedAt = new Date();
  // What Cucumber reads: the paths asked for, else only the feature files the selection needs
  // (all of them when a selector cannot be read: Cucumber then says what it says).
  let sources: string[];
  let planned: number | undefined;
  if (options.paths?.length) {
    sources = options.paths.map((p) => path.resolve(cwd, p));
    planned = options.selection?.ids?.length;
  } else {
    const selected = selectedScenarios(options.profile, options.tags, options.names ?? []);
    sources = (selected && featureFilesOf(selected)) ?? [FEATURES_DIR];
    planned = selected?.length;
  }
  const workers = workersFor(options.parallel, planned);
  try {
    // Checks run in this process (no workers of their own) take over the probing process.
    if (options.probed && workers !== 0) withdrawFrameworkProcess();
    const adapter = options.probed ?? (await probeAdapter(options.adapter, options.profile, cwd, timeoutMs, workers === 0, { maxMemoryMib: options.maxMemoryMib, runtime: options.runtime, checkTimeoutMs: options.checkTimeoutMs ?? DEFAULT_BOUNDS.checkTimeoutMs }));
    options.onStart?.(adapter);
    return await runProbed({ ...options, parallel: workers }, cwd, timeoutMs, sources, startedAt, adapter);
  } finally {
    withdrawFrameworkProcess(); // not taken: the run had no check, or stopped before one
  }
}

async function runProbed(options: SuiteOptions, cwd: string, timeoutMs: number, sources: string[], startedAt: Date, adapter: AdapterInfo): Promise<Results> {
  const interfaceVersion = options.interfaceVersion ?? adapter.interfaceVersion;
  const problem = interfaceVersion && interfaceVersionProblem(interfaceVersion, adapter.generation);
  if (problem) {
    throw new AdapterError(
      `${options.interfaceVersion ? '--interface-version' : "the adapter's interfaceVersion"}: ${problem}`,
      options.interfaceVersion ? '--interface-version' : adapter.source,
    );
  }
  const early = new EarlyStop({
    maxFailures: options.maxFailures,
    bailAfterTimeouts: options.bailAfterTimeouts ?? DEFAULT_BAIL_AFTER_TIMEOUTS,
  });
  try {
    return await runConfigured(options, cwd, timeoutMs, sources, startedAt, adapter, interfaceVersion, early);
  } finally {
    early.dispose();
  }
}

async function runConfigured(
  options: SuiteOptions,
  cwd: string,
  timeoutMs: number,
  sources: string[],
  startedAt: Date,
  adapter: AdapterInfo,
  interfaceVersion: string | undefined,
  early: EarlyStop,
): Promise<Results> {
  const checkTimeoutMs = options.checkTimeoutMs ?? DEFAULT_BOUNDS.checkTimeoutMs;
  const runTimeoutMs = options.runTimeoutMs ?? DEFAULT_BOUNDS.runTimeoutMs;
  const config: RunConfig = {
    adapter: options.adapter,
    profile: options.profile,
    adapterInfo: adapter,
    interfaceVersion: options.interfaceVersion,
    cwd,
    timeoutMs,
    checkTimeoutMs,
    runDeadline: startedAt.getTime() + runTimeoutMs,
    seed: options.seed ?? DEFAULT_SEED,
    numRuns: options.numRuns ?? DEFAULT_NUM_RUNS,
    runtime: options.runtime,
    maxMemoryMib: options.maxMemoryMib,
    stopFile: early.file,
    workers: options.parallel ?? 0,
  };

  const fromSource = __filename.endsWith('.ts');
  const ext = fromSource ? '.ts' : '.js';
  const supportDir = path.join(__dirname, '..', 'features');
  const support = ['support', 'steps'].flatMap((d) =>
    fs
      .readdirSync(path.join(supportDir, d))
      .filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(supportDir, d, f)),
  ).concat(options.supportFiles ?? []);
  const oracle = Boolean(adapter.oracle);
  // An oracle's failed @divergence checks are its divergences; another framework's are known
  // only where it fails as the oracle's record says Express fails.
  const record = oracle ? undefined : readRecord(options.profile);
  const onResult = (r: CheckResult) => {
    // Set here, where every result (of any pass) is first seen, before anything counts it.
    const recorded = recognize(r, record);
    if (recorded) r.recordedDivergence = recorded;
    const counted = countedAs(r, oracle);
    early.onResult(r, counted);
    options.onResult?.(r, counted);
  };
  // Loaded here, not at import: a command that stops before a run starts (a usage error, a
  // broken adapter, list, coverage, init) does not pay for Cucumber's runtime (a quarter second).
  // runCucumber alone: the API's index loads the configuration loader with it (yaml, yup).
  useNativeMatchIndices(); // before Cucumber's expressions load (run-protocol/match-indices.ts)
  const { runCucumber } = require('@cucumber/cucumber/lib/api/run_cucumber') as typeof import('@cucumber/cucumber/api');
  // This run's own support code, loaded with its configuration; every pass runs it.
  const library = await loadSupport(config, fromSource, supportDir, support).catch((err: Error) => {
    throw new SuiteError(`the suite is broken: its step library did not load: ${err.stack ?? err}`);
  });
  // Workers (separate processes, which load the support code themselves) read the configuration from their environment.
  const env = { ...process.env, ...runConfigToEnv(config) };
  // The backstop of the run's bound: checks stop starting at the bound (hooks.ts), and every
  // check is bounded, so this only fires if the suite's own machinery hangs.
  const hardStopAt = Date.now() + runTimeoutMs + longestCheckMs(checkTimeoutMs) + 30_000;

  /** One Cucumber run over `paths`: its results, and whether it was cut at the backstop. */
  const pass = async (paths: string[], parallel: number): Promise<{ results: CheckResult[]; cut: boolean }> => {
    const collector = new ResultCollector(onResult);
    const sink = new Writable({ write: (_c, _e, done) => done() });
    const errors: string[] = [];
    const stderr = new Writable({
      write: (chunk, _e, done) => {
        errors.push(String(chunk));
        done();
      },
    });
    let hardStop: NodeJS.Timeout | undefined;
    const stopped = new Promise<'stopped'>((resolve) => {
      hardStop = setTimeout(() => resolve('stopped'), Math.max(0, hardStopAt - Date.now()));
      hardStop.unref();
    });
    let cut = false;
    let success = false;
    try {
      const outcome = await Promise.race([stopped, runCucumber(
        {
          sources: {
            paths,
            defaultDialect: 'en',
            names: options.names ?? [],
            tagExpression: profileTagExpression(options.profile, options.tags),
            order: 'defined',
          },
          support: library,
          runtime: {
            dryRun: false,
            failFast: false,
            filterStacktraces: true,
            parallel,
            retry: options.retries ?? 0,
            retryTagFilter: '',
            strict: true,
            worldParameters: {},
          },
          // The reports are the runner's own; Cucumber's stdout goes nowhere, so its cheapest formatter.
          formats: { stdout: 'rerun', files: {}, publish: false, options: {} },
          // Each check goes to its worker with only its part of its feature's document (a pass
          // without workers copies none: it goes without the plugin's import).
          ...(parallel > 0 ? { plugins: { specifiers: [pathToFileURL(path.join(__dirname, `slim-documents${ext}`)).href], options: {} } } : {}),
        },
        { cwd: PACKAGE_ROOT, stdout: sink, stderr, env },
        (envelope) => {
          collector.onMessage(envelope);
          // A broken suite is known as Cucumber assembles the checks, before the first runs: none runs.
          if (collector.runErrors.length && !early.reason) early.stop(notRun('suite-broken', "the suite is broken (see the run's error)"));
        },
      )]);
      if (outcome === 'stopped') cut = true;
      else success = outcome.success;
    } catch (err) {
      // (A hook of the suite that threw comes wrapped: Cucumber's words name the hook, its cause says what it threw.)
      const cause = (err as Error).cause as Error | undefined;
      throw new SuiteError(`the suite is broken: it could not run: ${(err as Error).stack ?? err}${cause ? `\ncaused by: ${cause.stack ?? cause}` : ''}\n${errors.join('')}`);
    } finally {
      clearTimeout(hardStop);
    }
    if (collector.runErrors.length) throw new SuiteError(`the suite is broken:\n${collector.runErrors.join('\n')}`);
    // Checks planned but never finished fail: a run cut short never passes the gate.
    collector.addUnfinished(
      cut ? notRun('run-timeout', 'the run was stopped at its bound (--run-timeout)') : (early.reason ?? notRun('suite-ended', 'the suite ended before this check finished')),
    );
    const results = collector.finish();
    // (A check not applicable for a member its scaffolding lacks failed in Cucumber's eyes: its error is kept.)
    if (!cut && !success && results.every((r) => r.status !== 'failed' && r.status !== 'not-implemented' && !(r.status === 'skipped' && r.error))) {
      throw new SuiteError(`the suite failed outside any scenario:\n${errors.join('') || '(no message)'}`);
    }
    return { results, cut };
  };

  let { results, cut } = await pass(sources, options.parallel ?? 0);
  // A check that work of an earlier check fell on (a crash after that check ended) did not run
  // whole: it runs again, on a fresh framework process, while that helps (a framework whose
  // every check leaves a crash behind halves the set each pass).
  for (let again = results.filter(fellOnByLeftover); again.length && !cut && !early.reason; ) {
    const next = await pass(again.map((r) => `${path.join(PACKAGE_ROOT, r.feature)}:${r.line}`), 0);
    cut = next.cut;
    const rerun = new Map(next.results.map((r) => [`${r.feature}:${r.line}`, r]));
    results = results.map((r) => rerun.get(`${r.feature}:${r.line}`) ?? r);
    const still = next.results.filter(fellOnByLeftover);
    again = still.length < again.length ? still : [];
  }
  results = withPlannedIds(results, options.profile);
  const assembled = assemble(adapter, options.profile, startedAt, results, config.seed!, interfaceVersion, options.selection);
  assembled.bounds = { response: timeoutMs, check: checkTimeoutMs, run: runTimeoutMs };
  const runtime = options.runtime ?? currentNode();
  assembled.runtime = { name: runtime.name, version: runtime.version };
  const dependencies = findBundled(options.adapter)?.dependencies?.(cwd);
  if (dependencies) assembled.adapter.dependencies = dependencies;
  return assembled;
}

/**
 * Where Cucumber loads the support code from, in this order. Cucumber expands each of its
 * requirePaths with glob, some 15 ms of CPU for forty files whose paths are known; modules
 * it requires as they are. All but the last file go as modules, then: requirePaths must not
 * be empty, or Cucumber looks for support code to import beside the features itself.
 */
function supportCoordinates(fromSource: boolean, files: string[]): { requireModules: string[]; requirePaths: string[]; importPaths: string[]; loaders: string[] } {
  return { requireModules: [...(fromSource ? ['tsx/cjs'] : []), ...files.slice(0, -1)], requirePaths: files.slice(-1), importPaths: [], loaders: [] };
}

/**
 * Loads the support code for one run, with the run's configuration (what
 * features/support/config.ts reads as it loads). Each run loads its own: the modules of
 * features/ are first dropped from Node's module cache, so that their state (the framework
 * process of framework.ts, the early stop of hooks.ts) belongs to one run, and runs in one
 * process, in turn or at once, never share it. Cucumber's loading is synchronous when nothing
 * is imported as ESM (supportCoordinates imports nothing), so no other run's load comes between.
 */
function loadSupport(config: RunConfig, fromSource: boolean, featuresDir: string, files: string[]): Promise<ISupportCodeLibrary> {
  forgetModulesUnder(featuresDir);
  for (const file of files) delete require.cache[file];
  const { getSupportCodeLibrary } = require('@cucumber/cucumber/lib/api/support') as { getSupportCodeLibrary: (options: object) => Promise<ISupportCodeLibrary> };
  const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
  return loadingWith(config, () => getSupportCodeLibrary({ logger, cwd: PACKAGE_ROOT, newId: randomUUID, ...supportCoordinates(fromSource, files) }));
}

/** Drops the modules under `dir` from Node's module cache, and from their parents' lists (which would keep them alive): the next require loads them afresh. */
function forgetModulesUnder(dir: string): void {
  const dropped = new Set<NodeJS.Module>();
  for (const [file, m] of Object.entries(require.cache)) {
    if (m && file.startsWith(dir + path.sep)) {
      dropped.add(m);
      delete require.cache[file];
    }
  }
  if (dropped.size === 0) return;
  for (const m of Object.values(require.cache)) if (m) m.children = m.children.filter((c) => !dropped.has(c));
}

/** A check that a crash of an earlier check's leftover work fell on (adapters/isolation/leftover-crash.ts). */
function fellOnByLeftover(r: CheckResult): boolean {
  return isNotRun(r) && r.notRunCause === 'leftover-crash' && r.line !== undefined;
}

/**
 * The one definition of a covered row, used by every report: a row of the profile (not
 * informational) is covered when a check of it ran (passed or failed), not applicable when
 * all its checks were skipped, uncovered when no check of it was in the run. A filtered run
 * counts only the rows its checks name: the rest were not selected, not uncovered.
 */
export function rowCoverage(profile: Generation, results: CheckResult[], filtered: boolean): Results['coverage'] {
  const named = new Set(results.flatMap((r) => r.spec));
  const ran = new Set(results.filter((r) => r.status !== 'skipped').flatMap((r) => r.spec));
  const rows = rowsOfProfile(profile).filter((r) => !filtered || named.has(r.id));
  const covered = rows.filter((r) => ran.has(r.id)).length;
  return {
    total: rows.length,
    covered,
    uncovered: rows.filter((r) => !named.has(r.id)).map((r) => r.id),
    notApplicable: rows.filter((r) => named.has(r.id) && !ran.has(r.id)).map((r) => r.id),
  };
}

/** Ids as the whole profile numbers them (' #2' on a repeated name), whatever the run selected. */
function withPlannedIds(results: CheckResult[], profile: Generation): CheckResult[] {
  const planned = new Map(checksOfProfile(profile).map((c) => [`${c.uri}:${c.line}`, c.id]));
  for (const r of results) {
    const id = planned.get(`${r.feature}:${r.line}`);
    if (id) r.id = id;
  }
  return results;
}

export function assemble(
  adapter: Pick<AdapterInfo, 'name' | 'version' | 'generation' | 'oracle'>,
  profile: Generation,
  startedAt: Date,
  results: CheckResult[],
  seed: number,
  interfaceVersion?: string,
  selection?: Selection,
): Results {
  const summary = summarize(results, Boolean(adapter.oracle));
  const coverage = rowCoverage(profile, results, Boolean(selection));
  return {
    adapter: { name: adapter.name, version: adapter.version ?? null, interfaceVersion: interfaceVersion ?? null, generation: adapter.generation },
    profile,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    seed,
    summary,
    results,
    coverage,
    ...(selection ? { selection } : {}),
  };
}
