// The fast-check arbitraries of the differential mode: applications and requests. Both
// draw path pieces from one small vocabulary, so that generated requests reach generated
// routes often (a random path would mostly meet the 404 page). The profile picks the path
// syntax and the features that exist in the generation.
import fc from 'fast-check';
import type { Generation } from '../adapters/contract';
import {
  OBSERVABLES,
  type AppModel,
  type Item,
  type MiddlewareAction,
  type Parser,
  type PathSpec,
  type RequestModel,
  type Responder,
  type Segment,
  type Settings,
  type StaticMount,
} from './model';

/** Literal path segments of routes and mounts; requests use them too, in other cases. */
const LITERALS = ['a', 'b', 'A', 'x.y'];
const PARAM_NAMES = ['id', 'name', 'rest'];
/** Regular-expression routes (source, flags): captures, named groups, a '.' boundary. */
const REGEXPS: Array<[string, string]> = [
  ['^\\/r\\/(\\d+)\\/?$', ''],
  ['\\/x\\.y', ''],
  ['^\\/a(?:\\/(\\w+))?$', 'i'],
  ['^\\/(?<word>[a-z]+)\\/b$', ''],
  ['^\\/a', ''],
];

/**
 * Path segments a request is made of: mostly the literals of routes and mounts and values for
 * parameters (so requests reach routes), then static files, encodings and dots.
 */
const REQUEST_SEGMENTS = fc.oneof(
  { weight: 8, arbitrary: pick([...LITERALS, 'p', '42']) },
  { weight: 1, arbitrary: pick(['r', 's', 'sub', 'bob', 'hello.txt', 'data.json', 'index.html', 'file.txt', 'deep', '.hidden', 'about', 'with%20space.txt']) },
  { weight: 1, arbitrary: pick(['%41', 'a%2Fb', 'caf%C3%A9', '%E0%A4%A', '%', '.', '..', '%2e%2e', 'x.y.z', 'a;b']) },
);
/** Values of parameters in aimed requests ('' leaves an optional segment out). */
const PARAM_VALUES = ['42', 'bob', 'x.y', 'A', '%41', 'caf%C3%A9', 'a%2Fb', '..', '%', ''];
const QUERY_KEYS = ['a', 'b', 'a[b]', 'a[]', 'a[0]', 'a[b][c]', 'a.b', '__proto__', 'A', 'a[19]', 'a[20]', 'a[21]', 'a[999]', 'a[1000]'];
const QUERY_VALUES = ['1', 'x', '', '%20', 'a+b', '%E0', 'caf%C3%A9', '1,2'];

/** An element of the array `a`: `a`, `a[]`, `a[0]`, `a[999]`, ... */
const A_ELEMENT = /^a(?:\[\d*\])?$/;
/** The last index an array takes under the extended parser's limit: 5.x's 20 elements (qs's default), 4.x's 1000. */
const LAST_UNDER_LIMIT = new Set(['a[19]', 'a[999]']);

/**
 * A query as generated, less the elements of `a` that follow `a[19]` or `a[999]`: there qs's
 * answer is its version's, not Express's. qs 6.17 counts a sparse array's elements against
 * `arrayLimit` where 6.16 counted its holes, so `a[999]=x&a=y` is `["x","y"]` with 6.17 (the
 * reference's) and `{"999":"x","1000":"y"}` with 6.16 (express@4 4.22.3's range, ~6.16.0);
 * `a[19]=x&a=y` likewise at 5.x, whose range (^6.16.0) allows both. The spec is silent on it.
 * Every index alone, and every other combination, stays generated.
 */
export function outsideQsVersions(query: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  let sparse = false;
  const kept: Array<[string, string]> = [];
  for (const [key, value] of query) {
    if (sparse && A_ELEMENT.test(key)) continue;
    if (LAST_UNDER_LIMIT.has(key)) sparse = true;
    kept.push([key, value]);
  }
  return kept;
}
/** What middleware sets req.url to: with and without a leading '/', the root, nothing, a query. */
const REWRITES = ['/b', 'b', '/', '', '/b?x=1', '/?x=1', '/a/b'];

function pick<T>(values: readonly T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...values);
}

