import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// The rules checked do not need a negotiator to state:
//  1. a type listed alone with q > 0 is accepted, and returned as the caller wrote it;
//  2. a type listed alone with q = 0 is refused (false);
//  3. of two types listed with different q > 0, the one with the higher q is returned,
//     whatever the order of the header and of the argument list.
// Types are concrete full MIME types (no wildcards, no parameters), so no specificity rule applies.
const TYPES = ['text/html', 'application/json', 'text/plain', 'image/png', 'application/xml', 'text/csv', 'application/octet-stream', 'image/svg+xml'];
const type = fc.constantFrom(...TYPES);
// q values have at most three decimals (RFC 9110 qvalue).
const q = fc.integer({ min: 1, max: 1000 }).map((n) => n / 1000);

async function accepts(request: Parameters<Parameters<typeof defineProperty>[0]['build']>[0]['request'], accept: string, types: string[]) {
  const res = await request({ method: 'GET', path: '/', headers: [['Accept', accept], ['X-Types', JSON.stringify(types)]] });
  assert.equal(res.status, 200);
  return (JSON.parse(res.text) as { result: string | false }).result;
}

export default defineProperty({
  name: 'accepts-negotiation',
  statement: 'a type listed alone with q>0 is accepted, with q=0 refused, and of two types the higher q wins',
  build: ({ request }) =>
    fc.asyncProperty(
      fc.uniqueArray(type, { minLength: 2, maxLength: 2 }),
      q,
      q,
      fc.boolean(),
      async ([a, b], qa, qb, swap) => {
        assert.equal(await accepts(request, `${a};q=${qa}`, [a]), a, `Accept: ${a};q=${qa}`);
        assert.equal(await accepts(request, `${a};q=0`, [a]), false, `Accept: ${a};q=0`);
        fc.pre(qa !== qb);
        const header = swap ? `${b};q=${qb}, ${a};q=${qa}` : `${a};q=${qa}, ${b};q=${qb}`;
        const list = swap ? [a, b] : [b, a];
        assert.equal(await accepts(request, header, list), qa > qb ? a : b, `Accept: ${header}, types ${list}`);
      },
    ),
});
