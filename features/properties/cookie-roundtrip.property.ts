import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import type { WireResponse } from '../support/http-client';
import { defineProperty } from './property';

// The scenario's app: GET /set?c={name,value,options} calls res.cookie, GET /clear?c={name,options}
// calls res.clearCookie, GET /read answers { cookies, signedCookies } from cookie-parser('a secret').
//
// Generators stay within the rule:
// - names are RFC 6265 tokens (no '__proto__', which no object can hold as a plain key);
// - string values avoid the prefixes 'j:' and 's:', which cookie-parser reads as JSON / signed;
// - values are whole graphemes (no lone surrogates, which URI-component encoding refuses);
// - clearCookie never gets maxAge/expires (4.x lets them override the past expiry; 5.x ignores them).
const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/).filter((n) => n !== '__proto__');
const stringValue = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((v) => !v.startsWith('j:') && !v.startsWith('s:'));
const objectValue = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.oneof(fc.integer(), fc.boolean(), fc.string({ maxLength: 8 })), { maxKeys: 3 });
const options = fc.record(
  {
    path: fc.constantFrom('/', '/admin', '/a/b'),
    domain: fc.constantFrom('example.com', 'sub.example.org'),
    httpOnly: fc.boolean(),
    secure: fc.boolean(),
    sameSite: fc.constantFrom(true, false, 'lax', 'strict', 'none'),
    priority: fc.constantFrom('low', 'medium', 'high'),
    maxAge: fc.integer({ min: 0, max: 10 ** 9 }),
    expires: fc.integer({ min: 0, max: 4102444800000 }),
    signed: fc.boolean(),
  },
  { requiredKeys: [] },
);

function cookieHeader(res: WireResponse): string {
  const list = res.headers.all('Set-Cookie');
  assert.ok(list.length === 1, `expected one Set-Cookie header, got ${JSON.stringify(list)}`);
  return list[0];
}

export default defineProperty({
  name: 'cookie-roundtrip',
  statement:
    'res.cookie sends the encoded value with exactly the attributes of its options, the value reads back through cookie-parser ' +
    '(signed ones from req.signedCookies), and res.clearCookie with the same options sends an empty value expiring at the epoch',
  build: ({ request }) =>
    fc.asyncProperty(name, fc.oneof(stringValue, objectValue), options, async (n, value, opts) => {
      const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
      const set = await request({ method: 'GET', path: `/set?c=${q({ name: n, value, options: opts })}`, headers: [] });
      assert.equal(set.status, 200, set.text);
      const header = cookieHeader(set);
      const [pair, ...attrs] = header.split('; ');
      const eq = pair.indexOf('=');
      assert.equal(pair.slice(0, eq), n);
      const wire = pair.slice(eq + 1);
      const serialized = typeof value === 'string' ? value : 'j:' + JSON.stringify(value);
      if (opts.signed) assert.ok(decodeURIComponent(wire).startsWith('s:' + serialized + '.'), `signed value ${wire}`);
      else assert.equal(wire, encodeURIComponent(serialized));

      const has = (a: string) => attrs.includes(a);
      assert.equal(attrs.find((a) => a.startsWith('Path=')), `Path=${opts.path ?? '/'}`);
      assert.equal(has(`Domain=${opts.domain}`), opts.domain !== undefined);
      assert.equal(has('HttpOnly'), opts.httpOnly === true);
      assert.equal(has('Secure'), opts.secure === true);
      const sameSite = opts.sameSite === true ? 'Strict' : typeof opts.sameSite === 'string' ? opts.sameSite[0].toUpperCase() + opts.sameSite.slice(1) : undefined;
      assert.equal(attrs.find((a) => a.startsWith('SameSite=')), sameSite && `SameSite=${sameSite}`);
      assert.equal(attrs.find((a) => a.startsWith('Priority=')), opts.priority && `Priority=${opts.priority[0].toUpperCase() + opts.priority.slice(1)}`);
      if (opts.maxAge !== undefined) assert.ok(has(`Max-Age=${Math.floor(opts.maxAge / 1000)}`), header);
      // (the app passes expires as new Date(expires): 0 is the epoch, a date like any other)
      else if (opts.expires !== undefined) assert.ok(has(`Expires=${new Date(opts.expires).toUTCString()}`), header);
      else assert.ok(!attrs.some((a) => a.startsWith('Expires=') || a.startsWith('Max-Age=')), header);

      const read = await request({ method: 'GET', path: '/read', headers: [['Cookie', `${n}=${wire}`]] });
      const jar = JSON.parse(read.text) as { cookies: Record<string, unknown>; signedCookies: Record<string, unknown> };
      const expected = JSON.parse(JSON.stringify(value));
      if (opts.signed) assert.deepStrictEqual(jar.signedCookies[n], expected);
      else assert.deepStrictEqual(jar.cookies[n], expected);

      const { maxAge: _m, expires: _e, signed: _s, ...clearOpts } = opts;
      const clear = await request({ method: 'GET', path: `/clear?c=${q({ name: n, options: clearOpts })}`, headers: [] });
      const cleared = cookieHeader(clear);
      assert.ok(cleared.startsWith(`${n}=; `), cleared);
      assert.ok(cleared.includes('Expires=Thu, 01 Jan 1970 00:00:00 GMT'), cleared);
      assert.ok(cleared.includes(`Path=${opts.path ?? '/'}`), cleared);
    }),
});
