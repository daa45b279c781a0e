// The property runs' defaults, apart from the run configuration's schema so that the command
// line's help and parsing read them without loading zod.

/** The seed used when --seed is not given: fixed, so CI runs are repeatable. */
export const DEFAULT_SEED = 20261122;

/** fast-check runs per property when --num-runs is not given (a property may scale it: runsFactor). */
export const DEFAULT_NUM_RUNS = 40;
