// Kinds of check result counted apart from their status: a check that never ran, one that
// passed on a retry. Each is a field of the result, set where it was decided (run-protocol/not-run.ts,
// runner/collect.ts); never read from an error's words. Without zod, so that the command line's
// early exits (cli/start.ts) stay light.
import type { CheckResult } from './results';

/**
 * A check that never ran: failed, but counted apart (summary.notRun). Results written before
 * the flag (before not run was counted apart) said so in words only: they stay failed, as
 * they were counted then.
 */
export function isNotRun(r: CheckResult): boolean {
  return r.status === 'failed' && r.notRun === true;
}

/** A check that failed, then passed on a retry: passed, but counted apart (summary.flaky). */
export function isFlaky(r: CheckResult): boolean {
  return r.status === 'passed' && r.flaky === true;
}
