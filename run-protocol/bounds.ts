// The time bounds of a run, in milliseconds: each wait on the framework, each check, the run.
export const DEFAULT_BOUNDS = { timeoutMs: 5000, checkTimeoutMs: 60_000, runTimeoutMs: 30 * 60_000 } as const;
