import * as zlib from 'node:zlib';
import { differential, post, type BodyCase } from './fixtures/differential';

const O = 'application/octet-stream';

const cases: BodyCase[] = [
  { title: 'bytes', sent: post(O, Buffer.from([0, 1, 2, 255])) },
  { title: 'charset is ignored', sent: post(O + '; charset=x-nope', Buffer.from([1, 2])) },
  { title: 'empty body is an empty Buffer', sent: post(O, '') },
  { title: 'other type: skipped', sent: post('image/png', Buffer.from([1])) },
  { title: 'type image/*', sent: post('image/png', Buffer.from([1, 2, 3])), options: { type: 'image/*' } },
  { title: 'type as extension', sent: post('image/png', Buffer.from([1, 2, 3])), options: { type: 'png' } },
  { title: 'over the limit: 413', sent: post(O, Buffer.alloc(2048)), options: { limit: '1kb' } },
  { title: 'gzip', sent: post(O, zlib.gzipSync(Buffer.from([9, 8, 7])), { 'content-encoding': 'gzip' }) },
  { title: 'brotli', sent: post(O, zlib.brotliCompressSync(Buffer.from([9, 8, 7])), { 'content-encoding': 'br' }) },
  { title: 'truncated gzip: 400', sent: post(O, zlib.gzipSync(Buffer.alloc(1000, 1)).subarray(0, 20), { 'content-encoding': 'gzip' }) },
  {
    title: 'verify receives a Buffer and a null encoding',
    sent: post(O, Buffer.from([1, 2])),
    options: {
      verify(_q: unknown, _s: unknown, buf: Buffer, encoding: unknown) {
        if (!Buffer.isBuffer(buf) || encoding !== null) throw new Error('bad');
      },
    },
  },
];

differential('raw', cases);
