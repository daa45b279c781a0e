// The bounds a framework process lives in, watched whatever its framework does (its event
// loop may be blocked): its memory (memory.ts: read from /proc, or as the process reports it
// where there is none), and the processes it started (descendants.ts), none of which may
// outlive it. Each framework process leads a process group of its own on POSIX, killed whole.
import { randomBytes } from 'node:crypto';
import { Descendants, ENV_MARK } from './descendants';
import { MEMORY_FROM_PROC, residentBytes } from './memory';

/** Whether each framework process leads a process group of its own (POSIX; on Windows a detached process gets a console instead). */
export const OWN_GROUP = process.platform !== 'win32';

/** How often the process's memory is looked at (and, every WALK_EVERY looks, the processes it started). */
const WATCH_EVERY_MS = 250;
const WALK_EVERY = 4;

export interface LimitsOptions {
  /** The framework process, once started. */
  pid(): number | undefined;
  maxMemoryMib: number;
  /** The process went past its memory bound, with `rss` bytes resident. */
  overBound(rss: number): void;
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
  private timer?: NodeJS.Timeout;
  private looks = 0;

  constructor(private readonly options: LimitsOptions) {
    const mark = randomBytes(8).toString('hex');
    this.env = { [ENV_MARK]: mark, ...(OWN_GROUP ? { FWC_OWN_PROCESS_GROUP: '1' } : {}) };
    this.descendants = new Descendants(options.pid, mark);
  }

  /** Looks at the process at a steady pace, until stop(). */
  watch(): void {
    this.timer = setInterval(() => this.look(), WATCH_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The resident size the process reported: judged where /proc cannot be read (the watch reads it elsewhere). */
  reportedRss(rss: number | undefined): void {
    if (rss !== undefined && (this.options.reported ?? !MEMORY_FROM_PROC)) this.judge(rss);
  }

  /** Remembers the processes the framework started, now: at load and at each check too (one may start and exit within a check). */
  findStarted(): void {
    this.descendants.look();
  }

  /** Kills what the framework started: its process group, and every process found below it. */
  killStarted(): void {
    const pid = this.options.pid();
    if (OWN_GROUP && pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // (ESRCH: nothing left in the group)
      }
    }
    this.descendants.killAll();
  }

  private look(): void {
    const pid = this.options.pid();
    if (pid === undefined) return;
    const rss = (this.options.resident ?? residentBytes)(pid);
    if (rss !== undefined) this.judge(rss);
    if (++this.looks % WALK_EVERY === 0) this.descendants.look();
  }

  private judge(rss: number): void {
    if (rss > this.options.maxMemoryMib * 1024 * 1024) this.options.overBound(rss);
  }
}
