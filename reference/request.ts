// `fw.request`: helpers added to the runtime's request object. Values that
// come from headers or the connection are getters computed on access.
import * as http from 'node:http';
import { isIP } from 'node:net';
import parseRange from 'range-parser';
import proxyaddr from 'proxy-addr';
import { acceptsListed } from './accept-header';
import { onFirstUse } from './on-first-use';
import type { GenerationProfile } from './generations/profile';
import type { QueryParser, TrustFn } from './settings';
import type { Bag, Req } from './types';
import { pathnameOf, queryStringOf } from './url';

// Content negotiation and MIME types load with the first request that asks for them.
const accepts = onFirstUse(() => require('accepts') as typeof import('accepts'));
const typeis = onFirstUse(() => require('type-is') as typeof import('type-is'));
const mime = onFirstUse(() => require('mime-types') as typeof import('mime-types'));

const QUERY = Symbol('query');

export function createRequestPrototype(generation: GenerationProfile): Req {
  const profile = generation.request;
  const legacyAliases = generation.application.legacyAliases;
  const req: Partial<Req> = Object.create(http.IncomingMessage.prototype);

  /** Header value, case-insensitive; Referer and Referrer are the same header. */
  req.get = req.header = function header(this: Req, name: string): string | string[] | undefined {
    if (!name) throw new TypeError('name argument is required to req.get');
    if (typeof name !== 'string') throw new TypeError('name must be a string to req.get');
    const lc = name.toLowerCase();
    if (lc === 'referer' || lc === 'referrer') return this.headers.referrer || this.headers.referer;
    return this.headers[lc];
  };

  req.accepts = function (this: Req, ...types: unknown[]) {
    // A single string may be a comma-separated list of types (spec).
    if (types.length === 1 && typeof types[0] === 'string' && types[0].indexOf(',') !== -1) {
      types = types[0].split(',').map((t) => t.trim()).filter(Boolean);
    }
    const found = (accepts()(this).types as Function)(...types);
    return found === false ? profile.acceptsNone : found;
  };
  req.acceptsEncodings = function (this: Req, ...encodings: unknown[]) {
    return (accepts()(this).encodings as Function)(...encodings);
  };
  if (profile.acceptsLists === 'negotiate') {
    req.acceptsCharsets = function (this: Req, ...charsets: unknown[]) {
      return (accepts()(this).charsets as Function)(...charsets);
    };
    req.acceptsLanguages = function (this: Req, ...languages: unknown[]) {
      return (accepts()(this).languages as Function)(...languages);
    };
  } else {
    /** Whether Accept-Charset is absent or lists the charset (or '*'). */
    req.acceptsCharsets = function (this: Req, charset: string): boolean {
      return acceptsListed(this.headers['accept-charset'] as string | undefined, charset);
    };
    /** Whether Accept-Language is absent or lists the language (or '*'). */
    req.acceptsLanguages = function (this: Req, lang: string): boolean {
      return acceptsListed(this.headers['accept-language'], lang);
    };
  }
  if (legacyAliases) {
    req.acceptsEncoding = req.acceptsEncodings;
    req.acceptsCharset = req.acceptsCharsets;
    req.acceptsLanguage = req.acceptsLanguages;
  }

  /** Parsed Range header for a resource of `size` bytes; undefined without the header. */
  req.range = function range(this: Req, size: number, options?: parseRange.Options) {
    const header = this.get('Range');
    if (!header) return undefined;
    return parseRange(size, String(header), options);
  };

  /** The matching type if the request body's Content-Type matches; null without a body. */
  req.is = function is(this: Req, ...types: unknown[]) {
    if (profile.is === 'boolean') return contentTypeIs(this.headers['content-type'], types[0] as string);
    const list = Array.isArray(types[0]) ? types[0] : types;
    return typeis()(this, list as string[]);
  };

  if (profile.reqParam) {
    req.param = function param(this: Req, name: string, defaultValue?: unknown) {
      const params = this.params || {};
      const body = (this.body || {}) as Bag;
      const query = this.query || {};
      if (params[name] != null && Object.prototype.hasOwnProperty.call(params, name)) return params[name];
      if (body[name] != null) return body[name];
      if (query[name] != null) return query[name];
      return defaultValue;
    };
  }

  const trust = (r: Req): TrustFn => r.app.settings['trust proxy fn'];

  getter(req, 'protocol', function (this: Req) {
    const proto = (this.socket as { encrypted?: boolean } | null)?.encrypted ? 'https' : 'http';
    if (!trust(this)(this.socket?.remoteAddress, 0)) return proto;
    const header = (this.get('X-Forwarded-Proto') as string) || proto;
    const comma = header.indexOf(',');
    return comma !== -1 ? header.slice(0, comma).trim() : header.trim();
  });
  getter(req, 'secure', function (this: Req) {
    return this.protocol === 'https';
  });
  getter(req, 'ip', function (this: Req) {
    return proxyaddr(this, trust(this));
  });
  getter(req, 'ips', function (this: Req) {
    const addrs = proxyaddr.all(this, trust(this));
    addrs.reverse().pop();
    return addrs;
  });
  getter(req, 'subdomains', function (this: Req) {
    const hostname: string | undefined = this.hostname;
    if (!hostname) return [];
    const offset = this.app.get('subdomain offset') as number;
    const parts = !isIP(hostname) ? hostname.split('.').reverse() : [hostname];
    return parts.slice(offset);
  });
  getter(req, 'path', function (this: Req) {
    return pathnameOf(this.url);
  });

  /** Host header (or X-Forwarded-Host when the proxy is trusted), port included. */
  function hostWithPort(r: Req): string | undefined {
    let host = r.get('X-Forwarded-Host') as string | undefined;
    if (!host || !trust(r)(r.socket?.remoteAddress, 0)) {
      host = r.get('Host') as string | undefined;
    } else if (host.indexOf(',') !== -1) {
      host = host.slice(0, host.indexOf(',')).trimEnd();
    }
    return host || undefined;
  }
  getter(req, 'hostname', function (this: Req) {
    const host = hostWithPort(this);
    if (!host) return undefined;
    // An IPv6 literal is bracketed: its colons are not a port separator.
    const offset = host[0] === '[' ? host.indexOf(']') + 1 : 0;
    const colon = host.indexOf(':', offset);
    return colon !== -1 ? host.slice(0, colon) : host;
  });
  if (profile.reqHost === 'host') {
    getter(req, 'host', function (this: Req) {
      return hostWithPort(this);
    });
  } else {
    getter(req, 'host', function (this: Req) {
      return this.hostname;
    });
  }

  getter(req, 'fresh', function (this: Req) {
    const method = this.method;
    const res = this.res;
    const status: number = res.statusCode;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if ((status >= 200 && status < 300) || status === 304) {
      return profile.freshness(this.headers, { etag: res.get('ETag') as string | undefined, 'last-modified': res.get('Last-Modified') as string | undefined });
    }
    return false;
  });
  getter(req, 'stale', function (this: Req) {
    return !this.fresh;
  });
  getter(req, 'xhr', function (this: Req) {
    const val = (this.get('X-Requested-With') as string) || '';
    return val.toLowerCase() === 'xmlhttprequest';
  });

  // req.query, parsed with the 'query parser' setting of the app handling the
  // request (a sub-app uses its own). 'getter' (5.x): the query of req.url parsed again
  // at each read, so what a middleware writes into it, or into req.url, shows at the
  // next read, as in Express 5. 'writable' (3.x, 4.x): the query of the URL the request
  // came in with (req.originalUrl), parsed once per parser and kept, changes included:
  // Express 3 and 4 parse it as routing begins and keep it when a middleware rewrites req.url.
  const parse = (url: string | undefined, parser: QueryParser | undefined): unknown => (parser ? parser(queryStringOf(url) ?? '') : {});
  const query =
    profile.reqQuery === 'getter'
      ? function (this: Req) {
          return parse(this.url, this.app.settings['query parser fn']);
        }
      : function (this: Req) {
          const parser: QueryParser | undefined = this.app.settings['query parser fn'];
          const cached = this[QUERY] as { parser: QueryParser | undefined; value: unknown } | undefined;
          if (cached && cached.parser === parser) return cached.value;
          const value = parse(this.originalUrl || this.url, parser);
          this[QUERY] = { parser, value };
          return value;
        };
  Object.defineProperty(req, 'query', {
    configurable: true,
    enumerable: true,
    get: query,
    // 5.x: read-only. 4.x: assignable (the assigned value then stays).
    set:
      profile.reqQuery === 'writable'
        ? function (this: Req, value: unknown) {
            Object.defineProperty(this, 'query', { configurable: true, enumerable: true, writable: true, value });
          }
        : undefined,
  });

  return req as Req;
}

/** profile.is 'boolean': whether the Content-Type is `type` (MIME type, extension, or with a '*' part). */
function contentTypeIs(header: string | undefined, type: string): boolean {
  if (!header) return false;
  const actual = header.split(';')[0].trim().toLowerCase();
  let wanted = String(type).toLowerCase();
  if (wanted.indexOf('/') === -1) wanted = mime().lookup(wanted) || 'application/octet-stream';
  if (wanted.indexOf('*') === -1) return wanted === actual;
  const [wt, ws] = wanted.split('/');
  const [at, as] = actual.split('/');
  return (wt === '*' || wt === at) && (ws === '*' || ws === as);
}

function getter(obj: object, name: string, get: () => unknown): void {
  Object.defineProperty(obj, name, { configurable: true, enumerable: true, get });
}
