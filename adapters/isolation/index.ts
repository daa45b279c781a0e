// The front of the isolation layer: the one module the rest of the code imports from
// adapters/isolation/ (test-support/layers.test.ts holds it so). The runner, the steps, the
// CLI and the differential mode start a framework process and use it through FrameworkProcess
// (start, build, serve, watch, close, kill, and what happened: death, takeOutput,
// takeStarvedMs, census); everything else here is what they read of it. The parts behind it
// (calls, heartbeat, limits, starvation, ...) and the host are the layer's own business.
//
// The command's start and the framework process load nothing from here: what they share with this
// layer sits below it (../framework-bounds.ts, ../describe-adapter.ts), as this front loads the
// whole check side, zod included.

// The framework process and its lifecycle
export { FrameworkProcess, type FrameworkProcessOptions } from './framework-process';
export { offerFrameworkProcess, takeFrameworkProcess, withdrawFrameworkProcess } from './handover';
export { currentNode, resolveRuntime, runtimeLabel, runtimeSchema, RuntimeError, type Runtime } from './runtime';
export { CODE_COVERAGE_BLOCKS_ENV, CODE_COVERAGE_ENV, readCoverageTakes, type CoverageTake } from './coverage-take';

// What happened: a check's failure, a crash of an ended check's work, the time it was starved
export { Failure, FrameworkFailure, isNoAnswer } from './failure';
export { leftoverOwnerMessage, takeLeftoverCrashes, type CheckOwner, type LeftoverCrash } from './leftover-crash';
export { CPU_FROM_PROC, starvationNote } from './starvation';

// What crosses from the framework process: the adapter, the packages it loaded, the settings
// it ignores, its coverage's lines, the messages themselves
export { adapterInfoSchema, type AdapterInfo } from './adapter-info';
export { describeAdapter, type FromFramework, type LoadedPackage, type PackageSwap } from './protocol';
export { SETTING_PROBES } from './ignored-settings';
export { codeLines, reachedLines, sourceLines, type CoverageRange, type SourceLines } from './coverage-lines';
export { blockKeys, intersects, mergeIntervals, ranIntervals } from './coverage-blocks';
