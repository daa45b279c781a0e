// The application: a request handler function carrying settings, locals,
// engines and a built-in router. `fw.application` is the prototype of every
// app, so extending it extends all apps.
import { EventEmitter } from 'node:events';
import * as http from 'node:http';
import type { GenerationProfile } from './generations/profile';
import { finalHandler } from './error-handler';
import { createLocals } from './locals';
import { methods } from './router/methods';
import { describeRoute } from './router/route-record';
import type { Router, RouterConstructor } from './router/router';
import type { Route } from './router/route';
import { applyDefaults, compileSetting, inheritSettings, type Settings } from './settings';
import type { Next, Req, Res } from './types';
import { View, type ViewConstructor } from './view';

export interface App {
  (req: Req, res: Res, next?: Next): void;
  settings: Settings;
  locals: Record<string, any>;
  engines: Record<string, Function>;
  cache: Record<string, View>;
  mountpath: string | unknown[];
  parent?: App;
  request: Req;
  response: Res;
  handle(req: Req, res: Res, callback?: Next): void;
  set(name: string, value?: unknown): any;
  get(name: string, ...rest: unknown[]): any;
  enabled(name: string): boolean;
  emit(event: string, ...args: unknown[]): boolean;
  [key: string | symbol]: any;
}

const ROUTER = Symbol('router');
/** appRouter 'placed': the router holding the app's routes, apart from the middleware stack. */
const ROUTES = Symbol('routes');
/** appRouter 'placed': the middleware that runs ROUTES (what `app.router` gives). */
const ROUTES_MIDDLEWARE = Symbol('routes middleware');
/** appRouter 'placed': set once app.router was read; the routes then run where it was placed. */
const ROUTES_PLACED = Symbol('routes placed');

