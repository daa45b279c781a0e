// Whether the machine ran the framework process: the one judgement behind every wall-clock
// bound of its supervision (the heartbeat, the adapter's load, each wait of calls.ts, the
// idle watch, an HTTP exchange). On a busy machine a correct framework may get no CPU for
// seconds; a bound on wall-clock time would blame it for the machine's doing. So the bounds
// count *given* time: wall-clock time minus the time the framework process was starved,
// which is judged at each sample (about every PACE_MS) from what the kernel says of it
// (/proc/<pid>/stat: its CPU time, utime + stime of all its threads, and its main thread's
// state, or the framework thread's where the framework runs in one):
//
//   stopped (T, t: SIGSTOP, a debugger)      the interval was not given, but the CPU it used
//   runnable (R) and used less than the wall  the rest of the interval it waited for a CPU
//   in a disk wait (D) and used less          the same: it waited for the machine's disk
//                                             (a synchronous file walk on a busy disk)
//   sleeping, another of its threads R        the same: its work waits on that thread (Deno's
//                                             and Bun's loading, Node's module hooks thread)
//   sleeping (S) or anything else             given: it waited for something of its own
//
// plus the time this process itself was not run (its sampling timer came late): it could
// neither send to the framework nor read its answers meanwhile. A framework that spins uses
// the CPU it is given, so its time counts; one that blocks in a system call, or never
// answers, sleeps, so its time counts too: both fail at the bound as before (one hung on a
// dead file system, in D, at the wall-clock cap). A starved one's bound stretches with the
// starvation, never past the wall-clock cap (--check-timeout).
// Where /proc cannot be read (not Linux), nothing is judged starved: the bounds are
// wall-clock bounds, as they were.
import * as fs from 'node:fs';

/** The pace of the samples while the framework is watched. */
export const PACE_MS = 100;

/** What the kernel says of the framework process at a moment. */
export interface CpuSample {
  /** CPU time used so far, all threads, in ms. */
  cpuMs: number;
  /** Its main thread: running or waiting for a CPU or the disk, stopped, or anything else (sleeping). */
  state: 'runnable' | 'stopped' | 'sleeping';
}

/** Reads a sample of the process; undefined when it cannot (no /proc, the process is gone). */
export type CpuReader = () => CpuSample | undefined;

/** Whether the framework process's CPU time and state can be read without its help. */
export const CPU_FROM_PROC = process.platform === 'linux' && fs.existsSync('/proc/self/stat');

/** CPU time beyond the wall clock kept to make up a later interval's shortfall (two ticks). */
const CREDIT_MS = 20;

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux platform node runs on). */
const TICKS_PER_S = 100;

/**
 * An ask for the given time within this many ms of the last sample takes none: CPU time moves
 * in ticks of 10 ms, so a closer sample cannot tell given time from starved, and a check asks
 * some thirty times (each read of a sleeping process walks all its threads: a third of a
 * worker's CPU when every ask read one).
 */
const FRESH_MS = 1000 / TICKS_PER_S;

/** Reads the sample of process `pid()` from /proc/<pid>/stat; where there is no /proc, always undefined (`proc`: another root, for tests). */
export function procCpuReader(pid: () => number | undefined, thread: () => number | undefined = () => undefined, proc = '/proc'): CpuReader {
  if (!CPU_FROM_PROC && proc === '/proc') return () => undefined;
  return () => {
    const id = pid();
    if (id === undefined) return undefined;
    let sample: CpuSample | undefined;
    try {
      sample = parseStat(fs.readFileSync(`${proc}/${id}/stat`, 'latin1'));
    } catch {
      return undefined;
    }
    if (!sample) return undefined;
    const tid = thread();
    let state = sample.state;
    // The framework runs in a thread of its own (framework-host.ts): its state is that thread's
    // (the process's, between an ended thread and the next).
    if (tid !== undefined) {
      try {
        state = parseStat(fs.readFileSync(`${proc}/${id}/task/${tid}/stat`, 'latin1'))?.state ?? state;
      } catch {
        // (the thread ended)
      }
    }
    // A thread that sleeps while another of the process's threads waits for a CPU is waiting on
    // that thread's work: a runtime that loads on helper threads, a main thread blocked on
    // module hooks. Only its CPU time then tells given time from starved.
    if (state === 'sleeping' && threadsRunnable(proc, id, tid ?? id)) state = 'runnable';
    return state === sample.state ? sample : { ...sample, state };
  };
}

/** Whether a thread of `pid` other than those in `except` is running or waiting for a CPU. */
function threadsRunnable(proc: string, pid: number, ...except: Array<number | undefined>): boolean {
  const skipped = new Set(except.map(String));
  try {
    return fs.readdirSync(`${proc}/${pid}/task`).some((tid) => {
      if (skipped.has(tid)) return false;
      try {
        return parseStat(fs.readFileSync(`${proc}/${pid}/task/${tid}/stat`, 'latin1'))?.state === 'runnable';
      } catch {
        return false; // (the thread ended)
      }
    });
  } catch {
    return false;
  }
}

/**
 * Whether a thread of `pid` other than its main thread is running or waiting for a CPU (work
 * in node's thread pool, which a starved process does slowly); false where /proc cannot be read.
 */
export function otherThreadsRunnable(pid: number | undefined, thread?: number): boolean {
  // (the framework thread, where there is one, is the framework's main thread; the process's
  // main thread then only relays messages)
  return CPU_FROM_PROC && pid !== undefined && threadsRunnable('/proc', pid, pid, thread);
}

