// The time bounds of a run, in milliseconds: each wait on the framework, each check, the run.
import { CHECK_BOUND_STRETCH } from '../adapters/framework-bounds';

export const DEFAULT_BOUNDS = { timeoutMs: 5000, checkTimeoutMs: 60_000, runTimeoutMs: 30 * 60_000 } as const;

/** The longest a check can take in wall-clock time: what backstops (step timeouts) allow for. */
export const longestCheckMs = (checkTimeoutMs: number): number => checkTimeoutMs * CHECK_BOUND_STRETCH;
