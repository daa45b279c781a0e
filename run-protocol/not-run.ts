// A check that never ran (or not whole): failed, counted apart (summary.notRun), and why. It is
// decided where it happens (the runner's bound or early stop, a check process's hook, the
// framework process lost to an earlier check's work) and travels as this value, beside the
// check's error, to the results and every report: its words are for people, nothing reads
// them back. Without zod, so that the command line's early exits (cli/start.ts) stay light.

/** Why a check did not run. */
export const NOT_RUN_CAUSES = [
  /** The run reached its bound (--run-timeout) before the check started or finished. */
  'run-timeout',
  /** The run stopped after --max-failures failed checks. */
  'max-failures',
  /** The run stopped because the framework did not answer in --bail-after-timeouts checks in a row. */
  'bail-after-timeouts',
  /** The suite is broken (a step with no definition, a feature that does not parse): no check runs. */
  'suite-broken',
  /** Cucumber ended the run before the check finished, for no reason of the runner's. */
  'suite-ended',
  /** Its framework process was lost to work an earlier check left running (it runs again on a fresh one). */
  'leftover-crash',
  /** A fresh framework process was not ready within the check's bound. */
  'no-fresh-process',
] as const;
export type NotRunCause = (typeof NOT_RUN_CAUSES)[number];

/** A check that did not run: why, as data, and in words for its error. */
export interface NotRun {
  cause: NotRunCause;
  /** The check's error: "not run: " and why, in a sentence. */
  message: string;
}

/** A check that did not run for `cause`; `why` says it to a person (the message begins "not run: "). */
export function notRun(cause: NotRunCause, why: string): NotRun {
  return { cause, message: `not run: ${why}` };
}

/** Media type of the Cucumber attachment that tells the collector a check did not run (a NotRun, as JSON). */
export const NOT_RUN_MEDIA_TYPE = 'application/vnd.fw-conformance.not-run+json';

/** A NotRun read back from JSON (an attachment, the stop file); undefined when it is none. */
export function parseNotRun(json: string): NotRun | undefined {
  try {
    const value = JSON.parse(json) as Partial<NotRun> | null;
    if (typeof value?.message !== 'string' || !NOT_RUN_CAUSES.includes(value.cause as NotRunCause)) return undefined;
    return { cause: value.cause as NotRunCause, message: value.message };
  } catch {
    return undefined;
  }
}
