// The generated queries stay out of what only qs's version decides: the reference's qs and
// the one under express@4 parse every generated query alike, at 4.x's and 5.x's array limits.
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outsideQsVersions, requestArbitrary } from './generators';

type Parse = (query: string, options: object) => unknown;
const referenceQs = require('qs') as { parse: Parse };
const express4Qs = require(require.resolve('qs', { paths: [path.dirname(require.resolve('express4/package.json'))] })) as { parse: Parse };

describe('generated queries', () => {
  it("parse alike with the reference's qs and express@4's, at the array limits of 4.x and 5.x", () => {
    const queries = fc.sample(requestArbitrary(), { numRuns: 5000, seed: 33 }).map((r) => r.path.split('?')[1]).filter((q) => q !== undefined);
    expect(queries.some((q) => q.includes('a[999]'))).toBe(true);
    for (const arrayLimit of [20, 1000]) {
      const options = { allowPrototypes: true, arrayLimit };
      const differ = queries.filter((q) => JSON.stringify(referenceQs.parse(q, options)) !== JSON.stringify(express4Qs.parse(q, options)));
      expect(differ, `arrayLimit ${arrayLimit}`).toEqual([]);
    }
  });

  it('leave out the elements of a that follow a[19] or a[999], and nothing else', () => {
    expect(outsideQsVersions([['a[999]', 'x'], ['a', 'y'], ['a[b]', 'z'], ['a[]', '1'], ['b', '2']])).toEqual([['a[999]', 'x'], ['a[b]', 'z'], ['b', '2']]);
    expect(outsideQsVersions([['a[19]', 'x'], ['a[0]', 'y']])).toEqual([['a[19]', 'x']]);
    expect(outsideQsVersions([['a', 'y'], ['a[999]', 'x'], ['a[1000]', '1']])).toEqual([['a', 'y'], ['a[999]', 'x']]);
    expect(outsideQsVersions([['a[21]', 'x'], ['a', 'y'], ['a[1000]', '1']])).toEqual([['a[21]', 'x'], ['a', 'y'], ['a[1000]', '1']]);
  });
});
