// The route index is an accelerated walk (candidates.ts): the router tries only the
// layers the index names. This is its contract. Property: for generated route tables
// and requests, the indexed walk and the plain walk (every layer tried in order) call
// the same handlers in the same order, each seeing the same req.url, req.baseUrl and
// req.params, and end the same way; also when the app edits router.stack (a plain array:
// pushed to, spliced, reordered, a position overwritten, replaced) or one of its layers
// (its match, handle, path, regexp or compiled path, as instrumentation does; its route's
// methods and stack) between requests or during one (accelerators.ts switches the index off, and on for every stack; the
// plain walk is also played without the pathname and arity memos, and must agree).
import fc from 'fast-check';
import * as http from 'node:http';
import * as net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import reference3 from '../3.x';
import reference4 from '../4.x';
import reference5 from '../5.x';
import { accelerators, resetAccelerators } from '../accelerators';

type Gen = '3.x' | '4.x' | '5.x';
const frameworks: Record<Gen, any> = { '3.x': reference3, '4.x': reference4, '5.x': reference5 };

/** What a handler does once it has written its line: next(), next('route'), ..., or end the request. */
type Action = 'next' | 'route' | 'router' | 'error' | 'throw' | 'end' | { rewrite: string } | { edit: Edit; at: number };
/** An edit of the app's router.stack (or its settings) that a handler makes during a walk, then next(). */
type Edit = 'flip-case' | 'last-to-front' | 'remove-first' | 'swap-first-two' | 'replace-stack' | StackEdit | LayerEdit;
/**
 * An edit of the array at one position: a new layer (a GET /alias route) written over it,
 * another layer of the stack copied over it (the length stays), a new layer spliced in, pushed.
 */
type StackEdit = 'overwrite' | 'copy-over' | 'splice-in' | 'push-layer';
const STACK_EDITS: readonly StackEdit[] = ['overwrite', 'copy-over', 'splice-in', 'push-layer'];
/**
 * An edit of one layer the app reads from router.stack: its match also answers /alias
 * (instrumentation that wraps match), its handle wrapped, its path or regexp assigned, its
 * compiled path swapped for one of /alias; of its route: a PUT handler added, its handlers
 * removed, PUT marked in its methods without a handler, GET taken out of its methods (as
 * Express's route.methods allows: its router reads them at each request).
 */
type LayerEdit = 'alias-match' | 'wrap-handle' | 'set-path' | 'set-regexp' | 'set-matcher' | 'route-add' | 'route-clear' | 'route-methods' | 'route-unmark';
const LAYER_EDITS: readonly LayerEdit[] = ['alias-match', 'wrap-handle', 'set-path', 'set-regexp', 'set-matcher', 'route-add', 'route-clear', 'route-methods', 'route-unmark'];
/** What an error handler (4 arguments) does. */
type Recovery = 'pass' | 'recover' | 'end';

type Path = string | RegExp | Path[];
type Entry =
  | { t: 'use'; path: Path | undefined; handlers: Action[]; errorHandler?: Recovery }
  | { t: 'verb'; method: string; path: Path; handlers: Action[] }
  | { t: 'route'; path: Path; verbs: Array<[string, Action[]]> }
  | { t: 'param'; name: string }
  | { t: 'router'; path: Path | undefined; options: { caseSensitive: boolean; strict: boolean; mergeParams: boolean }; entries: Entry[] }
  | { t: 'app'; path: Path; settings: Settings; entries: Entry[] };
interface Settings {
  sensitive: boolean;
  strict: boolean;
}
/** What happens to the app after the first requests: more layers, a setting flipped, the stack rearranged. */
type Later =
  | { t: 'add'; entries: Entry[] }
  | { t: 'flip-case' }
  | { t: 'flip-strict' }
  | { t: 'last-to-front' }
  | { t: 'remove-first' }
  | { t: 'swap-first-two' }
  | { t: 'replace-stack' }
  | { t: StackEdit | LayerEdit; at: number };
interface Request {
  method: string;
  path: string;
}
interface Scenario {
  gen: Gen;
  settings: Settings;
  entries: Entry[];
  /** The app's router gets an array of the app's own as its stack (apps assign router.stack). */
  plainStack: boolean;
  /** Requests, with changes to the app between them (after the first request). */
  steps: Array<Request | Later>;
}

// ---- generators ----------------------------------------------------------------

