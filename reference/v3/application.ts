// The 3.x application: what `fw.application` of 3.x adds to (or changes in) the
// shared application: app.configure, app.locals as a function, app.routes
// records, app.param(function), callback validation, and the 3.x defaults
// ('json spaces' 2 in development).
import pathToRegexp0 = require('path-to-regexp-0');
import type { App } from '../application';
import { methods } from '../router/methods';
import type { Route } from '../router/route';
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

export function extendApplication(app: Record<string, any>): void {
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

  // 3.x: app.router is the router middleware; the shared core already runs
  // routes in definition order, so using it explicitly adds nothing.
  Object.defineProperty(app, 'router', {
    configurable: true,
    enumerable: true,
    get() {
      return function router(_req: Req, _res: Res, next: Next) {
        next();
      };
    },
  });

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
    const router = this.lazyrouter();
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
