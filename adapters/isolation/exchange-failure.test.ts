import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEATH_GRACE_MS, exchangeFailure } from './exchange-failure';
import { FrameworkFailure, isNoAnswer } from './failure';

function timeout(): Error {
  const err = new Error('no answer within 1 s');
  err.name = 'TimeoutError';
  return err;
}

/** A framework process as the judgement sees it: alive, its loop answering, unless told otherwise. */
function framework(state: { blocked?: boolean; stalled?: boolean } = {}) {
  const f = {
    gone: undefined as FrameworkFailure | undefined,
    killed: [] as string[],
    death: () => f.gone,
    kill: (reason: string, noAnswer: true) => {
      f.killed.push(reason);
      f.gone ??= new FrameworkFailure(reason, noAnswer);
    },
    heartbeat: {
      blocked: state.blocked ?? false,
      stalled: state.stalled ?? false,
      blockedMessage: (a: string) => `the framework's event loop did not respond for 1.0 s while ${a}`,
      afterStall: (a: string, m: string) => `the framework's event loop stalled for 2.3 s while ${a} (a long garbage collection, or a synchronous loop); then: ${m}`,
    },
  };
  return f;
}

describe('exchangeFailure', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets the exit explain a reset socket when it comes within the grace after the socket's error", async () => {
    const f = framework();
    const judged = exchangeFailure(new Error('socket hang up'), 'handling GET /', f);
    await vi.advanceTimersByTimeAsync(DEATH_GRACE_MS - 1);
    f.gone = new FrameworkFailure("the framework's process exited with code 0 while handling GET /"); // the exit, arriving after the error
    await vi.advanceTimersByTimeAsync(1);
    expect(await judged).toEqual(new FrameworkFailure("the framework's process exited with code 0 while handling GET /"));
    expect(isNoAnswer(await judged)).toBe(false); // a death is an answer of a kind: not what --bail-after-timeouts counts
  });

  it("keeps the socket's own error when the process lives on past the grace", async () => {
    const f = framework();
    const err = new Error('socket hang up');
    let settled = false;
    const judged = exchangeFailure(err, 'handling GET /', f).then((e) => ((settled = true), e));
    await vi.advanceTimersByTimeAsync(DEATH_GRACE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await judged).toBe(err);
    f.gone = new FrameworkFailure('exited later'); // too late to be the cause
    expect(await judged).toBe(err);
  });

  it('names a death that came first at once, without waiting', async () => {
    const f = framework();
    f.gone = new FrameworkFailure('the framework threw an exception nobody caught while handling GET /');
    let settled = false;
    const judged = exchangeFailure(new Error('socket hang up'), 'handling GET /', f).then((e) => ((settled = true), e));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect((await judged).message).toBe('the framework threw an exception nobody caught while handling GET /');
  });

  it('puts a timeout down to a blocked loop, and kills the process for it', async () => {
    const f = framework({ blocked: true });
    const judged = await exchangeFailure(timeout(), 'handling GET /', f);
    expect(judged).toEqual(new FrameworkFailure("the framework's event loop did not respond for 1.0 s while handling GET /", true));
    expect(isNoAnswer(judged)).toBe(true);
    expect(f.killed).toEqual(["the framework's event loop did not respond for 1.0 s while handling GET /"]);
  });

  it('leads a timeout after a stall with the stall, and kills nothing', async () => {
    const f = framework({ stalled: true });
    const judged = await exchangeFailure(timeout(), 'handling GET /', f);
    expect(judged.message).toBe("the framework's event loop stalled for 2.3 s while handling GET / (a long garbage collection, or a synchronous loop); then: no answer within 1 s");
    expect(isNoAnswer(judged)).toBe(true);
    expect(f.killed).toEqual([]);
  });

  it("keeps a timeout's own error when the loop answered all along, and a socket error's even after a stall", async () => {
    const err = timeout();
    expect(await exchangeFailure(err, 'handling GET /', framework())).toBe(err);
    const reset = new Error('socket hang up');
    const judged = exchangeFailure(reset, 'handling GET /', framework({ stalled: true, blocked: true }));
    await vi.advanceTimersByTimeAsync(DEATH_GRACE_MS);
    expect(await judged).toBe(reset);
  });
});
