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


// Bracketed keys: 'outer[inner]=v'. The extended parser nests them; the simple parser keeps
// the bracketed key as it is. Outer and inner keys are plain words (see `key`), so no
// array-index or prototype rule of the extended parser applies.
const nested = fc
  .dictionary(key, fc.dictionary(key, value, { minKeys: 1, maxKeys: 3 }), { maxKeys: 4 })
  .map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, { ...v }])));

function bracketQuery(obj: Record<string, Record<string, string>>): string {
  return Object.entries(obj)
    .flatMap(([k, inner]) => Object.entries(inner).map(([ik, v]) => `${k}[${ik}]=${encodeURIComponent(v)}`))
    .join('&');
}

export const extendedNesting = defineProperty({
  name: 'query-parser-extended-nesting',
  statement: "under the extended parser, 'a[b]=v' pairs become nested objects { a: { b: v } }",
  build: ({ request }) =>
    fc.asyncProperty(nested, async (obj) => {
      const res = await request({ method: 'GET', path: '/q?' + bracketQuery(obj), headers: [] });
      assert.equal(res.status, 200);
      assert.deepEqual(JSON.parse(res.text), obj);
    }),
});

export const simpleBrackets = defineProperty({
  name: 'query-parser-simple-brackets',
  statement: "under the simple parser, 'a[b]=v' pairs keep the key 'a[b]' unparsed",
  build: ({ request }) =>
    fc.asyncProperty(nested, async (obj) => {
      const flat: Record<string, string> = {};
      for (const [k, inner] of Object.entries(obj)) for (const [ik, v] of Object.entries(inner)) flat[`${k}[${ik}]`] = v;
      const res = await request({ method: 'GET', path: '/q?' + bracketQuery(obj), headers: [] });
      assert.equal(res.status, 200);
      assert.deepEqual(JSON.parse(res.text), flat);
    }),
});

/** k1=v1&k2=v2, each key and value URI-component encoded. */
function encodePairs(obj: Record<string, string>): string {
  return Object.entries(obj)
    .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v))
    .join('&');
}

const pairProperties = [
  defineProperty({
    name: 'query-parsers',
    statement: 'each distinct key=value pair of the query string (URI-component encoded) appears decoded in req.query',
    build: ({ request }) =>
      fc.asyncProperty(pairs, async (obj) => {
        const qs = encodePairs(obj);
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
        const qs = encodePairs(obj);
        const res = await request({ method: 'GET', path: '/q?' + qs, headers: [] });
        assert.deepEqual(JSON.parse(res.text), {});
      }),
  }),
];

export default [...pairProperties, extendedNesting, simpleBrackets];
