// The router: an ordered stack of layers (middleware mounts and routes).
// A request walks the stack from the top; each layer whose path matches gets
// the request, and next() resumes the walk. next(err) skips to error handlers,
// next('route') leaves the current route, next('router') leaves this router.
import type { GenerationProfile } from '../generations/profile';
import type { AnyHandler, Next, Req, Res } from '../types';
import { pathnameOf, protohostOf } from '../url';
import { invokeParam, Layer } from './layer';
import type { PathMatch } from './path-syntax/types';
import { finalHandler } from '../error-handler';
import { middlewareNotAFunction, noMiddleware } from './handler-errors';
import { methods } from './methods';
import { Route } from './route';
import { rememberingLast } from '../memo';
import { walkFor } from './candidates';
import type { Params, PathPattern } from './path-syntax/types';

export interface RouterOptions {
  caseSensitive?: boolean;
  mergeParams?: boolean;
  strict?: boolean;
}

type ParamCallback = (req: Req, res: Res, next: Next, value: unknown, name: string) => unknown;

export interface Router {
  (req: Req, res: Res, next: Next): void;
  caseSensitive: boolean | undefined;
  mergeParams: boolean | undefined;
  strict: boolean | undefined;
  /** The layers, in order: the app's to read and edit as Express's (the route index follows). */
  stack: Layer[];
  params: Record<string, ParamCallback[]>;
  /** 4.x: functions that rewrite param(name, arg) calls (router.param(fn) form). */
  _params: Array<(name: string, arg: unknown) => ParamCallback | undefined>;
  profile: GenerationProfile;
  handle(req: Req, res: Res, done: Next): void;
  use(...args: unknown[]): Router;
  route(path: PathPattern): Route;
  param(name: unknown, fn?: unknown): Router;
  setMatching(caseSensitive: boolean, strict: boolean): void;
  /** router.get(...), router.post(...), ... one per HTTP method, and router.all. */
  [method: string]: unknown;
}

export interface RouterConstructor {
  (options?: RouterOptions): Router;
  new (options?: RouterOptions): Router;
  prototype: object;
}

/** Builds fw.Router for a generation. */
export function createRouterConstructor(profile: GenerationProfile): RouterConstructor {
  const proto: Record<string, unknown> = Object.create(Function.prototype);
  Object.assign(proto, routerMethods, { profile });
  for (const method of [...methods, 'all']) {
    proto[method] = function (this: Router, path: PathPattern, ...handlers: unknown[]) {
      const route = this.route(path);
      (route[method] as (...handlers: unknown[]) => Route)(...handlers);
      return this;
    };
  }
  function Router(options?: RouterOptions): Router {
    const opts = options ?? {};
    const router = function router(req: Req, res: Res, next: Next) {
      (router as Router).handle(req, res, next);
    } as Router;
    Object.setPrototypeOf(router, proto);
    router.caseSensitive = opts.caseSensitive;
    router.mergeParams = opts.mergeParams;
    router.strict = opts.strict;
    router.params = {};
    router._params = [];
    router.stack = [];
    return router;
  }
  Router.prototype = proto;
  return Router as unknown as RouterConstructor;
}

const routerMethods = {
  param(this: Router, name: unknown, fn?: unknown): Router {
    const profile = this.profile;
    if (typeof name === 'function' && profile.routing.paramFunctionForm) {
      this._params.push(name as Router['_params'][number]);
      return this;
    }
    const invalidCall = profile.routing.paramErrors === 'invalid-call';
    if (!invalidCall) {
      if (!name) throw new TypeError('argument name is required');
      if (typeof name !== 'string') throw new TypeError('argument name must be a string');
    }
    let key = String(name);
    if (profile.routing.paramColonPrefix && key[0] === ':') key = key.slice(1);
    let callback = fn;
    for (const rewrite of this._params) callback = (invalidCall ? rewrite(key, callback) || undefined : rewrite(key, callback)) ?? callback;
    if (invalidCall && typeof callback !== 'function') throw new Error(`invalid param() call for ${key}, got ${String(callback)}`);
    if (!callback) throw new TypeError('argument fn is required');
    if (typeof callback !== 'function') throw new TypeError('argument fn must be a function');
    (this.params[key] ??= []).push(callback as ParamCallback);
    return this;
  },

  use(this: Router, ...args: unknown[]): Router {
    let path: PathPattern = '/';
    let first: unknown = args[0];
    while (Array.isArray(first) && first.length !== 0) first = first[0];
    if (args.length > 0 && typeof first !== 'function') path = args.shift() as PathPattern;
    const callbacks = args.flat(Infinity as 1);
    if (callbacks.length === 0) throw noMiddleware(this.profile.routing.handlerErrors);
    for (const fn of callbacks) {
      if (typeof fn !== 'function') throw middlewareNotAFunction(this.profile.routing.handlerErrors, fn);
      const layer = new Layer(
        path,
        { sensitive: Boolean(this.caseSensitive), strict: false, end: false },
        fn as AnyHandler,
        this.profile.routing.pathSyntax,
        this.profile.routing.asyncErrors,
      );
      this.stack.push(layer);
    }
    return this;
  },

  route(this: Router, path: PathPattern): Route {
    const route = new Route(path, this.profile.routing.asyncErrors, this.profile.routing.handlerErrors);
    const layer = new Layer(
      path,
      { sensitive: Boolean(this.caseSensitive), strict: Boolean(this.strict), end: true },
      function handle(req: Req, res: Res, next: Next) {
        route.dispatch(req, res, next);
      },
      this.profile.routing.pathSyntax,
      this.profile.routing.asyncErrors,
    );
    layer.route = route;
    this.stack.push(layer);
    return route;
  },

  /** Changes case sensitivity / strictness of this router, recompiling existing layers. */
  setMatching(this: Router, caseSensitive: boolean, strict: boolean): void {
    if (Boolean(this.caseSensitive) === caseSensitive && Boolean(this.strict) === strict) return;
    this.caseSensitive = caseSensitive;
    this.strict = strict;
    for (const layer of this.stack) {
      layer.recompile({ sensitive: caseSensitive, strict: layer.route ? strict : false, end: Boolean(layer.route) });
    }
  },

  handle(this: Router, req: Req, res: Res, callback?: Next): void {
    if (typeof callback === 'function') return dispatch(this, req, res, callback);
    if (this.profile.routing.handleCallback === 'required') throw new TypeError('argument callback is required');
    dispatch(this, req, res, finalHandler(req, res, req.app ?? { get: () => undefined }));
  },
};

