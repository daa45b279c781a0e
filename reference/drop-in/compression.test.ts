// compression, unchanged, on Express and on the reference: gzip and deflate
// negotiated from Accept-Encoding, the threshold, Cache-Control: no-transform,
// a custom filter, express.static files, and streamed writes with res.flush().
// Bodies are read raw from the socket and decompressed here.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATIONS, headersOf, onBoth, rawRequest, type RawReply } from './harness';

const BIG = 'All work and no play makes Jack a dull boy.\n'.repeat(100); // 4400 bytes
const SMALL = 'tiny body';
const NAMES = ['content-encoding', 'content-length', 'content-type', 'vary', 'transfer-encoding'];

let publicDir: string;
beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-drop-in-compression-'));
  fs.writeFileSync(path.join(publicDir, 'big.txt'), BIG);
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

function decode(reply: RawReply): string {
  switch (reply.headers['content-encoding']) {
    case 'gzip':
      return zlib.gunzipSync(reply.body).toString();
    case 'deflate':
      return zlib.inflateSync(reply.body).toString();
    case 'br':
      return zlib.brotliDecompressSync(reply.body).toString();
    default:
      return reply.body.toString();
  }
}

function observe(reply: RawReply) {
  return { status: reply.status, headers: headersOf(reply.headers, NAMES), body: decode(reply), wireBytes: reply.body.length };
}

function compressionApp(fw: any, root: string) {
  const app = fw();
  app.use(
    compression({
      filter: (req: any, res: any) => (req.headers['x-no-compression'] ? false : compression.filter(req, res)),
    }),
  );
  app.get('/big', (req: any, res: any) => res.type('text').send(BIG));
  app.get('/small', (req: any, res: any) => res.type('text').send(SMALL));
  app.get('/json', (req: any, res: any) => res.json({ lines: BIG.split('\n') }));
  app.get('/no-transform', (req: any, res: any) => res.set('Cache-Control', 'no-transform').type('text').send(BIG));
  app.get('/stream', (req: any, res: any) => {
    res.type('text');
    res.write(BIG.slice(0, 2000));
    res.flush();
    setTimeout(() => res.end(BIG.slice(2000)), 10);
  });
  app.use('/files', fw.static(root));
  return app;
}

for (const gen of GENERATIONS) {
  describe(`compression on ${gen}`, () => {
    it('gzips a body above the threshold and leaves one below it alone', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { url } = await listen(compressionApp(fw, publicDir));
        const gz = { 'Accept-Encoding': 'gzip' };
        return {
          big: observe(await rawRequest(url, { path: '/big', headers: gz })),
          small: observe(await rawRequest(url, { path: '/small', headers: gz })),
          json: observe(await rawRequest(url, { path: '/json', headers: gz })),
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.big).toMatchObject({
        status: 200,
        headers: { 'content-encoding': 'gzip', 'content-length': undefined, vary: 'Accept-Encoding', 'content-type': 'text/plain; charset=utf-8' },
        body: BIG,
      });
      expect(r.reference.big.wireBytes).toBeLessThan(200);
      expect(r.reference.small).toEqual({
        status: 200,
        headers: { 'content-encoding': undefined, 'content-length': String(SMALL.length), 'content-type': 'text/plain; charset=utf-8', vary: 'Accept-Encoding', 'transfer-encoding': undefined },
        body: SMALL,
        wireBytes: SMALL.length,
      });
      expect(r.reference.json.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(r.reference.json.body)).toEqual({ lines: BIG.split('\n') });
    });

    it('negotiates deflate and identity; honours no-transform and a custom filter', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { url } = await listen(compressionApp(fw, publicDir));
        return [
          observe(await rawRequest(url, { path: '/big', headers: { 'Accept-Encoding': 'deflate' } })),
          observe(await rawRequest(url, { path: '/big', headers: { 'Accept-Encoding': 'identity' } })),
          observe(await rawRequest(url, { path: '/no-transform', headers: { 'Accept-Encoding': 'gzip' } })),
          observe(await rawRequest(url, { path: '/big', headers: { 'Accept-Encoding': 'gzip', 'X-No-Compression': '1' } })),
        ];
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.map((x) => x.headers['content-encoding'])).toEqual(['deflate', undefined, undefined, undefined]);
      expect(r.reference.map((x) => x.body)).toEqual([BIG, BIG, BIG, BIG]);
      expect(r.reference.slice(1).map((x) => x.headers['content-length'])).toEqual([String(BIG.length), String(BIG.length), String(BIG.length)]);
    });

    it('compresses express.static files and streamed writes flushed with res.flush()', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { url } = await listen(compressionApp(fw, publicDir));
        const gz = { 'Accept-Encoding': 'gzip' };
        return {
          file: observe(await rawRequest(url, { path: '/files/big.txt', headers: gz })),
          stream: observe(await rawRequest(url, { path: '/stream', headers: gz })),
          head: observe(await rawRequest(url, { method: 'HEAD', path: '/big', headers: gz })),
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.file).toMatchObject({ status: 200, headers: { 'content-encoding': 'gzip', 'content-length': undefined }, body: BIG });
      expect(r.reference.stream).toMatchObject({
        status: 200,
        headers: { 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' },
        body: BIG,
      });
      // HEAD is never compressed: headers only.
      expect(r.reference.head).toMatchObject({ status: 200, headers: { 'content-encoding': undefined }, body: '' });
    });

    it('threshold option: 0 compresses even tiny bodies; 10kb leaves a 4kb body alone', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const eager = fw();
        eager.use(compression({ threshold: 0 }));
        eager.get('/', (req: any, res: any) => res.type('text').send(SMALL));
        const lazy = fw();
        lazy.use(compression({ threshold: '10kb' }));
        lazy.get('/', (req: any, res: any) => res.type('text').send(BIG));
        const a = await listen(eager);
        const b = await listen(lazy);
        const gz = { 'Accept-Encoding': 'gzip' };
        return [observe(await rawRequest(a.url, { path: '/', headers: gz })), observe(await rawRequest(b.url, { path: '/', headers: gz }))];
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference[0]).toMatchObject({ headers: { 'content-encoding': 'gzip' }, body: SMALL });
      expect(r.reference[1]).toMatchObject({ headers: { 'content-encoding': undefined, 'content-length': String(BIG.length) }, body: BIG });
    });
  });
}
