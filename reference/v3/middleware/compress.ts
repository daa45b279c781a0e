// fw.compress (3.x): gzip or deflate response bodies, by Accept-Encoding (gzip
// preferred). Only compressible types (text, JSON, JavaScript, XML) of at least
// `threshold` bytes (default 1024) are compressed; HEAD, 204 and 304 answers
// and bodies that already have a Content-Encoding are left alone. Adds
// 'Vary: Accept-Encoding'. Uses node:zlib.
import * as zlib from 'node:zlib';
import vary from 'vary';
import type { Handler, Next, Req, Res } from '../../types';
import { onHeaders } from './on-headers';

export interface CompressOptions {
  threshold?: number;
  filter?: (req: Req, res: Res) => boolean;
  [zlibOption: string]: unknown;
}

const COMPRESSIBLE = /^text\/|[/+](json|javascript|ecmascript|xml|x-www-form-urlencoded)\b|^image\/svg/i;

export function compressible(type: string | undefined): boolean {
  return Boolean(type) && COMPRESSIBLE.test(String(type).split(';')[0].trim());
}

/** 'gzip', 'deflate' or undefined, from an Accept-Encoding value. */
export function chooseEncoding(header: string | undefined): 'gzip' | 'deflate' | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k.trim() === 'q') q = parseFloat(v);
    }
    accepted.set(name.trim().toLowerCase(), q);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('gzip')) return 'gzip';
  if (ok('deflate')) return 'deflate';
  return undefined;
}

export function compress(options?: CompressOptions): Handler {
  const opts = options ?? {};
  const threshold = typeof opts.threshold === 'number' ? opts.threshold : 1024;
  const filter = opts.filter ?? ((_req: Req, res: Res) => compressible(res.getHeader('Content-Type') as string | undefined));

  return function compress(req: Req, res: Res, next: Next) {
    // The runtime's write and end, called with whatever the application passed them.
    const write = res.write as (chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
    const end = res.end as (chunk?: unknown, encoding?: unknown, cb?: unknown) => Res;
    let stream: zlib.Gzip | zlib.Deflate | undefined;
    let firstLength: number | undefined;

    onHeaders(res, () => {
      vary(res, 'Accept-Encoding');
      if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return;
      if (res.getHeader('Content-Encoding') && res.getHeader('Content-Encoding') !== 'identity') return;
      if (!filter(req, res)) return;
      const declared = res.getHeader('Content-Length');
      const length = declared !== undefined ? Number(declared) : firstLength;
      if (length !== undefined && length < threshold) return;
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      if (!encoding) return;
      stream = encoding === 'gzip' ? zlib.createGzip(opts as zlib.ZlibOptions) : zlib.createDeflate(opts as zlib.ZlibOptions);
      res.setHeader('Content-Encoding', encoding);
      res.removeHeader('Content-Length');
      stream.on('data', (chunk: Buffer) => write.call(res, chunk));
      stream.on('end', () => end.call(res));
    });

    res.write = function (this: Res, chunk: unknown, encoding?: unknown, cb?: unknown) {
      if (!this.headersSent) {
        if (firstLength === undefined && chunk != null) firstLength = Number.POSITIVE_INFINITY;
        this.writeHead(this.statusCode);
      }
      if (!stream) return write.call(this, chunk, encoding, cb);
      stream.write(toBuffer(chunk, encoding));
      return true;
    } as Res['write'];

    res.end = function (this: Res, chunk?: unknown, encoding?: unknown, cb?: unknown) {
      if (typeof chunk === 'function') {
        cb = chunk;
        chunk = undefined;
      } else if (typeof encoding === 'function') {
        cb = encoding;
        encoding = undefined;
      }
      if (!this.headersSent) {
        firstLength = chunk == null ? 0 : toBuffer(chunk, encoding).length;
        this.writeHead(this.statusCode);
      }
      if (!stream) return end.call(this, chunk, encoding, cb);
      if (chunk != null) stream.write(toBuffer(chunk, encoding));
      stream.end();
      return this;
    } as Res['end'];

    next();
  };
}

/** A written chunk's bytes: a string in `encoding` (UTF-8 when it is not a string: a callback), else bytes. */
function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
  return Buffer.from(chunk as Uint8Array);
}
