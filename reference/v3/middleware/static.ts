// fw.static(root, [options]) (3.x, connect's static): serves files below root with `send`. A
// missing or refused path calls next(); a directory without a trailing slash is
// redirected (303) to the slashed URL; dotfiles are ignored. Options: maxAge
// (ms), index (default 'index.html'), redirect (default true), hidden (serve
// dotfiles).
import escapeHtml from 'escape-html';
import type { Handler, Next, Req, Res } from '../../types';
import { followSenderRules } from '../../static/sender-rules';
import { slashedLocation } from '../../static/directory-location';
import { pathnameOf } from '../../url';
import type { StaticGeneration } from '../../generations/profile';
import { onFirstUse } from '../../on-first-use';

// The file sender loads with the first file sent.
const send = onFirstUse(() => require('send') as typeof import('send'));

export function connectStatic(root: string, options: object | undefined, gen: StaticGeneration): Handler {
  if (!root) throw new TypeError('root path required');
  const opts = (options ?? {}) as Record<string, any>;
  const redirect = opts.redirect !== false;

  return function staticMiddleware(req: Req, res: Res, next: Next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = pathnameOf(req.url) ?? '/';
    const stream = send()(req, path, {
      root,
      maxAge: opts.maxAge ?? 0,
      index: opts.index ?? 'index.html',
      dotfiles: opts.hidden ? 'allow' : 'ignore',
      etag: opts.etag,
      lastModified: opts.lastModified,
    });
    stream.on('headers', (r: Res, file: string) => {
      r.setHeader('Content-Type', gen.contentType(file));
    });
    followSenderRules(gen.sender, stream, req, opts.lastModified !== false);
    stream.on('directory', () => {
      if (!redirect || path.endsWith('/')) return next();
      const location = slashedLocation(req.originalUrl || req.url || '/');
      const body = `Redirecting to <a href="${escapeHtml(location)}">${escapeHtml(location)}</a>\n`;
      res.statusCode = 303;
      res.setHeader('Location', location);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    });
    // connect 2's static (serve-static 1.10) falls through: a path refused before a file is
    // chosen (404, a traversal's 403, a malformed escape's 400) calls next(); a file's own
    // read error, and any 5xx, is passed on
    let fileChosen = false;
    stream.on('file', () => {
      fileChosen = true;
    });
    stream.on('error', (err: { status?: number; statusCode?: number }) => {
      const status = err.statusCode ?? err.status ?? 500;
      if (fileChosen || !(status < 500)) return next(err);
      next();
    });
    stream.pipe(res);
  };
}