/** Segments shared by patterns and requests, in several cases, some prefixes of others. */
const segment = fc.constantFrom('api', 'API', 'v1', 'v10', 'users', 'Users', 'u', 'ab', 'x');
const paramName = fc.constantFrom('p0', 'p1', 'id');

/** A route path in the generation's syntax: literals, params, optional parts, wildcards, regexps, arrays. */
function routePath(gen: Gen): fc.Arbitrary<Path> {
  const v4 = gen !== '5.x';
  const part = v4
    ? fc.oneof(
        { weight: 4, arbitrary: segment },
        { weight: 2, arbitrary: paramName.map((n) => ':' + n) },
        { weight: 1, arbitrary: paramName.map((n) => ':' + n + '?') },
        { weight: 1, arbitrary: paramName.map((n) => ':' + n + '(\\d+)') },
        { weight: 1, arbitrary: fc.constantFrom('*', 'u*', 'v1*') },
      )
    : fc.oneof({ weight: 4, arbitrary: segment }, { weight: 2, arbitrary: paramName.map((n) => ':' + n) });
  const suffix = v4 ? fc.constantFrom('', '', '/') : fc.constantFrom('', '', '/', '{/:opt}', '/*rest', '{/*rest}', '{.:ext}');
  const text = fc
    .tuple(fc.array(part, { maxLength: 4 }), suffix)
    .map(([parts, end]) => {
      // one name per pattern: repeated names are rejected by path-to-regexp 8
      const seen = new Set<string>();
      const named = parts.map((p) => p.replace(/:(\w+)/, (m, n: string) => (seen.has(n) ? m + seen.size : (seen.add(n), m))));
      return (named.length ? '/' + named.join('/') : '') + end || '/';
    });
  const regexp = fc.constantFrom<Path>(/^\/api\/v1\/(\d+)\/?$/i, /\/users$/, /^\/x\/(?<name>\w+)$/, /^\/u/);
  return fc.oneof({ weight: 8, arbitrary: text }, { weight: 1, arbitrary: regexp }, { weight: 1, arbitrary: fc.array(text, { minLength: 1, maxLength: 2 }) });
}

/** A mount path: literal prefixes (sharing segments), params, the root, regexps, arrays. */
function mountPath(): fc.Arbitrary<Path | undefined> {
  const literal = fc.array(segment, { minLength: 1, maxLength: 3 }).chain((s) => fc.constantFrom('/' + s.join('/'), '/' + s.join('/') + '/'));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant('/') },
    { weight: 5, arbitrary: literal },
    { weight: 1, arbitrary: fc.constantFrom('/:p0', '/api/:p1') },
    { weight: 1, arbitrary: fc.constantFrom<Path>(/^\/api/i, ['/u', '/api/v1']) },
  );
}

const requestPath = fc
  .tuple(
    fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('api', 'API', 'v1', 'users', 'Users', 'u', 'x', '42') },
        { weight: 1, arbitrary: fc.constantFrom('Api', 'V1', 'v10', 'USERS', 'ab', 'abc', '%41', '%E0', 'a.b', '', 'alias') },
      ),
      { maxLength: 5 },
    ),
    fc.constantFrom('', '', '/', '?q=1'),
    fc.constantFrom('/', '/', '/', '//'),
  )
  .map(([s, end, start]) => start + s.join('/') + end);
const request: fc.Arbitrary<Request> = fc.record({ method: fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE'), path: requestPath });

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('next' as const) },
  { weight: 2, arbitrary: fc.constantFrom('route' as const, 'router' as const) },
  { weight: 1, arbitrary: fc.constantFrom('error' as const, 'throw' as const) },
  { weight: 1, arbitrary: fc.constant('end' as const) },
  // mostly to paths the table's literal prefixes start (the walk goes on with the new path)
  { weight: 2, arbitrary: fc.oneof(fc.array(segment, { minLength: 1, maxLength: 3 }).map((p) => '/' + p.join('/')), requestPath).map((path) => ({ rewrite: path })) },
  // the walk goes on over the stack as edited (the index must notice)
  { weight: 1, arbitrary: fc.record({ edit: fc.constantFrom<Edit>('flip-case', 'last-to-front', 'remove-first', 'swap-first-two', 'replace-stack', ...STACK_EDITS, ...LAYER_EDITS), at: fc.nat(20) }) },
);
const handlers = fc.array(action, { minLength: 1, maxLength: 2 });
const verb = fc.constantFrom('get', 'get', 'post', 'put', 'all');

