// fw.static: serves files below a root directory, with send doing the file
// transfer (conditional GET, ranges, caching headers) and this module doing
// what serve-static adds: methods, fallthrough, directory redirects at the
// mount point, and the generation's dotfile and content-type rules.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import * as path from 'node:path';
import type { Stats } from 'node:fs';
import escapeHtml from 'escape-html';
import type { SendOptions as SendLibraryOptions, SendStream } from 'send';
import { accelerators } from './accelerators';
import { eligible, FileMemory, serveFile, type FileHeaders } from './static/fast-path';
import type { StaticGeneration } from './generations/profile';
import { followSenderRules } from './static/sender-rules';
import { compareValidatorsStrongly } from './static/validators';
import { slashedLocation } from './static/directory-location';
import { maxAgeMs } from './static/max-age';
import { pathnameOf } from './url';
import { onFirstUse } from './on-first-use';

// The file sender loads with the first file sent.
const send = onFirstUse(() => require('send') as typeof import('send'));

export type { StaticGeneration } from './generations/profile';

export type Next = (err?: unknown) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type SetHeaders = (res: ServerResponse, path: string, stat: Stats) => void;

interface StaticRequest extends IncomingMessage {
  originalUrl?: string;
}

type SendOptions = SendLibraryOptions & { maxage?: number; dotfiles?: 'allow' | 'deny' | 'ignore' };

/**
 * fw.static. Every request can go to send (sendFile below: the specification); the
 * fast path (static/fast-path.ts, switched by accelerators.staticFastPath) serves a
 * plain GET or HEAD of a regular file without send, and static.test.ts proves both
 * ways answer alike.
 */
export function serveStatic(root: string, options: object | undefined, profile: StaticGeneration): Handler {
  if (!root) throw new TypeError('root path required');
  if (typeof root !== 'string') throw new TypeError('root path must be a string');
  const opts = (options ?? {}) as Record<string, unknown>;
  const fallthrough = opts.fallthrough !== false;
  const redirect = opts.redirect !== false;
  const setHeaders = opts.setHeaders as SetHeaders | undefined;
  if (setHeaders && typeof setHeaders !== 'function') throw new TypeError('option setHeaders must be function');

  // send reads its options on every request: hand it a ready object, with
  // maxAge already in milliseconds
  const base: SendOptions = { ...(opts as SendOptions), root: path.resolve(root) };
  delete (base as Record<string, unknown>).maxage;
  const maxAge = maxAgeMs(opts.maxAge || opts.maxage || 0);
  base.maxAge = maxAge;
  const dotfiles = opts.dotfiles as SendOptions['dotfiles'];
  let chooseOptions: (pathname: string) => SendOptions;
  /** Whether the path is refused as a dotfile ('deny' or 'ignore', set or by default). */
  let refusedDotfile: (pathname: string) => boolean;
  if (dotfiles !== undefined || profile.defaultDotfiles === 'ignore') {
    // an invalid dotfiles value throws on each request, as in Express, not here
    const fixed = { ...base, dotfiles: dotfiles ?? 'ignore' };
    chooseOptions = () => fixed;
    refusedDotfile = dotfiles === 'allow' ? () => false : hasDotSegment;
  } else {
    const allow: SendOptions = { ...base, dotfiles: 'allow' };
    const ignore: SendOptions = { ...base, dotfiles: 'ignore' };
    chooseOptions = (pathname) => (lastSegmentIsDotfile(pathname) ? ignore : allow);
    refusedDotfile = lastSegmentIsDotfile;
  }

  // after setHeaders, so an application's own Content-Type wins, as with send's own lookup
  const setContentType = (res: ServerResponse, file: string): void => {
    if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', profile.contentType(file));
  };

  // what send would write for a plain file, for the fast path
  const fileHeaders: FileHeaders = {
    acceptRanges: opts.acceptRanges !== undefined ? Boolean(opts.acceptRanges) : true,
    cacheControl:
      opts.cacheControl !== undefined && !opts.cacheControl
        ? null
        : `public, max-age=${Math.floor(maxAge / 1000)}${opts.immutable ? ', immutable' : ''}`,
    lastModified: opts.lastModified !== undefined ? Boolean(opts.lastModified) : true,
    etag: opts.etag !== undefined ? Boolean(opts.etag) : true,
    contentType: profile.contentType,
    setHeaders,
  };
  // start/end options, and a dotfiles value send will refuse, are left to send
  const fastPathFits =
    opts.start === undefined && opts.end === undefined && (dotfiles === undefined || ['allow', 'deny', 'ignore'].includes(dotfiles));
  const rootDir = base.root as string;
  const memory = new FileMemory();

  return function serveStatic(request, res, next) {
    const req = request as StaticRequest;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (fallthrough) return next();
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Content-Length', '0');
      res.end();
      return;
    }
    let pathname = pathnameOf(req.url ?? '/') ?? '';
    // at the mount point itself ("/static" mounted at "/static") the redirect must add the slash
    if (pathname === '/' && !(pathnameOf(req.originalUrl ?? req.url ?? '/') ?? '').endsWith('/')) pathname = '';

    const viaSend = (): void => sendFile(req, res, next, pathname);
    if (fastPathFits && accelerators.staticFastPath && eligible(req, pathname)) {
      // a file was found: its errors are real errors, as with send's 'file' event
      serveFile(req, res, rootDir, pathname, fileHeaders, memory, viaSend, (err) => next(fileError(err)));
      return;
    }
    viaSend();
  };

  function sendFile(req: StaticRequest, res: ServerResponse, next: Next, pathname: string): void {
    let forwardError = !fallthrough;
    const stream = send()(req, pathname, chooseOptions(pathname));
    stream.on('directory', redirect ? redirectToSlash : notFound);
    if (setHeaders) stream.on('headers', setHeaders);
    stream.on('headers', setContentType);
    followSenderRules(profile.sender, stream, req, fileHeaders.lastModified);
    compareValidatorsStrongly(stream, req, fileHeaders);
    if (fallthrough) {
      stream.on('file', () => {
        // once a file is chosen, its errors are real errors
        forwardError = true;
      });
    }
    stream.on('error', (err: { statusCode?: number }) => {
      if (forwardError || !((err.statusCode as number) < 500)) return next(err);
      // a refused dotfile is answered 403 ('deny') or 404 ('ignore'), then next() is called
      // (the spec's rule; Express sends nothing: features/divergences.md)
      if (!res.headersSent && refusedDotfile(pathname)) {
        respondStatus(res, err.statusCode as number);
      }
      next();
    });
    stream.pipe(res);
  }
}

