// The results of one run: the JSON users gate on and reports are made from.
// Exported (schema and type) so users can validate what they read back.
import { z } from 'zod';
import { generationSchema } from '../adapters/contract';
import { exchangeSchema } from '../run-protocol/attachments';
import { observationSchema } from '../run-protocol/observation';
import { NOT_RUN_CAUSES } from '../run-protocol/not-run';
import { isFlaky, isNotRun } from './check-kinds';
// Kept in a module without zod, for the command line's early exits (cli/start.ts).
export { isFlaky, isNotRun } from './check-kinds';

// The exchange is recorded by the check processes (run-protocol/attachments.ts); results carry it.
export type { Exchange } from '../run-protocol/attachments';

/**
 * not-implemented: the framework lacks a member of the interface the scenario uses, met while
 * the app was built or in a handler (runner/not-implemented.ts); counted apart from failed, and fails the gate as failed does.
 */
export const checkStatusSchema = z.enum(['passed', 'failed', 'skipped', 'not-implemented']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const checkResultSchema = z.object({
  /** Stable across edits that do not rename the scenario: "<feature path>::<scenario name>". */
  id: z.string(),
  feature: z.string(),
  name: z.string(),
  spec: z.array(z.string()),
  status: checkStatusSchema,
  /** Absent in the committed results (conformance-report/results), which keep only what the code decides. */
  durationMs: z.number().nonnegative().optional(),
  error: z.string().optional(),
  /** What the framework lacks, for a not-implemented check: "fw.urlencoded". */
  missing: z.string().optional(),
  /** Why a skipped check was not applicable. */
  reason: z.string().optional(),
  /** A note on how the check ran, apart from its verdict: the machine did not run the framework for a while. */
  note: z.string().optional(),
  /**
   * How long the machine did not run the framework while the check waited on it (ms), where
   * long enough to note (adapters/isolation/starvation.ts): its waits were extended by as much,
   * its verdict stands. What the reports count a starved check by; absent in the committed
   * results (it comes and goes with the machine's load) and in results before it.
   */
  starvedMs: z.number().nonnegative().optional(),
  /**
   * The check failed because the framework did not answer (a wait ended at its bound, its event
   * loop blocked, nothing pending could move it on), as the check process decided it: what
   * --bail-after-timeouts counts. Absent in results before it.
   */
  noAnswer: z.literal(true).optional(),
  /** What the framework printed during the check (stdout and stderr, cut at 16 KiB). */
  output: z.string().optional(),
  /** All tags of the scenario, including generation and @since tags. */
  tags: z.array(z.string()).default([]),
  /** Tagged @divergence: the check tests the spec where real Express differs. */
  divergence: z.boolean().optional(),
  /**
   * A failed @divergence check whose failure is Express's own, as the oracle's committed results
   * record it (runner/recorded-divergences.ts): a known divergence, not a failure.
   */
  recordedDivergence: z.object({ express: z.string(), entry: z.string() }).optional(),
  /** Line of the scenario in its feature file. */
  line: z.number().int().optional(),
  /** The scenario as it ran (outline values filled in), for reports. */
  gherkin: z.string().optional(),
  /** The last request sent and response received, for reports. */
  exchange: exchangeSchema.optional(),
  /**
   * A security check's observation (run-protocol/observation.ts): whether what proves the
   * framework vulnerable was seen. Absent when the check's observation step did not run.
   */
  observation: observationSchema.optional(),
  /**
   * The check never ran: the run stopped early (--max-failures, --bail-after-timeouts) or was
   * cut at its bound (--run-timeout). Its status is failed (a run cut short never passes the
   * gate), its error says why in words, notRunCause as data; counted in summary.notRun, not in failed.
   */
  notRun: z.boolean().optional(),
  /**
   * Why a check did not run (run-protocol/not-run.ts), where notRun is set: run-timeout,
   * max-failures, bail-after-timeouts, suite-broken, suite-ended, leftover-crash (its framework
   * process was lost to an earlier check's work), no-fresh-process. Absent in results before it.
   */
  notRunCause: z.enum(NOT_RUN_CAUSES).optional(),
  /** The check failed, then passed on a retry (--retries): counted in summary.flaky, not in passed. */
  flaky: z.boolean().optional(),
  /** Each attempt that failed before the last (--retries), in order: why it failed. */
  attempts: z.array(z.object({ error: z.string(), durationMs: z.number().nonnegative().optional(), missing: z.string().optional() })).optional(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;
export type RecordedDivergence = NonNullable<CheckResult['recordedDivergence']>;
export type FailedAttempt = NonNullable<CheckResult['attempts']>[number];


export const selectionSchema = z.object({
  tags: z.string().optional(),
  names: z.array(z.string()).optional(),
  /** --id and --check, as check ids. */
  ids: z.array(z.string()).optional(),
  /** Checks of the profile in all, for "12 of 2004 checks". */
  ofTotal: z.number().int(),
});
export type Selection = z.infer<typeof selectionSchema>;

/** A run that was one share of a selection (`--shard i/n`): what `fw-conformance merge` checks and restores. */
export const shardSchema = z.object({
  index: z.number().int().positive(),
  count: z.number().int().positive(),
  /** Checks of the whole selection, over all shares. */
  checks: z.number().int().nonnegative(),
  /** A fingerprint of the whole selection's check ids: shares of different selections are not merged. */
  key: z.string(),
  /** The selection the shares were cut from (absent: the whole profile). */
  base: selectionSchema.optional(),
});
export type ShardInfo = z.infer<typeof shardSchema>;

export const resultsSchema = z.object({
  adapter: z.object({
    name: z.string(),
    version: z.string().nullable(),
    /** The Express interface version the framework claims (selects @since applicability). */
    interfaceVersion: z.string().nullable().optional(),
    generation: generationSchema,
    /**
     * The oracle's installed dependency tree (adapters/dependency-tree.ts): package name ->
     * version, `name@<path>` for a package installed at several versions. An oracle's verdicts
     * can move with what npm resolved for its ranges, so results say which tree made them.
     */
    dependencies: z.record(z.string(), z.string()).optional(),
  }),
  /** The bounds the run was made with (ms). */
  bounds: z
    .object({
      response: z.number(),
      check: z.number(),
      run: z.number(),
    })
    .optional(),
  profile: generationSchema,
  /** What the framework process ran on (--runtime): "node" "22.23.3", "bun" "1.4.5". Absent in results of older versions. */
  runtime: z.object({ name: z.string(), version: z.string() }).optional(),
  /** When and how long: a run's own artefact has them; the committed results do not (they would churn). */
  startedAt: z.string().optional(),
  durationMs: z.number().nonnegative().optional(),
  seed: z.number().int(),
  summary: z.object({
    passed: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    /** Failed checks that are known divergences (of an oracle adapter, or recorded ones a framework shares): not counted in failed. */
    divergent: z.number().int().default(0),
    /** Checks that could not run: the framework lacks an API they use (not counted in failed). */
    notImplemented: z.number().int().default(0),
    /** Checks that never ran: the run stopped early or was cut at its bound (not counted in failed; they fail the gate). */
    notRun: z.number().int().default(0),
    /** Checks that failed, then passed on a retry (--retries; not counted in passed; they fail the gate with --fail-on-flaky). */
    flaky: z.number().int().default(0),
  }),
  results: z.array(checkResultSchema),
  /** The run could not be made (a broken adapter, a framework that fails while loading): why. No check ran. */
  error: z.string().optional(),
  /** The fingerprint of the suite's installed files when the run started (layout/suite-files.ts); the reports' seals carry it. */
  suiteDigest: z.string().optional(),
  /**
   * Spec rows of the profile (of the selected checks, in a filtered run): covered when a
   * check of the row ran, not applicable when all its checks were skipped, uncovered when
   * none was in the run. total = covered + notApplicable + uncovered.
   */
  coverage: z.object({
    total: z.number().int(),
    covered: z.number().int(),
    uncovered: z.array(z.string()),
    notApplicable: z.array(z.string()).default([]),
  }),
  /** Present when the run was a part of the profile: what selected it. */
  selection: selectionSchema.optional(),
  /** Present when the run was one share of a selection (--shard). */
  shard: shardSchema.optional(),
});
export type Results = z.infer<typeof resultsSchema>;

export type Summary = Results['summary'];

/**
 * Where a check is counted in a run's summary: the first of not run, divergent (an oracle's, or
 * a recorded one the framework shares), not implemented, flaky, or its status.
 */
export function countedAs(r: CheckResult, oracle: boolean): keyof Summary {
  if (isNotRun(r)) return 'notRun';
  if (r.status === 'failed' && r.divergence && (oracle || r.recordedDivergence)) return 'divergent';
  if (r.status === 'not-implemented') return 'notImplemented';
  if (isFlaky(r)) return 'flaky';
  return r.status;
}

/** The summary of these checks: each counted once, where countedAs puts it. */
export function summarize(results: CheckResult[], oracle: boolean): Summary {
  const summary: Summary = { passed: 0, failed: 0, skipped: 0, divergent: 0, notImplemented: 0, notRun: 0, flaky: 0 };
  for (const r of results) summary[countedAs(r, oracle)]++;
  return summary;
}

/**
 * Whether these are an oracle's results, every failed @divergence check a known divergence:
 * its summary counted divergences, and none of them is a recorded one (those are a framework's
 * that answers as the oracle did; an oracle's run never has one).
 */
export function isOracleRun(results: CheckResult[], summary: Summary): boolean {
  return summary.divergent > 0 && !results.some((r) => r.recordedDivergence);
}

/** A run's checks counted again after some were replaced (settled attempts, confirmed runs). */
export function summarizeAgain(results: CheckResult[], before: Summary, oracle = isOracleRun(results, before)): Summary {
  return summarize(results, oracle);
}

/**
 * Whether a run fails the gate on its own (no baseline): a check failed, could not run for
 * a missing API, or never ran; a flaky one only when asked (--fail-on-flaky), as in Playwright.
 */
export function failsGate(summary: Summary, options: { failOnFlaky?: boolean } = {}): boolean {
  return summary.failed > 0 || summary.notImplemented > 0 || summary.notRun > 0 || (Boolean(options.failOnFlaky) && summary.flaky > 0);
}
