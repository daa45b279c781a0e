// The properties and the differential mode once more, with the commit's seed instead of the
// fixed one (test-support/commit-seed.ts), so that each commit explores inputs no run has
// tried. Kept short: the properties at their default runs on 5.x and 4.x, 20 generated apps
// per generation. A failure prints the seed and the command that replays it.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatResult } from '../diff/reproduction';
import { runDiff } from '../diff/run';
import { PACKAGE_ROOT } from '../layout/package-root';
import { runChecks } from './cli';
import { commitSeed } from './commit-seed';
import { scaled } from './time-factor';

const { seed, from } = commitSeed();
const DIFF_RUNS = 20;
const DIFF_REQUESTS = 20;

describe(`with the commit's seed ${seed} (${from})`, () => {
  beforeAll(() => {
    console.log(`commit seed ${seed} (${from}): the properties and diff explore inputs of their own; replay a failure with --seed ${seed}`);
  });

  it.each(['5.x', '4.x'] as const)('every property holds on the reference, profile %s', async (profile) => {
    const args = ['--adapter', 'reference', '--profile', profile, '--tags', '@property', '--seed', String(seed)];
    const { code, results } = await runChecks([...args, '--parallel', '2', '--quiet'], { timeoutMs: 120_000 });
    const replay = `seed ${seed} (${from}); replay with: node bin/fw-conformance.js ${args.join(' ')}`;
    const failed = results.results.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.error ?? ''}`);
    expect(failed, replay).toEqual([]);
    expect(results.seed, 'the results carry the seed the properties ran with').toBe(seed);
    expect(results.summary.passed, replay).toBeGreaterThanOrEqual(10);
    expect(code, replay).toBe(0);
  }, scaled(130_000));

  it.each(['express@5', 'express@4'])(`diff finds no difference between the reference and %s in ${DIFF_RUNS} apps`, async (against) => {
    const r = await runDiff({ adapter: 'reference', against, runs: DIFF_RUNS, requestsPerApp: DIFF_REQUESTS, seed, timeoutMs: 5000, shrinkTimeMs: 20_000, cwd: PACKAGE_ROOT });
    const replay =
      `seed ${seed} (${from}); replay with: node bin/fw-conformance.js diff --adapter reference --against ${against} --runs ${DIFF_RUNS} --requests ${DIFF_REQUESTS} --seed ${seed}\n` +
      (r.difference ? formatResult(r, 'reference', against, PACKAGE_ROOT) : '');
    expect(r.difference, replay).toBeUndefined();
    expect(r.seed).toBe(seed);
    expect(r.requests, replay).toBe(DIFF_RUNS * DIFF_REQUESTS);
  }, scaled(90_000));
});
