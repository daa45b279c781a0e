import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { differential, GEN4, GEN5, post, type BodyCase } from './fixtures/differential';
import { serve, send } from './fixtures/harness';
import { json } from './json';
import { text } from './text';

const J = 'application/json';
const big = JSON.stringify({ a: '0'.repeat(2_000_000) });

const cases: BodyCase[] = [
  { title: 'an object', sent: post(J, '{"a":1,"b":[true,null,"x"]}') },
  { title: 'an array', sent: post(J, '[1,2,3]') },
  { title: 'leading whitespace', sent: post(J, ' \n\t{"a":1}') },
  { title: 'charset utf-8 with BOM', sent: post(J + '; charset=utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":"é"}')])) },
  { title: 'charset utf-16le', sent: post(J + '; charset=utf-16le', Buffer.from('{"a":"é"}', 'utf16le')) },
  { title: 'charset UTF-16 with BOM', sent: post(J + '; charset=UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"x":1}', 'utf16le')])) },
  { title: 'defaultCharset option (5.x honours it, 4.x decodes UTF-8)', sent: post(J, Buffer.from('{"a":"é"}', 'utf16le')), options: { defaultCharset: 'utf-16le' } },
  { title: 'non-Unicode charset: 415', sent: post(J + '; charset=iso-8859-1', '{"a":1}') },
  { title: 'unknown utf- charset: 415', sent: post(J + '; charset=utf-99', '{"a":1}') },
  { title: 'unknown charset with verify: 415', sent: post(J + '; charset=utf-99', '{"a":1}'), options: { verify() {} } },
  { title: 'strict: a string is refused', sent: post(J, '"hello"') },
  { title: 'strict: true after whitespace is refused', sent: post(J, '  true') },
  { title: 'strict: a number is refused', sent: post(J, '12') },
  { title: 'strict: whitespace only', sent: post(J, '   ') },
  { title: 'strict false: a string is accepted', sent: post(J, '"hello"'), options: { strict: false } },
  { title: 'strict false: null', sent: post(J, 'null'), options: { strict: false } },
  { title: 'empty body gives {}', sent: post(J, '') },
  { title: 'malformed JSON: 400 with body', sent: post(J, '{"a":') },
  { title: 'malformed JSON inside an object', sent: post(J, '{"a":tru}') },
  { title: '__proto__ key stays an own key', sent: post(J, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"p":1}}}') },
  { title: 'reviver', sent: post(J, '{"a":1,"b":2}'), options: { reviver: (k: string, v: unknown) => (k === 'a' ? 'A' : v) } },
  { title: 'no Content-Type: skipped', sent: post(undefined, '{"a":1}') },
  { title: 'other type: skipped', sent: post('text/plain', '{"a":1}') },
  { title: 'vendor +json not matched by default', sent: post('application/vnd.api+json', '{"a":1}') },
  { title: 'type +json', sent: post('application/vnd.api+json', '{"a":1}'), options: { type: '+json' } },
  { title: 'type as extension', sent: post(J, '{"a":1}'), options: { type: 'json' } },
  { title: 'type wildcard', sent: post('application/x-anything', '{"a":1}'), options: { type: 'application/*' } },
  { title: 'type array', sent: post('text/x-json', '{"a":1}'), options: { type: ['text/html', 'text/x-json'] } },
  { title: 'type function', sent: post('text/plain', '{"a":1}'), options: { type: () => true } },
  { title: 'invalid Content-Type: skipped', sent: post('application/json; charset', '{"a":1}') },
  { title: 'GET without a body', sent: { method: 'GET', path: '/', headers: { 'content-type': J } } },
  { title: 'chunked body', sent: post(J, '{"chunked":true}', { 'transfer-encoding': 'chunked' }) },
  { title: 'over the limit: 413', sent: post(J, '{"a":"0123456789"}'), options: { limit: 10 } },
  { title: 'limit as a string', sent: post(J, JSON.stringify({ a: 'x'.repeat(2000) })), options: { limit: '1kb' } },
  { title: 'default limit 100kb', sent: post(J, JSON.stringify({ a: 'x'.repeat(110_000) })) },
  { title: 'gzip', sent: post(J, zlib.gzipSync('{"z":"gzip"}'), { 'content-encoding': 'gzip' }) },
  { title: 'deflate', sent: post(J, zlib.deflateSync('{"z":"deflate"}'), { 'content-encoding': 'deflate' }) },
  { title: 'upper-case encoding name', sent: post(J, zlib.gzipSync('{"z":1}'), { 'content-encoding': 'GZIP' }) },
  { title: 'brotli (5.x only decodes it)', sent: post(J, zlib.brotliCompressSync('{"z":"br"}'), { 'content-encoding': 'br' }) },
  { title: 'unknown encoding: 415', sent: post(J, '{"a":1}', { 'content-encoding': 'compress' }) },
  { title: 'identity encoding', sent: post(J, '{"a":1}', { 'content-encoding': 'identity' }) },
  { title: 'inflate false with gzip: 415', sent: post(J, zlib.gzipSync('{"a":1}'), { 'content-encoding': 'gzip' }), options: { inflate: false } },
  { title: 'corrupt gzip: 400', sent: post(J, Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' }) },
  { title: 'zip bomb is measured after inflating: 413', sent: post(J, zlib.gzipSync(big), { 'content-encoding': 'gzip' }) },
  { title: 'verify passes', sent: post(J, '{"a":1}'), options: { verify() {} } },
  {
    title: 'verify throws: 403',
    sent: post(J, '{"a":1}'),
    options: {
      verify() {
        throw new Error('bad signature');
      },
    },
  },
  {
    title: 'verify throws an error with its own status and type',
    sent: post(J, '{"a":1}'),
    options: {
      verify() {
        throw Object.assign(new Error('nope'), { status: 401, type: 'custom.type' });
      },
    },
  },
  {
    title: 'verify sees the bytes and the charset',
    sent: post(J + '; charset=utf-16le', Buffer.from('{"a":1}', 'utf16le')),
    options: {
      verify(_req: unknown, _res: unknown, buf: Buffer, encoding: string) {
        if (!Buffer.isBuffer(buf) || encoding !== 'utf-16le') throw new Error('unexpected ' + encoding);
      },
    },
  },
  {
    title: 'stacked parsers: the second one does not re-read',
    sent: post(J, '{"a":1}'),
    before: (gen, express) => [express.json(), json(undefined, gen)],
  },
  {
    title: 'stacked after text with another type: skipped',
    sent: post(J, '{"a":1}'),
    before: (gen, express) => [express.text({ type: '*/*' }), text({ type: '*/*' }, gen)],
  },
  {
    title: 'req.body already set is kept when nothing is parsed',
    sent: { method: 'GET', path: '/' },
    before: () => {
      const preset = (req: { body?: unknown }, _res: unknown, next: () => void) => {
        req.body = 'preset';
        next();
      };
      return [preset as never, preset as never];
    },
  },
];

differential('json', cases);

describe('fw.json (reference only)', () => {
  it('rejects an invalid limit at creation, as Express does', () => {
    expect(() => json({ limit: 'lots' }, GEN5)).toThrow('option limit "lots" is invalid');
    expect(() => json({ verify: 'no' }, GEN4)).toThrow('option verify must be function');
  });

  it('does not pollute Object.prototype', async () => {
    const server = await serve(json(undefined, GEN5));
    try {
      const out = await send(server.url, post(J, '{"__proto__":{"polluted":"yes"},"a":{"__proto__":{"polluted":"yes"}}}'));
      expect(out.status).toBe(299);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('reports an aborted request as 400 request.aborted', async () => {
    const { request } = await import('node:http');
    const seen = new Promise<Record<string, unknown>>((resolve) => {
      void serve((req, res, next) =>
        json(undefined, GEN5)(req, res, (err) => {
          resolve(err as Record<string, unknown>);
          res.destroy();
        }),
      ).then((server) => {
        const req = request({ host: server.url.hostname, port: server.url.port, method: 'POST', headers: { 'content-type': J, 'content-length': 100 } });
        req.on('error', () => {});
        req.write('{"a":');
        setTimeout(() => {
          req.destroy();
          setTimeout(() => void server.close(), 50);
        }, 50);
      });
    });
    const err = await seen;
    expect(err.type).toBe('request.aborted');
    expect(err.status).toBe(400);
  });
});
