// The common case of fw.static without send: a plain GET or HEAD of an
// existing regular file, no Range, no conditional headers, a path with
// nothing to decode or normalise. The response is the one send would give
// (same headers in the same order, setHeaders called first); every other
// case, including any error, goes to send.
//
// Every request stats the file, as send does. Small files' bytes are kept
// and reused only while that stat shows the same file unchanged (inode,
// size, mtime and ctime to the nanosecond-ish precision the platform gives),
// so a changed file is always read again; it saves the open/read/close.
import * as fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as path from 'node:path';
import etag from 'etag';
import { accelerators } from '../accelerators';

export interface FileHeaders {
  acceptRanges: boolean;
  /** The Cache-Control value, or null when cacheControl is off. */
  cacheControl: string | null;
  lastModified: boolean;
  etag: boolean;
  contentType: (file: string) => string;
  setHeaders?: (res: ServerResponse, path: string, stat: fs.Stats) => void;
}

/** Files up to this size are read in one call and may be kept; larger ones are streamed. */
const SMALL = 64 * 1024;
/** Bytes of small files kept per middleware; the table is emptied when it would exceed this. */
const KEPT_BYTES = 8 * 1024 * 1024;

interface Kept {
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  bytes: Buffer;
}

export class FileMemory {
  private files = new Map<string, Kept>();
  private total = 0;

  get(file: string, stat: fs.Stats): Buffer | undefined {
    const kept = this.files.get(file);
    if (kept && kept.ino === stat.ino && kept.size === stat.size && kept.mtimeMs === stat.mtimeMs && kept.ctimeMs === stat.ctimeMs) {
      return kept.bytes;
    }
    return undefined;
  }

  set(file: string, stat: fs.Stats, bytes: Buffer): void {
    const old = this.files.get(file);
    if (old) this.total -= old.size;
    if (this.total + bytes.length > KEPT_BYTES) {
      this.files.clear();
      this.total = 0;
    }
    this.files.set(file, { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, bytes });
    this.total += bytes.length;
  }
}

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
  memory: FileMemory,
  fallback: () => void,
  fail: (err: Error) => void,
): void {
  const file = path.join(root, pathname);
  fs.stat(file, (statErr, stat) => {
    if (statErr || !stat.isFile() || res.headersSent) return fallback();
    writeHeaders(res, file, stat, headers);
    const size = stat.size;
    res.setHeader('Content-Length', size);
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    if (size > SMALL) {
      const stream = fs.createReadStream(file, { start: 0, end: size - 1 });
      stream.on('error', (err) => {
        stream.destroy();
        fail(err);
      });
      res.on('close', () => stream.destroy());
      stream.pipe(res);
      return;
    }
    const kept = accelerators.fileBytes ? memory.get(file, stat) : undefined;
    if (kept) {
      res.end(kept);
      return;
    }
    fs.readFile(file, (readErr, bytes) => {
      if (readErr) return fail(readErr);
      // the file may have changed since the stat: send what the stat announced, keep only an exact match
      if (bytes.length === size && accelerators.fileBytes) memory.set(file, stat, bytes);
      res.end(bytes.length > size ? bytes.subarray(0, size) : bytes);
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

