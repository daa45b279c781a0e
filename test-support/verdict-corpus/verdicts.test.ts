// What a run told, read from results made here (no run): each kind of expectation holds on
// the verdict it names and not on a neighbour, and an expectation that needs a mechanism not
// landed is pending when it differs, early when it holds; only a plain difference fails.
import { describe, expect, it } from 'vitest';
import type { CheckResult, Results } from '../../runner/results';
import { variantSchema } from './expectation';
import { failing, judge } from './judge';
import { told } from './verdicts';

const ADVISORY = '@advisory:CWE-538';

function check(name: string, fields: Partial<CheckResult>): CheckResult {
  return { id: `f.feature::${name}`, feature: 'f.feature', name, spec: ['top-level/fw.static', 'static-options/dotfiles'], status: 'passed', tags: [], ...fields };
}

function results(...checks: CheckResult[]): Results {
  return {
    adapter: { name: 'x', version: null, generation: '5.x' },
    profile: '5.x',
    seed: 1,
    summary: { passed: 0, failed: 0, skipped: 0, divergent: 0, notImplemented: 0, notRun: 0, flaky: 0 },
    results: checks,
    coverage: { total: 0, covered: 0, uncovered: [], notApplicable: [] },
  };
}

const served = check('a', { status: 'failed', error: 'Error: the file reached the wire\n    at x (/y.js:1:1)', tags: ['@security', ADVISORY], observation: { kind: 'file', made: true, evidence: 'file' } });
const refused = check('b', { status: 'failed', error: 'Error: expected status 404, got 403', tags: ['@security', ADVISORY], observation: { kind: 'file', made: false } });
const died = check('c', { status: 'failed', error: 'Error: the framework threw an exception nobody caught', tags: ['@security', ADVISORY] });

describe('what a run told of an advisory', () => {
  it('is vulnerable with the kind of its observation', () => {
    expect(told(results(served, refused), { advisory: 'CWE-538', verdict: 'vulnerable', observation: 'file' }).holds).toBe(true);
    expect(told(results(served), { advisory: 'CWE-538', verdict: 'vulnerable', observation: 'death' }).holds).toBe(false);
    expect(told(results(served), { advisory: 'CWE-538', verdict: 'safe' })).toEqual({ got: 'CWE-538 vulnerable (file)', holds: false });
  });

  it('is safe but failing when no observation was made and a check failed; not observed when none observed', () => {
    expect(told(results(refused), { advisory: 'CWE-538', verdict: 'safe-failing' }).holds).toBe(true);
    expect(told(results(refused), { advisory: 'CWE-538', verdict: 'safe' }).holds).toBe(false);
    expect(told(results(died), { advisory: 'CWE-538', verdict: 'not-observed' }).holds).toBe(true);
  });

  it('is not implemented naming the member', () => {
    const lacking = check('d', { status: 'not-implemented', missing: 'fw.static', tags: ['@security', ADVISORY] });
    expect(told(results(lacking), { advisory: 'CWE-538', verdict: 'not-implemented', missing: 'fw.static' }).holds).toBe(true);
    expect(told(results(lacking), { advisory: 'CWE-538', verdict: 'not-implemented', missing: 'res.status' }).holds).toBe(false);
  });

  it('says so when no check of the advisory ran', () => {
    expect(told(results(), { advisory: 'CWE-538', verdict: 'safe' }).holds).toBe(false);
  });
});

describe('what a run told of a check', () => {
  it('holds on the status, the row blamed and the cause, read from the message without its stack', () => {
    expect(told(results(served), { check: 'a', verdict: 'failed', row: 'static-options/dotfiles', cause: 'reached the wire' }).holds).toBe(true);
    expect(told(results(served), { check: 'a', verdict: 'failed', row: 'settings/etag' }).holds).toBe(false);
    expect(told(results(served), { check: 'a', verdict: 'failed', cause: 'y\\.js' }).holds).toBe(false);
    expect(told(results(served), { check: 'a', verdict: 'passed' }).holds).toBe(false);
  });

  it('names the member of a not implemented check and the reason of a skipped one', () => {
    const lacking = check('e', { status: 'not-implemented', missing: 'res.json' });
    const skipped = check('f', { status: 'skipped', reason: 'the scenario uses res.status, which the framework lacks' });
    expect(told(results(lacking), { check: 'e', verdict: 'not-implemented', missing: 'res.json' }).holds).toBe(true);
    expect(told(results(lacking), { check: 'e', verdict: 'not-implemented', missing: 'res.status' }).holds).toBe(false);
    expect(told(results(skipped), { check: 'f', verdict: 'skipped', missing: 'res.status' }).holds).toBe(true);
    expect(told(results(skipped), { check: 'f', verdict: 'skipped', missing: 'res.send' }).holds).toBe(false);
    expect(told(results(), { check: 'f', verdict: 'skipped' }).holds).toBe(false);
  });
});

describe('a variant judged', () => {
  const variant = variantSchema.parse({
    id: 'v',
    change: 'one thing',
    adapter: 'v.cjs',
    profile: '5.x',
    names: ['a'],
    expect: [
      { check: 'a', verdict: 'failed' },
      { check: 'a', verdict: 'passed' },
      { check: 'a', verdict: 'passed', needs: 'census' },
      { check: 'a', verdict: 'failed', needs: 'census' },
    ],
  });

  it('fails on a plain difference only; one that needs a mechanism not landed is pending, or early when it holds', () => {
    const rows = judge(variant, results(served), ['census']);
    expect(rows.map((r) => r.outcome)).toEqual(['ok', 'differs', 'pending', 'early']);
    expect(failing(rows).map((r) => r.expected)).toEqual(['"a": passed']);
  });

  it('asserts what a mechanism needs once it has landed', () => {
    expect(judge(variant, results(served), []).map((r) => r.outcome)).toEqual(['ok', 'differs', 'differs', 'ok']);
  });
});

describe("what a run told of a check's note", () => {
  it('holds when the note names the cause the expectation asks for, not otherwise', () => {
    const crashed = check('d', { status: 'failed', error: 'Error: expected 200, got 500', note: "the framework's own crash: it answered 500 after its own code threw RangeError: x" });
    expect(told(results(crashed), { check: 'd', verdict: 'failed', note: "framework's own crash" }).holds).toBe(true);
    expect(told(results(crashed), { check: 'd', verdict: 'failed', note: "swallowed the app's error" }).holds).toBe(false);
    expect(told(results(check('d', { status: 'failed' })), { check: 'd', verdict: 'failed', note: 'crash' }).holds).toBe(false);
  });
});

