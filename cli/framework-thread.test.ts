// A crash costs a fresh framework thread, not a fresh process (adapters/isolation/framework-host.ts):
// on Node, a process that replaces one whose framework threw runs the framework in a thread; a
// framework that throws there is ended with its thread, and the next check gets the adapter
// loaded afresh in a fresh thread of the same process. Where a thread does not mend it (a
// native addon was loaded, processes were started, the framework runs on the main thread), the
// next check gets a fresh process, as before. The test adapter writes where
// each of its loads ran (cli/test-adapters/misbehaving/throws-and-records.cjs).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { slots } from '../test-support/slots';
import { CPU_FROM_PROC } from '../adapters/isolation';
import { scaled } from '../test-support/time-factor';
import { alive } from '../test-support/process-alive';

const ADAPTER = path.join(__dirname, 'test-adapters', 'misbehaving', 'throws-and-records.cjs');
// Three checks in one check process: each throws, so each after the first needs a fresh framework.
const SLICE = ['--name', '^res\\.sendStatus\\(20[014]\\)', '--parallel', '1'];
const inSlot = slots(2);

interface Load {
  pid: number;
  thread: number;
  loads: number;
  sleeper?: number;
}

/** Runs the three checks; every one fails with the crash; the loads of the adapter, in order. */
async function loadsOfARun(env: Record<string, string>): Promise<Load[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-loads-'));
  const file = path.join(dir, 'loads');
  try {
    const r = await inSlot(() => runCli(['--adapter', ADAPTER, ...SLICE], { reports: ['json'], env: { FWC_FRAMEWORK_THREAD: '', ...env, FWC_TEST_LOADS: file } }));
    expect(r.code, r.output).toBe(1);
    const checks = r.results!.results;
    expect(checks.map((c) => c.status)).toEqual(['failed', 'failed', 'failed']);
    for (const c of checks) expect(c.error).toMatch(/^the framework threw an exception nobody caught while handling GET \/:\nError: thrown from a timer/);
    return fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [pid, thread, loads, sleeper] = line.split(' ').map(Number);
        return { pid, thread, loads, sleeper };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}


/** Each load in a process of its own: the three checks' and the spare's that follows a replacement process. */
function expectAProcessEach(loads: Load[]): void {
  expect(loads.length).toBeGreaterThanOrEqual(3);
  expect(new Set(loads.map((l) => l.pid)).size).toBe(loads.length);
}

describe('what a crash costs', { timeout: scaled(120_000) }, () => {
  it.concurrent('after the first crash, a fresh framework thread in the same process, with the adapter loaded afresh', async ({ expect }) => {
    const loads = await loadsOfARun({});
    // The first check ran on the main thread of the first process, as every check of a framework
    // that never throws does; its crash cost a process, which runs the framework in a thread.
    expect(loads[0].thread).toBe(0);
    const byPid = new Map<number, Load[]>();
    for (const l of loads.slice(1)) byPid.set(l.pid, [...(byPid.get(l.pid) ?? []), l]);
    // That process ran the second and the third check, each on a thread of its own with the
    // module loaded afresh (and may have started the next after the third threw; beside it, the
    // spare process started after a replacement: unused).
    const replacement = [...byPid.values()].find((ls) => ls.length > 1) ?? [];
    expect(replacement.length, JSON.stringify(loads)).toBeGreaterThanOrEqual(2);
    expect(replacement.every((l) => l.loads === 1)).toBe(true);
    expect(new Set(replacement.map((l) => l.thread)).size).toBe(replacement.length);
    expect(replacement.every((l) => l.thread !== 0)).toBe(true);
    expect(byPid.size, 'the replacement and its spare').toBe(2);
  });

  it.concurrent('a fresh process once the framework has tried to load a native addon', async ({ expect }) => {
    const loads = await loadsOfARun({ FWC_TEST_NATIVE: '1' });
    expectAProcessEach(loads);
  });

  it.runIf(CPU_FROM_PROC)('a fresh process once the framework has started a process, which ends with it', async ({ expect }) => {
    const loads = await loadsOfARun({ FWC_TEST_SPAWN: '1' });
    expectAProcessEach(loads);
    expect(loads.filter((l) => l.sleeper !== undefined && alive(l.sleeper))).toEqual([]);
  });

  it.concurrent('a fresh process where the framework runs on the main thread (FWC_FRAMEWORK_THREAD=0)', async ({ expect }) => {
    const loads = await loadsOfARun({ FWC_FRAMEWORK_THREAD: '0' });
    expectAProcessEach(loads);
    expect(loads.every((l) => l.thread === 0)).toBe(true);
  });
});
