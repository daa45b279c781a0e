// The messages between a check process (the runner, or a Cucumber worker) and the
// framework process that runs the framework under test. Plain JSON over node's IPC
// channel; the framework never runs in the process that counts results.
import type { AdapterInfo } from './adapter-info';
import type { CensusFound, MemberNames } from './census';
import type { LoadedPackage } from './loaded-packages';
import type { PackageSwap } from './package-swap';

export type { LoadedPackage } from './loaded-packages';
export type { PackageSwap } from './package-swap';

// What the check side needs to know of an adapter, without loading it; its schema is in
// adapter-info.ts (the framework process loads no zod).
export type { AdapterInfo } from './adapter-info';

/** An adapter as the check side sees it (outside this layer: the bundled adapters describe themselves with it). */
export { describeAdapter } from '../describe-adapter';

export type ToFramework =
  /** `census`: the members to look for on the framework's real objects once it is loaded (census.ts). */
  /** `swaps`: packages to require from other copies, installed before the adapter loads (package-swap.ts). */
  | { t: 'load'; spec: string; profile: string; cwd: string; census?: MemberNames; swaps?: PackageSwap[] }
  /** Runs the app code and serves the app (one round trip: most checks are this and a request). */
  /** `check`: the build's number in this process (1, 2, ...): the work it starts is that check's (its crashes too). */
  /** `checkId`: the check's id as results give it (--coverage attributes the framework's lines to it). */
  | { t: 'build'; id: number; check: number; checkId?: string; code: string; fixtures: string; tls: boolean; closeFirst: boolean }
  | { t: 'close'; id: number }
  | { t: 'ping'; n: number }
  /** What keeps the framework's event loop alive now (process.getActiveResourcesInfo()). */
  | { t: 'resources'; n: number }
  /** The packages the process has loaded (loaded-packages.ts), answered with `ok`. */
  | { t: 'packages'; id: number }
  /** The settings the framework accepts and ignores (ignored-settings.ts), asked between checks; answered with `ok`. */
  | { t: 'settings'; id: number; profile: string };

export type FromFramework =
  /** `thread`: the id of the framework thread (Linux), where the framework runs in one (framework-host.ts). */
  | { t: 'loaded'; adapter: AdapterInfo; thread?: number; census?: CensusFound }
  /** The adapter could not be loaded: `where` is the module or bundled name. */
  | { t: 'load-failed'; message: string; where: string }
  /** `printed`: after a close, the bytes the framework wrote to process.stdout and process.stderr during the check (output-meter.ts). `packages`: the answer to `packages`. */
  | { t: 'ok'; id: number; url?: string; printed?: number; packages?: LoadedPackage[]; settings?: string[] }
  /** A request moved on to its next phase (the app code ran; serving starts). */
  | { t: 'phase'; id: number; phase: 'serve' }
  | { t: 'failed'; id: number; message: string }
  /** With the process's resident size in bytes (the memory bound, where /proc cannot be read) and its JavaScript heap in use (a stall's cause, memory-trend.ts). */
  | { t: 'pong'; n: number; rss?: number; heap?: number }
  /** With the CPU time the process has used (ms): work in node's thread pool (zlib, crypto) is listed nowhere else. */
  | { t: 'resources'; n: number; types: string[]; cpuMs: number }
  /**
   * An exception nobody caught (or a rejection nobody handled). `check`: the number of the
   * build whose work it was, where the runtime keeps async context through to the handler
   * (Node does; Bun for exceptions; Deno not); absent when unknown.
   */
  /**
   * `restartable`: the framework ran in a framework thread, now ended, and loaded no native
   * addon: a fresh thread in this process is a fresh framework (the check side still ends the
   * process when the framework started processes: they end only with it).
   */
  /** What the req and res of the first request the app handled lack (census.ts): once it is handled, again when its response finished. */
  | { t: 'census'; census: MemberNames }
  | { t: 'crash'; kind: 'exception' | 'rejection'; message: string; check?: number; restartable?: boolean };

/** Written to stdout and stderr when an app is closed, so output is cut at check borders. */
export const OUTPUT_MARK = '\u0000fw-conformance:mark\u0000';
