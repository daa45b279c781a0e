// json spaces and json replacer are the 'space' and 'replacer' arguments of JSON
// serialization: whatever JSON value a handler passes to res.json, the body is exactly
// JSON.stringify(value, replacer, spaces) (spec rows settings/json-spaces, settings/json-replacer).
import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// The same replacers as the scenario's app, by name.
const replacers: Record<string, ((k: string, v: unknown) => unknown) | undefined> = {
  none: undefined,
  dropSecret: (k, v) => (k === 'secret' ? undefined : v),
};

// Values with a 'secret' key now and then, so that the replacer has something to drop.
const value = fc.letrec((tie) => ({
  json: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 2 }), tie('withSecret')),
  withSecret: fc.record({ secret: fc.jsonValue({ maxDepth: 1 }), kept: tie('json') }),
})).json;

const spaces = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constantFrom('', '\t', '--', '  '));

export default defineProperty({
  name: 'json-settings-roundtrip',
  statement: "res.json(value) under 'json spaces' s and 'json replacer' r sends exactly JSON.stringify(value, r, s)",
  build: ({ request }) =>
    fc.asyncProperty(value, spaces, fc.constantFrom('none', 'dropSecret'), async (v, s, r) => {
      // What goes on the wire is JSON text; the app parses it back, so compare against
      // the value as parsed (JSON text cannot carry -0 or undefined).
      const text = JSON.stringify(v);
      const parsed = JSON.parse(text);
      const res = await request({
        method: 'POST',
        path: `/?spaces=${encodeURIComponent(String(s))}&replacer=${r}`,
        headers: [['Content-Type', 'application/json']],
        body: Buffer.from(text, 'utf8'),
      });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.text, JSON.stringify(parsed, replacers[r], s));
    }),
});
