import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// Keys are plain words (no '[', ']', '.', which the extended parser reads as nesting, and
// no prototype names like '__proto__' that qs drops on purpose); values are any well-formed
// string. Both parsers must then give back exactly the pairs sent, in their decoded form.
const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/).filter((k) => !['constructor', 'hasOwnProperty', 'toString', 'valueOf'].includes(k));
const value = fc.string({ unit: 'grapheme', maxLength: 12 });
// fc.dictionary builds null-prototype objects; the JSON on the wire parses to plain ones.
const pairs = fc.dictionary(key, value, { maxKeys: 6 }).map((o) => ({ ...o }));

export default [
  defineProperty({
    name: 'query-parsers',
    statement: 'each distinct key=value pair of the query string (URI-component encoded) appears decoded in req.query',
    build: ({ request }) =>
      fc.asyncProperty(pairs, async (obj) => {
        const qs = Object.entries(obj)
          .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v))
          .join('&');
        const res = await request({ method: 'GET', path: '/q?' + qs, headers: [] });
        assert.equal(res.status, 200);
        assert.deepEqual(JSON.parse(res.text), obj);
      }),
  }),
  defineProperty({
    name: 'query-parser-disabled',
    statement: 'with query parser false, req.query is {} whatever the query string',
    build: ({ request }) =>
      fc.asyncProperty(pairs, async (obj) => {
        const qs = Object.entries(obj)
          .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v))
          .join('&');
        const res = await request({ method: 'GET', path: '/q?' + qs, headers: [] });
        assert.deepEqual(JSON.parse(res.text), {});
      }),
  }),
];
