import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// Any string, including '/', '%', '?', '#', spaces and non-ASCII, survives the round trip
// encodeURIComponent -> wire -> req.params. Lone surrogates are excluded: encodeURIComponent
// throws on them, so they have no percent-encoded form to send.
const wellFormed = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });

export default defineProperty({
  name: 'route-params-decode',
  statement: 'a route parameter holds the URI-component-decoded path segment',
  build: ({ request }) =>
    fc.asyncProperty(wellFormed, async (s) => {
      const res = await request({ method: 'GET', path: '/p/' + encodeURIComponent(s), headers: [] });
      assert.equal(res.status, 200, `status for ${JSON.stringify(s)}`);
      assert.deepEqual(JSON.parse(res.text), { id: s });
    }),
});
