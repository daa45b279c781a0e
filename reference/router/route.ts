// A route: one path, a stack of handlers each tagged with the method it serves.
// HEAD is served by GET handlers unless the route has its own HEAD handlers.
import { noRouteHandler, routeHandlerNotAFunction, type HandlerErrors } from './handler-errors';
import { Layer } from './layer';
import { methods } from './methods';
import type { Next, Req, RequestRoute, Res } from '../types';

const NO_PATH = { sensitive: false, strict: false, end: true };

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

  /** Request methods (as sent, uppercase) the route answers; rebuilt when handlers are added. */
  private answers: Record<string, boolean> = {};
  /** Whether route.all() added handlers (the router asks for every layer it passes). */
  private forAll = false;

  /** Whether the route answers this (uppercase) request method. */
  handlesMethod(method: string | undefined): boolean {
    if (this.forAll) return true;
    // a request without a method (a router called by hand) is handled by route.all only
    if (method === undefined) return false;
    const known = this.answers[method];
    if (known !== undefined) return known;
    let name = method.toLowerCase();
    if (name === 'head' && !this.methods.head) name = 'get';
    return (this.answers[method] = Boolean(this.methods[name]));
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
      this.forAll = this.methods._all === true;
      this.answers = {};
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