/** A read error once the file was chosen: 404 for vanished files, else 500 (not exposed), as send reports it. */
function fileError(err: Error & { code?: string; status?: number; statusCode?: number; expose?: boolean }): Error {
  const status = err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'ENAMETOOLONG' ? 404 : 500;
  err.expose = false;
  err.status = err.statusCode = status;
  return err;
}

/**
 * 4.x dotfile rule: a path is ignored only when its last segment (as send
 * normalises it) is a dotfile; "/.dir/file" and "/.dir/" are served.
 */
function lastSegmentIsDotfile(pathname: string): boolean {
  const parts = segmentsAsSendSeesThem(pathname);
  return parts !== undefined && isDotName(parts[parts.length - 1]);
}

/** Whether any segment of the path (as send normalises it) is a dotfile or dot directory. */
function hasDotSegment(pathname: string): boolean {
  return segmentsAsSendSeesThem(pathname)?.some(isDotName) ?? false;
}

/**
 * The segments of the decoded, normalised path, as send checks them for dotfiles;
 * undefined when send refuses the path before that: a malformed escape (400) or a
 * '..' left above the root, with either slash (403).
 */
function segmentsAsSendSeesThem(pathname: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const normalized = path.normalize('.' + path.sep + decoded);
  if (/(?:^|[\\/])\.\.(?:[\\/]|$)/.test(normalized)) return undefined;
  return normalized.split(path.sep);
}

function isDotName(part: string): boolean {
  return part.length > 1 && part[0] === '.';
}

function respondStatus(res: ServerResponse, status: number): void {
  const body = STATUS_CODES[status] ?? String(status);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(body);
}

function notFound(this: SendStream): void {
  this.error(404);
}

function redirectToSlash(this: SendStream & { req: StaticRequest }, res: ServerResponse): void {
  if (this.hasTrailingSlash()) {
    this.error(404);
    return;
  }
  const location = slashedLocation(this.req.originalUrl ?? this.req.url ?? '/');
  const doc = htmlDocument('Redirecting', 'Redirecting to ' + escapeHtml(location));
  res.statusCode = 301;
  res.setHeader('Content-Type', 'text/html; charset=UTF-8');
  res.setHeader('Content-Length', Buffer.byteLength(doc));
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Location', location);
  res.end(doc);
}

function htmlDocument(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<pre>${body}</pre>\n</body>\n</html>\n`;
}

