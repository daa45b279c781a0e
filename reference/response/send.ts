// res.send, res.json, res.jsonp, res.sendStatus: bodies with Content-Type,
// Content-Length, ETag and freshness (a fresh GET/HEAD answers 304).
import * as contentType from 'content-type';
import statuses from 'statuses';
import type { ResponseProfile } from '../generations/profile';
import type { ETagFn } from '../settings';
import type { Res } from '../types';
import { memoized } from '../memo';
import { accelerators } from '../accelerators';

// Header lookups use lower-case names: the runtime lower-cases the name on every
// lookup, and an already lower-case constant comes back as is (no new string to intern).
export function installSend(res: Partial<Res>, profile: ResponseProfile): void {
  const rules = profile.send;
  res.send = function send(this: Res, body?: unknown): Res {
    let chunk: unknown = body;
    let encoding: BufferEncoding | undefined;
    const req = this.req;

    if (profile.legacyResponseSignatures) {
      // 4.x: res.send(status, body), res.send(body, status), res.send(status).
      if (arguments.length === 2) {
        if (typeof arguments[0] !== 'number' && typeof arguments[1] === 'number') {
          this.statusCode = arguments[1];
        } else {
          this.statusCode = arguments[0];
          chunk = arguments[1];
        }
      }
      if (typeof chunk === 'number' && arguments.length === 1) {
        if (!this.getHeader('content-type')) this.type('txt');
        this.statusCode = chunk;
        chunk = rules.unknownStatusBody === 'code' ? (statuses.message[chunk] ?? String(chunk)) : statuses.message[chunk];
      }
    }

    switch (typeof chunk) {
      case 'string': {
        encoding = 'utf8';
        let type = this.getHeader('content-type');
        if (typeof type !== 'string') {
          this.type('html');
          type = this.getHeader('content-type') as string;
        }
        const charset = (profile.bodyCharset && profile.bodyCharset(this)) || 'utf-8';
        const typed = charset === 'utf-8' ? withUtf8(type) : setCharset(type, charset);
        if (typed !== type) this.set('Content-Type', typed); // (res.type and res.json's types may have it already)
        break;
      }
      case 'boolean':
      case 'number':
      case 'object':
        if (chunk === null) {
          chunk = '';
        } else if (rules.binary === 'typed-arrays' ? ArrayBuffer.isView(chunk) : Buffer.isBuffer(chunk)) {
          if (!this.getHeader('content-type')) this.type('bin');
        } else {
          return this.json(chunk);
        }
        break;
    }

    const etagFn: ETagFn | undefined = this.app.settings['etag fn'];
    const generateETag = typeof etagFn === 'function' && !this.getHeader('etag');
    let len: number | undefined;
    if (chunk !== undefined) {
      // 4.x/5.x send bytes for a body they tag or that is long: the etag function gets
      // bytes, and the runtime writes the headers apart from them, as Latin-1 (with a
      // string body it writes them together, in the body's encoding). 3.x sends the string.
      if (typeof chunk === 'string' && rules.stringBody === 'bytes-when-tagged-or-long' && (generateETag || chunk.length >= 1000)) {
        chunk = Buffer.from(chunk, encoding);
        encoding = undefined;
      } else if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) {
        // a typed array's bytes; anything else (a function, a symbol, a bigint) goes to
        // Buffer.from as it is, which refuses it, as in Express
        chunk = ArrayBuffer.isView(chunk) ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.from(chunk as string, encoding);
      }
      if (typeof chunk === 'string') {
        len = Buffer.byteLength(chunk, encoding);
      } else {
        len = (chunk as Buffer).length; // bytes by now
      }
      const lengthSet = rules.contentLength === 'unless-chunked' ? this.getHeader('transfer-encoding') : this.getHeader('content-length');
      if (!lengthSet) this.setHeader('Content-Length', String(len));
    }

    if (generateETag && len !== undefined) {
      const tag = etagFn!(chunk as string | Buffer, encoding);
      if (tag) this.setHeader('ETag', tag);
    }

    // without a conditional header a request is never fresh: an accelerator skips the check,
    // unless the app gave this request a req.fresh of its own (send.test.ts)
    const conditional =
      !accelerators.freshSkip ||
      req.headers['if-none-match'] !== undefined ||
      req.headers['if-modified-since'] !== undefined ||
      Object.hasOwn(req, 'fresh');
    if (conditional && req.fresh) this.statusCode = 304;

    if (this.statusCode === 204 || this.statusCode === 304) {
      this.removeHeader('Content-Type');
      this.removeHeader('Content-Length');
      this.removeHeader('Transfer-Encoding');
      chunk = '';
    }
    if (rules.resetContent && this.statusCode === 205) {
      this.set('Content-Length', '0');
      this.removeHeader('Transfer-Encoding');
      chunk = '';
    }

    if (req.method === 'HEAD') this.end();
    else this.end(chunk, encoding as BufferEncoding);
    return this;
  };

  /**
   * 4.x also takes (status, body) and (body, status): sets the status, returns the body. The
   * callers pass their arguments one by one (handing on their arguments object would build it
   * on every call).
   */
  function legacyStatusAndBody(res: Res, count: number, first: unknown, second: unknown): unknown {
    if (!profile.legacyResponseSignatures || count !== 2) return first;
    if (typeof second === 'number') {
      res.statusCode = second;
      return first;
    }
    res.statusCode = first as number;
    return second;
  }

  res.json = function json(this: Res, obj?: unknown): Res {
    const value = legacyStatusAndBody(this, arguments.length, obj, arguments[1]);
    const body = stringifyFor(this, value);
    if (!this.getHeader('content-type')) this.set('Content-Type', 'application/json');
    return this.send(body);
  };

  res.jsonp = function jsonp(this: Res, obj?: unknown): Res {
    const value = legacyStatusAndBody(this, arguments.length, obj, arguments[1]);
    let body: string | undefined = stringifyFor(this, value);
    let callback = this.req.query?.[this.app.get('jsonp callback name') as string];
    if (!this.get('Content-Type')) {
      this.set('X-Content-Type-Options', 'nosniff');
      this.set('Content-Type', 'application/json');
    }
    if (Array.isArray(callback)) callback = callback[0];
    if (typeof callback === 'string' && callback.length !== 0) {
      this.set('X-Content-Type-Options', 'nosniff');
      this.set('Content-Type', 'text/javascript');
      // Only identifier characters, dots and brackets survive in the callback name.
      const name = callback.replace(/[^[\]\w$.]/g, '');
      if (body === undefined) body = '';
      else body = body.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
      body = `/**/ typeof ${name} === 'function' && ${name}(${body});`;
    }
    return this.send(body);
  };

  /** Status plus its registered text as a plain-text body (the number for unknown codes). */
  res.sendStatus = function sendStatus(this: Res, code: number): Res {
    const body = statuses.message[code] || String(code);
    this.status(code);
    this.type('txt');
    return this.send(body);
  };
}

/** JSON with the app's 'json replacer', 'json spaces' and 'json escape' settings. */
function stringifyFor(res: Res, value: unknown): string | undefined {
  const app = res.app;
  const replacer = app.settings['json replacer'];
  const spaces = app.settings['json spaces'];
  let json: string | undefined = replacer || spaces ? JSON.stringify(value, replacer, spaces) : JSON.stringify(value);
  if (app.settings['json escape'] && typeof json === 'string') {
    json = json.replace(/[<>&]/g, (c) => (c === '<' ? '\\u003c' : c === '>' ? '\\u003e' : '\\u0026'));
  }
  return json;
}

/** `type` with charset=utf-8, the charset of nearly every text body: remembered per type. */
const withUtf8 = memoized((type) => setCharset(type, 'utf-8'));

/** `type` with its charset parameter set to `charset`. */
export function setCharset(type: string, charset: string): string {
  if (!type || !charset) return type;
  const parsed = contentType.parse(type);
  parsed.parameters.charset = charset;
  return contentType.format(parsed);
}
