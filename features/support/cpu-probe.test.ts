// The cost checks' probe on a scripted clock: the process's CPU and wall time advance as a
// scenario says (a steady helper, a request's work, work left running after the answer), and
// each GET /__cpu answers what the request before it cost.
import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PROBE, measuringMiddleware } from './cpu-probe';

const SETTLE_MS = 2000;

/** The middleware in a process whose CPU runs at `pace` ms per ms on its own, plus what the script adds. */
function processAt(pace: number) {
  let cpu = 0; // ms
  let now = 1_000_000; // ms
  let timer: (() => void) | undefined;
  let extra: number[] = []; // CPU of the request's leftover work, per 10 ms step to come
  let handler!: (req: { url: string }, res: { end(s: string): void }, next: () => void) => void;
  const fakeProcess = { pid: 1, cpuUsage: (prev?: { user: number; system: number }) => ({ user: cpu * 1000 - (prev ? prev.user + prev.system : 0), system: 0 }) };
  // No /proc here: no thread is seen at work (as on macOS and Windows).
  const fakeRequire = () => {
    throw new Error('no fs');
  };
  vm.runInNewContext(measuringMiddleware(SETTLE_MS), {
    app: { use: (fn: typeof handler) => (handler = fn) },
    process: fakeProcess,
    Date: { now: () => now },
    setTimeout: (fn: () => void) => (timer = fn),
    require: fakeRequire,
  });
  const pass = (ms: number, work = 0) => {
    now += ms;
    cpu += pace * ms + work;
  };
  return {
    /** A request that costs `work` ms of CPU over `ms` of wall time, and leaves `after` (ms per step) running. */
    request(work: number, ms = 5, after: number[] = []) {
      pass(ms, work);
      extra = after;
    },
    /** GET /__cpu: its answer, and how long it waited. */
    probe(): { cost: number; waited: number } {
      let answer: string | undefined;
      const start = now;
      handler({ url: PROBE }, { end: (s) => (answer = s) }, () => undefined);
      while (answer === undefined) {
        const fire = timer!;
        timer = undefined;
        pass(10, extra.shift() ?? 0);
        fire();
      }
      return { cost: Number(answer), waited: now - start };
    },
  };
}

describe('the CPU probe', () => {
  it('answers what a request cost a process at rest, at once', () => {
    const p = processAt(0);
    p.probe();
    p.request(3);
    const { cost, waited } = p.probe();
    expect(cost).toBeCloseTo(3, 5);
    expect(waited).toBe(10);
  });

  it('waits for the work a request left running, and counts it to the request', () => {
    const p = processAt(0);
    p.probe();
    p.request(3, 5, [8, 8, 8, 8]);
    const { cost, waited } = p.probe();
    expect(cost).toBeCloseTo(3 + 32, 5);
    expect(waited).toBe(50);
  });

  it('takes a steady helper\'s pace away: a request costs what it costs, whatever the helper spends', () => {
    // 0.2 ms per ms: 2 ms in every 10 ms step, never "quiet" by the tenth of a core
    const p = processAt(0.2);
    const first = p.probe();
    expect(first.waited).toBeGreaterThanOrEqual(100);
    expect(first.waited).toBeLessThan(SETTLE_MS);
    for (const work of [3, 3, 300, 300]) {
      p.request(work, 40);
      const { cost, waited } = p.probe();
      // Before the pace was learnt, each probe waited out the 2 s and counted the helper's
      // 400 ms to the request: 403 ms for an ordinary request, 703 for a costly one.
      expect(cost).toBeCloseTo(work, 5);
      expect(waited).toBe(10);
    }
  });

  it('with a helper, still waits for the work a request left running', () => {
    const p = processAt(0.2);
    p.probe();
    p.request(3, 5, [8, 8, 8]);
    const { cost, waited } = p.probe();
    expect(cost).toBeCloseTo(3 + 24, 5);
    expect(waited).toBe(40);
  });
});
