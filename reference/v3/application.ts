// The 3.x application: what `fw.application` of 3.x adds to (or changes in) the
// shared application: app.configure, app.locals as a function, app.routes
// records, app.param(function), callback validation, and the 3.x defaults
// ('json spaces' 2 in development).
import pathToRegexp0 = require('path-to-regexp-0');
import type { App } from '../application';
import { methods } from '../router/methods';
import type { Route } from '../router/route';
import type { Router, RouterConstructor } from '../router/router';
import type { Next, Req, Res } from '../types';
import { createLocals } from './locals';

/** One entry of app.routes[verb] (also what req.route is). */
export interface RouteRecord {
  path: unknown;
  method: string;
  callbacks: Function[];
  keys: Array<{ name: string | number; optional: boolean }>;
  regexp: RegExp;
}

type ParamRewriter = (name: string, arg: unknown) => unknown;
const PARAM_REWRITERS = Symbol('param rewriters');
/** The router holding the app's routes (3.x keeps them apart from the middleware stack). */
const ROUTES = Symbol('routes');
/** The middleware that runs ROUTES: app.router. */
const ROUTER_MIDDLEWARE = Symbol('router middleware');
/** Set once app.router was read: the routes run where it was placed in the stack. */
const ROUTER_USED = Symbol('router used');

export function extendApplication(app: Record<string, any>, Router: RouterConstructor): void {
  const init = app.init as (this: App) => void;
  app.init = function init3(this: App): void {
    init.call(this);
    const locals = createLocals();
    locals.settings = this.settings;
    this.locals = locals;
    this.routes = {};
    this[PARAM_REWRITERS] = [];
    if (this.get('env') === 'development') this.set('json spaces', 2);
  };

  /** Calls fn (with the app as `this`) when one of the envs is current, or always without envs. */
  app.configure = function configure(this: App, ...args: unknown[]): App {
    const fn = args.pop() as (this: App) => void;
    if (args.length === 0 || args.includes(this.get('env'))) fn.call(this);
    return this;
  };

  // Each response gets its own locals function (res.locals({ ... }) merges).
  const handle = app.handle as (this: App, req: Req, res: Res, callback?: Next) => void;
  app.handle = function handle3(this: App, req: Req, res: Res, callback?: Next): void {
    if (!res.locals) res.locals = createLocals();
    handle.call(this, req, res, callback);
  };

  // 3.x: the routes live in a router of their own, run by the middleware app.router.
  // Reading app.router marks it used; the first route defined before that mounts it
  // at that point of the stack (app.use(app.router)). So routes run where the router
  // was placed, not where each route was defined: `app.use(notFound)` written before
  // the routes still comes after them when app.use(app.router) came first.
  const routes = (self: App): Router => {
    let router: Router | undefined = self[ROUTES];
    if (!router) {
      router = self[ROUTES] = Router({ caseSensitive: self.enabled('case sensitive routing'), strict: self.enabled('strict routing') });
      self._router = router;
    }
    return router;
  };
  Object.defineProperty(app, 'router', {
    configurable: true,
    enumerable: true,
    get(this: App) {
      this[ROUTER_USED] = true;
      const stack = routes(this);
      return (this[ROUTER_MIDDLEWARE] ??= function router(req: Req, res: Res, next: Next) {
        stack.handle(req, res, next);
      });
    },
  });

  const applyRoutingSettings = app.applyRoutingSettings as (this: App) => void;
  app.applyRoutingSettings = function applyRoutingSettings3(this: App): void {
    applyRoutingSettings.call(this);
    const router: Router | undefined = this[ROUTES];
    if (router) router.setMatching(this.enabled('case sensitive routing'), this.enabled('strict routing'));
  };

  /** A route of the routes router; mounts app.router first if it is not placed yet. */
  app.route = function route(this: App, path: unknown): Route {
    if (!this[ROUTER_USED]) this.use(this.router);
    return routes(this).route(path as string);
  };

  for (const method of methods) {
    app[method] = function (this: App, path: unknown, ...handlers: unknown[]) {
      if (method === 'get' && arguments.length === 1) return this.set(path as string);
      const callbacks = handlers.flat(Infinity as 1) as unknown[];
      for (const fn of callbacks) {
        if (typeof fn !== 'function') {
          throw new Error(`.${method}() requires callback functions but got a ${Object.prototype.toString.call(fn)}`);
        }
      }
      const route = this.route(path) as Route & Record<string, unknown>;
      (route as any)[method](...callbacks);
      Object.assign(route, describeRoute(this, path, method, callbacks as Function[]));
      (this.routes[method] ??= []).push(route);
      return this;
    };
  }
  app.del = app.delete;

  /** Every verb gets its own route record. */
  app.all = function all(this: App, path: unknown, ...handlers: unknown[]): App {
    for (const method of methods) this[method](path, ...handlers);
    return this;
  };

  /**
   * app.param(fn) registers a rewriter: fn(name, arg) returns the param callback
   * to use for app.param(name, arg), or nothing to leave arg as it is.
   */
  app.param = function param(this: App, name: unknown, ...fns: unknown[]): App {
    if (Array.isArray(name)) {
      for (const n of name) this.param(n, ...fns);
      return this;
    }
    if (typeof name === 'function') {
      (this[PARAM_REWRITERS] as ParamRewriter[]).push(name as ParamRewriter);
      return this;
    }
    let key = String(name);
    if (key[0] === ':') key = key.slice(1);
    const router = routes(this);
    for (const given of fns) {
      let fn = given;
      for (const rewrite of this[PARAM_REWRITERS] as ParamRewriter[]) {
        const ret = rewrite(key, fn);
        if (ret) fn = ret;
      }
      if (typeof fn !== 'function') throw new Error(`invalid param() call for ${key}, got ${String(fn)}`);
      router.param(key, fn);
    }
    return this;
  };
}

/** The introspection record of a route: its keys and regular expression. */
function describeRoute(app: App, path: unknown, method: string, callbacks: Function[]): RouteRecord {
  if (path instanceof RegExp) return { path, method, callbacks, keys: [], regexp: path };
  const keys: Array<{ name: string | number; optional: boolean }> = [];
  const regexp: RegExp = (pathToRegexp0 as any)(path, keys, {
    sensitive: app.enabled('case sensitive routing'),
    strict: app.enabled('strict routing'),
  });
  return { path, method, callbacks, keys: keys.map((k) => ({ name: k.name, optional: Boolean(k.optional) })), regexp };
}
