// The verdict corpus (issue 45): each framework variant, run through the built CLI on the
// checks that matter to it, gets the verdicts its table says, per advisory and per check;
// those waiting for a mechanism not landed yet (NOT_YET_LANDED) are shown, not asserted.
// `npm run corpus` runs the same and prints the table. Two variants at a time.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaled } from '../time-factor';
import { CORPUS, NOT_YET_LANDED } from './corpus';
import { isAdvisoryExpectation, mechanismSchema, variantSchema } from './expectation';
import { failing, judgeAll } from './judge';
import { text } from './table';

const variants = CORPUS.map((v) => variantSchema.parse(v));
const expectations = variants.flatMap((v) => v.expect);

describe('the verdict corpus', () => {
  it('holds at least 40 variants, each named once, each file of variants/ among them', () => {
    expect(variants.length).toBeGreaterThanOrEqual(40);
    expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
    const files = fs.readdirSync(path.join(__dirname, 'variants'));
    expect(files.filter((f) => !variants.some((v) => v.adapter === f))).toEqual([]);
  });

  it('selects a few checks per variant and asks only about checks it selects', () => {
    for (const v of variants) {
      expect(v.names.length, v.id).toBeGreaterThan(0);
      expect(v.names.length, v.id).toBeLessThanOrEqual(8);
      for (const e of v.expect) if (!isAdvisoryExpectation(e)) expect(v.names, v.id).toContain(e.check);
    }
  });

  it('proves every verdict class with a variant: each advisory verdict, each observation kind, each check status', () => {
    const advisory = new Set(expectations.filter(isAdvisoryExpectation).map((e) => e.verdict));
    expect([...advisory].sort()).toEqual(['not-implemented', 'not-observed', 'safe', 'safe-failing', 'vulnerable']);
    const kinds = new Set(expectations.filter(isAdvisoryExpectation).flatMap((e) => (e.observation ? [e.observation] : [])));
    expect([...kinds].sort()).toEqual(['cost', 'death', 'file', 'header', 'location', 'markup', 'prototype']);
    const checks = new Set(expectations.filter((e) => !isAdvisoryExpectation(e)).map((e) => e.verdict));
    expect([...checks].sort()).toEqual(['failed', 'not-implemented', 'passed', 'skipped']);
    // and every mechanism not landed yet has its expectations
    expect(mechanismSchema.options.filter((m) => !expectations.some((e) => e.needs === m))).toEqual([]);
  });

  it(
    'gives every variant the verdicts it must get',
    async () => {
      const rows = await judgeAll(CORPUS, NOT_YET_LANDED);
      expect(rows.length).toBe(expectations.length);
      expect(failing(rows), text(rows)).toEqual([]);
    },
    scaled(400_000),
  );
});
