// CI's share of the mutation self-test on real Express: a fixed sample, mutants of Express
// itself and of five of its packages in both releases, each planted in a copy of the release
// and required to be killed. The whole catalogue runs with `npm run mutants -- --target express`.
import { describe, expect, it } from 'vitest';
import { expressMutants } from './express-catalogue';
import { runExpressMutant, runExpressMutants, targetOf } from './express-harness';
import { scaled } from '../../test-support/time-factor';

export const EXPRESS_SAMPLE = [
  'express4/res/location-back-lost',
  'express4/router/param-called-per-layer',
  'express4/send/max-age-ms',
  'express4/body-parser/verify-400',
  'express5/router/rejection-swallowed',
  'express5/finalhandler/error-headers-ignored',
  'express5/cookie/partitioned-dropped',
  'express5/fresh/weak-etag-mismatch',
];

describe('mutation sample of real Express', () => {
  const sample = EXPRESS_SAMPLE.map((id) => expressMutants.find((m) => m.id === id)!);

  it('names catalogue mutants of both releases, none legitimate', () => {
    expect(EXPRESS_SAMPLE.filter((id) => !expressMutants.some((m) => m.id === id))).toEqual([]);
    expect(sample.filter((m) => m.legitimate).map((m) => m.id)).toEqual([]);
    expect(new Set(sample.map(targetOf))).toEqual(new Set(['express@4', 'express@5']));
  });

  it('every sampled mutant is killed by a check that passes on the unmutated copy, and only such a check kills', async () => {
    const { results, baselinePassed } = await runExpressMutants(sample, 2);
    expect(baselinePassed).toBeGreaterThan(0);
    expect(results.filter((r) => r.status !== 'killed').map((r) => `${r.id}: ${r.status}${r.detail ? ' ' + r.detail : ''}`)).toEqual([]);
    // the same failures against a baseline where nothing passed kill nothing
    const unjudged = await runExpressMutant(sample[0], new Set());
    expect(unjudged.status).toBe('survived');
  }, scaled(400_000));
});
