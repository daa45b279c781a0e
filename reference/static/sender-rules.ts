// Where the file sender of a generation read a request differently from send 1.x, which
// serves files here for fw.static, res.sendFile and res.download alike: the Range header
// (4.x: send 0.19's range-parser 1.2) and conditional GETs (3.x, 4.x: fresh 0.x, which also
// requires If-Modified-Since, when sent, to hold).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stats } from 'node:fs';
import type send from 'send';
import type { FileSenderRules } from '../generations/profile';

/**
 * Makes `stream` read the request by `rules`. Call it after registering the application's
 * setHeaders (and the headers option): its own Last-Modified counts.
 */
export function followSenderRules(rules: FileSenderRules, stream: send.SendStream, req: IncomingMessage, lastModifiedOption: boolean): void {
  const { range, freshness } = rules;
  if (range && req.headers.range !== undefined) {
    // the file's size is known once it is chosen, before send reads Range
    stream.on('file', (_path: string, stat: Stats) => {
      const header = req.headers.range;
      if (!header) return;
      const read = range(header, stat.size);
      if (read === undefined) delete req.headers.range;
      else req.headers.range = read;
    });
  }
  const since = req.headers['if-modified-since'];
  if (freshness && req.headers['if-none-match'] !== undefined && since !== undefined) {
    stream.on('headers', (res: ServerResponse, _path: string, stat: Stats) => {
      const header = res.getHeader('Last-Modified');
      const lastModified = header !== undefined ? String(header) : lastModifiedOption ? stat.mtime.toUTCString() : undefined;
      // Where the generation's rule finds the file modified since, send 1.x would still answer
      // 304 on a matching ETag: without If-None-Match it reads the date alone, and finds it stale.
      if (!freshness({ 'if-modified-since': since }, { 'last-modified': lastModified })) delete req.headers['if-none-match'];
    });
  }
}
