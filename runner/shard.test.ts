// Shares of a selection: each check in exactly one, the same whatever order the checks come
// in, and balanced by cost; merge refuses what is not every shard of one run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeShards, MergeError } from './merge';
import { summarize, type CheckResult, type Results } from './results';
import { costOf, parseShard, selectionKey, shares } from './shard';

const TAGS = [['@5.x'], ['@5.x', '@property'], ['@5.x', '@security'], ['@5.x', '@slow']];
const checksArb = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 12 }), tags: fc.constantFrom(...TAGS) }),
  { selector: (c) => c.id, maxLength: 80 },
);

describe('shares', () => {
  it('puts each check in exactly one share, keeping the given order within each', () => {
    fc.assert(
      fc.property(checksArb, fc.integer({ min: 1, max: 7 }), (checks, n) => {
        const cut = shares(checks, n);
        expect(cut).toHaveLength(n);
        expect(cut.flat().map((c) => c.id).sort()).toEqual(checks.map((c) => c.id).sort());
        for (const share of cut) expect(share).toEqual(checks.filter((c) => share.includes(c)));
      }),
    );
  });

  it('cuts the same shares whatever order the checks come in', () => {
    fc.assert(
      fc.property(checksArb, fc.integer({ min: 1, max: 5 }), fc.integer(), (checks, n, seed) => {
        const shuffled = [...checks].sort((a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 31 + seed) % 7));
        const ids = (cs: typeof checks) => shares(cs, n).map((s) => s.map((c) => c.id).sort());
        expect(ids(shuffled)).toEqual(ids(checks));
      }),
    );
  });

  it('balances cost: no share is dearer than the cheapest by more than the dearest check', () => {
    fc.assert(
      fc.property(checksArb, fc.integer({ min: 1, max: 5 }), (checks, n) => {
        const loads = shares(checks, n).map((s) => s.reduce((t, c) => t + costOf(c.tags), 0));
        const dearest = Math.max(0, ...checks.map((c) => costOf(c.tags)));
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(dearest);
      }),
    );
  });

  it('spreads properties over the shares rather than counting checks', () => {
    const checks = [
      ...Array.from({ length: 4 }, (_, i) => ({ id: `p${i}`, tags: ['@property'] })),
      ...Array.from({ length: 100 }, (_, i) => ({ id: `c${String(i).padStart(3, '0')}`, tags: [] })),
    ];
    const cut = shares(checks, 2);
    expect(cut.map((s) => s.filter((c) => c.id.startsWith('p')).length)).toEqual([2, 2]);
    expect(cut.map((s) => s.length)).toEqual([52, 52]);
  });

  it('reads i/n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/3', '4/3', '1/0', '1', 'a/b', '1/3/4', '-1/3']) expect(() => parseShard(bad), bad).toThrow(/--shard takes <i>\/<n>/);
  });
});

function check(id: string, status: CheckResult['status'] = 'passed'): CheckResult {
  return { id, feature: `features/a/${id}.feature`, name: id, spec: ['area/row'], status, durationMs: 1, tags: ['@5.x'], line: 1 };
}

function shardRun(index: number, count: number, checks: CheckResult[], all: string[]): Results {
  const summary = summarize(checks, false);
  return {
    adapter: { name: 'fw', version: null, interfaceVersion: null, generation: '5.x' },
    profile: '5.x',
    startedAt: '2026-11-26T12:00:00.000Z',
    durationMs: 10,
    seed: 1,
    summary,
    results: checks,
    coverage: { total: 0, covered: 0, uncovered: [], notApplicable: [] },
    selection: { ids: checks.map((c) => c.id), ofTotal: all.length },
    shard: { index, count, checks: all.length, key: selectionKey(all) },
  };
}

describe('mergeShards', () => {
  const all = ['a', 'b', 'c'];
  const runs = [
    { file: 'one.json', results: shardRun(1, 3, [check('a')], all) },
    { file: 'two.json', results: shardRun(2, 3, [check('b', 'failed')], all) },
    { file: 'three.json', results: shardRun(3, 3, [check('c')], all) },
  ];

  it('adds the not-run and flaky counts of the shards, and takes an older shard without them as 0', () => {
    const notRun = check('b', 'failed');
    notRun.notRun = true;
    notRun.error = 'not run: the run was stopped at its bound (--run-timeout)';
    const flaky = { ...check('c'), flaky: true, attempts: [{ error: 'expected status 200, got 503' }] };
    const older = shardRun(1, 3, [check('a')], all);
    delete (older.summary as Partial<Results['summary']>).notRun;
    delete (older.summary as Partial<Results['summary']>).flaky;
    const merged = mergeShards([
      { file: 'one.json', results: older },
      { file: 'two.json', results: shardRun(2, 3, [notRun], all) },
      { file: 'three.json', results: shardRun(3, 3, [flaky], all) },
    ]);
    expect(merged.summary).toEqual({ passed: 1, failed: 0, skipped: 0, divergent: 0, notImplemented: 0, notRun: 1, flaky: 1 });
  });

  it('gives the checks and summary of the whole selection', () => {
    const merged = mergeShards([runs[2], runs[0], runs[1]]);
    expect(merged.results.map((c) => [c.id, c.status])).toEqual([['a', 'passed'], ['b', 'failed'], ['c', 'passed']]);
    expect(merged.summary).toEqual({ passed: 2, failed: 1, skipped: 0, divergent: 0, notImplemented: 0, notRun: 0, flaky: 0 });
    expect(merged.shard).toBeUndefined();
    expect(merged.selection).toBeUndefined();
  });

  it('names a missing shard, a repeated one, and a shard of another run', () => {
    expect(() => mergeShards([runs[0], runs[2]])).toThrow(new MergeError('shard 2/3 missing: a merge needs every shard of the run (given: 1/3, 3/3)'));
    expect(() => mergeShards([...runs, { ...runs[1], file: 'two-again.json' }])).toThrow(/shard 2\/3 is given twice: two.json and two-again.json/);
    const other = { file: 'other.json', results: { ...runs[1].results, shard: { ...runs[1].results.shard!, key: selectionKey(['x']) } } };
    expect(() => mergeShards([runs[0], other, runs[2]])).toThrow(/other.json is not a shard of the same run as one.json/);
    const lost = { file: 'lost.json', results: { ...runs[1].results, results: [] } };
    expect(() => mergeShards([runs[0], lost, runs[2]])).toThrow(/hold 2 checks, but the run selected 3/);
  });

  it('merges a shard that selected no check, whose adapter was never loaded (named by its path)', () => {
    const few = ['a'];
    const empty = { file: 'empty.json', results: { ...shardRun(1, 2, [], few), adapter: { name: './fw.cjs', version: null, interfaceVersion: null, generation: '5.x' as const } } };
    const full = { file: 'full.json', results: { ...shardRun(2, 2, [check('a')], few), runtime: { name: 'node', version: '22.0.0' } } };
    const merged = mergeShards([empty, full]);
    expect(merged.adapter.name).toBe('fw');
    expect(merged.runtime).toEqual({ name: 'node', version: '22.0.0' });
    expect(merged.results.map((c) => c.id)).toEqual(['a']);
    // Two shards that both ran checks still must be of one adapter.
    const other = { file: 'other.json', results: { ...shardRun(1, 2, [check('b')], ['a', 'b']), adapter: { ...full.results.adapter, name: 'other' } } };
    expect(() => mergeShards([other, { ...full, results: { ...full.results, shard: { ...full.results.shard!, key: selectionKey(['a', 'b']), checks: 2 } } }])).toThrow(/not a shard of the same run/);
  });
});
