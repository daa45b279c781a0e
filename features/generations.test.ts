// The suite tells the generations apart: each difference the spec's Versioning section
// lists is caught by at least one failing check when a profile is run against the
// other generation's real Express.
import { describe, it } from 'vitest';
import type { Results } from '../runner/results';
import { runChecks } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const DIFFERENCES = [
  'v5-differences/body-undefined',
  'v5-differences/urlencoded-extended-false',
  'v5-differences/static-dotfiles-ignore',
  'v5-differences/app-router',
  'v5-differences/async-errors',
  'v5-differences/no-back',
  'v5-differences/no-param-function',
  'v5-differences/splat-wildcard',
];

function runCrossed(adapter: string, profile: string): Promise<{ code: number; results: Results }> {
  // Only the checks of the differences: a crossed run of the whole suite proves nothing more.
  // In the CLI's own process (--parallel 1): the four runs already overlap, and worker
  // processes would only load the suite again.
  const tags = DIFFERENCES.map((d) => `@spec:${d}`).join(' or ');
  return runChecks(['--adapter', adapter, '--profile', profile, '--tags', tags, '--quiet', '--parallel', '1'], { timeoutMs: 120_000 });
}

function uncaught(results: Results): string[] {
  const failedIds = new Set(results.results.filter((r) => r.status === 'failed').flatMap((r) => r.spec));
  return DIFFERENCES.filter((d) => !failedIds.has(d));
}

// Concurrent: each run is mostly start-up, and they overlap well.
describe.concurrent('generation discrimination', { timeout: scaled(180_000) }, () => {
  it('the 5.x profile fails express@4 on every listed difference', async ({ expect }) => {
    const { code, results } = await runCrossed('express@4', '5.x');
    expect(uncaught(results)).toEqual([]);
    expect(code).toBe(1);
  });

  it('the 4.x profile fails express@5 on every listed difference', async ({ expect }) => {
    const { code, results } = await runCrossed('express@5', '4.x');
    expect(uncaught(results)).toEqual([]);
    expect(code).toBe(1);
  });

  it.for([
    ['express@5', '5.x'],
    ['express@4', '4.x'],
  ])('the same checks pass on the matching generation: %s, %s', async ([adapter, profile], { expect }) => {
    const { code, results } = await runCrossed(adapter, profile);
    expect(results.summary.failed, `${adapter} on ${profile}`).toBe(0);
    expect(code).toBe(0);
  });
});
