// The common case of fw.static without send: a plain GET or HEAD of an
// existing regular file, no Range, no conditional headers, a path with
// nothing to decode or normalise. The response is the one send would give
// (same headers in the same order, setHeaders called first); every other
// case, including any error, goes to send.
import * as fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as path from 'node:path';
import etag from 'etag';

export interface FileHeaders {
  acceptRanges: boolean;
  /** The Cache-Control value, or null when cacheControl is off. */
  cacheControl: string | null;
  lastModified: boolean;
  etag: boolean;
  contentType: (file: string) => string;
  setHeaders?: (res: ServerResponse, path: string, stat: fs.Stats) => void;
}

/** Files up to this size are read in one call; larger ones are streamed. */
const SMALL = 128 * 1024;

/** Whether the request can take the fast path (a cheap, conservative test). */
export function eligible(req: IncomingMessage, pathname: string): boolean {
  const h = req.headers;
  return (
    pathname.length > 1 &&
    pathname.charCodeAt(pathname.length - 1) !== 0x2f &&
    pathname.indexOf('%') === -1 &&
    pathname.indexOf('/.') === -1 &&
    pathname.indexOf('\\') === -1 &&
    h.range === undefined &&
    h['if-match'] === undefined &&
    h['if-none-match'] === undefined &&
    h['if-modified-since'] === undefined &&
    h['if-unmodified-since'] === undefined
  );
}

/**
 * Serves `root + pathname` when it is a regular file; otherwise calls
 * `fallback` (before anything is written) so send handles the request.
 */
export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  pathname: string,
  headers: FileHeaders,
  fallback: () => void,
  fail: (err: Error) => void,
): void {
  const file = path.join(root, pathname);
  fs.open(file, 'r', (openErr, fd) => {
    if (openErr) return fallback();
    fs.fstat(fd, (statErr, stat) => {
      if (statErr || !stat.isFile() || res.headersSent) {
        fs.close(fd, noop);
        return fallback();
      }
      writeHeaders(res, file, stat, headers);
      const size = stat.size;
      res.setHeader('Content-Length', size);
      if (req.method === 'HEAD' || size === 0) {
        fs.close(fd, noop);
        res.end();
        return;
      }
      if (size > SMALL) {
        const stream = fs.createReadStream(file, { fd, start: 0, end: size - 1 });
        stream.on('error', (err) => {
          stream.destroy();
          fail(err);
        });
        res.on('close', () => stream.destroy());
        stream.pipe(res);
        return;
      }
      const buf = Buffer.allocUnsafe(size);
      fs.read(fd, buf, 0, size, 0, (readErr, bytes) => {
        fs.close(fd, noop);
        if (readErr) return fail(readErr);
        res.end(bytes === size ? buf : buf.subarray(0, bytes));
      });
    });
  });
}

function writeHeaders(res: ServerResponse, file: string, stat: fs.Stats, h: FileHeaders): void {
  if (h.setHeaders) h.setHeaders(res, file, stat);
  if (h.acceptRanges && !res.getHeader('Accept-Ranges')) res.setHeader('Accept-Ranges', 'bytes');
  if (h.cacheControl !== null && !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', h.cacheControl);
  if (h.lastModified && !res.getHeader('Last-Modified')) res.setHeader('Last-Modified', stat.mtime.toUTCString());
  if (h.etag && !res.getHeader('ETag')) res.setHeader('ETag', etag(stat));
  if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', h.contentType(file));
}

function noop(): void {}
