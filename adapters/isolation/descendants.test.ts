import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAN_WALK, Descendants, descendantsIn, ENV_MARK, parseStat } from './descendants';

describe('parseStat', () => {
  it('reads the parent and start time after a name that holds spaces and parentheses', () => {
    const fields = ['S', '41', ...Array(17).fill('0'), '987654'];
    expect(parseStat(`42 (a (b) c) ${fields.join(' ')} 1 2 3`)).toEqual({ pid: 42, ppid: 41, start: '987654' });
  });

  it('leaves out a process that ended and waits to be reaped', () => {
    expect(parseStat(`42 (sleep) Z 1 ${Array(18).fill('0').join(' ')}`)).toBeUndefined();
  });
});

describe('descendantsIn', () => {
  it('finds children, grandchildren and nothing else', () => {
    const table = [
      { pid: 10, ppid: 1, start: 'a' },
      { pid: 11, ppid: 10, start: 'b' },
      { pid: 12, ppid: 11, start: 'c' },
      { pid: 20, ppid: 1, start: 'd' },
    ];
    expect(descendantsIn(table, new Set([10])).map((e) => e.pid)).toEqual([11, 12]);
  });
});

function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe.runIf(CAN_WALK)('Descendants', () => {
  it('kills what a process started, detached or not, after that process ended', async () => {
    const mark = `test-${process.pid}-${Date.now()}`;
    // A stand-in for a framework process: two detached sleeps, one of them with an environment
    // of its own (found only by looking while its parent lives), and a third left behind by a
    // shell that ends at once (found only by the mark in its environment).
    const script = `
      const { spawn, spawnSync } = require('node:child_process');
      const a = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
      const b = spawn('sleep', ['60'], { detached: true, stdio: 'ignore', env: { PATH: process.env.PATH } });
      const c = spawnSync('sh', ['-c', 'setsid sleep 60 >/dev/null 2>&1 </dev/null & echo $!'], { encoding: 'utf8' }).stdout.trim();
      console.log([a.pid, b.pid, c].join(' '));
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['-e', script], { env: { ...process.env, [ENV_MARK]: mark }, stdio: ['ignore', 'pipe', 'inherit'] });
    const pids = await new Promise<number[]>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString().trim().split(' ').map(Number))));
    const d = new Descendants(() => parent.pid, mark);
    d.look();
    expect(d.seen).toBe(2); // the two still its children; the orphan's parent is init already
    parent.kill('SIGKILL');
    await new Promise((r) => parent.once('exit', r));
    expect(pids.filter(running)).toEqual(pids);
    d.killAll();
    await until(() => !pids.some(running));
    expect(pids.filter(running)).toEqual([]);
  });

  it('never takes a process older than the framework process for one it started, whatever its environment', async () => {
    const mark = `test-${process.pid}-${Date.now()}-older`;
    // Older than the stand-in framework process, with its mark: started by someone else.
    const older = spawn('sleep', ['60'], { env: { ...process.env, [ENV_MARK]: mark }, stdio: 'ignore' });
    // Clock ticks since boot are the unit of a start time: the parent starts a tick later at least.
    await new Promise((r) => setTimeout(r, 50));
    const parent = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { env: { ...process.env, [ENV_MARK]: mark }, stdio: 'ignore' });
    await until(() => running(parent.pid!));
    const ended = new Promise<NodeJS.Signals | null>((resolve) => older.once('exit', (_code, signal) => resolve(signal)));
    const d = new Descendants(() => parent.pid, mark);
    d.look();
    parent.kill('SIGKILL');
    await new Promise((r) => parent.once('exit', r));
    d.killAll();
    // The first signal it gets is what ends it: this test's, unless killAll sent one before.
    older.kill('SIGTERM');
    expect(await ended).toBe('SIGTERM');
  });

  it('never kills a process whose pid it remembered once that pid names another process', () => {
    const d = new Descendants(() => undefined, 'no such mark');
    // a remembered process that ended: its pid now holds this test's own process, started at another time
    (d as unknown as { known: Map<number, string> }).known.set(process.pid, 'another start time');
    d.killAll(); // would kill this very process
    expect(running(process.pid)).toBe(true);
  });
});
