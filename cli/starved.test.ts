// The machine, not the framework, holds the time: a framework the machine does not run for a
// while is judged on what it did (cli/isolation.test.ts: frameworks that misbehave themselves).
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CPU_FROM_PROC } from '../adapters/isolation';
import { runCli } from '../test-support/cli';
import { expectFailedRun, FIRST_CHECK, MISBEHAVING, SLICE } from '../test-support/misbehaving';
import { scaled } from '../test-support/time-factor';

// The framework process is stopped (SIGSTOP) for 7 s, longer than every bound (1 s a wait, 5 s
// the adapter's load), as its module is imported, in serve() and as it handles the first
// request, then continued (SIGCONT). The same framework spending those stretches in a
// synchronous loop fails as a blocked loop does.
describe.runIf(CPU_FROM_PROC)('a framework the machine does not run for a while is judged on what it did', { timeout: scaled(120_000) }, () => {
  const FREEZES = path.join(MISBEHAVING, 'freezes.cjs');
  const BOUNDS = ['--timeout', '1s', '--check-timeout', '40s'];

  /** The one check `args` selects, frozen as `env` says, passes, noting the starvation. */
  async function expectPassesStarved(args: string[], env: Record<string, string>): Promise<void> {
    const r = await runCli(['--adapter', FREEZES, ...args], { reports: ['json'], env });
    expect(r.code, r.output).toBe(0);
    const [check] = r.results!.results;
    expect(check.status, check.error).toBe('passed');
    expect(check.note).toMatch(/^the machine did not run the framework process for \d+\.\d s/);
    expect(check.starvedMs).toBeGreaterThanOrEqual(1000);
  }

  // Side by side: a stopped process takes no CPU, so the three stops overlap; the spinning one
  // after them, alone.
  it.concurrent('stopped longer than every bound, then continued: its checks pass, and the check notes the starvation', async ({ expect }) => {
    const r = await runCli(['--adapter', FREEZES, ...SLICE, ...BOUNDS], { reports: ['json'] });
    expect(r.code, r.output).toBe(0);
    const [first, second] = r.results!.results;
    expect([first.status, second.status]).toEqual(['passed', 'passed']);
    // stopped twice in the first check (serve(), the request): 14 s, less what the clock's sampling misses
    const starved = /^the machine did not run the framework process for (\d+\.\d) s while the check waited on it/.exec(first.note ?? '');
    expect(starved, first.note).not.toBeNull();
    expect(Number(starved![1])).toBeGreaterThan(12);
    expect(first.starvedMs).toBeGreaterThan(12_000);
    expect(second.note).toBeUndefined();
    expect(second.starvedMs).toBeUndefined();
  });

  it.concurrent('stopped for longer than its check\'s bound in all: the check\'s bound counts what the machine gave it too', async () => {
    // 4 s in serve() and 4 s in the request, against a check bound of 5 s (each wait's own bound, 1 s and 5 s, is passed too)
    await expectPassesStarved([...FIRST_CHECK, '--timeout', '1s', '--check-timeout', '5s'], { FWC_TEST_FREEZE_AT: 'serve,request', FWC_TEST_FREEZE_MS: '4000' });
  });

  it.concurrent('stopped as it handles a request on a raw connection: the wait counts what the machine gave it', async () => {
    await expectPassesStarved(['--name', 'pipelined requests are answered in the order sent', '--parallel', '1', '--timeout', '1s'], { FWC_TEST_FREEZE_AT: 'request', FWC_TEST_FREEZE_MS: '3000' });
  });

  it('spinning as long instead: its checks fail as a blocked loop', async () => {
    const r = await runCli(['--adapter', FREEZES, ...SLICE, ...BOUNDS], { reports: ['json', 'junit', 'html', 'markdown'], env: { FWC_TEST_SPIN: '1', FWC_TEST_FREEZE_AT: 'request' } });
    expectFailedRun(r, /^the framework's event loop did not respond for \d+\.\d s while handling GET \/$/, 60_000);
  });
});
