import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { defineProperty } from './property';

// The app (req.range.feature's Background) answers GET /<size> with the parsed Range as
// { type, ranges } or { result: <number> }. Single satisfiable ranges only:
//  - 'bytes=a-b' with a < size and a <= b: [{ start: a, end: min(b, size - 1) }]
//  - 'bytes=a-'  with a < size:           [{ start: a, end: size - 1 }]
//  - 'bytes=-n'  with 0 < n <= size:      [{ start: size - n, end: size - 1 }]
// (A suffix longer than the resource is left out: RFC 9110 makes it the whole resource,
// while range-parser rejects it; the rule stated here does not depend on that case.)
const spec = fc.integer({ min: 1, max: 1_000_000 }).chain((size) =>
  fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: size - 1 }), fc.nat({ max: 2 * size })).map(([a, len]) => ({
      size, header: `bytes=${a}-${a + len}`, start: a, end: Math.min(a + len, size - 1),
    })),
    fc.integer({ min: 0, max: size - 1 }).map((a) => ({ size, header: `bytes=${a}-`, start: a, end: size - 1 })),
    fc.integer({ min: 1, max: size }).map((n) => ({ size, header: `bytes=-${n}`, start: size - n, end: size - 1 })),
  ),
);

export default defineProperty({
  name: 'range-parse',
  statement: 'every satisfiable single byte range is returned as one range within [0, size - 1]',
  build: ({ request }) =>
    fc.asyncProperty(spec, async ({ size, header, start, end }) => {
      const res = await request({ method: 'GET', path: '/' + size, headers: [['Range', header]] });
      assert.equal(res.status, 200);
      const body = JSON.parse(res.text);
      assert.deepEqual(body, { type: 'bytes', ranges: [{ start, end }] }, `size ${size}, Range: ${header}`);
      assert.ok(0 <= start && start <= end && end <= size - 1);
    }),
});
