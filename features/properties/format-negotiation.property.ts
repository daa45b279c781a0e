import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { essence } from '../support/media-type';
import { defineProperty } from './property';

// res.format negotiates like req.accepts. Stated without a negotiator: the Accept header
// lists concrete types (no wildcards, no parameters) with distinct q values, so the
// offered type with the highest q > 0 must be chosen; when no offered type has q > 0 and
// there is no default, the answer is 406. The app offers the three types below.
const OFFERED = ['text/plain', 'text/html', 'application/json'];
const OTHERS = ['image/png', 'application/xml', 'text/csv'];
const entry = fc.record({
  type: fc.constantFrom(...OFFERED, ...OTHERS),
  q: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
});

export default defineProperty({
  name: 'format-negotiation',
  statement: 'res.format answers with the offered type of highest q > 0 in Accept, or 406 when none is acceptable',
  build: ({ request }) =>
    fc.asyncProperty(
      fc.uniqueArray(entry, { minLength: 1, maxLength: 5, selector: (e) => e.type }).filter(
        (entries) => new Set(entries.map((e) => e.q)).size === entries.length,
      ),
      async (entries) => {
        const accept = entries.map((e) => `${e.type};q=${e.q}`).join(', ');
        const res = await request({ method: 'GET', path: '/', headers: [['Accept', accept]] });
        const best = entries.filter((e) => OFFERED.includes(e.type) && e.q > 0).sort((a, b) => b.q - a.q)[0];
        if (!best) {
          assert.equal(res.status, 406, `Accept: ${accept}`);
          return;
        }
        assert.equal(res.status, 200, `Accept: ${accept}`);
        assert.equal(res.text, best.type, `Accept: ${accept}`);
        assert.equal(essence(res.headers.get('Content-Type') ?? ''), best.type, `Content-Type for Accept: ${accept}`);
      },
    ),
});
