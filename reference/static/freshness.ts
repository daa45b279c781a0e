// The generation's freshness rule for the file sender. send 1.x answers 304 on a matching
// If-None-Match whatever If-Modified-Since says; the older senders of 3.x and 4.x also
// required If-Modified-Since, when sent, to hold.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import type send from 'send';
import type { Freshness } from '../freshness';

/**
 * Makes `stream` decide freshness by `freshness`. Listens to 'headers', so it must be
 * registered after the application's setHeaders: its own Last-Modified counts.
 */
export function decideFreshnessBy(freshness: Freshness, stream: send.SendStream, req: IncomingMessage, lastModifiedOption: boolean): void {
  const since = req.headers['if-modified-since'];
  if (req.headers['if-none-match'] === undefined || since === undefined) return;
  stream.on('headers', (res: ServerResponse, _path: string, stat: Stats) => {
    const header = res.getHeader('Last-Modified');
    const lastModified = header !== undefined ? String(header) : lastModifiedOption ? stat.mtime.toUTCString() : undefined;
    // Where the generation's rule finds the file modified since, send 1.x would still answer
    // 304 on a matching ETag: without If-None-Match it reads the date alone, and finds it stale.
    if (!freshness({ 'if-modified-since': since }, { 'last-modified': lastModified })) delete req.headers['if-none-match'];
  });
}
