// A framework broken everywhere does not hold CI for the run's whole bound: the run stops
// after --max-failures failed checks, or when the framework has not answered in the last
// --bail-after-timeouts checks (5 by default); the rest fail as not run, saying why, and
// every report is written.
import * as path from 'node:path';
import { describe, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

// Every request reaches a middleware that never answers.
const HANGS = path.join(__dirname, 'test-adapters', 'hangs.cjs');
// 21 checks, one after the other.
const SELECTION = ['--name', '^res\\.sendStatus\\(', '--parallel', '1', '--timeout', '1s'];
const REPORTS = ['json', 'junit', 'html', 'markdown'] as const;

describe.concurrent('a run stops early', { timeout: scaled(60_000) }, () => {
  it('when the framework has not answered in 5 checks in a row (by default)', async ({ expect }) => {
    const r = await runCli(['--adapter', HANGS, ...SELECTION], { reports: [...REPORTS] });
    expect(r.code, r.output).toBe(1);
    expect(r.written).toEqual({ json: true, junit: true, html: true, markdown: true });
    const checks = r.results!.results;
    expect(checks).toHaveLength(21);
    const ran = checks.filter((c) => !c.error?.startsWith('not run: '));
    expect(ran.map((c) => c.error?.split(' ')[0])).toEqual(['no', 'no', 'no', 'no', 'no']);
    for (const c of checks.filter((x) => !ran.includes(x))) {
      expect(c.status).toBe('failed');
      expect(c.error).toContain('not run: the run stopped because the framework did not answer in 5 checks in a row');
    }
    expect(r.stdout).toContain('16 checks not run: the run stopped because the framework did not answer in 5 checks in a row');
    // Said once, on each stream: not a line for each check left.
    expect(r.stdout.match(/not run: the run stopped/g)).toHaveLength(1);
    expect(r.stderr.match(/not run: the run stopped/g)).toHaveLength(1);
  });

  it('after --max-failures failed checks; --bail-after-timeouts 0 never stops for timeouts', async ({ expect }) => {
    const r = await runCli(['--adapter', HANGS, ...SELECTION, '--max-failures', '7', '--bail-after-timeouts', '0'], { reports: ['json'] });
    expect(r.code, r.output).toBe(1);
    const errors = r.results!.results.map((c) => c.error ?? '');
    expect(errors.filter((e) => e.startsWith('no response within 1000 ms'))).toHaveLength(7);
    expect(errors.filter((e) => e === 'not run: the run stopped after 7 failed checks (--max-failures 7)')).toHaveLength(14);
  });
});
