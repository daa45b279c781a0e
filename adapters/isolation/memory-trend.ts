// The framework process's memory of the last moments, to name it when its event loop stops
// answering: a heap near its bound makes V8 collect garbage without end, and memory taken
// fast (Buffers by the gigabyte) keeps the loop in page faults, and both look like a blocked
// loop from outside. So a stall's message leads with the memory when, at the stall, it is
// near the bound (NEAR_BOUND of it, resident or heap) or growing fast (at a pace that would
// fill the bound within FILL_WITHIN_MS); the stall follows as its symptom.

/** Resident or heap memory at or above this share of the bound is near it. */
export const NEAR_BOUND = 0.75;
/** Growth that would take the process from nothing to its bound within this long is fast. */
export const FILL_WITHIN_MS = 4000;
/** The growth is judged over the samples of this last stretch. */
export const TREND_WINDOW_MS = 2000;

const MIB = 1024 * 1024;

export class MemoryTrend {
  private samples: Array<{ at: number; rss: number }> = [];
  private heapUsed = 0;

  constructor(
    private readonly boundMib: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The process's resident size, in bytes, read now. */
  resident(bytes: number, at = this.now()): void {
    this.samples.push({ at, rss: bytes });
    while (this.samples.length > 2 && at - this.samples[1].at >= TREND_WINDOW_MS) this.samples.shift();
  }

  /** The size of its JavaScript heap in use, as it last reported it. */
  heap(bytes: number): void {
    this.heapUsed = bytes;
  }

  /** The memory in words, when it is near its bound or grows fast; else undefined. */
  pressure(at = this.now()): string | undefined {
    const bound = this.boundMib * MIB;
    const last = this.samples[this.samples.length - 1];
    const rss = last?.rss ?? 0;
    const first = this.samples.find((s) => at - s.at <= TREND_WINDOW_MS);
    const span = first && last ? last.at - first.at : 0;
    const perSecond = span > 0 ? ((last.rss - first!.rss) / span) * 1000 : 0;
    const fast = perSecond * (FILL_WITHIN_MS / 1000) >= bound;
    const near = Math.max(rss, this.heapUsed) >= NEAR_BOUND * bound;
    if (!fast && !near) return undefined;
    const heap = this.heapUsed ? `, ${mib(this.heapUsed)} MiB of it JavaScript heap` : '';
    const growing = fast ? `, growing by ${mib(perSecond)} MiB/s` : '';
    return `the framework's process used ${mib(rss)} MiB of memory (resident${heap})${growing}, ${near ? 'near' : 'toward'} its bound of ${this.boundMib} MiB (--max-memory)`;
  }
}

function mib(bytes: number): number {
  return Math.round(bytes / MIB);
}
