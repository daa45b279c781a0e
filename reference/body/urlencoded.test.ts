import { describe, expect, it } from 'vitest';
import { differential, GEN4, GEN5, post, type BodyCase } from './fixtures/differential';
import { serve, send } from './fixtures/harness';
import { urlencoded } from './urlencoded';

const U = 'application/x-www-form-urlencoded';

const cases: BodyCase[] = [
  { title: 'pairs (generation default parser)', sent: post(U, 'a=1&b=two&c=') },
  { title: 'nested keys (generation default parser)', sent: post(U, 'user[name]=tj&user[tags][]=a&user[tags][]=b') },
  { title: 'repeated keys', sent: post(U, 'a=1&a=2&a=3') },
  { title: 'plus and percent decoding', sent: post(U, 'a+b=c+d&e=%41%zz&f=%E2%82%AC') },
  { title: 'empty body', sent: post(U, '') },
  { title: 'key without value and empty key', sent: post(U, 'a&=b&c=') },
  { title: 'extended true', sent: post(U, 'a[b][c]=1&d[]=x&d[]=y&e[2]=z'), options: { extended: true } },
  { title: 'extended false', sent: post(U, 'a[b][c]=1&d[]=x&d[]=y'), options: { extended: false } },
  { title: 'extended true: array index over 100 becomes an object key', sent: post(U, 'a[150]=x&a[1]=y'), options: { extended: true } },
  { title: 'extended true: __proto__ keys are dropped', sent: post(U, '__proto__[x]=1&a[__proto__][y]=2&constructor[prototype][z]=3'), options: { extended: true } },
  { title: 'extended false: __proto__ key', sent: post(U, '__proto__=1&constructor=2&hasOwnProperty=3'), options: { extended: false } },
  { title: 'extended true: hasOwnProperty key', sent: post(U, 'hasOwnProperty=1&toString=2'), options: { extended: true } },
  { title: 'depth limit', sent: post(U, 'a[b][c][d]=1'), options: { extended: true, depth: 2 } },
  { title: 'depth 0', sent: post(U, 'a[b]=1'), options: { extended: true, depth: 0 } },
  { title: 'parameterLimit exceeded: 413', sent: post(U, 'a=1&b=2&c=3'), options: { parameterLimit: 2 } },
  { title: 'parameterLimit exactly', sent: post(U, 'a=1&b=2'), options: { parameterLimit: 2 } },
  { title: 'parameterLimit exceeded (extended)', sent: post(U, 'a=1&b=2&c=3'), options: { parameterLimit: 2, extended: true } },
  { title: 'default parameterLimit 1000', sent: post(U, Array.from({ length: 1001 }, (_, i) => `k${i}=v`).join('&')) },
  { title: 'charset utf-8', sent: post(U + '; charset=utf-8', 'a=%C3%A9') },
  // 5.x Express accepts a declared iso-8859-1; the spec says UTF-8 only (see the test below)
  { title: 'charset iso-8859-1: 415', sent: post(U + '; charset=iso-8859-1', 'a=%E9'), only: '4.x' },
  { title: 'charset utf-16: 415', sent: post(U + '; charset=utf-16', 'a=1') },
  { title: 'other type: skipped', sent: post('text/plain', 'a=1') },
  { title: 'type urlencoded alias', sent: post(U, 'a=1'), options: { type: 'urlencoded' } },
  { title: 'over the limit: 413', sent: post(U, 'a=' + 'x'.repeat(100)), options: { limit: 50 } },
  { title: 'defaultCharset iso-8859-1 (5.x)', sent: post(U, 'a=%E9'), options: { defaultCharset: 'iso-8859-1' }, only: '5.x' },
  { title: 'interpretNumericEntities (5.x)', sent: post(U, 'a=%26%239786%3B'), options: { interpretNumericEntities: true, defaultCharset: 'iso-8859-1' }, only: '5.x' },
  { title: 'charsetSentinel (5.x)', sent: post(U, 'utf8=%E2%9C%93&a=%C3%A9'), options: { charsetSentinel: true }, only: '5.x' },
];

differential('urlencoded', cases);

describe('fw.urlencoded (reference only)', () => {
  it('validates options at creation as Express does', () => {
    expect(() => urlencoded({ parameterLimit: 0 }, GEN4)).toThrow('option parameterLimit must be a positive number');
    expect(() => urlencoded({ extended: true, depth: -1 }, GEN5)).toThrow('option depth must be a zero or a positive number');
    expect(() => urlencoded({ defaultCharset: 'utf-16' }, GEN5)).toThrow('option defaultCharset must be either utf-8 or iso-8859-1');
  });

  it('5.x refuses a Content-Type charset other than UTF-8, iso-8859-1 included (spec divergence)', async () => {
    const server = await serve(urlencoded({}, GEN5));
    try {
      const out = await send(server.url, post(U + '; charset=iso-8859-1', 'a=%E9'));
      expect(out.status).toBe(599);
      expect(out.next?.error).toMatchObject({ status: 415, type: 'charset.unsupported', charset: 'iso-8859-1' });
    } finally {
      await server.close();
    }
  });

  it('cannot pollute Object.prototype through any parser', async () => {
    for (const gen of [GEN4, GEN5]) {
      for (const extended of [true, false]) {
        const server = await serve(urlencoded({ extended }, gen));
        try {
          const out = await send(server.url, post(U, '__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1'));
          expect(out.status).toBe(299);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
        } finally {
          await server.close();
        }
      }
    }
  });
});
