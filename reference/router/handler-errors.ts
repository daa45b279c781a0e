// The error thrown when a route method (route.get, app.get, router.get, ...) or
// router.use is given something that is not a function. Apps and their tests match
// on these messages, so each generation keeps its own wording:
//  - 'argument' (5.x): TypeError "argument handler is required" / "... must be a function";
//  - 'requires-callback' (4.x): "Route.get() requires a callback function but got a
//    [object Number]" (an Error; a TypeError for all), "Router.use() requires a
//    middleware function but got a number"; a route method given no handler at all is allowed.

export type HandlerErrors = 'argument' | 'requires-callback';

/** For route.<method>(...handlers) with no handler; undefined when that is allowed. */
export function noRouteHandler(style: HandlerErrors): Error | undefined {
  return style === 'argument' ? new TypeError('argument handler is required') : undefined;
}

/** For route.<method>(...handlers) (method undefined: route.all) given `value`. */
export function routeHandlerNotAFunction(style: HandlerErrors, method: string | undefined, value: unknown): Error {
  if (style === 'argument') return new TypeError('argument handler must be a function');
  const message = `Route.${method ?? 'all'}() requires a callback function but got a ${Object.prototype.toString.call(value)}`;
  return method === undefined ? new TypeError(message) : new Error(message);
}

/** For router.use(path?) with no function. */
export function noMiddleware(style: HandlerErrors): Error {
  return new TypeError(style === 'argument' ? 'argument handler is required' : 'Router.use() requires a middleware function');
}

/** For router.use(path?, ...fns) given `value`. */
export function middlewareNotAFunction(style: HandlerErrors, value: unknown): Error {
  if (style === 'argument') return new TypeError('argument handler must be a function');
  const type = typeof value === 'object' ? Object.prototype.toString.call(value).slice(8, -1) : typeof value;
  return new TypeError(`Router.use() requires a middleware function but got a ${type}`);
}
