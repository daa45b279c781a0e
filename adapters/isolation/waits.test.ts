import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameworkFailure, isNoAnswer } from './failure';
import { MemoryTrend } from './memory-trend';
import type { ToFramework } from './protocol';
import { Starvation, type CpuSample } from './starvation';
import { Waits } from './waits';

/** The waits on a framework whose CPU time and state are moved on by hand, with what it was sent and why it was killed. */
function waitsOn() {
  const proc: CpuSample = { cpuMs: 0, state: 'sleeping' };
  let wall = 0;
  const starvation = new Starvation({ read: () => ({ ...proc }), now: () => wall, paceMs: 100 });
  const sent: ToFramework[] = [];
  const killed: [string, boolean][] = [];
  const waits = new Waits({ timeoutMs: 1000, capMs: 60_000, starvation, memory: new MemoryTrend(1024), post: (m) => sent.push(m), kill: (r, noAnswer) => killed.push([r, noAnswer]) });
  /** `ms` of wall-clock time pass in samples; the framework is in `state` and gets none of the CPU. */
  const pass = (ms: number, state: CpuSample['state']) => {
    proc.state = state;
    for (let t = 0; t < ms; t += 100) {
      wall += 100;
      starvation.sample();
    }
  };
  starvation.sample();
  return { waits, sent, killed, pass };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the waits on a framework', () => {
  it('count the time the machine did not run it only while a wait goes on, once', () => {
    const { waits, pass } = waitsOn();
    pass(2000, 'runnable'); // no wait: not counted
    waits.activities.begin('handling GET /');
    pass(3000, 'runnable');
    pass(100, 'sleeping');
    waits.activities.end('handling GET /');
    expect(waits.takeStarvedMs()).toBe(3000);
    expect(waits.takeStarvedMs()).toBe(0);
  });

  it('ping the framework while a wait goes on, and stop when the last one ends', () => {
    vi.useFakeTimers();
    const { waits, sent } = waitsOn();
    waits.activities.begin('loading the adapter', false);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]); // the load is not watched (it may compile for seconds)
    waits.activities.begin('handling GET /');
    vi.advanceTimersByTime(1000);
    expect(sent.filter((m) => m.t === 'ping').length).toBeGreaterThan(0);
    waits.activities.end('handling GET /');
    waits.activities.end('loading the adapter');
    const count = sent.length;
    vi.advanceTimersByTime(1000);
    expect(sent.length).toBe(count);
  });

  it('fail every wait, with the reason, when the framework is over', async () => {
    const { waits } = waitsOn();
    const call = waits.calls.call({ t: 'close', id: 0 }, [{ activity: 'closing the app', timeoutText: (b) => `closing the app did not finish within ${b} s` }]);
    waits.end('the framework process exited with code 3 while closing the app');
    await expect(call).rejects.toThrow(new FrameworkFailure('the framework process exited with code 3 while closing the app'));
    await expect(call).rejects.toSatisfy((err) => !isNoAnswer(err)); // an exit is no silence
    expect(waits.heartbeat.beating).toBe(false);
  });

  it('fail a wait past its bound as no answer, and kill the framework for it, as data', async () => {
    vi.useFakeTimers();
    const { waits, killed, pass } = waitsOn();
    const call = waits.calls.call({ t: 'close', id: 0 }, [{ activity: 'closing the app', timeoutText: (b) => `closing the app did not finish within ${b} s` }]);
    const failed = expect(call).rejects.toSatisfy((err) => isNoAnswer(err) && (err as Error).message === 'closing the app did not finish within 1 s');
    for (let i = 0; i < 12; i++) {
      pass(100, 'sleeping'); // the framework is given the machine, and answers the pings, but never the call
      waits.heartbeat.pong();
      await vi.advanceTimersByTimeAsync(100);
    }
    await failed;
    expect(killed).toEqual([['closing the app did not finish within 1 s', true]]);
  });
});
