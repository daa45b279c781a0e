// The 3.x request: req.accepted, req.acceptedLanguages, req.acceptedCharsets,
// acceptability checks (req.acceptsCharset / req.acceptsLanguage return
// Booleans), req.accepts returning undefined instead of false, and req.is
// returning true or false.
import * as mime from 'mime-types';
import type { Req } from '../types';

/** One entry of an Accept-style header. */
export interface Accepted {
  value: string;
  quality: number;
  params: Record<string, string>;
  /** Media types only. */
  type?: string;
  subtype?: string;
}

/** The entries of an Accept-style header, highest quality first (stable), q=0 dropped. */
export function parseAccept(header: string | undefined): Accepted[] {
  if (!header) return [];
  const entries: Accepted[] = [];
  for (const part of header.split(',')) {
    const [rawValue, ...rawParams] = part.split(';');
    const value = rawValue.trim();
    if (!value) continue;
    let quality = 1;
    const params: Record<string, string> = {};
    for (const p of rawParams) {
      const eq = p.indexOf('=');
      if (eq === -1) continue;
      const k = p.slice(0, eq).trim();
      const v = p.slice(eq + 1).trim();
      if (k === 'q') quality = parseFloat(v);
      else params[k] = v;
    }
    if (!(quality > 0)) continue;
    entries.push({ value, quality, params });
  }
  return entries.map((e, i) => ({ e, i })).sort((a, b) => b.e.quality - a.e.quality || a.i - b.i).map(({ e }) => e);
}

export function extendRequest(req: Record<string, any>): void {
  getter(req, 'accepted', function (this: Req) {
    return parseAccept(this.headers.accept).map((e) => {
      const [type, subtype] = e.value.split('/');
      return { ...e, type, subtype };
    });
  });
  getter(req, 'acceptedLanguages', function (this: Req) {
    return parseAccept(this.headers['accept-language'] as string | undefined).map((e) => e.value);
  });
  getter(req, 'acceptedCharsets', function (this: Req) {
    return parseAccept(this.headers['accept-charset'] as string | undefined).map((e) => e.value);
  });

  /** True when Accept-Charset is absent or lists the charset (or '*'). */
  req.acceptsCharset = req.acceptsCharsets = function acceptsCharset(this: Req, charset: string): boolean {
    const list: string[] = this.acceptedCharsets;
    return list.length === 0 || listed(list, charset);
  };
  /** True when Accept-Language is absent or lists the language (or '*'). */
  req.acceptsLanguage = req.acceptsLanguages = function acceptsLanguage(this: Req, lang: string): boolean {
    const list: string[] = this.acceptedLanguages;
    return list.length === 0 || listed(list, lang);
  };

  const accepts = req.accepts as (this: Req, ...types: unknown[]) => unknown;
  /** The best of the types for the Accept header; undefined when none is acceptable. */
  req.accepts = function accepts3(this: Req, ...types: unknown[]) {
    const found = accepts.apply(this, types);
    return found === false ? undefined : found;
  };

  /** Whether the request's Content-Type is `type` (MIME type, extension, or with a '*' part). */
  req.is = function is(this: Req, type: string): boolean {
    const header = this.headers['content-type'];
    if (!header) return false;
    const actual = header.split(';')[0].trim().toLowerCase();
    let wanted = String(type).toLowerCase();
    if (wanted.indexOf('/') === -1) wanted = mime.lookup(wanted) || 'application/octet-stream';
    if (wanted.indexOf('*') === -1) return wanted === actual;
    const [wt, ws] = wanted.split('/');
    const [at, as] = actual.split('/');
    return (wt === '*' || wt === at) && (ws === '*' || ws === as);
  };
}

function listed(list: string[], value: string): boolean {
  const v = value.toLowerCase();
  return list.some((entry) => entry === '*' || entry.toLowerCase() === v);
}

function getter(obj: object, name: string, get: () => unknown): void {
  Object.defineProperty(obj, name, { configurable: true, enumerable: true, get });
}
