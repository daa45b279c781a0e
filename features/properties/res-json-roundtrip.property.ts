import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { mediaTypesEqual } from '../support/media-type';
import { defineProperty } from './property';

// The app parses the request body with fw.json({ strict: false }) and answers res.json(req.body).
// Values come from fc.jsonValue(), so they are exactly the JSON types res.json must handle.
// Expected: what JSON.stringify/JSON.parse make of the value (e.g. -0 becomes 0).
export default defineProperty({
  name: 'res-json-roundtrip',
  statement: 'any JSON value given to res.json arrives, after JSON parsing, deep-equal to the value, as application/json',
  build: ({ request }) =>
    fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
      const text = JSON.stringify(value);
      const res = await request({
        method: 'POST',
        path: '/echo',
        headers: [['Content-Type', 'application/json']],
        body: Buffer.from(text, 'utf8'),
      });
      assert.equal(res.status, 200, res.text);
      const type = res.headers.get('Content-Type') ?? '(absent)';
      assert.ok(mediaTypesEqual(type, 'application/json; charset=utf-8'), `Content-Type ${type}, expected application/json; charset=utf-8`);
      assert.equal(Number(res.headers.get('Content-Length')), res.body.length);
      assert.deepStrictEqual(JSON.parse(res.text), JSON.parse(text));
    }),
});
