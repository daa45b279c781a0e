// The options every body parser shares (inflate, limit, type, verify), read
// once when the middleware is created so a request pays for none of it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import bytes from 'bytes';
import { onFirstUse } from '../on-first-use';
import { memoized } from '../memo';

const typeis = onFirstUse(() => require('type-is') as typeof import('type-is'));

export type Verify = (req: IncomingMessage, res: ServerResponse, buf: Buffer, encoding: string | null) => void;
export type TypeOption = string | string[] | ((req: IncomingMessage) => unknown);

export interface SharedOptions {
  inflate: boolean;
  /** Maximum body size in bytes, counted after decompression. */
  limit: number;
  verify: Verify | undefined;
  /** Whether the request's media type is one this parser handles. */
  matches: (req: IncomingMessage) => boolean;
}

/** The raw option object as a user passes it. */
export type RawOptions = Record<string, unknown>;

export function readShared(options: object | undefined, defaultType: string, strictMediaType: boolean): SharedOptions {
  const opts = (options ?? {}) as RawOptions;
  const limit = opts.limit === undefined || opts.limit === null ? 102400 : bytes.parse(opts.limit as string | number);
  if (limit === null || Number.isNaN(limit)) {
    throw new TypeError(`option limit "${String(opts.limit)}" is invalid`);
  }
  const verify = opts.verify || undefined;
  if (verify !== undefined && typeof verify !== 'function') {
    throw new TypeError('option verify must be function');
  }
  const type = (opts.type || defaultType) as TypeOption;
  return {
    inflate: opts.inflate !== false,
    limit,
    verify: verify as Verify | undefined,
    matches: typeof type === 'function' ? (req) => Boolean(type(req)) : headerMatcher(type, strictMediaType),
  };
}

/**
 * Matches the Content-Type header against string types with type-is. The
 * answer depends on the header text alone, so it is remembered per distinct
 * header (memo.ts): the common case is one header seen again and again.
 */
function headerMatcher(types: string | string[], strict: boolean): (req: IncomingMessage) => boolean {
  const list = Array.isArray(types) ? types : [types];
  const matches = memoized((header) => (!strict || wellFormed(header)) && Boolean(typeis().is(header, list)), 64);
  return (req) => {
    const header = req.headers['content-type'];
    return header !== undefined && matches(header);
  };
}

/** Whether the request announces a body (Transfer-Encoding, or a numeric Content-Length). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));
}

const MEDIA_TYPE = /^ *[A-Za-z0-9][A-Za-z0-9!#$&^_-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126} *$/;
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[ !\\u0023-\\u005b\\u005d-\\u007e\\u0080-\\u00ff]|\\\\[\\u0020-\\u007e])*"';
const PARAMETERS = new RegExp(`^(?:; *${TOKEN} *= *(?:${QUOTED}|${TOKEN}) *)*$`);

/** RFC 7231 media type syntax as 4.x checks it: type/subtype, then only well-formed parameters. */
function wellFormed(header: string): boolean {
  const semi = header.indexOf(';');
  if (semi === -1) return MEDIA_TYPE.test(header);
  return MEDIA_TYPE.test(header.slice(0, semi)) && PARAMETERS.test(header.slice(semi));
}
