// What a framework process is started with (FrameworkProcess.start): the adapter, the profile
// and the bounds of its waits, memory and runtime.
import type { Runtime } from './runtime';
import type { MemberNames } from './census';
import type { PackageSwap } from './package-swap';

export interface FrameworkProcessOptions {
  adapter: string;
  profile: string;
  cwd: string;
  /** Bound of each wait on the framework (a response, serve(), the app code); also the event-loop bound. */
  timeoutMs: number;
  /** What the framework process runs on (--runtime); default: this process's Node. */
  runtime?: Runtime;
  /** Bound of the process's memory in MiB, its heap and its resident size (--max-memory; default DEFAULT_MAX_MEMORY_MIB). */
  maxMemoryMib?: number;
  /** How far a wait stretches while the machine does not run the framework, in wall-clock ms (--check-timeout; default STARVED_WAIT_CAP_MS). */
  checkTimeoutMs?: number;
  /** Run the framework in a framework thread, where the runtime allows: a crash then costs a thread (framework-host.ts). */
  frameworkThread?: boolean;
  /** The members of the interface to look for on the framework's real objects once loaded (census.ts). */
  census?: MemberNames;
  /** Packages the framework requires from other copies (package-swap.ts: the diff's question of which dependency decides). */
  swaps?: PackageSwap[];
}

/** The cap of a starved wait when none is given: the default --check-timeout (run-protocol/bounds.ts, a layer above). */
export const STARVED_WAIT_CAP_MS = 60_000;
