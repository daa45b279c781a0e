import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOUNDS } from '../../run-protocol/bounds';
import { STARVED_WAIT_CAP_MS } from './framework-process';
import { CPU_FROM_PROC, onBound, otherThreadsRunnable, parseStat, procCpuReader, Starvation, type CpuSample } from './starvation';

/** A framework process as the kernel shows it: its state, and CPU time moved on by hand. */
function framework() {
  const proc: CpuSample & { gone?: boolean } = { cpuMs: 0, state: 'sleeping' };
  let wall = 0;
  const s = new Starvation({ read: () => (proc.gone ? undefined : { ...proc }), now: () => wall, paceMs: 100 });
  /** `ms` of wall-clock time pass in samples at the pace; the process uses `share` of it and is in `state`. */
  const pass = (ms: number, state: CpuSample['state'], share = 0) => {
    proc.state = state;
    for (let t = 0; t < ms; t += 100) {
      wall += 100;
      proc.cpuMs += 100 * share;
      s.sample();
    }
  };
  return { s, proc, pass, late: (ms: number) => (wall += ms) };
}

describe('Starvation', () => {
  it('counts the time of a process that sleeps (waits on its own) as given', () => {
    const { s, pass } = framework();
    s.sample();
    const before = s.givenMs();
    pass(3000, 'sleeping');
    expect(s.givenMs() - before).toBe(3000);
  });

  it('counts the time of a process that spins as given: it uses the CPU it waits on', () => {
    const { s, pass } = framework();
    s.sample();
    const before = s.givenMs();
    pass(3000, 'runnable', 1);
    expect(s.givenMs() - before).toBe(3000);
  });

  it('counts the time of a stopped process as not given', () => {
    const { s, pass } = framework();
    s.sample();
    const before = s.givenMs();
    pass(7000, 'stopped');
    expect(s.givenMs() - before).toBe(0);
  });

  it('counts only the CPU a runnable process got, on a machine that runs it a tenth of the time', () => {
    const { s, pass } = framework();
    s.sample();
    const before = s.givenMs();
    pass(10_000, 'runnable', 0.1);
    expect(s.givenMs() - before).toBeCloseTo(1000, 5);
  });

  it('carries CPU time that shows in the next interval (ticks of 10 ms) instead of losing it', () => {
    const { s, proc, pass } = framework();
    s.sample();
    const before = s.givenMs();
    // 90 ms then 110 ms shown for two intervals of 100 ms of spinning
    pass(100, 'runnable', 0.9);
    proc.cpuMs += 20;
    pass(100, 'runnable', 0.9);
    expect(s.givenMs() - before).toBe(200);
    pass(100, 'runnable', 1.1);
    pass(100, 'runnable', 0.9);
    expect(s.givenMs() - before).toBe(400);
  });

  it("counts the time this process was not run (a late sample) as not given, whatever the framework's state", () => {
    const { s, pass, late } = framework();
    s.sample();
    const before = s.givenMs();
    late(2000);
    pass(100, 'sleeping');
    expect(s.givenMs() - before).toBe(100);
  });

  it('reads the process at most once per tick of CPU time, however often it is asked, and still judges the time', () => {
    let wall = 0;
    let reads = 0;
    const s = new Starvation({ read: () => (reads++, { cpuMs: 0, state: 'runnable' }), now: () => wall, paceMs: 100 });
    const before = s.givenMs();
    // asked every ms (a check's waits ask some thirty times in a few ms), starved all along
    for (let t = 0; t < 1000; t++) {
      wall += 1;
      s.givenMs();
    }
    expect(reads).toBe(101);
    expect(s.givenMs() - before).toBe(0);
  });

  it('judges nothing starved where the process cannot be read', () => {
    const { s, proc, pass } = framework();
    proc.gone = true;
    const before = s.givenMs();
    pass(2000, 'stopped');
    expect(s.givenMs() - before).toBe(2000);
  });
});

describe('Bound', () => {
  it('is reached after its time when the framework is run', () => {
    const { s, pass } = framework();
    const b = s.bound(1000, 10_000);
    pass(600, 'sleeping');
    expect(b.remainingMs()).toBe(400);
    pass(400, 'runnable', 1);
    expect(b.remainingMs()).toBe(0);
    expect(b.starvedMs()).toBe(0);
  });

  it('stretches by the time the framework was stopped, and says how long', () => {
    const { s, pass } = framework();
    const b = s.bound(1000, 10_000);
    pass(500, 'sleeping');
    pass(3000, 'stopped');
    expect(b.remainingMs()).toBe(500);
    expect(b.starvedMs()).toBe(3000);
    pass(500, 'sleeping');
    expect(b.remainingMs()).toBe(0);
  });

  it('is reached at its wall-clock cap, however starved the framework', () => {
    const { s, pass } = framework();
    const b = s.bound(1000, 5000);
    pass(4900, 'stopped');
    expect(b.remainingMs()).toBe(100);
    pass(100, 'stopped');
    expect(b.remainingMs()).toBe(0);
  });
});

