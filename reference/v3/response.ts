// The 3.x response: res.charset (appended to every Content-Type set through
// setHeader), res.send with 3.x's charset rule, res.location / res.redirect
// relative to the current URL ('./x', '../x') or the mount point ('x'),
// res.sendfile, and the 3.x signed-cookie error.
import { isAbsolute, resolve as resolvePath } from 'node:path';
import { resolve as resolveUrl } from 'node:url';
import * as http from 'node:http';
import encodeUrl from 'encodeurl';
import * as mime from 'mime-types';
import statuses from 'statuses';
import { setCharset } from '../response/send';
import type { ETagFn } from '../settings';
import type { Res } from '../types';
import { pathnameOf } from '../url';
import { sign } from './middleware/signature';
import { fileType } from './file-type';

/** File options with the 3.x Content-Type of the file (applied when the transfer starts). */
function withType(options: Record<string, any>, path: string): Record<string, any> {
  return { ...options, headers: { ...options.headers, 'Content-Type': fileType(path) } };
}

export function extendResponse(res: Record<string, any>): void {
  /** res.charset, when set, is appended to a Content-Type that has no charset. */
  res.setHeader = function setHeader(this: Res, field: string, value: any) {
    let val = value;
    if (this.charset && typeof val === 'string' && field.toLowerCase() === 'content-type' && !/;\s*charset\s*=/i.test(val)) {
      val += '; charset=' + this.charset;
    }
    return http.ServerResponse.prototype.setHeader.call(this, field, val);
  };

  /** 3.x res.set: values as strings, no charset added by the MIME type. */
  res.set = res.header = function header(this: Res, field: string | Record<string, unknown>, val?: unknown): Res {
    if (typeof field === 'object' && field !== null) {
      for (const key in field) this.set(key, field[key]);
      return this;
    }
    this.setHeader(field, Array.isArray(val) ? val.map(String) : String(val));
    return this;
  };

  /** Content-Type from a MIME type (contains '/') or an extension name, with no charset added. */
  res.type = res.contentType = function contentType(this: Res, type: string): Res {
    const ct = type.indexOf('/') !== -1 ? type : mime.lookup(type) || 'application/octet-stream';
    return this.set('Content-Type', ct);
  };

  res.send = function send(this: Res, body?: unknown): Res {
    let chunk: any = body;
    let encoding: BufferEncoding | undefined;
    const req = this.req;
    if (arguments.length === 2) {
      // res.send(status, body), and the older res.send(body, status).
      if (typeof body !== 'number' && typeof arguments[1] === 'number') this.statusCode = arguments[1];
      else {
        this.statusCode = body as number;
        chunk = arguments[1];
      }
    }
    if (typeof chunk === 'number' && arguments.length === 1) {
      // res.send(status): the status text is the body.
      if (!this.get('Content-Type')) this.type('txt');
      this.statusCode = chunk;
      chunk = statuses.message[chunk] ?? String(chunk);
    }
    switch (typeof chunk) {
      case 'string':
        if (!this.get('Content-Type')) this.type('html');
        break;
      case 'boolean':
      case 'number':
      case 'object':
        if (chunk === null) chunk = '';
        else if (Buffer.isBuffer(chunk)) {
          if (!this.get('Content-Type')) this.type('bin');
        } else return this.json(chunk);
        break;
    }
    if (typeof chunk === 'string') {
      encoding = 'utf8';
      const type = this.get('Content-Type');
      if (typeof type === 'string') {
        this.removeHeader('Content-Type');
        this.setHeader('Content-Type', setCharset(type, this.charset || 'utf-8'));
      }
    }
    let len: number | undefined;
    if (chunk !== undefined) {
      len = Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(chunk, encoding);
      if (!this.get('Content-Length')) this.set('Content-Length', len);
    }
    const etagFn: ETagFn | undefined = this.app.settings['etag fn'];
    if (len !== undefined && typeof etagFn === 'function' && !this.get('ETag')) {
      const tag = etagFn(chunk, encoding);
      if (tag) this.set('ETag', tag);
    }
    if (req.fresh) this.statusCode = 304;
    if (this.statusCode === 204 || this.statusCode === 304) {
      this.removeHeader('Content-Type');
      this.removeHeader('Content-Length');
      this.removeHeader('Transfer-Encoding');
      chunk = '';
    }
    if (req.method === 'HEAD') this.end();
    else this.end(chunk, encoding as BufferEncoding);
    return this;
  };

  /**
   * Location: 'back' is the Referer (or '/'); './x' and '../x' are relative to the
   * current URL; 'x' (no leading '/') is relative to the app's mount point.
   */
  res.location = function location(this: Res, url: string): Res {
    let loc = String(url);
    if (loc === 'back') loc = (this.req.get('Referrer') as string) || '/';
    if (loc.indexOf('://') === -1 && loc.indexOf('//') !== 0) {
      if (loc[0] === '.') {
        let path = pathnameOf(this.req.originalUrl || this.req.url) ?? '/';
        if (path[path.length - 1] !== '/') path += '/';
        loc = resolveUrl(path, loc);
      } else if (loc[0] !== '/') {
        loc = this.app.path() + '/' + loc;
      }
    }
    return this.set('Location', encodeUrl(loc));
  };

  const cookie = res.cookie as (this: Res, name: string, value: unknown, options?: Record<string, any>) => Res;
  /** Signed values are 's:' + value + '.' + HMAC; signing needs cookieParser(secret). */
  res.cookie = function cookie3(this: Res, name: string, value: unknown, options?: Record<string, any>): Res {
    if (!options || !options.signed) return cookie.call(this, name, value, options);
    const secret: string | undefined = this.req.secret;
    if (!secret) throw new Error('connect.cookieParser("secret") required for signed cookies');
    const val = typeof value === 'object' ? 'j:' + JSON.stringify(value) : String(value);
    return cookie.call(this, name, 's:' + sign(val, secret), { ...options, signed: false });
  };

  /** res.sendfile(path, [options], [fn]): options maxAge (ms) and root. */
  res.sendfile = function sendfile(this: Res, path: string, options?: any, fn?: (err?: any) => void): void {
    let opts: Record<string, any> = options || {};
    let done = fn;
    if (typeof options === 'function') {
      done = options;
      opts = {};
    }
    const full = opts.root || isAbsolute(path) ? path : resolvePath(path);
    this.sendFile(full, withType(opts, path), done);
  };

  const download = res.download as (this: Res, ...args: unknown[]) => void;
  /** res.download(path, [filename], [fn]): an attachment named filename (default: the path's base name). */
  res.download = function download3(this: Res, path: string, filename?: unknown, fn?: unknown): void {
    if (typeof filename === 'function') return download.call(this, path, null, withType({}, path), filename);
    download.call(this, path, filename, withType({}, path), fn);
  };
}
