// CI's share of the wire faults: one per kind (a field, a date, the framing, the content, the
// status line, the connection, Expect), each on a real Express release or the reference, each
// required to be killed by a check that passes on the unwrapped target. The whole catalogue
// runs with `npm run mutants -- --target wire`.
import { describe, expect, it } from 'vitest';
import { wireFaults } from './wire-catalogue';
import { runWireFaults } from './wire-harness';
import { scaled } from '../../test-support/time-factor';

export const WIRE_SAMPLE = [
  'wire/express@5/content-type-twice',
  'wire/express@4/no-date',
  'wire/reference/length-beside-chunked',
  'wire/express@5/head-with-body',
  'wire/express@4/status-line-no-space',
  'wire/reference/close-ignored',
  'wire/express@5/no-continue',
];

describe('wire fault sample', () => {
  it('every sampled fault is killed', async () => {
    const sample = WIRE_SAMPLE.map((key) => wireFaults.find((f) => f.key === key)!);
    expect(sample.filter((f) => !f)).toEqual([]);
    const { results } = await runWireFaults(sample, 2);
    expect(results.filter((r) => r.status !== 'killed').map((r) => `${r.key}: ${r.status}${r.detail ? ' ' + r.detail : ''}`)).toEqual([]);
  }, scaled(400_000));
});