describe('onBound', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at the bound of a framework that is run, and later by its starvation', () => {
    let state: CpuSample['state'] = 'sleeping';
    const s = new Starvation({ read: () => ({ cpuMs: 0, state }), paceMs: 100 });
    s.start();
    const fired: number[] = [];
    onBound(s.bound(1000, 60_000), () => fired.push(Date.now()));
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1000]);
    onBound(s.bound(1000, 60_000), () => fired.push(Date.now()));
    state = 'stopped';
    vi.advanceTimersByTime(3000);
    state = 'sleeping';
    expect(fired).toEqual([1000]);
    vi.advanceTimersByTime(1000);
    expect(fired).toEqual([1000, 5000]);
    s.stop();
  });

  it('never fires once cancelled', () => {
    const s = new Starvation({ read: () => ({ cpuMs: 0, state: 'sleeping' }) });
    let fired = false;
    const cancel = onBound(s.bound(1000, 60_000), () => (fired = true));
    cancel();
    vi.advanceTimersByTime(2000);
    expect(fired).toBe(false);
  });
});

describe('procCpuReader', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-proc-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  /** A process as /proc shows it: its stat line (all threads' CPU, the main thread's state) and each thread's. */
  const write = (pid: number, cpuTicks: number, threads: Record<number, string>) => {
    fs.mkdirSync(path.join(root, String(pid), 'task'), { recursive: true });
    const line = (state: string, ticks: number) => `${pid} (deno) ${state} 1 1 1 0 -1 0 0 0 0 0 ${ticks} 0 0 0 20 0 9 0 1 1 1`;
    fs.writeFileSync(path.join(root, String(pid), 'stat'), line(threads[pid], cpuTicks));
    for (const [tid, state] of Object.entries(threads)) {
      fs.mkdirSync(path.join(root, String(pid), 'task', tid), { recursive: true });
      fs.writeFileSync(path.join(root, String(pid), 'task', tid, 'stat'), line(state, 0));
    }
  };

  it('reads a process whose main thread sleeps while another of its threads waits for a CPU as runnable: starved, not given', () => {
    // Deno loading a module: the main thread parked, a helper thread runnable, no CPU given.
    write(41, 30, { 41: 'S', 42: 'R', 43: 'S' });
    const read = procCpuReader(() => 41, () => undefined, root);
    expect(read()).toEqual({ cpuMs: 300, state: 'runnable' });
    let wall = 0;
    const s = new Starvation({ read, now: () => wall, paceMs: 100 });
    s.sample();
    for (let t = 0; t < 3000; t += 100) {
      wall += 100;
      s.sample();
    }
    expect(s.givenMs()).toBe(0);
    // Every thread asleep: it waits on something of its own, and its time is given.
    write(41, 30, { 41: 'S', 42: 'S', 43: 'S' });
    expect(read()).toEqual({ cpuMs: 300, state: 'sleeping' });
  });

  it("reads the framework thread's state, and the other threads' (the relaying main thread's included) when it sleeps", () => {
    write(51, 10, { 51: 'S', 52: 'S', 53: 'R' });
    expect(procCpuReader(() => 51, () => 53, root)()?.state).toBe('runnable');
    write(51, 10, { 51: 'R', 52: 'S', 53: 'S' });
    expect(procCpuReader(() => 51, () => 53, root)()?.state).toBe('runnable');
    write(51, 10, { 51: 'S', 52: 'S', 53: 'S' });
    expect(procCpuReader(() => 51, () => 53, root)()?.state).toBe('sleeping');
    write(51, 10, { 51: 'R', 52: 'T', 53: 'T' });
    expect(procCpuReader(() => 51, () => 53, root)()?.state, 'a stopped framework thread is stopped').toBe('stopped');
  });
});

