// The run's configuration in a check process, read once when Cucumber loads the support code:
// the runner loads it afresh for each run, with that run's configuration (runner/run.ts; in a
// worker, from the worker's environment). Never import this from runner/.
import { runConfigOfLoad, type RunConfig } from '../../run-protocol/run-config';

export const config: RunConfig = runConfigOfLoad();
