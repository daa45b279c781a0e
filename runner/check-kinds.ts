// Kinds of check result counted apart from their status: a check that never ran, one that
// passed on a retry. Without zod, so that the command line's early exits (cli/start.ts) stay light.
import type { CheckResult } from './results';

/** The first words of the error of a check that never ran (the runner's and the check processes' alike). */
export const NOT_RUN_PREFIX = 'not run: ';

/** A check that never ran: failed, but counted apart (summary.notRun). */
export function isNotRun(r: CheckResult): boolean {
  return r.status === 'failed' && (r.notRun === true || (r.error ?? '').startsWith(NOT_RUN_PREFIX));
}

/** A check that failed, then passed on a retry: passed, but counted apart (summary.flaky). */
export function isFlaky(r: CheckResult): boolean {
  return r.status === 'passed' && r.flaky === true;
}
