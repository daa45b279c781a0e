// The bounds a framework process lives in, watched whatever its framework does (its event
// loop may be blocked): its memory (memory.ts: read from /proc, or as the process reports it
// where there is none; its heap, which V8 ends the process at), and the processes it started
// (descendants.ts), none of which may outlive it, nor it this process. Each framework process
// leads a process group of its own on POSIX, killed whole.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Descendants, ENV_MARK } from './descendants';
import { MEMORY_FROM_PROC, heapExhausted, heapMessage, residentBytes } from './memory';
import { orphanGuard } from './orphan-guard';

/** Whether each framework process leads a process group of its own (POSIX; on Windows a detached process gets a console instead). */
export const OWN_GROUP = process.platform !== 'win32';

/** How often the process's memory is looked at (and, every WALK_EVERY looks, the processes it started). */
const WATCH_EVERY_MS = 250;
const WALK_EVERY = 4;

export interface LimitsOptions {
  maxMemoryMib: number;
  /** The process went past its memory bound, with `rss` bytes resident. */
  overBound(rss: number): void;
  /** Each resident size judged, in bytes (read from /proc, or reported). */
  seen?: (rss: number) => void;
  /** Its resident size, in bytes (default: from /proc). */
  resident?: (pid: number) => number | undefined;
  /** Whether the process itself reports its resident size (default: where /proc cannot be read). */
  reported?: boolean;
}

export class Limits {
  /** The processes the framework started (found on Linux; elsewhere its process group is killed). */
  private readonly descendants: Descendants;
  /** Inherited by what the framework starts (unless it gives a child an environment of its own): how its descendants are found once their parent has ended. */
  readonly env: Record<string, string>;
  private child?: Pick<ChildProcess, 'pid' | 'exitCode' | 'signalCode' | 'kill'>;
  private timer?: NodeJS.Timeout;
  private looks = 0;
  /** V8 said the heap reached its bound (on stderr, before it ended the process). */
  private heapOut = false;

  constructor(private readonly options: LimitsOptions) {
    const mark = randomBytes(8).toString('hex');
    this.env = {
      [ENV_MARK]: mark,
      ...(OWN_GROUP ? { FWC_OWN_PROCESS_GROUP: '1' } : {}),
      // This process's orphan guard kills the framework process if this one is gone: it need not watch.
      ...(OWN_GROUP && orphanGuard.available() ? { FWC_ORPHAN_GUARD: '1' } : {}),
    };
    this.descendants = new Descendants(() => this.child?.pid, mark);
  }

  /** Looks at the started process at a steady pace, until stop(); this process ending kills it. */
  watch(child: Pick<ChildProcess, 'pid' | 'exitCode' | 'signalCode' | 'kill'>): void {
    this.child = child;
    // This process ending must never leave the framework's process behind: ending at exit,
    // or killed (orphan-guard.ts), with its process group.
    process.once('exit', this.killAll);
    if (OWN_GROUP && child.pid !== undefined) orphanGuard.add(-child.pid);
    this.timer = setInterval(() => this.look(), WATCH_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    process.removeListener('exit', this.killAll);
  }

  /** Kills the framework process, if it still runs, and what it started. */
  killAll = (): void => {
    this.stop();
    this.findStarted(); // while the tree is whole
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    this.killStarted();
  };

  /** What the framework process wrote on stderr. */
  heard(text: string): void {
    if (heapExhausted(text)) this.heapOut = true;
  }

  /** How the process ended, in words: its heap past the bound, when V8 said so before the abort. */
  exitMessage(code: number | null, signal: NodeJS.Signals | null, during: string): string {
    if (aborted(code, signal) && this.heapOut) return heapMessage(this.options.maxMemoryMib, during);
    return signal ? `the framework's process was killed by ${signal} ${during}` : `the framework's process exited with code ${code} ${during}`;
  }

  /** The resident size the process reported: judged where /proc cannot be read (the watch reads it elsewhere). */
  reportedRss(rss: number | undefined): void {
    if (rss !== undefined && (this.options.reported ?? !MEMORY_FROM_PROC)) this.judge(rss);
  }

  /** Remembers the processes the framework started, now: at load and at each check too (one may start and exit within a check). */
  findStarted(): void {
    this.descendants.look();
  }

  /**
   * Whether the framework has started a process so far (seen below it, or carrying its mark):
   * those end only with the framework's process (its group).
   */
  startedAny(): boolean {
    this.findStarted();
    return this.descendants.seen > 0 || this.descendants.anyMarked();
  }

  /** Kills what the framework started: its process group, and every process found below it. */
  killStarted(): void {
    const pid = this.child?.pid;
    if (OWN_GROUP && pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // (ESRCH: nothing left in the group)
      }
      orphanGuard.remove(-pid);
    }
    this.descendants.killAll();
  }

  private look(): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    const rss = (this.options.resident ?? residentBytes)(pid);
    if (rss !== undefined) this.judge(rss);
    if (++this.looks % WALK_EVERY === 0) this.descendants.look();
  }

  private judge(rss: number): void {
    this.options.seen?.(rss);
    if (rss > this.options.maxMemoryMib * 1024 * 1024) this.options.overBound(rss);
  }
}

/** Whether the process ended in an abort: how V8 ends a heap past its bound (its words on stderr may come after the exit). */
export function aborted(code: number | null, signal: NodeJS.Signals | null): boolean {
  return signal === 'SIGABRT' || signal === 'SIGTRAP' || code === 134;
}
