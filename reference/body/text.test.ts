import * as zlib from 'node:zlib';
import { differential, post, type BodyCase } from './fixtures/differential';

const T = 'text/plain';

const cases: BodyCase[] = [
  { title: 'utf-8 text', sent: post(T, 'héllo wörld') },
  { title: 'utf-8 BOM is dropped', sent: post(T, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('bom')])) },
  { title: 'charset iso-8859-1', sent: post(T + '; charset=iso-8859-1', Buffer.from('caf\xe9', 'latin1')) },
  { title: 'charset utf-16le', sent: post(T + '; charset=utf-16le', Buffer.from('wide', 'utf16le')) },
  { title: 'charset koi8-r', sent: post(T + '; charset=koi8-r', Buffer.from([0xf0, 0xd2, 0xc9])) },
  { title: 'unknown charset: 415', sent: post(T + '; charset=x-nope', 'abc') },
  { title: 'unknown charset with verify: 415', sent: post(T + '; charset=x-nope', 'abc'), options: { verify() {} } },
  { title: 'defaultCharset when none is given', sent: post(T, Buffer.from('caf\xe9', 'latin1')), options: { defaultCharset: 'iso-8859-1' } },
  { title: 'header charset beats defaultCharset', sent: post(T + '; charset=utf-8', 'café'), options: { defaultCharset: 'iso-8859-1' } },
  { title: 'empty body', sent: post(T, '') },
  { title: 'other type: skipped', sent: post('text/html', '<p>') },
  { title: 'type text/*', sent: post('text/html', '<p>'), options: { type: 'text/*' } },
  { title: 'type */*', sent: post('application/x-foo', 'foo'), options: { type: '*/*' } },
  { title: 'over the limit: 413', sent: post(T, 'x'.repeat(50)), options: { limit: 49 } },
  { title: 'at the limit', sent: post(T, 'x'.repeat(50)), options: { limit: 50 } },
  { title: 'gzip', sent: post(T, zlib.gzipSync('zipped text'), { 'content-encoding': 'gzip' }) },
  { title: 'inflate false with deflate: 415', sent: post(T, zlib.deflateSync('x'), { 'content-encoding': 'deflate' }), options: { inflate: false } },
  { title: 'gzip bomb over the limit: 413', sent: post(T, zlib.gzipSync(Buffer.alloc(5_000_000, 0x61)), { 'content-encoding': 'gzip' }), options: { limit: '1mb' } },
  {
    title: 'verify throws a string',
    sent: post(T, 'abc'),
    options: {
      verify() {
        throw 'just a string';
      },
    },
  },
];

differential('text', cases);
