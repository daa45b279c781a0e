// Request and response objects built with an app's prototypes from the start.
//
// Express-style helpers reach req and res through their prototypes
// (req → app.request → fw.request → http.IncomingMessage.prototype). Changing
// the prototype of an existing object (Object.setPrototypeOf, once per request)
// costs far more than the rest of a small request: every inline cache in the
// runtime's HTTP code that sees the object misses. So an app builds its own
// constructors whose instances start with app.request / app.response as
// prototype, and a server uses them:
// - app.listen() creates its server with them;
// - a server made elsewhere with http.createServer(app) is switched to them
//   at its first request, when the app is that server's only 'request'
//   listener (so every req/res it makes would become this app's anyway), and
//   the server still uses the runtime's own classes.
// Any other request (another server, a wrapper handler, a sub-app) keeps the
// prototype change in app.handle, with the same result.
import * as http from 'node:http';

export interface AppClasses {
  IncomingMessage: typeof http.IncomingMessage;
  ServerResponse: typeof http.ServerResponse;
}

/** A constructor running `Base` whose instances have `proto` as their prototype. */
function classWithPrototype<T extends Function>(Base: T, proto: object): T {
  if (/^class\b/.test(Function.prototype.toString.call(Base))) {
    // a runtime whose classes cannot be called: one more (empty) prototype level
    const Sub = class extends (Base as unknown as new (...args: unknown[]) => object) {};
    Object.setPrototypeOf(Sub.prototype, proto);
    return Sub as unknown as T;
  }
  // The runtime constructs req with (socket) and res with (req, options): no array for those.
  function Prototyped(this: unknown, a: unknown, b: unknown) {
    if (arguments.length > 2) Base.apply(this, arguments as unknown as unknown[]);
    else Base.call(this, a, b);
  }
  Prototyped.prototype = proto;
  Object.setPrototypeOf(Prototyped, Base);
  return Prototyped as unknown as T;
}

export function appClasses(request: object, response: object): AppClasses {
  return {
    IncomingMessage: classWithPrototype(http.IncomingMessage, request),
    ServerResponse: classWithPrototype(http.ServerResponse, response),
  };
}

/** Servers already looked at: each is considered once, at its first request. */
const seen = new WeakSet<object>();

/**
 * Switches the server that made `req` to the app's classes, if the app is the
 * server's only request listener and the server uses the runtime's classes.
 */
export function adoptServer(app: Function, req: http.IncomingMessage, classes: () => AppClasses): void {
  const server = (req.socket as { server?: unknown } | null)?.server as (http.Server & Record<symbol, unknown>) | undefined;
  if (!server || typeof server !== 'object' || seen.has(server)) return;
  seen.add(server);
  if (typeof server.listeners !== 'function') return;
  const listeners = server.listeners('request');
  if (listeners.length !== 1 || listeners[0] !== app) return;
  let reqKey: symbol | undefined;
  let resKey: symbol | undefined;
  for (const key of Object.getOwnPropertySymbols(server)) {
    if (key.description === 'IncomingMessage' && server[key] === http.IncomingMessage) reqKey = key;
    if (key.description === 'ServerResponse' && server[key] === http.ServerResponse) resKey = key;
  }
  if (!reqKey || !resKey) return;
  const { IncomingMessage, ServerResponse } = classes();
  server[reqKey] = IncomingMessage;
  server[resKey] = ServerResponse;
}
