// What differs between generations in body parsing, in one place.
// 4.x follows body-parser 1.x, 5.x follows body-parser 2.x.
import type { IncomingMessage } from 'node:http';
import * as zlib from 'node:zlib';

/** The contract the core hands each parser factory. */
export interface BodyGeneration {
  /** 5.x: () => undefined, 4.x: () => ({}) */
  emptyBody: () => unknown;
  /** Default of urlencoded `extended`: 5.x false, 4.x true. */
  urlencodedExtended: boolean;
}

export interface BodyProfile extends BodyGeneration {
  /** Gives `req.body` its empty value before anything else happens. */
  initBody(req: BodyRequest): void;
  /** Another parser (or reader) already took the body: pass through. */
  alreadyRead(req: BodyRequest): boolean;
  /** Marks the body as taken, for parsers stacked after this one. */
  markRead(req: BodyRequest): void;
  /** Content-Encodings that are decompressed (besides identity). */
  encodings: ReadonlySet<string>;
  /** Charsets urlencoded accepts in a Content-Type: only UTF-8, as the spec says (5.x Express also takes iso-8859-1). */
  urlencodedCharsets: ReadonlySet<string>;
  /** Values of urlencoded's `defaultCharset` option (5.x), used when the Content-Type names no charset. */
  urlencodedDefaultCharsets: ReadonlySet<string>;
  /** The non-extended urlencoded parser: node's querystring (4.x) or qs without nesting (5.x). */
  simpleUrlencoded: 'querystring' | 'qs';
  /** urlencoded passes charset, charsetSentinel and interpretNumericEntities to qs (5.x). */
  urlencodedCharsetOptions: boolean;
  /** Parsers whose `defaultCharset` option is honoured when Content-Type names no charset. */
  defaultCharsetFor: ReadonlySet<ParserName>;
  /** A Content-Type with malformed parameters matches nothing (4.x's strict type-is 1.x) rather than its bare type. */
  strictMediaType: boolean;
  /** Errors from reading the stream carry status, statusCode and expose as own fields (5.x). */
  readErrorsOwnStatus: boolean;
}

export type ParserName = 'json' | 'raw' | 'text' | 'urlencoded';

export interface BodyRequest extends IncomingMessage {
  body?: unknown;
  _body?: boolean;
}

function readable4(req: BodyRequest): boolean {
  return req._body === true;
}

/** on-finished's idea of a finished request: nothing more can be read from it. */
function finished(req: BodyRequest): boolean {
  const socket = req.socket;
  return Boolean(!socket || !socket.readable || (req.complete && !req.readable));
}

const UTF8 = new Set(['utf-8']);
const GZIP_DEFLATE = new Set(['gzip', 'deflate']);
const WITH_BROTLI = new Set(['gzip', 'deflate', 'br', ...('createZstdDecompress' in zlib ? ['zstd'] : [])]);

function profile4(gen: BodyGeneration): BodyProfile {
  return {
    ...gen,
    initBody(req) {
      req.body = req.body || gen.emptyBody();
    },
    alreadyRead: readable4,
    markRead(req) {
      req._body = true;
    },
    encodings: GZIP_DEFLATE,
    urlencodedCharsets: UTF8,
    urlencodedDefaultCharsets: UTF8,
    simpleUrlencoded: 'querystring',
    urlencodedCharsetOptions: false,
    defaultCharsetFor: new Set(['text']),
    strictMediaType: true,
    readErrorsOwnStatus: false,
  };
}

function profile5(gen: BodyGeneration): BodyProfile {
  return {
    ...gen,
    initBody(req) {
      if (!('body' in req)) req.body = gen.emptyBody();
    },
    alreadyRead: finished,
    markRead() {},
    encodings: WITH_BROTLI,
    urlencodedCharsets: UTF8,
    urlencodedDefaultCharsets: new Set(['utf-8', 'iso-8859-1']),
    simpleUrlencoded: 'qs',
    urlencodedCharsetOptions: true,
    defaultCharsetFor: new Set(['json', 'text', 'urlencoded']),
    strictMediaType: false,
    readErrorsOwnStatus: true,
  };
}

const profiles = new WeakMap<BodyGeneration, BodyProfile>();

/**
 * The full profile for the generation the core describes. The contract names
 * only the two differences the spec gives; the rest follows from which
 * generation it is, told by its empty body (undefined only in 5.x).
 */
export function bodyProfile(gen: BodyGeneration): BodyProfile {
  let p = profiles.get(gen);
  if (!p) {
    p = gen.emptyBody() === undefined ? profile5(gen) : profile4(gen);
    profiles.set(gen, p);
  }
  return p;
}
