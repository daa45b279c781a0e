// A route: one path, a stack of handlers each tagged with the method it serves.
// HEAD is served by GET handlers unless the route has its own HEAD handlers.
import { noRouteHandler, routeHandlerNotAFunction, type HandlerErrors } from './handler-errors';
import { Layer } from './layer';
import { methods } from './methods';
import type { Next, Req, RequestRoute, Res } from '../types';

const NO_PATH = { sensitive: false, strict: false, end: true };

/** The request method last lower-cased and its lower case (the routes of a request all ask for the same). */
let lastMethod = '';
let lastName = '';
function lowerCaseOf(method: string): string {
  if (method !== lastMethod) {
    lastName = method.toLowerCase();
    lastMethod = method;
  }
  return lastName;
}

export class Route implements RequestRoute {
  /** route.get(...), route.post(...): one per HTTP method (added below). */
  [verb: string]: unknown;

  readonly path: unknown;
  readonly stack: Layer[] = [];
  /** Methods with handlers (lowercase), plus `_all` for route.all(). */
  readonly methods: Record<string, boolean> = Object.create(null);

  constructor(
    path: unknown,
    private readonly asyncErrors: boolean,
    private readonly handlerErrors: HandlerErrors = 'argument',
  ) {
    this.path = path;
  }

  /**
   * Whether the route answers this (uppercase) request method: read from `methods` at each
   * call, which the app may edit (`route.methods.put = true`) as Express's allows.
   */
  handlesMethod(method: string | undefined): boolean {
    const methods = this.methods;
    if (methods._all) return true;
    // a request without a method (a router called by hand) is handled by route.all only
    if (method === undefined) return false;
    const name = lowerCaseOf(method);
    return Boolean(methods[name === 'head' && !methods.head ? 'get' : name]);
  }

  /** The methods listed in an automatic OPTIONS answer (uppercase, GET implies HEAD). */
  optionsMethods(): string[] {
    const list = Object.keys(this.methods)
      .filter((m) => m !== '_all')
      .map((m) => m.toUpperCase());
    if (this.methods.get && !this.methods.head) list.push('HEAD');
    return list;
  }

  /** Runs the handlers registered for the request's method, in order. */
  dispatch(req: Req, res: Res, done: Next): void {
    const stack = this.stack;
    if (stack.length === 0) {
      done();
      return;
    }
    let method = (req.method ?? '').toLowerCase();
    if (method === 'head' && !this.methods.head) method = 'get';
    req.route = this;
    let idx = 0;
    let sync = 0;

    const next: Next = (err) => {
      if (err === 'route') return done();
      if (err === 'router') return done(err);
      // Very long synchronous chains are continued on a fresh stack.
      if (++sync > 100) {
        setImmediate(next, err);
        return;
      }
      let layer: Layer | undefined;
      while (idx < stack.length) {
        const candidate = stack[idx++];
        if (candidate.method === undefined || candidate.method === method) {
          layer = candidate;
          break;
        }
      }
      if (!layer) return done(err);
      if (err) layer.handleError(err, req, res, next);
      else layer.handleRequest(req, res, next);
      sync = 0;
    };
    next();
  }

  /** Handlers for every method. */
  all(...handlers: unknown[]): this {
    return this.add(undefined, handlers);
  }

  private add(method: string | undefined, handlers: unknown[]): this {
    const callbacks = handlers.flat(Infinity as 1);
    if (callbacks.length === 0) {
      const error = noRouteHandler(this.handlerErrors);
      if (error) throw error;
    }
    for (const fn of callbacks) {
      if (typeof fn !== 'function') throw routeHandlerNotAFunction(this.handlerErrors, method, fn);
      const layer = new Layer(undefined, NO_PATH, fn as never, undefined, this.asyncErrors);
      layer.method = method;
      this.methods[method ?? '_all'] = true;
      this.stack.push(layer);
    }
    return this;
  }

  static {
    // route.get(...), route.post(...), ... one per HTTP method.
    for (const method of methods) {
      Route.prototype[method] = function (this: Route, ...handlers: unknown[]) {
        return this.add(method, handlers);
      };
    }
  }
}

