// The orphan guard kills the framework processes a check process started when the check
// process is gone, killed with its whole process group as a CI job is; and only those it
// was not told had ended. It runs the built guard (dist/), as the CLI does.
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { alive } from '../../test-support/process-alive';
import { scaled } from '../../test-support/time-factor';

const GUARD = path.join(PACKAGE_ROOT, 'dist', 'adapters', 'isolation', 'orphan-guard.js');

/** Waits until `pid` has ended: each look 20 ms apart, the bound only for a guard that never acts. */
async function ended(pid: number, boundMs: number): Promise<boolean> {
  for (const until = Date.now() + boundMs; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
    if (!alive(pid)) return true;
  }
  return !alive(pid);
}

/**
 * A check process, in a process group of its own, that starts two "framework processes" (each
 * leading a group of its own, as framework processes do), hands both to its guard, and says
 * the first has ended when asked; then it is killed with its group.
 */
async function checkProcessKilled(removeFirst: boolean): Promise<{ first: number; second: number; guard: number }> {
  const script = `
    const { spawn } = require('node:child_process');
    const { orphanGuard } = require(${JSON.stringify(GUARD)});
    const start = () => spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
    const first = start(), second = start();
    if (!orphanGuard.available()) throw new Error('no guard');
    orphanGuard.add(-first.pid);
    orphanGuard.add(-second.pid);
    if (${removeFirst}) orphanGuard.remove(-first.pid);
    console.log(JSON.stringify({ first: first.pid, second: second.pid, guard: orphanGuard.pid }));
    setInterval(() => {}, 1000);`;
  const check = spawn(process.execPath, ['-e', script], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(check.stdout!, 'data')) as [Buffer];
  const pids = JSON.parse(String(line)) as { first: number; second: number; guard: number };
  process.kill(-check.pid!, 'SIGKILL'); // the check process's whole group, as a CI job's end kills it
  return pids;
}

describe.skipIf(process.platform === 'win32')('the orphan guard', () => {
  it('kills the framework processes of a check process killed with its group', async () => {
    const { first, second, guard } = await checkProcessKilled(false);
    try {
      expect(await ended(guard, scaled(10_000)), 'the guard ends once it has killed them').toBe(true);
      // (a process killed dies when it next runs: on a busy machine, a moment later)
      expect([await ended(first, scaled(10_000)), await ended(second, scaled(10_000))]).toEqual([true, true]);
    } finally {
      for (const pid of [first, second]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('leaves a process it was told had ended (its pid may be another process by then)', async () => {
    const { first, second, guard } = await checkProcessKilled(true);
    try {
      expect(await ended(guard, scaled(10_000))).toBe(true);
      expect(await ended(second, scaled(10_000))).toBe(true);
      expect(alive(first)).toBe(true);
    } finally {
      for (const pid of [first, second]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