function entry(gen: Gen, depth: number): fc.Arbitrary<Entry> {
  const leaf: Array<fc.WeightedArbitrary<Entry>> = [
    { weight: 3, arbitrary: fc.record({ t: fc.constant('use' as const), path: mountPath(), handlers, errorHandler: fc.option(fc.constantFrom<Recovery>('pass', 'recover', 'end'), { nil: undefined }) }) },
    { weight: 6, arbitrary: fc.record({ t: fc.constant('verb' as const), method: verb, path: routePath(gen), handlers }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('route' as const), path: routePath(gen), verbs: fc.array(fc.tuple(verb, handlers), { minLength: 1, maxLength: 2 }) }) },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('param' as const), name: paramName }) },
  ];
  if (depth > 0) return fc.oneof(...leaf);
  const inner = fc.array(entry(gen, depth + 1), { maxLength: 5 });
  return fc.oneof(
    ...leaf,
    {
      weight: 2,
      arbitrary: fc.record({
        t: fc.constant('router' as const),
        path: mountPath(),
        options: fc.record({ caseSensitive: fc.boolean(), strict: fc.boolean(), mergeParams: fc.boolean() }),
        entries: inner,
      }),
    },
    { weight: 1, arbitrary: fc.record({ t: fc.constant('app' as const), path: mountPath().map((p) => p ?? '/'), settings: settingsArb, entries: inner }) },
  );
}
const settingsArb: fc.Arbitrary<Settings> = fc.record({ sensitive: fc.boolean(), strict: fc.boolean() });

function scenario(gen: Gen): fc.Arbitrary<Scenario> {
  const entries = fc.array(entry(gen, 0), { minLength: 1, maxLength: 12 });
  const later: fc.Arbitrary<Later> = fc.oneof(
    { weight: 2, arbitrary: fc.record({ t: fc.constant('add' as const), entries }) },
    { weight: 2, arbitrary: fc.constant({ t: 'flip-case' as const }) },
    ...(['flip-strict', 'last-to-front', 'remove-first', 'swap-first-two', 'replace-stack'] as const).map((t) => ({ weight: 1, arbitrary: fc.constant({ t }) })),
    { weight: 4, arbitrary: fc.record({ t: fc.constantFrom(...STACK_EDITS, ...LAYER_EDITS), at: fc.nat(20) }) },
  );
  const steps = fc
    .tuple(request, fc.array(fc.oneof({ weight: 3, arbitrary: request }, { weight: 1, arbitrary: later }), { maxLength: 12 }))
    .map(([first, rest]) => [first, ...rest]);
  return fc.record({ gen: fc.constant(gen), settings: settingsArb, entries, plainStack: fc.boolean(), steps });
}

// ---- playing a scenario ---------------------------------------------------------

/** Where handlers write their lines, and how they end the request under way. */
interface Sink {
  log: string[];
  finish(how: string): void;
}

function params(req: any): string {
  const p = req.params ?? {};
  return JSON.stringify(Object.keys(p).map((k) => [k, p[k] === undefined ? '(undefined)' : p[k]]));
}

