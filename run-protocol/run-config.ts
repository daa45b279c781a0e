// What one run is about, handed from the runner to the support code: in the runner's own
// process as the support code loads (loadingWith), to every Cucumber worker through the
// worker's environment (workers are separate processes; each starts its own framework process).
// The caller's process.env is never written: runs in one process, in turn or at once, each
// have their own configuration.
import { z } from 'zod';
import { generationSchema } from '../adapters/contract';
import { adapterInfoSchema, type AdapterInfo, runtimeSchema, type Runtime } from '../adapters/isolation';
import { DEFAULT_BOUNDS } from './bounds';
import { DEFAULT_NUM_RUNS } from './property-runs';

export { DEFAULT_NUM_RUNS, DEFAULT_SEED } from './property-runs';

const schema = z.object({
  FWC_ADAPTER: z.string().default('reference'),
  FWC_PROFILE: generationSchema.default('5.x'),
  FWC_ADAPTER_INFO: z.string().optional(),
  FWC_INTERFACE_VERSION: z.string().optional(),
  FWC_CWD: z.string().default(process.cwd()),
  FWC_TIMEOUT: z.coerce.number().int().positive().default(DEFAULT_BOUNDS.timeoutMs),
  FWC_CHECK_TIMEOUT: z.coerce.number().int().positive().default(DEFAULT_BOUNDS.checkTimeoutMs),
  FWC_RUN_DEADLINE: z.coerce.number().int().optional(),
  FWC_SEED: z.coerce.number().int().optional(),
  FWC_NUM_RUNS: z.coerce.number().int().positive().default(DEFAULT_NUM_RUNS),
  FWC_RUNTIME: z.string().optional(),
  FWC_MAX_MEMORY: z.coerce.number().int().positive().optional(),
  FWC_STOP_FILE: z.string().optional(),
  FWC_WORKERS: z.coerce.number().int().nonnegative().default(0),
});

export type RunConfig = {
  adapter: string;
  profile: z.infer<typeof generationSchema>;
  /** The adapter as the runner's probe found it (absent when a worker runs without a runner). */
  adapterInfo?: AdapterInfo;
  /** The Express interface version the framework claims (--interface-version), over the adapter's own claim. */
  interfaceVersion?: string;
  cwd: string;
  /** Bound of each wait on the framework: a response, serve(), the app code. */
  timeoutMs: number;
  /** Bound of one check, all of its requests together (a property sends many). */
  checkTimeoutMs: number;
  /** When the run's own bound ends (epoch ms): checks not started by then are not run. */
  runDeadline?: number;
  seed?: number;
  numRuns: number;
  /** What the framework process runs on (--runtime); absent: the check process's own Node. */
  runtime?: Runtime;
  /** Bound of each framework process's memory in MiB (--max-memory; absent: the default of adapters/isolation/memory.ts). */
  maxMemoryMib?: number;
  /**
   * Present once the runner stopped the run early (--max-failures, a framework that no longer
   * answers): holds why, and checks not started by then are not run.
   */
  stopFile?: string;
  /**
   * Cucumber worker processes the run's first pass has (0: its checks run in the runner's own
   * process). The runner's process then only hands checks out: it starts no framework process.
   */
  workers?: number;
};

export function runConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RunConfig {
  const e = schema.parse(env);
  return {
    adapter: e.FWC_ADAPTER,
    profile: e.FWC_PROFILE,
    adapterInfo: e.FWC_ADAPTER_INFO ? adapterInfoSchema.parse(JSON.parse(e.FWC_ADAPTER_INFO)) : undefined,
    interfaceVersion: e.FWC_INTERFACE_VERSION,
    cwd: e.FWC_CWD,
    timeoutMs: e.FWC_TIMEOUT,
    checkTimeoutMs: e.FWC_CHECK_TIMEOUT,
    runDeadline: e.FWC_RUN_DEADLINE,
    seed: e.FWC_SEED,
    numRuns: e.FWC_NUM_RUNS,
    runtime: e.FWC_RUNTIME ? runtimeSchema.parse(JSON.parse(e.FWC_RUNTIME)) : undefined,
    maxMemoryMib: e.FWC_MAX_MEMORY,
    stopFile: e.FWC_STOP_FILE,
    workers: e.FWC_WORKERS,
  };
}

export function runConfigToEnv(config: RunConfig): Record<string, string> {
  const env: Record<string, string> = {
    FWC_ADAPTER: config.adapter,
    FWC_PROFILE: config.profile,
    FWC_CWD: config.cwd,
    FWC_TIMEOUT: String(config.timeoutMs),
    FWC_CHECK_TIMEOUT: String(config.checkTimeoutMs),
    FWC_NUM_RUNS: String(config.numRuns),
  };
  if (config.adapterInfo) env.FWC_ADAPTER_INFO = JSON.stringify(config.adapterInfo);
  if (config.interfaceVersion) env.FWC_INTERFACE_VERSION = config.interfaceVersion;
  if (config.runDeadline !== undefined) env.FWC_RUN_DEADLINE = String(config.runDeadline);
  if (config.seed !== undefined) env.FWC_SEED = String(config.seed);
  if (config.runtime) env.FWC_RUNTIME = JSON.stringify(config.runtime);
  if (config.maxMemoryMib !== undefined) env.FWC_MAX_MEMORY = String(config.maxMemoryMib);
  if (config.stopFile) env.FWC_STOP_FILE = config.stopFile;
  env.FWC_WORKERS = String(config.workers ?? 0); // always: a later run in this process may have none
  return env;
}

/**
 * Where the configuration of the support code loading now waits. A global slot, not a module
 * variable: the runner and the support code may hold two instances of this module (vitest
 * loads the runner's modules its own way; Cucumber loads the support code with Node's require).
 */
const LOADING = Symbol.for('fw-conformance.run-config.loading');
type Slot = { [LOADING]?: RunConfig };

/**
 * Runs `load` with `config` as the configuration the support code reads as it loads
 * (features/support/config.ts). `load` must load synchronously: the slot is empty again when
 * it returns, so that the next run's load reads its own.
 */
export function loadingWith<T>(config: RunConfig, load: () => T): T {
  const slot = globalThis as Slot;
  slot[LOADING] = config;
  try {
    return load();
  } finally {
    delete slot[LOADING];
  }
}

/** The run's configuration for the support code loading now: the runner's (loadingWith) in its own process, the environment's in a Cucumber worker. */
export function runConfigOfLoad(): RunConfig {
  return (globalThis as Slot)[LOADING] ?? runConfigFromEnv();
}
