// The project's own CI runs every property with five times the default number of
// runs against the reference, in both current generations: --num-runs reaches every
// property (a property's runsFactor scales it), so this is a deeper search, not the same one.
import { describe, expect, it } from 'vitest';
import { DEFAULT_NUM_RUNS } from '../../run-protocol/run-config';
import { runChecks } from '../../test-support/cli';
import { scaled } from '../../test-support/time-factor';

const NUM_RUNS = 5 * DEFAULT_NUM_RUNS;

describe(`properties with --num-runs ${NUM_RUNS}`, () => {
  it.each(['5.x', '4.x'])('every property holds on the reference, profile %s', async (profile) => {
    const args = ['--adapter', 'reference', '--profile', profile, '--tags', '@property', '--num-runs', String(NUM_RUNS)];
    const { code, results } = await runChecks([...args, '--parallel', '2', '--quiet'], { timeoutMs: 170_000 });
    const failed = results.results.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.error?.split('\n')[0]}`);
    expect(failed).toEqual([]);
    expect(results.summary.passed).toBeGreaterThanOrEqual(10);
    expect(code).toBe(0);
  }, scaled(180_000));
});