/** req.url's pathname at a step of a walk, kept while req.url is the same string (accelerators.pathnameMemo). */
const pathnameAt = rememberingLast(pathnameOf, 'pathnameMemo');

/** Walks the router's stack for one request. */
function dispatch(router: Router, req: Req, res: Res, callback: Next): void {
  const stack = router.stack;
  // every layer in turn, or only those an index names (candidates.ts)
  const walk = walkFor(stack);
  const profile = router.profile;
  const protohost = protohostOf(req.url ?? '');
  const parentUrl: string = req.baseUrl || '';
  const parentParams = req.params;
  const parentBaseUrl = req.baseUrl;
  const parentNext = req.next;
  /** For OPTIONS: the methods of the routes whose path matched, for the automatic answer. */
  const allowed: string[] | undefined = req.method === 'OPTIONS' ? [] : undefined;
  let paramCalled: Record<string, ParamState> | undefined;
  let idx = 0;
  /** What the mount running now took off req.url (and whether it then added a '/'). */
  let removed = '';
  let slashAdded = false;
  let sync = 0;

  req.next = next;
  req.baseUrl = parentUrl;
  req.originalUrl = req.originalUrl || req.url || '';
  next();

  /** Leaves this router: the automatic OPTIONS answer, or the parent's req fields back and the callback. */
  function done(err?: unknown): void {
    if (!err && allowed !== undefined && allowed.length !== 0) {
      try {
        sendOptions(profile, res, allowed);
        return;
      } catch (e) {
        err = e;
      }
    }
    req.baseUrl = parentBaseUrl;
    req.next = parentNext;
    req.params = parentParams;
    callback(err);
  }

  function next(err?: unknown): void {
    let layerError = err === 'route' ? null : err;

    // Undo what entering the previous mount did to req.url / req.baseUrl.
    if (slashAdded) {
      if (takesAddedSlashBack(profile.routing.addedSlash, req.url!, removed)) req.url = req.url!.slice(1);
      slashAdded = false;
    }
    if (removed.length !== 0) {
      req.baseUrl = parentUrl;
      req.url = protohost + removed + req.url!.slice(protohost.length);
      removed = '';
    }
    if (layerError === 'router') {
      setImmediate(done, null);
      return;
    }
    if (idx >= stack.length) {
      setImmediate(done, layerError);
      return;
    }
    if (++sync > 100) {
      setImmediate(next, err);
      return;
    }
    const path = pathnameAt(req.url);
    if (path === undefined) {
      done(layerError);
      return;
    }

    // The next layer whose path matches; a route must also handle the method, and takes no error.
    let layer: Layer | undefined;
    let match: PathMatch | null = null;
    while (match === null && (idx = walk.next(idx, path, req.method)) < stack.length) {
      layer = stack[idx++];
      try {
        match = layer.match(path);
      } catch (e) {
        layerError = layerError || e;
        continue;
      }
      const route = layer.route;
      if (match === null || !route) continue;
      if (layerError) {
        match = null;
        continue;
      }
      const method = req.method;
      const handles = route.handlesMethod(method);
      if (!handles && method === 'OPTIONS' && allowed) allowed.push(...route.optionsMethods());
      if (!handles && method !== 'HEAD') match = null;
    }
    if (match === null) {
      done(layerError);
      return;
    }
    const found = layer!;
    const matched = match;
    // (the router puts only its Routes in layer.route: router.route)
    if (found.route) req.route = found.route as Route;
    req.params = router.mergeParams ? mergeParams(matched.params, parentParams) : matched.params;

    const keys = paramKeys(router.params, matched.params);
    if (keys === undefined) {
      proceed(found, layerError, matched.path, path);
      sync = 0;
      return;
    }
    processParams(router, keys, (paramCalled ??= Object.create(null)), req, res, (paramErr) => {
      if (paramErr) next(layerError || paramErr);
      else proceed(found, layerError, matched.path, path);
      sync = 0;
    });
  }

  function proceed(layer: Layer, layerError: unknown, layerPath: string, path: string): void {
    if (layer.route) layer.handleRequest(req, res, next);
    else enterMount(layer, layerError, layerPath, path);
  }

  function enterMount(layer: Layer, layerError: unknown, layerPath: string, path: string): void {
    if (layerPath.length !== 0) {
      if (layerPath !== path.slice(0, layerPath.length)) {
        next(layerError);
        return;
      }
      const c = path[layerPath.length];
      if (c && profile.routing.mountBoundary.indexOf(c) === -1) {
        next(layerError);
        return;
      }
      removed = layerPath;
      req.url = protohost + req.url!.slice(protohost.length + removed.length);
      if (!protohost && req.url[0] !== '/') {
        req.url = '/' + req.url;
        slashAdded = true;
      }
      req.baseUrl = parentUrl + (removed.endsWith('/') ? removed.slice(0, -1) : removed);
    }
    if (layerError) layer.handleError(layerError, req, res, next);
    else layer.handleRequest(req, res, next);
  }
}

