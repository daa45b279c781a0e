// Idleness of the framework while the check waits on it: a wait with nothing pending in the
// framework's process can never end, so it fails at once, not at its bound. From a second
// into a wait, the framework is asked at each ping what keeps its event loop alive
// (process.getActiveResourcesInfo()) and how much CPU time it has used; it is idle when it
// holds only what waits for the outside world and spent no CPU, at two looks half a second
// apart with nothing pending seen in between. Its time is the time the machine gave the
// framework (starvation.ts): a framework not run for a while is not judged on that while.
// Where the list cannot see what the framework waits on (seenResources below), a wait is
// never judged idle and ends at its bound.

/**
 * Resources that wait only for the outside world (sockets, servers, the IPC pipe): a
 * process holding nothing else has no timer, file, network or other operation that could
 * still move a waiting handler on. Anything not listed counts as work in progress.
 */
const WAITING_ONLY = new Set(['PipeWrap', 'PipeServerWrap', 'TCPServerWrap', 'TCPSocketWrap', 'TLSWrap', 'TTYWrap', 'SignalWrap']);
/**
 * Named among a framework's resources where the list cannot show all the framework waits on:
 * it counts as work in progress, so such a wait ends at its bound, never as idle.
 */
export const UNSEEN = 'Unseen';
/** A listening server, as node lists it (TLS servers listen on a TCPServerWrap too). */
const SERVER_HANDLES = new Set(['TCPServerWrap', 'PipeServerWrap']);

/**
 * What the idle watch is told the framework holds, from what its runtime lists. The list is
 * blind in two places, where "nothing pending" would be a guess: a runtime that lists nothing
 * at all (Bun lists not even a pending timer), and an app served on a server whose sockets are
 * not node's (a native server, such as uWebSockets under ultimate-express, lists no listening
 * socket while it serves, nor its connections and timers: `unseenServer`, serverCount below).
 */
export function seenResources(types: string[], where: { listsTimers: boolean; unseenServer: boolean }): string[] {
  if (!where.listsTimers) return [UNSEEN];
  if (where.unseenServer) return [...types, UNSEEN];
  return types;
}

/**
 * How many listening servers the list shows. Serving an app that adds none to it serves it on
 * a server the list cannot see (another server of the process, a scenario's or one left over,
 * may still be in it: so the count, taken before and after serving, not its presence).
 */
export function serverCount(types: string[]): number {
  return types.filter((t) => SERVER_HANDLES.has(t)).length;
}

/** Whether this runtime lists a pending timer among what keeps its event loop alive. */
export function listsTimers(): boolean {
  const timer = setTimeout(() => undefined, 60_000);
  try {
    return typeof process.getActiveResourcesInfo === 'function' && process.getActiveResourcesInfo().includes('Timeout');
  } finally {
    clearTimeout(timer);
  }
}

/** A wait is examined for idleness after this long, then at each ping; idle for IDLE_CONFIRM_MS more ends it. */
export const IDLE_AFTER_MS = 1000;
export const IDLE_CONFIRM_MS = 500;
/**
 * CPU time between two looks above which the process is working, whatever it lists: zlib and
 * crypto run in node's thread pool, which process.getActiveResourcesInfo() does not show
 * (answering the pings themselves costs well under a millisecond each).
 */
export const BUSY_CPU_MS = 10;

export class IdleWatch {
  private waiting = false;
  private waitSince = 0;
  /** When the framework was first seen with nothing pending, in the current stretch of idleness. */
  private idleSince = 0;
  /** The process's CPU time at the previous look, in the current wait. */
  private lastCpuMs: number | undefined;

  /** `clock`: the time given to the framework, in ms (default: the wall clock). */
  constructor(private readonly clock: () => number = Date.now) {}

  /** A wait begins (or moves on to its next phase): idleness is counted afresh. */
  begin(now = this.clock()): void {
    this.waiting = true;
    this.waitSince = now;
    this.idleSince = 0;
    this.lastCpuMs = undefined;
  }

  /** Nothing waits on the framework any more: an answer that arrives now is nobody's. */
  end(): void {
    this.waiting = false;
  }

  /** Whether to ask the framework what it holds, at this ping. */
  due(now = this.clock()): boolean {
    return now - this.waitSince >= IDLE_AFTER_MS;
  }

  /**
   * What the framework holds (`types`), the CPU time it has used and whether a thread of it
   * other than the main one is runnable (work in the thread pool the machine may run slowly):
   * whether it is idle for good now (the watch then counts afresh, should the wait go on).
   */
  look(types: string[], cpuMs: number, now = this.clock(), threadRunnable = false): boolean {
    if (!this.waiting) return false;
    const working = threadRunnable || (this.lastCpuMs !== undefined && cpuMs - this.lastCpuMs >= BUSY_CPU_MS);
    this.lastCpuMs = cpuMs;
    if (working || types.some((t) => !WAITING_ONLY.has(t))) {
      this.idleSince = 0;
      return false;
    }
    if (!this.idleSince) this.idleSince = now;
    if (now - this.idleSince < IDLE_CONFIRM_MS) return false;
    this.idleSince = 0;
    return true;
  }
}

/** The failure of a wait the framework can never end. */
export function idleMessage(activity: string): string {
  return `the framework would wait forever while ${activity}: nothing is pending in its process (no timer, no file, network or other operation) and it spends no CPU, so nothing could still move it on`;
}
