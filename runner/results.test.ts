// The counts of a run: each check in exactly one, a check that never ran or passed only on a
// retry apart from failed and passed; and what fails the gate.
import { describe, expect, it } from 'vitest';
import { failsGate, isFlaky, isNotRun, summarize, type CheckResult } from './results';

function check(id: string, status: CheckResult['status'], extra: Partial<CheckResult> = {}): CheckResult {
  return { id, feature: 'features/a.feature', name: id, spec: [], status, tags: [], ...extra };
}

const checks: CheckResult[] = [
  check('passed', 'passed'),
  check('failed', 'failed', { error: 'expected status 200, got 500' }),
  check('stopped', 'failed', { notRun: true, notRunCause: 'max-failures', error: 'not run: the run stopped after 1 failed checks (--max-failures 1)' }),
  check('at the bound', 'failed', { notRun: true, notRunCause: 'run-timeout', error: 'not run: the run reached its bound (--run-timeout) before this check started' }),
  // Results of a version before the flag, which counted it failed: failed still (its words are not read).
  check('before the flag', 'failed', { error: 'not run: the run reached its bound (--run-timeout) before this check started' }),
  check('flaky', 'passed', { flaky: true, attempts: [{ error: 'expected status 200, got 503', durationMs: 4 }] }),
  check('missing', 'not-implemented', { missing: 'res.json' }),
  check('divergent', 'failed', { divergence: true, error: 'expected "json"' }),
  check('skipped', 'skipped', { reason: 'not applicable' }),
];

describe('the counts of a run', () => {
  it('count a check that never ran as not run, and one that passed on a retry as flaky, not failed or passed', () => {
    expect(summarize(checks, false)).toEqual({ passed: 1, failed: 3, skipped: 1, divergent: 0, notImplemented: 1, notRun: 2, flaky: 1 });
    expect(summarize(checks, true)).toEqual({ passed: 1, failed: 2, skipped: 1, divergent: 1, notImplemented: 1, notRun: 2, flaky: 1 });
  });

  it('tell each apart', () => {
    expect(checks.filter(isNotRun).map((c) => c.id)).toEqual(['stopped', 'at the bound']);
    expect(checks.filter(isFlaky).map((c) => c.id)).toEqual(['flaky']);
    // A failed check whose error says "not run", first or further down, ran: only the flag says it did not.
    expect(isNotRun(check('x', 'failed', { error: 'expected "not run: x"' }))).toBe(false);
    expect(isNotRun(check('x', 'failed', { error: 'not run: x' }))).toBe(false);
  });
});

describe('the gate, without a baseline', () => {
  const none = { passed: 3, failed: 0, skipped: 1, divergent: 2, notImplemented: 0, notRun: 0, flaky: 0 };
  it('fails on a failed, not-implemented or not-run check', () => {
    expect(failsGate(none)).toBe(false);
    expect(failsGate({ ...none, failed: 1 })).toBe(true);
    expect(failsGate({ ...none, notImplemented: 1 })).toBe(true);
    expect(failsGate({ ...none, notRun: 1 })).toBe(true);
  });

  it('on a flaky check only with --fail-on-flaky', () => {
    expect(failsGate({ ...none, flaky: 2 })).toBe(false);
    expect(failsGate({ ...none, flaky: 2 }, { failOnFlaky: true })).toBe(true);
    expect(failsGate(none, { failOnFlaky: true })).toBe(false);
  });
});