/** A line of /proc/<pid>/stat, as a sample (its command name, in parentheses, may hold anything). */
export function parseStat(line: string): CpuSample | undefined {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // after the name: state (3rd field of the line), ..., utime (14th), stime (15th)
  const [state, utime, stime] = [fields[0], Number(fields[11]), Number(fields[12])];
  if (!state || !Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
  // (an uninterruptible disk wait, D, is the machine's as a wait for a CPU is: judged by the CPU used)
  return { cpuMs: ((utime + stime) * 1000) / TICKS_PER_S, state: state === 'R' || state === 'D' ? 'runnable' : state === 'T' || state === 't' ? 'stopped' : 'sleeping' };
}

export interface StarvationOptions {
  read: CpuReader;
  /** The wall clock (ms). */
  now?: () => number;
  /** The pace the owner samples at: a sample later than twice this means this process was not run. */
  paceMs?: number;
}

export class Starvation {
  private readonly now: () => number;
  private readonly paceMs: number;
  private last?: { at: number; cpuMs: number };
  private starved = 0;
  /** Wall-clock time less CPU time, over the current stretch of samples that found it not sleeping. */
  private shortfall = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly options: StarvationOptions) {
    this.now = options.now ?? Date.now;
    this.paceMs = options.paceMs ?? PACE_MS;
  }

  /** Samples at its pace until stop(): a late sample is this process not run. */
  start(): void {
    if (this.timer) return;
    this.resume();
    this.timer = setInterval(() => this.sample(), this.paceMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Takes a sample: the time since the previous one is judged given or starved. */
  sample(): void {
    const at = this.now();
    const s = this.options.read();
    if (!s) {
      this.last = undefined;
      return;
    }
    if (this.last) {
      const dt = at - this.last.at;
      const ours = dt > 2 * this.paceMs ? dt - this.paceMs : 0;
      if (s.state === 'sleeping') {
        this.commit();
        this.starved += ours;
      } else {
        // Its CPU time moves in steps of 10 ms, so one interval may show less than it used and
        // the next more: the shortfall is summed over the stretch it is not sleeping, and only
        // a little CPU beyond the wall clock (its threads together) is kept as credit.
        const theirs = dt - Math.max(0, s.cpuMs - this.last.cpuMs);
        this.shortfall = Math.max(-CREDIT_MS, this.shortfall + (ours > 0 ? Math.max(ours, theirs) : theirs));
      }
    }
    this.last = { at, cpuMs: s.cpuMs };
  }

  /** Forgets the time since the last sample: counted as given. */
  private resume(): void {
    this.commit();
    this.last = undefined;
    this.sample();
  }

  /**
   * The time given to the framework, in ms on a clock of its own: the wall clock less every
   * starved interval (the time since a sample fresher than FRESH_MS counted as given).
   */
  givenMs(): number {
    if (!this.last || this.now() - this.last.at >= FRESH_MS) this.sample();
    return this.now() - this.starved - Math.max(0, this.shortfall);
  }

  /** How long the framework was starved so far, in ms. */
  starvedMs(): number {
    return this.now() - this.givenMs();
  }

  private commit(): void {
    this.starved += Math.max(0, this.shortfall);
    this.shortfall = 0;
  }

  /** A bound of `boundMs` of given time, from now, and never past `capMs` of wall-clock time. */
  bound(boundMs: number, capMs: number): Bound {
    return new Bound(this, this.now, boundMs, Math.max(boundMs, capMs));
  }
}

/** One wait's bound: counted in given time, capped in wall-clock time. */
export class Bound {
  private readonly wallStart: number;
  private readonly givenStart: number;

  constructor(
    private readonly starvation: Starvation,
    private readonly now: () => number,
    readonly boundMs: number,
    readonly capMs: number,
  ) {
    this.wallStart = now();
    this.givenStart = starvation.givenMs();
  }

  /** How much longer to wait, in ms; 0: the bound is reached. */
  remainingMs(): number {
    const wall = this.now() - this.wallStart;
    const left = this.boundMs - (this.starvation.givenMs() - this.givenStart);
    if (left <= 0 || wall >= this.capMs) return 0;
    return Math.min(left, this.capMs - wall);
  }

  /** How long the framework was starved during this wait so far, in ms. */
  starvedMs(): number {
    return Math.max(0, this.now() - this.wallStart - (this.starvation.givenMs() - this.givenStart));
  }
}

/**
 * Calls `expired` once `bound` is reached: a timer armed for what remains of it, armed
 * again when the framework was starved meanwhile. Returns the timer's cancel.
 */
export function onBound(bound: Bound, expired: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = (ms: number) => {
    timer = setTimeout(() => {
      const left = bound.remainingMs();
      if (left > 0) arm(left);
      else expired();
    }, ms);
  };
  arm(bound.boundMs);
  return () => clearTimeout(timer);
}

/**
 * A check's bound (--check-timeout) counts the time the machine gives the framework: on a
 * starved machine it stretches, up to CHECK_BOUND_STRETCH times its length of wall-clock time.
 */
export { CHECK_BOUND_STRETCH } from '../framework-bounds';

/** Starvation shorter than this, over a check's waits, goes unnoted: a busy machine's usual jitter. */
export const NOTED_FROM_MS = 1000;

/** The note a check carries when the machine did not run its framework for a while (none for less than NOTED_FROM_MS). */
export function starvationNote(starvedMs: number): string | undefined {
  if (starvedMs < NOTED_FROM_MS) return undefined;
  return `the machine did not run the framework process for ${(starvedMs / 1000).toFixed(1)} s while the check waited on it (a busy or suspended machine): the waits were extended by as much, up to --check-timeout`;
}
