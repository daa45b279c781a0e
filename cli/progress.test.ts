// The progress a run prints as it goes counts each check where the run's summary will.
import { describe, expect, it } from 'vitest';
import { Progress } from './progress';
import type { CheckResult, Summary } from '../runner/results';

function progress() {
  const lines: string[] = [];
  const out = { isTTY: false, write: (t: string) => lines.push(t) } as unknown as NodeJS.WriteStream;
  return { p: new Progress(out, false), text: () => lines.join('') };
}

const check = (name: string, status: CheckResult['status'], more: Partial<CheckResult> = {}): CheckResult =>
  ({ id: `features/a.feature::${name}`, feature: 'features/a.feature', name, spec: [], status, durationMs: 1, tags: [], line: 1, ...more }) as unknown as CheckResult;

describe('Progress', () => {
  it("counts an oracle's known divergence apart from the failures, in the summary's words", () => {
    const { p, text } = progress();
    const feed = (r: CheckResult, counted: keyof Summary, times: number) => {
      for (let i = 0; i < times; i++) p.onResult(r, counted);
    };
    feed(check('diverges', 'failed', { divergence: true }), 'divergent', 3);
    feed(check('fails', 'failed'), 'failed', 1);
    feed(check('passes', 'passed'), 'passed', 196);
    expect(text()).toContain('  KNOWN DIVERGENCE features/a.feature::diverges\n');
    expect(text()).not.toContain('FAIL (tagged @divergence)');
    expect(text()).toContain('  FAIL features/a.feature::fails\n');
    expect(text()).toContain('  200 checks: 196 passed, 1 failed, 0 skipped, 3 known divergences\n');
  });

  it("says a tagged check that failed for a framework that is not the oracle is a failure", () => {
    const { p, text } = progress();
    p.onResult(check('diverges', 'failed', { divergence: true }), 'failed');
    expect(text()).toBe('  FAIL (tagged @divergence) features/a.feature::diverges\n');
  });
});
