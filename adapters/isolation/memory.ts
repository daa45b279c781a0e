// The memory bound of a framework process (--max-memory). The JavaScript heap is capped by
// node itself (--max-old-space-size: past it, V8 ends the process, which says so on stderr);
// Buffers and other memory outside the heap are not, so the check side watches the process's
// resident size: on Linux from /proc/<pid>/status, read without the framework's help (its
// event loop may be blocked); elsewhere from the size the framework process reports with
// each answer to a ping.
import * as fs from 'node:fs';

/** The bound when --max-memory is not given (framework-bounds.ts, read by the command's start). */
export { DEFAULT_MAX_MEMORY_MIB } from '../framework-bounds';

const MIB = 1024 * 1024;

/** The node options that cap the framework process's heap at `mib`. */
export function heapBoundArgs(mib: number, runtime: 'node' | 'bun' | 'deno' = 'node'): string[] {
  // Deno takes V8's flags through --v8-flags; Bun runs JavaScriptCore, bounded by the RSS watch alone.
  if (runtime === 'bun') return [];
  if (runtime === 'deno') return [`--v8-flags=--max-old-space-size=${mib}`];
  return [`--max-old-space-size=${mib}`];
}

/** Whether the check side reads the framework process's memory itself (/proc), whatever its event loop does. */
export const MEMORY_FROM_PROC = process.platform === 'linux' && fs.existsSync('/proc/self/status');

/** The resident size of `pid` in bytes, read from /proc; undefined where there is no /proc (or the process is gone). */
export function residentBytes(pid: number): number | undefined {
  if (!MEMORY_FROM_PROC) return undefined;
  try {
    const kib = /^VmRSS:\s*(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}

/** What V8 prints when a heap reached --max-old-space-size, before it ends the process. */
export function heapExhausted(output: string): boolean {
  // (a framework thread's heap: Node's words for a worker, which framework-host.ts prints)
  return /JavaScript heap out of memory|Reached heap limit|JS heap out of memory/.test(output);
}

/** The words of a failure for a process that went past its bound. */
export function overBoundMessage(bytes: number, boundMib: number, during: string): string {
  return `the framework's process used ${Math.round(bytes / MIB)} MiB of memory (resident), over its bound of ${boundMib} MiB (--max-memory) ${during}`;
}

export function heapMessage(boundMib: number, during: string): string {
  return `the framework's JavaScript heap reached its bound of ${boundMib} MiB (--max-memory) ${during}: node ended the process`;
}
