// The application: a request handler function carrying settings, locals,
// engines and a built-in router. `fw.application` is the prototype of every
// app, so extending it extends all apps.
import { EventEmitter } from 'node:events';
import * as http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GenerationProfile } from './generations/profile';
import { finalHandler } from './error-handler';
import { createAppServer } from './listen';
import { createLocals } from './locals';
import { methods } from './router/methods';
import { describeRoute } from './router/route-record';
import type { Router, RouterConstructor } from './router/router';
import type { Route } from './router/route';
import { applyDefaults, compileSetting, inheritSettings, type Settings } from './settings';
import type { Handler, Next, RenderCallback, Req, RequestApp, Res } from './types';
import { View, type ViewConstructor } from './view';

/** A view engine: renders the file at `path` with `options`, then calls back with the HTML. */
export type Engine = (path: string, options: object, callback: (err: unknown, html?: string) => void) => void;
/** app.VERB(path, ...handlers); app.get(name) with one argument reads a setting. */
export type VerbMethod = (path: unknown, ...handlers: unknown[]) => App;

export interface App extends EventEmitter, RequestApp {
  (req: IncomingMessage, res: ServerResponse, next?: Next): void;
  settings: Settings;
  locals: Record<string, unknown>;
  engines: Record<string, Engine>;
  cache: Record<string, View>;
  mountpath: string | unknown[];
  parent?: App;
  /** This app's prototypes of req and res. */
  request: Req;
  response: Res;
  /** The app's router (4.x name; 3.x: the routes router once there are routes). */
  _router?: Router;
  /** 3.x (application.verbs 'recorded'): the routes by verb. */
  routes?: Record<string, Route[]>;
  readonly router: Router | Handler;

  init(): void;
  lazyrouter(): Router;
  applyRoutingSettings(): void;
  handle(req: IncomingMessage, res: ServerResponse, callback?: Next): void;
  use(...args: unknown[]): App;
  route(path: unknown): Route;
  engine(ext: string, fn: Engine): App;
  param(name: unknown, ...fns: unknown[]): App;
  set(name: string): unknown;
  set(name: string, value: unknown): App;
  get(name: string): unknown;
  get(path: unknown, ...handlers: unknown[]): App;
  path(): string;
  enabled(name: string): boolean;
  disabled(name: string): boolean;
  enable(name: string): App;
  disable(name: string): App;
  all(path: unknown, ...handlers: unknown[]): App;
  post: VerbMethod;
  put: VerbMethod;
  delete: VerbMethod;
  patch: VerbMethod;
  options: VerbMethod;
  head: VerbMethod;
  render(name: string, options?: object | RenderCallback, callback?: RenderCallback): void;
  listen(...args: unknown[]): http.Server;
  /** 3.x and 4.x: app.delete. */
  del?: VerbMethod;
  /** 3.x: runs fn for the given envs (or always). */
  configure?(...args: unknown[]): App;
  /** Other verbs (app.propfind, ...) and what applications add. */
  [extension: string]: unknown;
  /** The app's own state (its routers). */
  [state: symbol]: unknown;
}

const ROUTER = Symbol('router');
/** appRouter 'placed': the router holding the app's routes, apart from the middleware stack. */
const ROUTES = Symbol('routes');
/** appRouter 'placed': the middleware that runs ROUTES (what `app.router` gives). */
const ROUTES_MIDDLEWARE = Symbol('routes middleware');
/** appRouter 'placed': set once app.router was read; the routes then run where it was placed. */
const ROUTES_PLACED = Symbol('routes placed');

/** A sub-app given to app.use (it has handle and set), as opposed to a middleware function. */
function isSubApp(fn: unknown): fn is App {
  const candidate = fn as Partial<App> | null | undefined;
  return Boolean(candidate && candidate.handle && candidate.set);
}

/** Builds `fw.application` for a generation. */
export function createApplicationPrototype(generation: GenerationProfile, Router: RouterConstructor): Partial<App> {
  const profile = generation.application;
  const app: Partial<App> = Object.create(Function.prototype);
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
    let router = this[ROUTER] as Router | undefined;
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
    let routes = self[ROUTES] as Router | undefined;
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
      const routes = (this[ROUTES] as Router | undefined) ?? routesRouter(this);
      return (this[ROUTES_MIDDLEWARE] ??= function router(req: Req, res: Res, next: Next) {
        routes.handle(req, res, next);
      });
    },
  });

  /** Entry point of a request: prepares req/res for this app and runs the router. */
  app.handle = function handle(this: App, req: Req, res: Res, callback?: Next): void {
    const done = callback ?? finalHandler(req, res, this);
    const router = this[ROUTER] as Router | undefined;
    if (!router && !profile.initWithoutRouter) {
      done();
      return;
    }
    if (this.settings['x-powered-by']) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    res.req = req;
    if (Object.getPrototypeOf(req) !== this.request) Object.setPrototypeOf(req, this.request);
    if (Object.getPrototypeOf(res) !== this.response) Object.setPrototypeOf(res, this.response);
    if (!res.locals) res.locals = profile.locals === 'function' ? createLocals() : Object.create(null);
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
    for (const fn of fns) {
      if (!isSubApp(fn)) {
        router.use(path, fn);
        continue;
      }
      // A sub-app: req.app (through the prototypes) is the sub-app while it runs,
      // and the parent again when it hands the request back.
      const sub = fn;
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

  app.engine = function engine(this: App, ext: string, fn: Engine): App {
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

  app.set = function set(this: App, name: string, value?: unknown): App {
    if (arguments.length === 1) return this.settings[name];
    this.settings[name] = value;
    compileSetting(this.settings, name, value, profile);
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
        addToRoute(this.route(path), method, handlers);
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
      addToRoute(route, method, callbacks);
      Object.assign(route, describeRoute(path, method, callbacks as Function[], this.enabled('case sensitive routing'), this.enabled('strict routing')));
      ((this.routes ??= {})[method] ??= []).push(route);
      return this;
    };
  }
  app.all = function all(this: App, path: unknown, ...handlers: unknown[]): App {
    // 'recorded': each verb gets its own route and record
    if (profile.verbs === 'recorded') {
      for (const method of methods) (this[method] as VerbMethod)(path, ...handlers);
      return this;
    }
    const route = this.route(path);
    for (const method of methods) addToRoute(route, method, handlers);
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
      view = new ViewClass(name, { defaultEngine: this.get('view engine') as string | undefined, root: this.get('views') as string | string[], engines: this.engines });
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

  /** Like the runtime's server.listen; the server builds req/res with this app's prototypes (listen.ts). */
  app.listen = function listen(this: App, ...args: unknown[]): http.Server {
    const server = createAppServer(this as http.RequestListener, this.request, this.response);
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

/** route.get(...handlers), route.post(...), ... for a method name. */
function addToRoute(route: Route, method: string, handlers: unknown[]): void {
  (route[method] as (...handlers: unknown[]) => Route)(...handlers);
}
