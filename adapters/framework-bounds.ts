// The framework process's bounds that the run's settings name: here, below the isolation
// layer and the run's settings both, so that the command's start (--help, its defaults) and
// run-protocol/bounds.ts read them without loading the isolation layer.

/** The memory bound when --max-memory is not given, in MiB: far above what any framework needs to run the suite. */
export const DEFAULT_MAX_MEMORY_MIB = 1024;

/** How many times its length of wall-clock time a check's bound stretches to on a starved machine (starvation.ts). */
export const CHECK_BOUND_STRETCH = 3;
