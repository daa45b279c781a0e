// Validators compared as RFC 9110 compares them, for the files send 1.x serves (fw.static,
// res.sendFile, res.download) in every generation: If-Match and an If-Range entity tag by
// strong comparison (8.8.3.2; 13.1.1, 13.1.5), an If-Range date only when it is Last-Modified
// itself. send compares If-Match weakly, finds an If-Range tag as a substring and takes any
// If-Range date not older than the file: where it would hold a condition that RFC 9110 does
// not, the request it reads is changed into one it reads as RFC 9110 does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import etag from 'etag';

/** RFC 9110 8.8.3.2: equal, and neither weak. */
function stronglyEqual(a: string, b: string): boolean {
  return a === b && !a.startsWith('W/');
}

/** The entity tags of an If-Match list ("a", W/"b"), or '*'. */
function tagsOf(list: string): string[] {
  return list.split(',').map((t) => t.trim()).filter((t) => t !== '');
}

/**
 * The validators the file goes out with: the app's own (headers option, setHeaders), else
 * send's (a weak ETag of the file's size and mtime, its mtime as Last-Modified).
 */
function validatorsOf(res: ServerResponse, stat: Stats, use: { etag: boolean; lastModified: boolean }): { tag?: string; date?: string } {
  const tag = res.getHeader('ETag') ?? (use.etag ? etag(stat) : undefined);
  const date = res.getHeader('Last-Modified') ?? (use.lastModified ? stat.mtime.toUTCString() : undefined);
  return { tag: tag === undefined ? undefined : String(tag), date: date === undefined ? undefined : String(date) };
}

/** Call after the app's own 'headers' listeners are registered: its ETag and Last-Modified count. */
export function compareValidatorsStrongly(stream: NodeJS.EventEmitter, req: IncomingMessage, use: { etag: boolean; lastModified: boolean }): void {
  const match = req.headers['if-match'];
  const ifRange = req.headers['if-range'];
  if (match === undefined && (ifRange === undefined || req.headers.range === undefined)) return;
  stream.on('headers', (res: ServerResponse, _path: string, stat: Stats) => {
    const { tag, date } = validatorsOf(res, stat, use);
    if (match !== undefined && tag !== undefined) {
      const tags = tagsOf(match);
      if (!tags.includes('*') && !tags.some((t) => stronglyEqual(t, tag))) {
        // a tag send matches with none of its comparisons (itself, with W/, without W/)
        req.headers['if-match'] = `${tag}x`;
      }
    }
    if (ifRange !== undefined && req.headers.range !== undefined) {
      const value = String(ifRange).trim();
      const isTag = value.startsWith('"') || value.startsWith('W/');
      const holds = isTag ? tag !== undefined && stronglyEqual(value, tag) : date !== undefined && Date.parse(value) === Date.parse(date);
      // 13.1.5: a condition that does not hold makes the server ignore Range: the whole file.
      // send read Range already; it reads If-Range now, and finds no ETag in this one.
      if (!holds) req.headers['if-range'] = '"\u0000"';
    }
  });
}