/** Builds `fw.application` for a generation. */
export function createApplicationPrototype(generation: GenerationProfile, Router: RouterConstructor): Record<string, any> {
  const profile = generation.application;
  const app: Record<string, any> = Object.create(Function.prototype);
  // An app is an event emitter (for 'mount').
  for (const key of Reflect.ownKeys(EventEmitter.prototype)) {
    if (key !== 'constructor') Object.defineProperty(app, key, Object.getOwnPropertyDescriptor(EventEmitter.prototype, key)!);
  }

  app.init = function init(this: App): void {
    this.cache = Object.create(null);
    this.engines = Object.create(null);
    this.settings = Object.create(null);
    applyDefaults(this, generation, View);
    this.locals = profile.locals === 'function' ? createLocals() : Object.create(null);
    this.locals.settings = this.settings;
    if (profile.verbs === 'recorded') this.routes = {};
    this.mountpath = '/';
    this.on('mount', function onmount(this: App, parent: App) {
      inheritSettings(this.settings, parent.settings);
      this.applyRoutingSettings();
      Object.setPrototypeOf(this.request, parent.request);
      Object.setPrototypeOf(this.response, parent.response);
      Object.setPrototypeOf(this.engines, parent.engines);
    });
  };

  /** The built-in router, created on first use with the app's routing settings. */
  app.lazyrouter = function lazyrouter(this: App): Router {
    let router: Router | undefined = this[ROUTER];
    if (!router) {
      router = this[ROUTER] = Router({
        caseSensitive: this.enabled('case sensitive routing'),
        strict: this.enabled('strict routing'),
      });
      // (4.x apps expose it as app._router; so do 3.x apps until they have routes)
      if (profile.appRouter !== 'lazy') this._router ??= router;
    }
    return router!;
  };

  /** The router app.route, app.VERB and app.param use. */
  const routesRouter = (self: App): Router => {
    if (profile.appRouter !== 'placed') return self.lazyrouter();
    let routes: Router | undefined = self[ROUTES];
    if (!routes) {
      routes = self[ROUTES] = Router({ caseSensitive: self.enabled('case sensitive routing'), strict: self.enabled('strict routing') });
      self._router = routes;
    }
    // The first route defined before app.router was read places it here in the stack.
    if (!self[ROUTES_PLACED]) self.use(self.router);
    return routes;
  };

  /** Routes made before a routing setting changed (or was inherited) follow the new value. */
  app.applyRoutingSettings = function applyRoutingSettings(this: App): void {
    for (const router of [this[ROUTER], this[ROUTES]] as Array<Router | undefined>) {
      if (router) router.setMatching(this.enabled('case sensitive routing'), this.enabled('strict routing'));
    }
  };

  Object.defineProperty(app, 'router', {
    configurable: true,
    enumerable: true,
    get(this: App) {
      if (profile.appRouter === 'throws') {
        throw new Error("'app.router' is deprecated!\nPlease see the 3.x to 4.x migration guide for details on how to update your app.");
      }
      if (profile.appRouter === 'lazy') return this.lazyrouter();
      // 'placed': the middleware running the routes, placed wherever the app puts it
      this[ROUTES_PLACED] = true;
      const routes: Router = this[ROUTES] ?? routesRouter(this);
      return (this[ROUTES_MIDDLEWARE] ??= function router(req: Req, res: Res, next: Next) {
        routes.handle(req, res, next);
      });
    },
  });

  /** Entry point of a request: prepares req/res for this app and runs the router. */
  app.handle = function handle(this: App, req: Req, res: Res, callback?: Next): void {
    const done = callback ?? finalHandler(req, res, this);
    if (this.settings['x-powered-by']) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    (res as any).req = req;
    if (Object.getPrototypeOf(req) !== this.request) Object.setPrototypeOf(req, this.request);
    if (Object.getPrototypeOf(res) !== this.response) Object.setPrototypeOf(res, this.response);
    if (!res.locals) res.locals = profile.locals === 'function' ? createLocals() : Object.create(null);
    const router: Router | undefined = this[ROUTER];
    if (!router) {
      done();
      return;
    }
    router.handle(req, res, done);
  };

  app.use = function use(this: App, ...args: unknown[]): App {
    let path: unknown = '/';
    let first: unknown = args[0];
    while (Array.isArray(first) && first.length !== 0) first = first[0];
    if (args.length > 0 && typeof first !== 'function') path = args.shift();
    const fns = args.flat(Infinity as 1);
    if (fns.length === 0) throw new TypeError('app.use() requires a middleware function');
    const router = this.lazyrouter();
    for (const fn of fns as any[]) {
      if (!fn || !fn.handle || !fn.set) {
        router.use(path, fn);
        continue;
      }
      // A sub-app: req.app (through the prototypes) is the sub-app while it runs,
      // and the parent again when it hands the request back.
      const sub = fn as App;
      sub.mountpath = path as string;
      sub.parent = this;
      router.use(path, function mounted_app(req: Req, res: Res, next: Next) {
        const orig = req.app as App;
        sub.handle(req, res, (err) => {
          Object.setPrototypeOf(req, orig.request);
          Object.setPrototypeOf(res, orig.response);
          next(err);
        });
      });
      sub.emit('mount', this);
    }
    return this;
  };

  app.route = function route(this: App, path: unknown): Route {
    return routesRouter(this).route(path as string);
  };

  app.engine = function engine(this: App, ext: string, fn: Function): App {
    if (typeof fn !== 'function') throw new Error('callback function required');
    this.engines[ext[0] !== '.' ? '.' + ext : ext] = fn;
    return this;
  };

  app.param = function param(this: App, name: unknown, ...fns: unknown[]): App {
    const router = routesRouter(this);
    if (Array.isArray(name)) {
      for (const n of name) this.param(n, ...fns);
      return this;
    }
    if (profile.paramCallbacks === 'first' || typeof name === 'function') router.param(name, fns[0]);
    else for (const fn of fns) router.param(name, fn);
    return this;
  };

  app.set = function set(this: App, name: string, value?: unknown): any {
    if (arguments.length === 1) return this.settings[name];
    this.settings[name] = value;
    compileSetting(this.settings, name, value);
    if (name === 'case sensitive routing' || name === 'strict routing') this.applyRoutingSettings();
    return this;
  };

  app.path = function path(this: App): string {
    return this.parent ? this.parent.path() + this.mountpath : '';
  };

  app.enabled = function enabled(this: App, name: string): boolean {
    return Boolean(this.set(name));
  };
  app.disabled = function disabled(this: App, name: string): boolean {
    return !this.set(name);
  };
  app.enable = function enable(this: App, name: string): App {
    return this.set(name, true);
  };
  app.disable = function disable(this: App, name: string): App {
    return this.set(name, false);
  };

  for (const method of methods) {
    app[method] = function (this: App, path: unknown, ...handlers: unknown[]) {
      // app.get(name) with one argument reads a setting.
      if (method === 'get' && arguments.length === 1) return this.set(path as string);
      if (profile.verbs === 'route') {
        this.route(path)[method](...handlers);
        return this;
      }
      // 'recorded': callbacks checked first, the route recorded in app.routes[verb]
      const callbacks = handlers.flat(Infinity as 1);
      for (const fn of callbacks) {
        if (typeof fn !== 'function') {
          throw new Error(`.${method}() requires callback functions but got a ${Object.prototype.toString.call(fn)}`);
        }
      }
      const route = this.route(path);
      route[method](...callbacks);
      Object.assign(route, describeRoute(path, method, callbacks as Function[], this.enabled('case sensitive routing'), this.enabled('strict routing')));
      (this.routes[method] ??= []).push(route);
      return this;
    };
  }
  app.all = function all(this: App, path: unknown, ...handlers: unknown[]): App {
    // 'recorded': each verb gets its own route and record
    if (profile.verbs === 'recorded') {
      for (const method of methods) this[method](path, ...handlers);
      return this;
    }
    const route = this.route(path);
    for (const method of methods) route[method](...handlers);
    return this;
  };
  if (profile.legacyAliases) app.del = app.delete;

  app.render = function render(this: App, name: string, options?: unknown, callback?: Function): void {
    let done = callback as (err: unknown, html?: string) => void;
    let opts = (options || {}) as Record<string, any>;
    if (typeof options === 'function') {
      done = options as typeof done;
      opts = {};
    }
    const renderOptions: Record<string, any> = { ...this.locals, ...opts._locals, ...opts };
    if (renderOptions.cache == null) renderOptions.cache = this.enabled('view cache');
    let view: View | undefined = renderOptions.cache ? this.cache[name] : undefined;
    if (!view) {
      const ViewClass = this.get('view') as ViewConstructor;
      view = new ViewClass(name, { defaultEngine: this.get('view engine'), root: this.get('views'), engines: this.engines });
      if (!view.path) {
        const roots = ([] as string[]).concat(view.root);
        const dirs =
          roots.length > 1
            ? `directories "${roots.slice(0, -1).join('", "')}" or "${roots[roots.length - 1]}"`
            : `directory "${view.root}"`;
        const err = Object.assign(new Error(`Failed to lookup view "${name}" in views ${dirs}`), { view });
        done(err);
        return;
      }
      if (renderOptions.cache) this.cache[name] = view;
    }
    try {
      view.render(renderOptions, done);
    } catch (err) {
      done(err);
    }
  };

  /** A server for this app, listening: the runtime's server.listen arguments. */
  app.listen = function listen(this: App, ...args: unknown[]): http.Server {
    const server = http.createServer(this as http.RequestListener);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      let called = false;
      const once = (...a: unknown[]) => {
        if (called) return;
        called = true;
        (last as Function)(...a);
      };
      args[args.length - 1] = once;
      server.once('error', once);
    }
    return server.listen(...(args as []));
  };

  return app;
}
