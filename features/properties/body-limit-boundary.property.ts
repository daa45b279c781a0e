import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import * as zlib from 'node:zlib';
import { defineProperty } from './property';

// The app builds the parser named in the path with the limit given in X-Limit, so one
// app covers every parser and limit. Bodies are exactly `limit` bytes (accepted) or
// `limit + 1` bytes (refused with 413), measured before compression.
const parsers = {
  json: { type: 'application/json', min: 8, body: (n: number, c: string) => `{"a":"${c.repeat(n - 8)}"}` },
  raw: { type: 'application/octet-stream', min: 1, body: (n: number, c: string) => c.repeat(n) },
  text: { type: 'text/plain', min: 1, body: (n: number, c: string) => c.repeat(n) },
  urlencoded: { type: 'application/x-www-form-urlencoded', min: 2, body: (n: number, c: string) => `a=${c.repeat(n - 2)}` },
} as const;

const encoders: Record<string, (b: Buffer) => Buffer> = {
  identity: (b) => b,
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
};

export default defineProperty({
  name: 'body-limit-boundary',
  statement:
    'for every body parser, compressed or not, a body of exactly `limit` bytes is parsed and one of `limit + 1` bytes is refused with 413',
  runsFactor: 1.5,
  build: ({ request }) =>
    fc.asyncProperty(
      fc.constantFrom(...(Object.keys(parsers) as Array<keyof typeof parsers>)),
      fc.constantFrom(...Object.keys(encoders)),
      fc.integer({ min: 8, max: 20_000 }),
      fc.boolean(),
      // ASCII filler that needs no escaping in JSON or forms, so byte count = character count.
      fc.constantFrom('x', 'A', '7', '_'),
      async (parser, encoding, limit, over, filler) => {
        const size = over ? limit + 1 : limit;
        const spec = parsers[parser];
        const plain = Buffer.from(spec.body(size, filler));
        assert.equal(plain.length, size);
        const headers: Array<[string, string]> = [
          ['Content-Type', spec.type],
          ['X-Limit', String(limit)],
        ];
        if (encoding !== 'identity') headers.push(['Content-Encoding', encoding]);
        const res = await request({ method: 'POST', path: '/' + parser, headers, body: encoders[encoding](plain) });
        const what = `${parser}, ${encoding}, limit ${limit}, body ${size} bytes`;
        if (over) {
          assert.equal(res.status, 413, `${what}: expected 413, got ${res.status} ${res.text.slice(0, 100)}`);
        } else {
          assert.equal(res.status, 200, `${what}: expected 200, got ${res.status} ${res.text.slice(0, 100)}`);
          assert.deepEqual(JSON.parse(res.text), { parsed: true }, what);
        }
      },
    ),
});
