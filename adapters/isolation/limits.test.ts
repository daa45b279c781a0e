import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV_MARK } from './descendants';
import { Limits, OWN_GROUP } from './limits';

const MIB = 1024 * 1024;

/** Limits of 100 MiB on a process whose resident size is `rss.now`, and what they said. */
function limits(options: { pid?: number; reported?: boolean } = {}) {
  const rss = { now: 50 * MIB };
  const over: number[] = [];
  const looked: number[] = [];
  const l = new Limits({
    pid: () => options.pid,
    maxMemoryMib: 100,
    overBound: (bytes) => over.push(bytes),
    resident: (pid) => (looked.push(pid), rss.now),
    reported: options.reported ?? false,
  });
  return { l, rss, over, looked };
}

describe('Limits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks at the memory four times a second, whatever the framework does, and says when it is past the bound', () => {
    const { l, rss, over, looked } = limits({ pid: 4242 });
    l.watch();
    vi.advanceTimersByTime(1000);
    expect(looked).toEqual([4242, 4242, 4242, 4242]);
    expect(over).toEqual([]);
    rss.now = 100 * MIB; // at the bound: not past it
    vi.advanceTimersByTime(250);
    expect(over).toEqual([]);
    rss.now = 100 * MIB + 1;
    vi.advanceTimersByTime(250);
    expect(over).toEqual([100 * MIB + 1]);
    l.stop();
    vi.advanceTimersByTime(1000);
    expect(looked).toHaveLength(6);
  });

  it('looks at nothing before the process has a pid', () => {
    const { l, looked } = limits();
    l.watch();
    vi.advanceTimersByTime(1000);
    expect(looked).toEqual([]);
    l.stop();
  });

  it("judges the process's own figure only where the watch cannot read it", () => {
    const read = limits({ pid: 1, reported: false });
    read.l.reportedRss(200 * MIB);
    expect(read.over).toEqual([]);
    const reported = limits({ pid: 1, reported: true });
    reported.l.reportedRss(undefined);
    reported.l.reportedRss(99 * MIB);
    expect(reported.over).toEqual([]);
    reported.l.reportedRss(200 * MIB);
    expect(reported.over).toEqual([200 * MIB]);
  });

  it('gives each framework process a mark of its own to inherit, and its own process group on POSIX', () => {
    const a = limits().l.env;
    const b = limits().l.env;
    expect(a[ENV_MARK]).toMatch(/^[0-9a-f]{16}$/);
    expect(a[ENV_MARK]).not.toBe(b[ENV_MARK]);
    expect(a.FWC_OWN_PROCESS_GROUP).toBe(OWN_GROUP ? '1' : undefined);
  });
});