/**
 * Whether leaving a mount takes back the '/' it added to an emptied req.url. A middleware
 * may have rewritten req.url meanwhile: 4.x takes the first character anyway ('/b' under
 * '/a' comes back as '/ab'); 5.x keeps a rewrite whole ('/a/b'), unless req.url is still the
 * root, or the prefix ends in '/' already (which would make it '/a//b').
 */
function takesAddedSlashBack(rule: 'always' | 'unless-rewritten', url: string, removed: string): boolean {
  if (rule === 'always') return true;
  const root = url === '/' || url.startsWith('/?');
  return root || (removed.endsWith('/') && url[0] === '/');
}

interface ParamState {
  error: unknown;
  match: unknown;
  value: unknown;
}

/** The names of the matched params, when some of them have router.param callbacks. */
function paramKeys(callbacksByName: Record<string, ParamCallback[]>, params: Params): string[] | undefined {
  for (const k in callbacksByName) {
    if (k in params) return Object.keys(params);
  }
  return undefined;
}

/** Runs router.param callbacks for the matched params, once per value per request. */
function processParams(
  router: Router,
  keys: string[],
  called: Record<string, ParamState>,
  req: Req,
  res: Res,
  done: Next,
): void {
  const callbacksByName = router.params;
  const names = keys;
  let i = 0;
  let fnIndex = 0;
  let key = '';
  let value: unknown;
  let callbacks: ParamCallback[] | undefined;
  let state: ParamState;

  const param = (err?: unknown): void => {
    if (err) return done(err);
    if (i >= names.length) return done();
    fnIndex = 0;
    key = names[i++];
    value = req.params[key];
    callbacks = callbacksByName[key];
    const previous = called[key];
    if (value === undefined || !callbacks) return param();
    if (previous && (previous.match === value || (previous.error && previous.error !== 'route'))) {
      req.params[key] = previous.value;
      return param(previous.error);
    }
    called[key] = state = { error: null, match: value, value };
    paramCallback();
  };

  const paramCallback = (err?: unknown): void => {
    const fn = callbacks![fnIndex++];
    state.value = req.params[key];
    if (err) {
      state.error = err;
      param(err);
      return;
    }
    if (!fn) return param();
    invokeParam(router.profile.routing.asyncErrors, fn as never, req, res, paramCallback, value, key);
  };

  param();
}

/** Parent params under the child's; numbered captures are shifted after the parent's. */
function mergeParams(params: Params, parent: Params | undefined): Params {
  if (typeof parent !== 'object' || !parent) return params;
  const merged: Params = { ...parent };
  if (!(0 in params) || !(0 in parent)) return Object.assign(merged, params);
  let i = 0;
  let o = 0;
  while (i in params) i++;
  while (o in parent) o++;
  for (i--; i >= 0; i--) {
    params[i + o] = params[i];
    if (i < o) delete params[i];
  }
  return Object.assign(merged, params);
}

/** The automatic answer to OPTIONS when routes match the path but none handles OPTIONS. */
function sendOptions(profile: GenerationProfile, res: Res, found: string[]): void {
  const unique = [...new Set(found)];
  if (profile.routing.optionsResponse === 'send') {
    const body = unique.join(',');
    res.set('Allow', body);
    res.send(body);
    return;
  }
  const allow = unique.sort().join(', ');
  res.setHeader('Allow', allow);
  res.setHeader('Content-Length', Buffer.byteLength(allow));
  res.setHeader('Content-Type', 'text/plain');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(allow);
}