/** Builds the app of a scenario; every handler gets a name from its place, the same in every build. */
function build(fw: any, s: Scenario, sink: Sink) {
  let n = 0;
  // (handlers are made before the app whose stack they edit)
  let edit: (l: Later) => void = () => {};
  const line = (name: string, req: any) => sink.log.push(`${name} ${req.method} url=${req.url} base=${req.baseUrl} params=${params(req)}`);
  const handler = (a: Action) => {
    const name = `h${n++}`;
    // An edit is made the first time its handler runs: a handler that splices a layer in before
    // itself would otherwise meet itself again at the next index, for ever (in Express too).
    let edited = false;
    return (req: any, res: any, next: (err?: unknown) => void) => {
      line(name, req);
      if (a === 'next') next();
      else if (a === 'route' || a === 'router') next(a);
      else if (a === 'error') next(new Error(name));
      else if (a === 'throw') throw new Error(name);
      else if (a === 'end') sink.finish(`end by ${name}`);
      else if ('edit' in a) {
        if (!edited) edit({ t: a.edit, at: a.at } as Later);
        edited = true;
        next();
      } else {
        req.url = a.rewrite;
        next();
      }
    };
  };
  const errorHandler = (r: Recovery) => {
    const name = `e${n++}`;
    return (err: any, req: any, res: any, next: (err?: unknown) => void) => {
      line(`${name}(${err?.message})`, req);
      if (r === 'pass') next(err);
      else if (r === 'recover') next();
      else sink.finish(`end by ${name}`);
    };
  };
  const add = (target: any, e: Entry): void => {
    if (e.t === 'use') {
      const fns = e.handlers.map(handler);
      if (e.errorHandler) fns.push(errorHandler(e.errorHandler) as never);
      if (e.path === undefined) target.use(...fns);
      else target.use(e.path, ...fns);
    } else if (e.t === 'verb') target[e.method](e.path, ...e.handlers.map(handler));
    else if (e.t === 'route') {
      const route = target.route(e.path);
      for (const [method, hs] of e.verbs) route[method](...hs.map(handler));
    } else if (e.t === 'param') {
      const name = `param${n++}`;
      target.param(e.name, (req: any, res: any, next: () => void, value: unknown) => {
        line(`${name}:${e.name}=${JSON.stringify(value)}`, req);
        next();
      });
    } else if (e.t === 'router') {
      const router = fw.Router(e.options);
      for (const inner of e.entries) add(router, inner);
      if (e.path === undefined) target.use(router);
      else target.use(e.path, router);
    } else {
      const sub = fw();
      sub.set('case sensitive routing', e.settings.sensitive);
      sub.set('strict routing', e.settings.strict);
      for (const inner of e.entries) add(sub, inner);
      target.use(e.path, sub);
    }
  };
  const app = fw();
  app.set('case sensitive routing', s.settings.sensitive);
  app.set('strict routing', s.settings.strict);
  for (const e of s.entries) add(app, e);
  if (s.plainStack) app.lazyrouter().stack = app.lazyrouter().stack.slice();
  const later = (l: Later): void => {
    const router = app.lazyrouter();
    const stack = router.stack as unknown[];
    if (l.t === 'add') for (const e of l.entries) add(app, e);
    // apps also put an array of their own in its place (router.stack = stack.filter(...))
    else if (l.t === 'replace-stack') router.stack = stack.slice();
    else if (l.t === 'flip-case') app.set('case sensitive routing', !app.enabled('case sensitive routing'));
    else if (l.t === 'flip-strict') app.set('strict routing', !app.enabled('strict routing'));
    // the stack is Express's public array: apps rearrange it (same length, other order)
    else if (l.t === 'last-to-front') stack.unshift(...stack.splice(-1, 1));
    // (written by index: no method of the array is called, its length does not change)
    else if (l.t === 'swap-first-two') {
      if (stack.length >= 2) [stack[0], stack[1]] = [stack[1], stack[0]];
    }
    else if (l.t === 'remove-first') stack.shift();
    else if (l.t === 'push-layer') stack.push(aliasLayer());
    else if (l.t === 'splice-in') stack.splice(l.at % (stack.length + 1), 0, aliasLayer());
    else if (stack.length === 0) return;
    else if (l.t === 'overwrite') stack[l.at % stack.length] = aliasLayer();
    else if (l.t === 'copy-over') stack[l.at % stack.length] = stack[(l.at + 1) % stack.length];
    else editLayer(stack[l.at % stack.length], l.t);
  };
  /** A new layer: a GET /alias route of a router of its own, taken from its stack. */
  const aliasLayer = (): unknown => {
    const router = fw.Router();
    router.get('/alias', handler('end'));
    return router.stack[0];
  };
  // (the first route's layer for an edit made by a handler, at 0: the walk goes on past it)
  const editLayer = (layer: any, how: LayerEdit): void => {
    if (how === 'alias-match') {
      // instrumentation-style: the layer also answers /alias, as a whole path or a prefix
      const original = layer.match;
      layer.match = function match(this: unknown, path: string) {
        return original.call(this, path) ?? (path === '/alias' || path.startsWith('/alias/') ? { path: '', params: {} } : null);
      };
    } else if (how === 'wrap-handle') {
      const original = layer.handle;
      layer.handle = function handle(this: unknown, req: any, res: any, next: any) {
        return original.call(this, req, res, next);
      };
    } else if (how === 'set-path') layer.path = '/alias';
    else if (how === 'set-regexp') layer.regexp = /^\/alias\/?$/i;
    else if (how === 'set-matcher') layer.matcher = (aliasLayer() as any).matcher;
    else if (!layer.route) return;
    else if (how === 'route-add') layer.route.put(handler('end'));
    else if (how === 'route-clear') layer.route.stack.splice(0);
    else if (how === 'route-unmark') delete layer.route.methods.get;
    else layer.route.methods.put = true;
  };
  edit = later;
  return { app, later };
}

