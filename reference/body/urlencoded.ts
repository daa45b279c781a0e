// fw.urlencoded: form bodies, by the simple parser or the nested (qs) one.
import * as querystring from 'node:querystring';
import { httpError } from './errors';
import type { BodyGeneration } from './read-state';
import { readShared, type RawOptions } from './options';
import { charsetOf, createParser, type Handler } from './read';
import { onFirstUse } from '../on-first-use';

const qs = onFirstUse(() => require('qs') as typeof import('qs'));

export function urlencoded(options: object | undefined, profile: BodyGeneration): Handler {
  const opts = (options ?? {}) as RawOptions;
  const shared = readShared(options, 'application/x-www-form-urlencoded', profile.strictMediaType);
  let fallback = 'utf-8';
  if (profile.defaultCharsetFor.has('urlencoded')) {
    fallback = String(opts.defaultCharset || 'utf-8');
    if (!profile.urlencodedDefaultCharsets.has(fallback)) {
      throw new TypeError('option defaultCharset must be either utf-8 or iso-8859-1');
    }
  }
  const parse = queryParser(opts, profile);
  return createParser({
    shared,
    profile,
    charset(req) {
      // the application's defaultCharset stands when the request names none
      const charset = charsetOf(req);
      if (!charset) return fallback;
      // only UTF-8, as the spec says (5.x Express also takes iso-8859-1)
      if (charset === 'utf-8') return charset;
      return httpError(415, `unsupported charset "${charset.toUpperCase()}"`, { charset, type: 'charset.unsupported' });
    },
    parse: (body, charset) => ((body as string).length === 0 ? {} : parse(body as string, charset as string)),
  });
}

/** Reads `extended`: only an explicit value against the generation's default changes it. */
function isExtended(opts: RawOptions, profile: BodyGeneration): boolean {
  return profile.urlencodedExtended ? opts.extended !== false : Boolean(opts.extended);
}

function queryParser(opts: RawOptions, profile: BodyGeneration): (body: string, charset: string) => unknown {
  const extended = isExtended(opts, profile);
  let parameterLimit = opts.parameterLimit !== undefined ? Number(opts.parameterLimit) : 1000;
  if (Number.isNaN(parameterLimit) || parameterLimit < 1) {
    throw new TypeError('option parameterLimit must be a positive number');
  }
  if (Number.isFinite(parameterLimit)) parameterLimit |= 0;

  if (!extended && profile.simpleUrlencoded === 'querystring') {
    return (body) => {
      countParameters(body, parameterLimit);
      return querystring.parse(body, undefined, undefined, { maxKeys: parameterLimit });
    };
  }

  const depth = extended ? (opts.depth !== undefined ? Number(opts.depth) : 32) : 0;
  if (Number.isNaN(depth) || depth < 0) {
    throw new TypeError('option depth must be a zero or a positive number');
  }
  const charsetOptions = profile.urlencodedCharsetOptions
    ? { charsetSentinel: opts.charsetSentinel as boolean | undefined, interpretNumericEntities: opts.interpretNumericEntities as boolean | undefined }
    : {};
  return (body, charset) => {
    const count = countParameters(body, parameterLimit);
    try {
      return qs().parse(body, {
        // qs never writes through __proto__; this keeps keys such as "hasOwnProperty" as Express does
        allowPrototypes: true,
        arrayLimit: extended ? Math.max(100, count) : count,
        depth,
        strictDepth: true,
        parameterLimit,
        ...charsetOptions,
        ...(profile.urlencodedCharsetOptions ? { charset: charset as 'utf-8' | 'iso-8859-1' } : {}),
      });
    } catch (err) {
      if (err instanceof RangeError) {
        throw httpError(400, 'The input exceeded the depth', { type: 'querystring.parse.rangeError' });
      }
      throw err;
    }
  };
}

/** Counts parameters ('&'-separated) without parsing; refuses more than `limit` (413). */
function countParameters(body: string, limit: number): number {
  let count = 0;
  let at = -1;
  do {
    if (++count > limit) throw httpError(413, 'too many parameters', { type: 'parameters.too.many' });
    at = body.indexOf('&', at + 1);
  } while (at !== -1);
  return count;
}
