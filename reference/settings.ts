// Application settings: defaults, the settings that compile into functions,
// and what a sub-app inherits from its parent when it is mounted.
//
// Inheritance works through the prototype chain: on mount, the sub-app's
// settings object gets the parent's settings as prototype. Settings with a
// default are own properties of every app, so they are NOT inherited; settings
// without a default (case sensitive routing, strict routing, json *, view engine,
// ...) are. Two exceptions: `trust proxy` is inherited unless set on the sub-app,
// and `view cache` (own in production only) is not inherited in production.
import * as crypto from 'node:crypto';
import { resolve } from 'node:path';
// (the query parsers imported by name: a property of an `import * as` namespace
// is a getter, run at each call)
import { parse as parseFlatQuery } from 'node:querystring';
import etag from 'etag';
import proxyaddr from 'proxy-addr';
import { accelerators } from './accelerators';
import type { GenerationProfile } from './generations/profile';
import { onFirstUse } from './on-first-use';
import type { Settings } from './types';

export type { Settings };

const qs = onFirstUse(() => require('qs') as typeof import('qs'));

/** Marks an app whose `trust proxy` is still the default (so it may inherit the parent's). */
const TRUST_PROXY_DEFAULT = Symbol('trust proxy default');

export interface SettingsOwner {
  settings: Settings;
  set(name: string, value: unknown): unknown;
}

/** The defaults every app starts with (own properties: not inherited by sub-apps). */
export function applyDefaults(app: SettingsOwner, profile: GenerationProfile, View: unknown): void {
  const env = process.env.NODE_ENV || 'development';
  app.set('x-powered-by', true);
  app.set('etag', 'weak');
  app.set('env', env);
  app.set('query parser', profile.application.defaults['query parser']);
  app.set('subdomain offset', 2);
  app.set('trust proxy', false);
  app.settings[TRUST_PROXY_DEFAULT] = true;
  app.set('view', View);
  app.set('views', resolve('views'));
  app.set('jsonp callback name', 'callback');
  if (env === 'production') app.set('view cache', true);
  if (env === 'development') {
    for (const [name, value] of Object.entries(profile.application.developmentDefaults)) app.set(name, value);
  }
}

/** Settings whose value is compiled into a companion '<name> fn' setting. */
export function compileSetting(settings: Settings, name: string, value: unknown, profile: QueryParserProfile): void {
  switch (name) {
    case 'etag':
      settings['etag fn'] = compileETag(value);
      break;
    case 'query parser':
      settings['query parser fn'] = compileQueryParser(value, profile);
      break;
    case 'trust proxy':
      settings['trust proxy fn'] = compileTrust(value);
      settings[TRUST_PROXY_DEFAULT] = false;
      break;
  }
}

/** Makes `child` inherit from `parent` (called when child is mounted). */
export function inheritSettings(child: Settings, parent: Settings): void {
  if (child[TRUST_PROXY_DEFAULT] === true && typeof parent['trust proxy fn'] === 'function') {
    delete child['trust proxy'];
    delete child['trust proxy fn'];
  }
  Object.setPrototypeOf(child, parent);
}

export type ETagFn = (body: string | Buffer, encoding?: BufferEncoding) => string | undefined;

/** etag: true / 'weak' → weak ETags, 'strong' → strong, false → none, function → used as is. */
export function compileETag(value: unknown): ETagFn | undefined {
  if (typeof value === 'function') return value as ETagFn;
  switch (value) {
    case true:
    case 'weak':
      return etagGenerator(true);
    case 'strong':
      return etagGenerator(false);
    case false:
      return undefined;
    default:
      throw new TypeError('unknown value for etag function: ' + String(value));
  }
}

// Node >= 20.12 hashes a small body in one call, about twice as fast as createHash().update().digest()
// (the etag package's way); the tags are the same: "<length in hex>-<SHA-1, base64, 27 characters>".
// An accelerator (accelerators.etagHash): off, or on an older Node, the etag package makes the tag.
const hashOnce = (crypto as { hash?: (algorithm: string, data: string | Buffer, encoding: 'base64') => string }).hash;

function etagGenerator(weak: boolean): ETagFn {
  const options = { weak };
  const prefix = weak ? 'W/"' : '"';
  const generate: ETagFn = (body, encoding) => {
    const bytes = typeof body === 'string' && encoding !== undefined && encoding !== 'utf8' ? Buffer.from(body, encoding) : body;
    if (hashOnce === undefined || !accelerators.etagHash) return etag(bytes, options);
    const length = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
    return prefix + length.toString(16) + '-' + hashOnce('sha1', bytes, 'base64').slice(0, 27) + '"';
  };
  return generate;
}

export type QueryParser = (query: string) => Record<string, unknown>;

/** What the query parsers take from the generation's profile. */
export type QueryParserProfile = Pick<GenerationProfile['application'], 'queryArrayLimit'>;

/**
 * query parser: false → none ({}), true / 'simple' → the runtime's querystring,
 * 'extended' → qs (nested objects; qs never writes `__proto__`, so parsing cannot
 * reach Object.prototype; arrays up to the generation's limit), function → used as is.
 */
export function compileQueryParser(value: unknown, profile: QueryParserProfile): QueryParser | undefined {
  if (typeof value === 'function') return value as QueryParser;
  switch (value) {
    case true:
    case 'simple':
      return (str) => parseFlatQuery(str) as Record<string, unknown>;
    case false:
      return undefined;
    case 'extended': {
      const options = { allowPrototypes: true, arrayLimit: profile.queryArrayLimit };
      return (str) => qs().parse(str, options) as Record<string, unknown>;
    }
    default:
      throw new TypeError('unknown value for query parser function: ' + String(value));
  }
}

export type TrustFn = (addr: string | undefined, hop: number) => boolean;

/**
 * trust proxy: true (trust all), a number (hops from the server), a comma-separated
 * string or array of addresses/subnets/names ('loopback', 'linklocal', 'uniquelocal'),
 * or a function (addr, hop) → boolean.
 */
export function compileTrust(value: unknown): TrustFn {
  if (typeof value === 'function') return value as TrustFn;
  if (value === true) return () => true;
  if (typeof value === 'number') return (_addr, hop) => hop < value;
  let list = value;
  if (typeof list === 'string') list = list.split(',').map((v) => v.trim());
  return proxyaddr.compile((list || []) as string[]) as TrustFn;
}
