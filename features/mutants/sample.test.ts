// CI's share of the mutation self-test: a fixed sample, at least one mutant per spec
// area of the catalogue, each planted in the reference and required to be killed by
// the checks of its rows. The whole catalogue runs with `npm run mutants`.
import { describe, expect, it } from 'vitest';
import { mutants } from './catalogue';
import { pool, runMutant } from './harness';
import { areaOf } from './mutant';
import { scaled } from '../../test-support/time-factor';

export const SAMPLE = [
  'settings/view-cache-ignored',
  'subapp-inheritance/trust-proxy-not-inherited',
  'app-properties/locals-no-settings',
  'app-operations/param-called-per-route',
  'events/mount-wrong-argument',
  'errors/async-falsy-rejection-continues',
  'req-properties/params-bad-escape-500',
  'router-operations/param-callbacks-reversed',
  'router-options/mergeparams-ignored',
  'v5-differences/back-still-special',
  'body-options/verify-403-is-400',
  'body-parsers/json-reviver-ignored',
  'limits/parameter-limit-off-by-one',
  'static-options/immutable-ignored',
  'top-level/static-head-not-served',
  'res-operations/links-rel-unquoted',
  'req-operations/range-combine-ignored',
  'cookie-options/maxage-in-ms',
  'file-options/headers-not-written',
  'res-3x/charset-not-appended',
  'settings-3x/json-spaces-default',
  'app-3x/configure-env-ignored',
  'res-3x/send-status-body',
  'req-3x/accepted-keeps-q0',
  'middleware-3x/csrf-status',
  'static-validators/if-match-weak',
];

describe('mutation sample', () => {
  const sample = SAMPLE.map((id) => mutants.find((m) => m.id === id)!);

  it('names catalogue mutants, none equivalent, covering every spec area of the catalogue', () => {
    expect(SAMPLE.filter((id) => !mutants.some((m) => m.id === id))).toEqual([]);
    expect(sample.filter((m) => m.equivalent).map((m) => m.id)).toEqual([]);
    const areas = new Set(sample.map(areaOf));
    expect([...new Set(mutants.map(areaOf))].filter((a) => !areas.has(a))).toEqual([]);
  });

  it('every sampled mutant is killed by the checks of its rows', async () => {
    const results = await pool(sample, 2, (m) => runMutant(m));
    expect(results.filter((r) => r.status !== 'killed').map((r) => `${r.id}: ${r.status}${r.detail ? ' ' + r.detail : ''}`)).toEqual([]);
  }, scaled(240_000));
});
