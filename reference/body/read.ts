// The path every body parser shares: decide whether to read, read (inflating
// when asked, within the limit), verify, decode, parse, then next().
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import * as zlib from 'node:zlib';
import * as contentType from 'content-type';
import type getRawBody from 'raw-body';
import onFinished from 'on-finished';
import { httpError, withStatus, type HttpError } from './errors';
import type { BodyGeneration } from '../generations/profile';
import { alreadyRead, initBody, markRead, type BodyRequest } from './read-state';
import { onFirstUse } from '../on-first-use';
import { hasBody, type SharedOptions } from './options';
import { memoized } from '../memo';

const rawBody = onFirstUse(() => require('raw-body') as typeof import('raw-body'));
const iconv = onFirstUse(() => require('iconv-lite') as typeof import('iconv-lite'));

export type Next = (err?: unknown) => void;
export type Handler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export interface ParserSpec {
  shared: SharedOptions;
  profile: BodyGeneration;
  /**
   * The charset to decode the body with, null to keep bytes, or the error
   * to answer with when the charset is refused.
   */
  charset(req: IncomingMessage): string | null | HttpError;
  /** Turns the decoded body into the value of req.body. */
  parse(body: string | Buffer, charset: string | null): unknown;
}

export function createParser(spec: ParserSpec): Handler {
  const { shared, profile } = spec;
  return function bodyParser(request, res, next) {
    const req = request as BodyRequest;
    if (alreadyRead(profile, req)) return next();
    initBody(profile, req);
    if (!hasBody(req) || !shared.matches(req)) return next();
    const charset = spec.charset(req);
    if (charset instanceof Error) return next(charset);
    markRead(profile, req);
    read(req, res, next, spec, charset);
  };
}

function unsupportedCharset(charset: string): HttpError {
  return httpError(415, `unsupported charset "${charset.toUpperCase()}"`, {
    charset: charset.toLowerCase(),
    type: 'charset.unsupported',
  });
}

function read(req: BodyRequest, res: ServerResponse, next: Next, spec: ParserSpec, charset: string | null): void {
  const { verify, inflate, limit } = spec.shared;
  if (verify && charset !== null && !iconv().encodingExists(charset)) return next(unsupportedCharset(charset));

  const coding = (req.headers['content-encoding'] || 'identity').toLowerCase();
  let inflater: Transform | null = null;
  let length: string | undefined;
  if (coding === 'identity') {
    length = req.headers['content-length'];
  } else if (!inflate) {
    return next(httpError(415, 'content encoding unsupported', { encoding: coding, type: 'encoding.unsupported' }));
  } else if (!spec.profile.encodings.has(coding)) {
    return next(httpError(415, `unsupported content encoding "${coding}"`, { encoding: coding, type: 'encoding.unsupported' }));
  } else {
    inflater = decompressor(coding);
    req.pipe(inflater);
  }

  // UTF-8 is decoded here (faster than a streaming decoder); raw-body decodes
  // other charsets and reports the ones it does not know. verify needs bytes.
  const rawEncoding = verify || charset === null || isUtf8(charset) ? null : charset;
  const done = (error: HttpError | null, body: Buffer | string): void => {
    if (error) {
      const err =
        error.type === 'encoding.unsupported' && charset !== null
          ? unsupportedCharset(charset)
          : withStatus(error, 400, {}, spec.profile.readErrorsOwnStatus);
      if (inflater) {
        req.unpipe(inflater);
        inflater.destroy();
      }
      drain(req, () => next(err));
      return;
    }
    if (inflater) {
      // the request may still hold bytes after the compressed end: let it finish
      req.unpipe(inflater);
      inflater.on('error', noop);
      inflater.destroy();
      req.resume();
    }
    if (verify) {
      try {
        verify(req, res, body as Buffer, charset);
      } catch (thrown) {
        return next(withStatus(thrown, 403, { body, type: typeOf(thrown) || 'entity.verify.failed' }));
      }
    }
    let text: string | Buffer = body;
    try {
      if (typeof body !== 'string' && charset !== null) text = decode(body, charset);
      req.body = spec.parse(text, charset);
    } catch (thrown) {
      return next(withStatus(thrown, 400, { body: text, type: typeOf(thrown) || 'entity.parse.failed' }));
    }
    next();
  };
  const options = { length, limit, encoding: rawEncoding };
  rawBody()(inflater ?? req, options as getRawBody.Options, done as (err: getRawBody.RawBodyError, body: Buffer) => void);
}

function noop(): void {}

function typeOf(thrown: unknown): unknown {
  return thrown !== null && typeof thrown === 'object' ? (thrown as { type?: unknown }).type : undefined;
}

function decompressor(coding: string): Transform {
  switch (coding) {
    case 'gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      // zstd, where the runtime has it (5.x lists it only then)
      return (zlib as typeof zlib & { createZstdDecompress(): Transform }).createZstdDecompress();
  }
}

function isUtf8(charset: string): boolean {
  return charset === 'utf-8' || charset === 'utf8';
}

/** Decodes bytes in `charset`, dropping a byte-order mark as iconv-lite does. */
function decode(buf: Buffer, charset: string): string {
  if (!isUtf8(charset)) return iconv().decode(buf, charset);
  const str = buf.toString('utf8');
  return str.charCodeAt(0) === 0xfeff ? str.slice(1) : str;
}

/** Reads off the rest of a request that will not be parsed, then calls back. */
function drain(req: IncomingMessage, callback: () => void): void {
  if (onFinished.isFinished(req)) {
    callback();
    return;
  }
  onFinished(req, callback);
  req.resume();
}

/** The lower-cased charset parameter of the Content-Type, if any (remembered per header text, memo.ts). */
export function charsetOf(req: IncomingMessage): string | undefined {
  const header = req.headers['content-type'];
  return header ? charsetOfHeader(header) : undefined;
}

const charsetOfHeader = memoized((header): string | undefined => {
  try {
    return contentType.parse(header).parameters.charset?.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
});