/** One request through app.handle, in-process: the lines written and how it ended. */
function send(app: any, r: Request, sink: Sink): Promise<string[]> {
  return new Promise((resolve) => {
    const log: string[] = (sink.log = []);
    let finished = false;
    sink.finish = (how) => {
      if (finished) return;
      finished = true;
      log.push(how);
      resolve(log);
    };
    const req = new http.IncomingMessage(new net.Socket());
    req.method = r.method;
    req.url = r.path;
    req.headers = {};
    const res = new http.ServerResponse(req);
    // the automatic OPTIONS answer ends here
    res.end = (() => {
      sink.finish(`res.end allow=${String(res.getHeader('allow'))}`);
      return res;
    }) as never;
    try {
      app.handle(req, res, (err: any) => sink.finish(`done ${err ? `${err.status ?? ''} ${err.message}` : 'none'}`));
    } catch (err) {
      sink.finish(`threw ${(err as Error).message}`);
    }
  });
}

/** With `memos` false, the walk's other accelerators are off too: the pathname and arity memos. */
async function play(s: Scenario, indexed: boolean, memos = true): Promise<string[][]> {
  accelerators.routeIndex = indexed;
  accelerators.pathnameMemo = memos;
  accelerators.arityMemo = memos;
  accelerators.routeIndexMinimum = 0;
  const sink: Sink = { log: [], finish: () => {} };
  const { app, later } = build(frameworks[s.gen], s, sink);
  const logs: string[][] = [];
  for (const step of s.steps) {
    if ('t' in step) later(step);
    else logs.push(await send(app, step, sink));
  }
  return logs;
}

afterEach(resetAccelerators);

