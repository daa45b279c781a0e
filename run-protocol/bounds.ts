// The time bounds of a run, in milliseconds: each wait on the framework, each check, the run.
export const DEFAULT_BOUNDS = { timeoutMs: 5000, checkTimeoutMs: 60_000, runTimeoutMs: 30 * 60_000 } as const;

/**
 * A check's bound (--check-timeout) counts the time the machine gives the framework: on a
 * starved machine it stretches, up to this many times its length of wall-clock time.
 */
export const CHECK_BOUND_STRETCH = 3;

/** The longest a check can take in wall-clock time: what backstops (step timeouts) allow for. */
export const longestCheckMs = (checkTimeoutMs: number): number => checkTimeoutMs * CHECK_BOUND_STRETCH;
