// The run's configuration in a check process, read once from the environment when
// Cucumber loads the support code (the runner sets it first; never import this from runner/).
import { runConfigFromEnv, type RunConfig } from '../../run-protocol/run-config';

export const config: RunConfig = runConfigFromEnv();