/** Changes after the first request that an index must follow, each with the line its last request must show. */
const examples: Array<[string, Scenario, string]> = [
  [
    'case sensitivity turned off',
    { gen: '5.x', settings: { sensitive: true, strict: false }, plainStack: false, entries: [{ t: 'verb', method: 'get', path: '/API/:p0', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/api/1' }, { t: 'flip-case' }, { method: 'GET', path: '/api/1' }] },
    'end by h0',
  ],
  [
    'a route added',
    { gen: '4.x', settings: { sensitive: false, strict: false }, plainStack: false, entries: [{ t: 'use', path: '/api', handlers: ['next'] }],
      steps: [{ method: 'GET', path: '/api/v1' }, { t: 'add', entries: [{ t: 'verb', method: 'get', path: '/api/v1', handlers: ['end'] }] }, { method: 'GET', path: '/api/v1' }] },
    'end by h1',
  ],
  [
    'req.url rewritten by a middleware',
    { gen: '5.x', settings: { sensitive: false, strict: false }, plainStack: false,
      entries: [{ t: 'use', path: undefined, handlers: [{ rewrite: '/users/7' }] }, { t: 'verb', method: 'get', path: '/users/:p0', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/x' }] },
    'end by h1',
  ],
  ...(['its own', "the app's"] as const).map((kind): [string, Scenario, string] => [
    `layers reordered in the router's stack, an array of ${kind}`,
    { gen: '5.x', settings: { sensitive: false, strict: false }, plainStack: kind !== 'its own',
      entries: [{ t: 'verb', method: 'get', path: '/a', handlers: ['end'] }, { t: 'verb', method: 'get', path: '/users', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/users' }, { t: 'last-to-front' }, { method: 'GET', path: '/users' }] },
    'end by h1',
  ]),
  [
    'a layer removed during the walk',
    { gen: '5.x', settings: { sensitive: false, strict: false }, plainStack: false,
      entries: [{ t: 'use', path: undefined, handlers: [{ edit: 'remove-first', at: 0 }] }, { t: 'verb', method: 'get', path: '/a', handlers: ['end'] }, { t: 'verb', method: 'get', path: '/users', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/users' }] },
    'end by h2',
  ],
  ...[...LAYER_EDITS, 'overwrite' as const].map((how): [string, Scenario, string] => [
    `a route layer edited by the app (${how})`,
    { gen: '5.x', settings: { sensitive: false, strict: false }, plainStack: false,
      entries: [{ t: 'verb', method: 'get', path: '/r0', handlers: ['end'] }, { t: 'use', path: '/alias', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/r0' }, { t: how, at: 0 }, { method: 'GET', path: '/alias' }] },
    how === 'alias-match' || how === 'set-matcher' ? 'end by h0' : how === 'overwrite' ? 'end by h2' : 'end by h1',
  ]),
  [
    'a position the index passed over written with another layer, the length the same',
    { gen: '4.x', settings: { sensitive: false, strict: false }, plainStack: false,
      entries: ['/a', '/b', '/c'].map((path) => ({ t: 'verb' as const, method: 'get', path, handlers: ['end' as const] })),
      steps: [{ method: 'GET', path: '/c' }, { t: 'overwrite', at: 1 }, { method: 'GET', path: '/alias' }] },
    'end by h3',
  ],
  [
    'a middleware layer edited during the walk answers the path it did not match',
    { gen: '4.x', settings: { sensitive: false, strict: false }, plainStack: false,
      entries: [{ t: 'use', path: '/first', handlers: ['end'] }, { t: 'use', path: undefined, handlers: [{ edit: 'alias-match', at: 0 }] }, { t: 'verb', method: 'get', path: '/x', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/alias' }, { method: 'GET', path: '/alias' }] },
    'end by h0',
  ],
  [
    'a route of another method, on a path that fails to decode',
    { gen: '5.x', settings: { sensitive: false, strict: false }, plainStack: false, entries: [{ t: 'verb', method: 'post', path: '/:p0', handlers: ['end'] }],
      steps: [{ method: 'GET', path: '/%E0' }] },
    'done 400 Failed to decode param \'%E0\'',
  ],
];

describe('the route index follows the app after the first request', () => {
  for (const [name, s, expected] of examples) {
    it(name, async () => {
      const indexed = await play(s, true);
      expect(indexed).toEqual(await play(s, false));
      expect(indexed.at(-1)!.at(-1)).toBe(expected);
    });
  }

  it("a route's methods edited by the app are read at the next request, by both walks", async () => {
    // Express 5 answers so: its router asks route.methods at each request
    const s: Scenario = {
      gen: '5.x', settings: { sensitive: false, strict: false }, plainStack: false,
      entries: [{ t: 'param', name: 'p0' }, { t: 'verb', method: 'get', path: '/:p0', handlers: ['end'] }],
      steps: [{ method: 'PUT', path: '/x' }, { t: 'route-methods', at: 0 }, { method: 'PUT', path: '/x' }, { t: 'route-unmark', at: 0 }, { method: 'GET', path: '/x' }],
    };
    for (const indexed of [true, false]) {
      const [before, marked, unmarked] = await play(s, indexed);
      expect(before).toEqual(['done none']);
      // PUT marked: the route matches (its param callback runs), has no PUT handler, and passes on
      expect(marked).toEqual(['param0:p0="x" PUT url=/x base= params=[["p0","x"]]', 'done none']);
      // GET taken out: the route no longer matches a GET
      expect(unmarked).toEqual(['done none']);
    }
  });
});

/** How many requests reached handlers (a property over requests nothing answers would prove little). */
const calls = { requests: 0, reached: 0, several: 0 };

describe('the route index walks the layers the plain walk would run', () => {
  for (const gen of ['5.x', '4.x', '3.x'] as const) {
    it(`${gen}: same handlers, order, req.url, req.baseUrl, req.params and ending`, async () => {
      await fc.assert(
        fc.asyncProperty(scenario(gen), async (s) => {
          const indexed = await play(s, true);
          const plain = await play(s, false);
          expect(indexed).toEqual(plain);
          // (req.url rewritten by middleware, handlers replaced: the memos must follow)
          expect(await play(s, false, false)).toEqual(plain);
          for (const log of plain) {
            calls.requests++;
            if (log.length > 1) calls.reached++;
            if (log.length > 3) calls.several++;
          }
        }),
        { numRuns: gen === '3.x' ? 200 : 500 },
      );
    });
  }
  it('the scenarios reach handlers', () => {
    expect(calls.reached).toBeGreaterThan(calls.requests / 4);
    expect(calls.several).toBeGreaterThan(calls.requests / 20);
  });
});