describe('parseStat', () => {
  it("reads the state and the CPU time (ticks of 10 ms) of a line of /proc/<pid>/stat, whatever the command's name", () => {
    const line = '4242 (node (fw) x) R 1 4242 4242 0 -1 4194560 1234 0 0 0 250 30 0 0 20 0 11 0 100 1000000 5000 18446744073709551615';
    expect(parseStat(line)).toEqual({ cpuMs: 2800, state: 'runnable' });
    expect(parseStat(line.replace(') R ', ') T '))?.state).toBe('stopped');
    expect(parseStat(line.replace(') R ', ') S '))?.state).toBe('sleeping');
    // waiting for the disk: the machine's wait, judged by the CPU it used, as a wait for a CPU is
    expect(parseStat(line.replace(') R ', ') D '))?.state).toBe('runnable');
  });

  it.runIf(CPU_FROM_PROC)('reads its own process', () => {
    const s = procCpuReader(() => process.pid)();
    expect(s?.state).toBe('runnable');
    expect(s!.cpuMs).toBeGreaterThan(0);
  });

  it.runIf(CPU_FROM_PROC)('tells a thread at work beside the main thread from threads that sleep', async () => {
    const { spawn } = await import('node:child_process');
    /** A node process whose main thread sleeps, with a worker thread that spins or sleeps too. */
    const start = (spins: boolean) =>
      spawn(process.execPath, ['-e', `new (require('node:worker_threads').Worker)(${JSON.stringify(spins ? 'for(;;);' : 'setInterval(() => {}, 1000)')}, { eval: true }); setInterval(() => {}, 1000)`], {
        stdio: 'ignore',
      });
    /** Whether a look within 3 s finds a runnable thread beside the main one. */
    const seen = async (pid: number) => {
      for (let i = 0; i < 60; i++) {
        if (otherThreadsRunnable(pid)) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    /** Whether a look within 60 s finds no thread beside the main one runnable. */
    const settles = async (pid: number) => {
      for (let i = 0; i < 1200; i++) {
        if (!otherThreadsRunnable(pid)) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    /** Whether a look within 60 s reads the process in this state. */
    const reads = async (pid: number, state: CpuSample['state']) => {
      for (let i = 0; i < 1200; i++) {
        if (procCpuReader(() => pid)()?.state === state) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    const spinning = start(true);
    const sleeping = start(false);
    try {
      expect(await seen(spinning.pid!)).toBe(true);
      // The process reads runnable though its main thread sleeps: its work is on the worker.
      expect(procCpuReader(() => spinning.pid)()!.state).toBe('runnable');
      // Once its start-up is done (on a busy machine its helper threads wait for the CPU a while): none runnable.
      expect(await settles(sleeping.pid!)).toBe(true);
      expect(await reads(sleeping.pid!, 'sleeping')).toBe(true);
    } finally {
      spinning.kill('SIGKILL');
      sleeping.kill('SIGKILL');
    }
  });

  it.runIf(CPU_FROM_PROC)("reads the framework thread's state where the framework runs in one, and counts it out of the other threads", async () => {
    const { spawn } = await import('node:child_process');
    // A process whose main thread sleeps (the relay of framework-host.ts) and whose worker spins.
    const child = spawn(
      process.execPath,
      ['-e', `new (require('node:worker_threads').Worker)("console.log(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()); for(;;);", { eval: true }); setInterval(() => {}, 1000)`],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      const tid = Number(await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
      const pid = child.pid!;
      const framework = procCpuReader(() => pid, () => tid);
      const states = new Set<string>();
      for (let i = 0; i < 30 && !states.has('runnable'); i++) {
        states.add(framework()!.state);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(states.has('runnable'), 'the spinning thread is seen at work').toBe(true);
      // (on a loaded machine the main thread may still be finishing its start, and a helper
      // thread of V8's may be at work a moment: each is looked at until it is seen at rest)
      const seen = async (at: () => boolean) => {
        for (let i = 0; i < 100 && !at(); i++) await new Promise((r) => setTimeout(r, 50));
        return at();
      };
      expect(await seen(() => parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'latin1'))!.state === 'sleeping'), 'the main thread is seen asleep').toBe(true);
      expect(await seen(() => !otherThreadsRunnable(pid, tid)), 'the framework thread is not another thread').toBe(true);
      // A thread that is gone (between two framework threads): the process's sample, runnable
      // while a thread of it is.
      expect(procCpuReader(() => pid, () => 999_999_999)()?.state).toBe('runnable');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it("caps a starved wait, when no --check-timeout is given, at the default one", () => {
    expect(STARVED_WAIT_CAP_MS).toBe(DEFAULT_BOUNDS.checkTimeoutMs);
  });
});
