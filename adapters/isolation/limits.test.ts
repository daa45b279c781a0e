import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV_MARK } from './descendants';
import { aborted, Limits, OWN_GROUP } from './limits';

const MIB = 1024 * 1024;

/** A stand-in for the framework process: what the limits look at and kill. No pid: no group or tree to kill. */
function standIn(pid?: number) {
  const child = { pid, exitCode: null as number | null, signalCode: null as NodeJS.Signals | null, kills: [] as string[], kill: (signal: string) => (child.kills.push(signal), true) };
  return child;
}

/** Limits of 100 MiB on a process whose resident size is `rss.now`, and what they said. */
function limits(options: { reported?: boolean } = {}) {
  const rss = { now: 50 * MIB };
  const over: number[] = [];
  const looked: number[] = [];
  const l = new Limits({
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

  it('tells each resident size it reads, for the memory of the last moments (memory-trend.ts)', () => {
    const seen: number[] = [];
    const rss = { now: 50 * MIB };
    const l = new Limits({ maxMemoryMib: 100, overBound: () => {}, resident: () => rss.now, reported: false, seen: (bytes) => seen.push(bytes / MIB) });
    l.watch(standIn(4242) as never);
    vi.advanceTimersByTime(250);
    rss.now = 80 * MIB;
    vi.advanceTimersByTime(250);
    expect(seen).toEqual([50, 80]);
    l.stop();
  });

  it('looks at the memory four times a second, whatever the framework does, and says when it is past the bound', () => {
    const { l, rss, over, looked } = limits();
    l.watch(standIn(4242) as never);
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

  it('looks at nothing while the process has no pid (it never started)', () => {
    const { l, looked } = limits();
    l.watch(standIn() as never);
    vi.advanceTimersByTime(1000);
    expect(looked).toEqual([]);
    l.stop();
  });

  it("judges the process's own figure only where the watch cannot read it", () => {
    const read = limits({ reported: false });
    read.l.reportedRss(200 * MIB);
    expect(read.over).toEqual([]);
    const reported = limits({ reported: true });
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

  it('kills the process if it still runs, and no longer at this process exit', () => {
    const before = process.listenerCount('exit');
    const { l } = limits();
    const child = standIn();
    l.watch(child as never);
    l.killAll();
    expect(process.listenerCount('exit')).toBe(before);
    expect(child.kills).toEqual(['SIGKILL']);
    const ended = standIn();
    ended.exitCode = 0;
    const other = limits();
    other.l.watch(ended as never);
    other.l.killAll();
    expect(ended.kills).toEqual([]);
  });

  it('kills the process when this one exits, until it is stopped', () => {
    const before = process.listenerCount('exit');
    const { l } = limits();
    const child = standIn();
    l.watch(child as never);
    expect(process.listenerCount('exit')).toBe(before + 1);
    l.stop();
    expect(process.listenerCount('exit')).toBe(before);
    expect(child.kills).toEqual([]);
  });

  it("names the heap's bound for an abort V8 announced on stderr, and the exit otherwise", () => {
    const { l } = limits();
    expect(l.exitMessage(null, 'SIGABRT', 'while handling GET /')).toBe("the framework's process was killed by SIGABRT while handling GET /");
    l.heard('<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory');
    expect(l.exitMessage(null, 'SIGABRT', 'while handling GET /')).toBe("the framework's JavaScript heap reached its bound of 100 MiB (--max-memory) while handling GET /: node ended the process");
    expect(l.exitMessage(134, null, 'between checks')).toMatch(/heap reached its bound/);
    // an exit that is no abort is what it is, whatever was printed
    expect(l.exitMessage(1, null, 'between checks')).toBe("the framework's process exited with code 1 between checks");
    expect(l.exitMessage(null, 'SIGKILL', 'between checks')).toBe("the framework's process was killed by SIGKILL between checks");
  });

  it('counts SIGABRT, SIGTRAP and code 134 as aborts', () => {
    expect([aborted(null, 'SIGABRT'), aborted(null, 'SIGTRAP'), aborted(134, null)]).toEqual([true, true, true]);
    expect([aborted(1, null), aborted(null, 'SIGKILL'), aborted(0, null)]).toEqual([false, false, false]);
  });
});
