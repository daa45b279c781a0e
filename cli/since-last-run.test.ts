// What moved since the checks last ran here: the lines a run prints after its summary, from
// the verdicts its record keeps (cli/last-run.ts), merged run after run.
import { describe, expect, it } from 'vitest';
import type { CheckResult, Results } from '../runner/results';
import { check, results } from '../conformance-report/src/fixtures/results';
import type { LastRun } from './last-run';
import { mergedVerdicts, sinceLastRun, verdictsOf } from './since-last-run';

const A = 'features/response/res.sendStatus.feature::res.sendStatus(200) sends "OK"';
const B = 'features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body';
const C = 'features/response/res.send.feature::res.send sends';
const D = 'features/request/req.accepts.feature::req.accepts prefers the first type';

function run(checks: CheckResult[], profile: Results['profile'] = '5.x'): Results {
  return { ...results('myfw'), profile, results: checks };
}
const record = (r: Results, adapter: string, at = '2026-11-28T10:00:00.000Z'): LastRun => ({
  kind: 'fw-conformance-last-run',
  version: 1,
  results: '/x/r.json',
  adapter,
  profile: r.profile,
  at,
  verdicts: verdictsOf(r),
});
const NOW = new Date('2026-11-28T10:03:00.000Z');

describe('since the checks last ran here', () => {
  const first = run([check(A, 'passed', []), check(B, 'failed', []), check(C, 'not-implemented', []), check(D, 'passed', [])]);

  it('counts and names what moved: every regression, then the other kinds', () => {
    const now = run([check(A, 'failed', [], { error: 'x' }), check(B, 'passed', []), check(C, 'not-implemented', []), check(D, 'passed', [], { flaky: true })]);
    const text = sinceLastRun(record(first, './a.js'), verdictsOf(now), './a.js', now.profile, NOW);
    expect(text.split('\n')).toEqual([
      'since the checks last ran here (last run 3 min ago): 1 regressed, 1 fixed, 1 flaky',
      `  regressed       passed -> failed             ${A}`,
      `  fixed           failed -> passed             ${B}`,
      `  flaky           passed -> flaky              ${D}`,
      '',
    ]);
  });

  it('says so when no verdict moved, counting the checks of both runs only', () => {
    const subset = run([check(B, 'failed', [])]);
    expect(sinceLastRun(record(first, './a.js'), verdictsOf(subset), './a.js', subset.profile, NOW)).toBe('since the checks last ran here (last run 3 min ago): no verdict changed (1 check)\n');
  });

  it('says nothing without a run of the same adapter and profile on record, or with no check in common', () => {
    const now = run([check(A, 'failed', [])]);
    expect(sinceLastRun(undefined, verdictsOf(now), './a.js', now.profile, NOW)).toBe('');
    expect(sinceLastRun(record(first, './b.js'), verdictsOf(now), './a.js', now.profile, NOW)).toBe('');
    expect(sinceLastRun(record(run(first.results, '4.x'), './a.js'), verdictsOf(now), './a.js', now.profile, NOW)).toBe('');
    expect(sinceLastRun(record(run([check(D, 'passed', [])]), './a.js'), verdictsOf(now), './a.js', now.profile, NOW)).toBe('');
  });

  it('keeps the verdicts of the checks a run did not run, and none for a check that never ran', () => {
    const rerun = run([check(B, 'passed', []), check(C, 'failed', [], { notRun: true, error: 'not run: stopped' })]);
    const merged = mergedVerdicts(record(first, './a.js'), verdictsOf(rerun), './a.js', rerun.profile);
    expect(merged).toEqual({ [A]: 'passed', [B]: 'passed', [C]: 'not-implemented', [D]: 'passed' });
    // A check that never ran now is no regression.
    expect(sinceLastRun(record(first, './a.js'), verdictsOf(rerun), './a.js', rerun.profile, NOW)).toContain(': 1 fixed\n');
    // Another adapter starts afresh.
    expect(mergedVerdicts(record(first, './b.js'), verdictsOf(rerun), './a.js', rerun.profile)).toEqual({ [B]: 'passed' });
  });

  it('lists five of a kind other than regressed, then how many more', () => {
    const ids = Array.from({ length: 8 }, (_, i) => `features/x.feature::check ${i}`);
    const before = run(ids.map((id) => check(id, 'failed', [])));
    const after = run(ids.map((id) => check(id, 'passed', [])));
    const lines = sinceLastRun(record(before, './a.js'), verdictsOf(after), './a.js', after.profile, NOW).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)).toBe(`${' '.repeat(18)}and 3 more`);
  });
});
