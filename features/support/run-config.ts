// What one run is about, handed from the CLI to every Cucumber worker through the
// environment (workers are separate processes that load the adapter themselves).
import { z } from 'zod';
import { generationSchema } from '../../adapters/contract';

/** The seed used when --seed is not given: fixed, so CI runs are repeatable. */
export const DEFAULT_SEED = 20261122;

/** fast-check runs per property when --num-runs is not given (a property may scale it: runsFactor). */
export const DEFAULT_NUM_RUNS = 40;

const schema = z.object({
  FWC_ADAPTER: z.string().default('reference'),
  FWC_PROFILE: generationSchema.default('5.x'),
  FWC_VERSION: z.string().optional(),
  FWC_CWD: z.string().default(process.cwd()),
  FWC_TIMEOUT: z.coerce.number().int().positive().default(5000),
  FWC_SEED: z.coerce.number().int().optional(),
  FWC_NUM_RUNS: z.coerce.number().int().positive().default(DEFAULT_NUM_RUNS),
});

export type RunConfig = {
  adapter: string;
  profile: z.infer<typeof generationSchema>;
  version?: string;
  cwd: string;
  timeoutMs: number;
  seed?: number;
  numRuns: number;
};

export function runConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RunConfig {
  const e = schema.parse(env);
  return {
    adapter: e.FWC_ADAPTER,
    profile: e.FWC_PROFILE,
    version: e.FWC_VERSION,
    cwd: e.FWC_CWD,
    timeoutMs: e.FWC_TIMEOUT,
    seed: e.FWC_SEED,
    numRuns: e.FWC_NUM_RUNS,
  };
}

export function runConfigToEnv(config: RunConfig): Record<string, string> {
  const env: Record<string, string> = {
    FWC_ADAPTER: config.adapter,
    FWC_PROFILE: config.profile,
    FWC_CWD: config.cwd,
    FWC_TIMEOUT: String(config.timeoutMs),
    FWC_NUM_RUNS: String(config.numRuns),
  };
  if (config.version) env.FWC_VERSION = config.version;
  if (config.seed !== undefined) env.FWC_SEED = String(config.seed);
  return env;
}
