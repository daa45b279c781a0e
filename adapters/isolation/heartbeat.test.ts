import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat';

/** A heartbeat at 200 ms with a wait bound of `timeoutMs`, and what it did. */
function heartbeat(timeoutMs = 2000) {
  const pings: number[] = [];
  let blocked = 0;
  const h = new Heartbeat({ timeoutMs, everyMs: 200, ping: (n) => pings.push(n), blocked: () => blocked++ });
  return { h, pings, blocked: () => blocked };
}

describe('Heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings at its pace while started, numbering the pings across stretches, and not once stopped', () => {
    const { h, pings } = heartbeat();
    expect(h.beating).toBe(false);
    h.start();
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(200);
      h.pong();
    }
    expect(pings).toEqual([1, 2, 3]);
    h.stop();
    vi.advanceTimersByTime(1000);
    expect(pings).toEqual([1, 2, 3]);
    h.start();
    vi.advanceTimersByTime(200);
    expect(pings).toEqual([1, 2, 3, 4]);
    h.stop();
  });

  it('counts no stall while the answers come at the ping interval', () => {
    const { h } = heartbeat();
    h.start();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(200);
      h.pong();
    }
    vi.advanceTimersByTime(100);
    expect(h.longestStall()).toBe(0);
    expect(h.blockedForMs()).toBe(0);
    expect(h.stalled).toBe(false);
    h.stop();
  });

  it('counts the silence going on as a stall', () => {
    const { h } = heartbeat();
    h.start();
    vi.advanceTimersByTime(1400);
    expect(h.silentFor()).toBe(1200);
    expect(h.blockedForMs()).toBe(1200);
    expect(h.longestStall()).toBe(1200);
    h.stop();
  });

  it('kills a loop silent for the whole bound: that beat sends no ping', () => {
    const { h, pings, blocked } = heartbeat(1000);
    h.start();
    vi.advanceTimersByTime(1000); // 800 ms beyond the interval: not yet
    expect(blocked()).toBe(0);
    expect(pings).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(200); // 1000 ms beyond it
    expect(blocked()).toBe(1);
    expect(pings).toHaveLength(5);
    expect(h.blocked).toBe(true);
    expect(h.blockedMessage('handling GET /')).toBe("the framework's event loop did not respond for 1.0 s while handling GET /");
    h.stop();
  });

  it('puts a wait that ran out down to the loop once it is silent for half the bound, at most a second', () => {
    const short = heartbeat(1000).h;
    short.start();
    vi.advanceTimersByTime(699);
    expect(short.blocked).toBe(false);
    vi.advanceTimersByTime(1);
    expect(short.blocked).toBe(true); // 500 ms beyond the interval: half of 1 s
    short.stop();
    const long = heartbeat(5000).h;
    long.start();
    vi.advanceTimersByTime(1199);
    expect(long.blocked).toBe(false);
    vi.advanceTimersByTime(1);
    expect(long.blocked).toBe(true); // 1 s beyond it, not 2.5 s
    long.stop();
  });

  it('remembers a stall after the loop answers again, and leads the failure with it: the stall is the cause', () => {
    const { h } = heartbeat();
    h.start();
    vi.advanceTimersByTime(200);
    h.pong();
    vi.advanceTimersByTime(2500); // 2.5 s without an answer: 2.3 s beyond the interval
    h.pong();
    vi.advanceTimersByTime(100);
    expect(h.blocked).toBe(false);
    expect(h.stalled).toBe(true);
    expect(h.afterStall('handling GET /', 'the request timed out')).toBe(
      "the framework's event loop stalled for 2.3 s while handling GET / (a long garbage collection, or a synchronous loop); then: the request timed out",
    );
    h.stop();
  });

  it('leaves a message alone when the loop did not stall', () => {
    const { h } = heartbeat();
    h.start();
    vi.advanceTimersByTime(200);
    h.pong();
    expect(h.afterStall('handling GET /', 'the request timed out')).toBe('the request timed out');
    h.stop();
  });

  it('keeps the stalls of the stretch when started again while it beats (the next phase of a wait)', () => {
    const { h } = heartbeat();
    h.start();
    vi.advanceTimersByTime(1500);
    h.pong();
    h.start();
    expect(h.longestStall()).toBe(1300);
    h.stop();
  });

  it('counts nothing of a stretch that ended: a late answer to its pings leaves no stall to the next', () => {
    const { h } = heartbeat();
    h.start();
    vi.advanceTimersByTime(1500);
    h.stop();
    expect(h.blockedForMs()).toBe(0); // not pinged: nothing to judge
    expect(h.stalled).toBe(false);
    vi.advanceTimersByTime(3000);
    h.pong(); // the answer to a ping of the ended stretch, arriving after it
    h.start();
    vi.advanceTimersByTime(100);
    expect(h.longestStall()).toBe(0);
    expect(h.stalled).toBe(false);
    h.stop();
  });

  it('counts no silence while the machine does not run the framework, up to its wall-clock cap', () => {
    // the clock of given time stands still from 200 ms on (the framework is stopped)
    let given = 0;
    const pings: number[] = [];
    let blocked = 0;
    const h = new Heartbeat({ timeoutMs: 1000, capMs: 5000, everyMs: 200, clock: () => Math.min(Date.now(), given), ping: (n) => pings.push(n), blocked: () => blocked++ });
    given = 200;
    h.start();
    vi.advanceTimersByTime(4000);
    expect(blocked).toBe(0);
    expect(h.blocked).toBe(false);
    expect(h.stalled).toBe(false);
    vi.advanceTimersByTime(1200); // 5 s of wall-clock silence beyond the interval
    expect(blocked).toBe(1);
    expect(h.blockedMessage('handling GET /')).toBe("the framework's event loop did not respond for 5.0 s while handling GET /");
    h.stop();
  });
});