/** A value once in `n` times, else undefined (fc.option's nil comes once in `freq`, the other way round). */
function rarely<T>(arb: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: n - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

/** true once in `n` times. */
function sometimes(n: number): fc.Arbitrary<boolean> {
  return fc.oneof({ weight: n - 1, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
}

/** Segments of a route path; parameters are named by position, so a mount and its routes can share names. */
function segments(generation: Generation, allowWildcard: boolean): fc.Arbitrary<Segment[]> {
  const kinds: Array<Segment['t']> = ['lit', 'lit', 'lit', 'param', 'param', 'optional'];
  if (generation === '4.x') kinds.push('digits');
  return fc
    .tuple(fc.array(fc.tuple(pick(kinds), pick(LITERALS)), { maxLength: 2 }), allowWildcard ? sometimes(4) : fc.constant(false))
    .map(([parts, wild]) => {
      const out: Segment[] = parts.map(([t, v], i) => (t === 'lit' ? { t, v } : { t, name: PARAM_NAMES[i % PARAM_NAMES.length] }) as Segment);
      if (wild) out.push({ t: 'wildcard', name: 'rest' });
      return out;
    });
}

function routePath(generation: Generation): fc.Arbitrary<PathSpec> {
  return fc.oneof(
    { weight: 5, arbitrary: segments(generation, true).map((s): PathSpec => ({ t: 'segments', segments: s })) },
    { weight: 1, arbitrary: pick(REGEXPS).map(([source, flags]): PathSpec => ({ t: 'regexp', source, flags })) },
  );
}

function mountPath(): fc.Arbitrary<Segment[]> {
  return fc.array(
    fc.oneof(
      { weight: 3, arbitrary: pick(['p', 'a', 'A']).map((v): Segment => ({ t: 'lit', v })) },
      { weight: 1, arbitrary: pick(['id', 'tenant']).map((name): Segment => ({ t: 'param', name })) },
    ),
    { minLength: 1, maxLength: 2 },
  );
}

function responder(generation: Generation): fc.Arbitrary<Responder> {
  const status = fc.option(pick([400, 401, 403, 404, 418, 500, 503]), { nil: undefined });
  const options: Array<fc.WeightedArbitrary<Responder>> = [
    { weight: 8, arbitrary: fc.subarray([...OBSERVABLES], { minLength: 1 }).map((fields): Responder => ({ t: 'json', fields })) },
    { weight: 2, arbitrary: pick(['text', 'html', 'buffer', 'object', 'empty', 'number-string'] as const).map((value): Responder => ({ t: 'send', value })) },
    { weight: 1, arbitrary: pick([200, 201, 204, 304, 404, 418, 500, 599]).map((code): Responder => ({ t: 'sendStatus', code })) },
    { weight: 1, arbitrary: pick([200, 204, 304, 410]).map((code): Responder => ({ t: 'statusEnd', code })) },
    {
      weight: 2,
      arbitrary: fc.record({
        status: fc.option(pick([301, 302, 303, 307, 308]), { nil: undefined }),
        to: pick(['/b', 'back', 'http://example.com/x?y=1', '../up', '/ü?x=ä y', '//evil.example', '<script>']),
      }).map((r): Responder => ({ t: 'redirect', ...r })),
    },
    {
      weight: 2,
      arbitrary: fc.record({ types: fc.subarray(Object.keys({ 'text/plain': 1, 'text/html': 1, 'application/json': 1, 'image/png': 1 }), { minLength: 1 }), withDefault: fc.boolean() })
        .map((r): Responder => ({ t: 'format', ...r })),
    },
    { weight: 2, arbitrary: pick(['hello.txt', 'data.json', 'index.html', 'missing.txt', 'sub/file.txt', '../secret.txt', '.hidden', 'with space.txt']).map((file): Responder => ({ t: 'sendFile', file })) },
    { weight: 1, arbitrary: pick(['json', 'html', '.txt', 'application/x-custom', 'png', 'text/plain; charset=latin1', 'js']).map((type): Responder => ({ t: 'typeSend', type })) },
    {
      weight: 1,
      arbitrary: fc.record({
        name: pick(['sid', 'a b']),
        value: pick(['v', 'a;b', 'é']),
        options: fc.record({ path: pick(['/', '/a']), maxAge: pick([0, 1000, 1500]), httpOnly: fc.boolean(), sameSite: pick(['lax', 'strict']) }, { requiredKeys: [] }),
      }).map((r): Responder => ({ t: 'cookie', ...r })),
    },
    { weight: 1, arbitrary: pick(['report.pdf', 'résumé.txt', 'a"b.txt', 'noext']).map((filename): Responder => ({ t: 'attachment', filename })) },
    { weight: 1, arbitrary: pick(['Accept', 'accept-encoding', '*', 'Origin, Accept']).map((field): Responder => ({ t: 'vary', field })) },
    { weight: 1, arbitrary: status.map((s): Responder => ({ t: 'error', status: s })) },
  ];
  // 4.x leaves a rejected promise unhandled (the process's business, not the router's): 5.x only.
  if (generation === '5.x') options.push({ weight: 1, arbitrary: status.map((s): Responder => ({ t: 'reject', status: s })) });
  return fc.oneof(...options);
}

/** A route's handlers: some that pass on (next, next('route')), then one that answers. */
function handlers(generation: Generation): fc.Arbitrary<Responder[]> {
  return fc
    .tuple(rarely(fc.oneof({ weight: 3, arbitrary: fc.constant<Responder>({ t: 'next' }) }, { weight: 1, arbitrary: fc.constant<Responder>({ t: 'nextRoute' }) }), 4), responder(generation))
    .map(([pass, last]) => (pass ? [pass, last] : [last]));
}

function route(generation: Generation): fc.Arbitrary<Item> {
  return fc
    .record({
      method: pick(['get', 'get', 'get', 'post', 'put', 'delete', 'all', 'head', 'patch', 'options']),
      path: routePath(generation),
      handlers: handlers(generation),
    })
    .map((r): Item => ({ t: 'route', ...r }));
}

function middlewareItem(generation: Generation): fc.Arbitrary<Item> {
  const action: fc.Arbitrary<MiddlewareAction> = fc.oneof(
    { weight: 8, arbitrary: fc.constant<MiddlewareAction>({ t: 'trace' }) },
    { weight: 3, arbitrary: pick(REWRITES).map((to): MiddlewareAction => ({ t: 'rewrite', to })) },
    { weight: 1, arbitrary: fc.constant<MiddlewareAction>({ t: 'nextRouter' }) },
    { weight: 2, arbitrary: responder(generation).map((r): MiddlewareAction => ({ t: 'answer', responder: r })) },
  );
  const path = fc.option(
    fc.oneof(
      mountPath().map((s): PathSpec => ({ t: 'segments', segments: s })),
      pick(REGEXPS).map(([source, flags]): PathSpec => ({ t: 'regexp', source, flags })),
    ),
    { nil: undefined },
  );
  return fc.record({ path, action }, { requiredKeys: ['action'] }).map((r): Item => ({ t: 'use', ...r }));
}

function parser(): fc.Arbitrary<Parser> {
  return fc.oneof(
    fc.record({ name: fc.constant('json' as const), flag: fc.option(fc.boolean(), { nil: undefined }), limit: fc.option(pick(['10b', '1kb']), { nil: undefined }) }, { requiredKeys: ['name'] }),
    fc.record({ name: fc.constant('urlencoded' as const), flag: fc.boolean(), limit: fc.option(pick(['10b']), { nil: undefined }) }, { requiredKeys: ['name', 'flag'] }),
    fc.record({ name: pick(['text', 'raw'] as const) }),
  );
}

function staticMount(): fc.Arbitrary<StaticMount> {
  return fc.record(
    {
      at: fc.option(pick([[{ t: 'lit', v: 's' }], [{ t: 'lit', v: 'sub' }]] as Segment[][]), { nil: undefined }),
      options: fc.record(
        {
          index: pick<false | string>([false, 'about.html']),
          redirect: fc.boolean(),
          dotfiles: pick(['allow', 'deny', 'ignore'] as const),
          extensions: fc.constant(['html']),
          fallthrough: fc.boolean(),
          etag: fc.boolean(),
          maxAge: pick([0, 60_000]),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['options'] },
  );
}

function settings(): fc.Arbitrary<Settings> {
  return fc.record(
    {
      caseSensitive: fc.boolean(),
      strict: fc.boolean(),
      trustProxy: pick<boolean | number | string>([true, false, 1, 2, 'loopback', '10.0.0.0/8', '127.0.0.1']),
      etag: pick<boolean | 'weak' | 'strong'>([true, false, 'weak', 'strong']),
      queryParser: pick<false | 'simple' | 'extended'>([false, 'simple', 'extended']),
      jsonSpaces: pick([0, 2]),
      poweredBy: fc.boolean(),
      subdomainOffset: pick([1, 3]),
    },
    { requiredKeys: [] },
  );
}

function leafItem(generation: Generation): fc.Arbitrary<Item> {
  return fc.oneof(
    { weight: 6, arbitrary: route(generation) },
    { weight: 2, arbitrary: middlewareItem(generation) },
    { weight: 1, arbitrary: parser().map((p): Item => ({ t: 'parser', parser: p })) },
  );
}

function mount(generation: Generation, depth: number): fc.Arbitrary<Item> {
  const child = depth > 1 ? fc.oneof({ weight: 4, arbitrary: leafItem(generation) }, { weight: 1, arbitrary: mount(generation, depth - 1) }) : leafItem(generation);
  return fc
    .record({
      kind: pick(['router', 'router', 'app'] as const),
      at: mountPath(),
      mergeParams: fc.boolean(),
      caseSensitive: fc.option(fc.boolean(), { nil: undefined }),
      strict: fc.option(fc.boolean(), { nil: undefined }),
      settings: settings(),
      items: fc.array(child, { minLength: 1, maxLength: 4 }),
    })
    .map((m): Item =>
      m.kind === 'router'
        ? { t: 'mount', kind: 'router', at: m.at, mergeParams: m.mergeParams, caseSensitive: m.caseSensitive, strict: m.strict, settings: {}, items: m.items }
        : { t: 'mount', kind: 'app', at: m.at, mergeParams: false, settings: m.settings, items: m.items },
    );
}

/**
 * Keeps generated apps out of the spec-recorded divergences (features/divergences.md): there
 * the reference follows the spec, not Express, and the divergence's own scenario checks it.
 * What stays generated is everything around them.
 */
export function outsideRecordedDivergences(model: AppModel, generation: Generation): AppModel {
  // 4.x's default query parser ('simple' in the spec, 'extended' in Express 4), and 4.x
  // sub-apps that would parse the query again where Express 4 keeps the parent's result:
  // every app of a 4.x tree sets the same parser explicitly.
  const queryParser = generation === '4.x' ? (model.settings.queryParser ?? 'extended') : undefined;
  const settings = queryParser === undefined ? model.settings : { ...model.settings, queryParser };
  // (a dotfile denied or ignored with fallthrough, where the spec answers 403/404 and Express
  // calls next(), is generated: the run recognises it as recorded, recorded.ts)
  const visit = (items: Item[]): Item[] =>
    items.map((item): Item => {
      if (item.t !== 'mount') return item;
      const sub = item.kind === 'app'
        ? {
            // Case sensitive and strict routing inherited by a sub-app whose routes exist before it
            // is mounted: Express reads them when the sub-app's router is made. The sub-app sets its own.
            caseSensitive: item.settings.caseSensitive ?? false,
            strict: item.settings.strict ?? false,
            ...(queryParser === undefined ? {} : { queryParser }),
          }
        : {};
      return { ...item, settings: { ...item.settings, ...sub }, items: visit(item.items) };
    });
  return { ...model, settings, items: visit(model.items) };
}

export function appArbitrary(generation: Generation): fc.Arbitrary<AppModel> {
  const item = fc.oneof(
    { weight: 6, arbitrary: leafItem(generation) },
    { weight: 2, arbitrary: mount(generation, 2) },
    { weight: 1, arbitrary: staticMount().map((m): Item => ({ t: 'static', mount: m })) },
  );
  return fc
    .record({ settings: settings(), items: fc.array(item, { minLength: 1, maxLength: 8 }), errorHandler: fc.boolean() })
    .map((model) => outsideRecordedDivergences(model, generation));
}

const BODIES: Array<NonNullable<RequestModel['body']>> = [
  { contentType: 'application/json', data: '{"a":1,"b":[1,2]}' },
  { contentType: 'application/json; charset=utf-8', data: '"just a string"' },
  { contentType: 'application/json', data: '{"a":' },
  { contentType: 'application/vnd.api+json', data: '{"x":true}' },
  { contentType: 'application/x-www-form-urlencoded', data: 'a=1&b[c]=2&b[d]=3&e=%C3%A9' },
  { contentType: 'application/x-www-form-urlencoded', data: 'a=1&a=2&=x&y' },
  { contentType: 'text/plain', data: 'hello body' },
  { contentType: 'text/plain; charset=utf-8', data: 'héllo' },
  { contentType: 'application/octet-stream', data: 'raw\u0001bytes' },
  { data: 'no type' },
];

function requestPath(): fc.Arbitrary<string> {
  return fc
    .record({
      doubleSlash: sometimes(8),
      segments: fc.array(REQUEST_SEGMENTS, { maxLength: 3 }),
      trailingSlash: sometimes(4),
      query: fc.option(fc.array(fc.tuple(pick(QUERY_KEYS), pick(QUERY_VALUES)), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    })
    .map(({ doubleSlash, segments, trailingSlash, query }) => {
      let p = (doubleSlash ? '/' : '') + '/' + segments.join('/');
      if (trailingSlash && segments.length) p += '/';
      if (query) p += '?' + outsideQsVersions(query).map(([k, v]) => `${k}=${v}`).join('&');
      return p;
    });
}

export function requestArbitrary(): fc.Arbitrary<RequestModel> {
  const headers = fc.record({
    accept: rarely(pick(['application/json', 'text/html', 'text/plain;q=0.5, application/json', 'image/*', '*/*', 'application/xml']), 3),
    acceptLanguage: rarely(pick(['fr', 'en-US,en;q=0.8', 'de']), 6),
    range: rarely(pick(['bytes=0-3', 'bytes=-2', 'bytes=2-', 'bytes=abc', 'bytes=5-1', 'bytes=0-1,3-4', 'bytes=1000-']), 6),
    ifNoneMatch: rarely(pick(['*', '"nope"', 'W/"x"']), 6),
    ifModifiedSince: rarely(pick(['Thu, 01 Jan 2099 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT']), 6),
    cookie: rarely(pick(['a=1; b=2', 'sid=v', 'bad']), 6),
    forwardedFor: rarely(pick(['203.0.113.7', '203.0.113.7, 10.0.0.2', 'not-an-ip']), 3),
    forwardedProto: rarely(pick(['https', 'http', 'https, http']), 3),
    forwardedHost: rarely(pick(['proxy.example.org', 'a.b.example.org:8443']), 3),
    requestedWith: rarely(fc.constant('XMLHttpRequest'), 6),
  });
  const names: Record<string, string> = {
    accept: 'Accept',
    acceptLanguage: 'Accept-Language',
    range: 'Range',
    ifNoneMatch: 'If-None-Match',
    ifModifiedSince: 'If-Modified-Since',
    cookie: 'Cookie',
    forwardedFor: 'X-Forwarded-For',
    forwardedProto: 'X-Forwarded-Proto',
    forwardedHost: 'X-Forwarded-Host',
    requestedWith: 'X-Requested-With',
  };
  return fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constant('GET') }, { weight: 4, arbitrary: pick(['HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) }),
      path: requestPath(),
      // The Host is always given (the same on both sides: the servers' ports differ).
      host: pick(['example.com', 'sub.example.com', 'a.b.example.co.uk:8080', 'localhost', '[::1]:3000']),
      headers,
      body: rarely(pick(BODIES), 3),
      aim: rarely(fc.record({ route: fc.nat(7), values: fc.array(pick(PARAM_VALUES), { minLength: 1, maxLength: 3 }) }), 2),
    })
    .map(({ method, path, host, headers: h, body, aim }): RequestModel => ({
      method,
      path,
      ...(aim ? { aim } : {}),
      headers: [['Host', host], ...Object.entries(h).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [names[k], v as string])],
      ...(body ? { body } : {}),
    }));
}
