// The server app.listen makes: its request and response objects are built
// with the app's prototypes from the start (the `IncomingMessage` and
// `ServerResponse` options of http.createServer).
//
// Express-style helpers reach req and res through their prototypes
// (req → app.request → fw.request → http.IncomingMessage.prototype). Changing
// the prototype of an object the runtime's HTTP code already built (what
// app.handle does for a server made elsewhere, as Express does) makes that code
// slow for every object it sees afterwards: measured, it costs about as much as
// the rest of a small request. A server made by app.listen has nothing to change.
// (named imports: a property of an `import * as` namespace is a getter, and the
// constructors below run at every request)
import { createServer, IncomingMessage as RuntimeRequest, ServerResponse as RuntimeResponse } from 'node:http';
import type { RequestListener, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Constructors running the runtime's own on instances that have `request` /
 * `response` themselves as prototype: the way the runtime's classes inherit
 * (Base.call(this, ...)). They carry the runtime's names, which stack traces
 * show. (Reflect.construct with another new.target gives the same objects, but
 * the runtime then builds every one of them on its slow path: measured, slower
 * than changing the prototype afterwards.)
 */
function appClasses(request: object, response: object): ServerOptions {
  function IncomingMessage(this: RuntimeRequest, socket: Socket): void {
    RuntimeRequest.call(this, socket);
  }
  function ServerResponse(this: RuntimeResponse, req: RuntimeRequest, options?: unknown): void {
    (RuntimeResponse as Function).call(this, req, options);
  }
  IncomingMessage.prototype = request;
  ServerResponse.prototype = response;
  Object.setPrototypeOf(IncomingMessage, RuntimeRequest);
  Object.setPrototypeOf(ServerResponse, RuntimeResponse);
  return { IncomingMessage, ServerResponse } as unknown as ServerOptions;
}

/**
 * Whether the runtime builds req and res with the classes given to createServer, and its
 * classes can be run on an object made elsewhere (not `class` syntax). Node and Deno do; Bun
 * 1.4 takes the options but builds the request itself, so that the app's class sees no method
 * or URL (measured: every request of app.listen answered "Cannot undefined resource"). Where
 * they cannot, app.handle sets the prototypes on what the runtime built, as Express does.
 */
const HONOURS_CLASSES =
  !process.versions.bun && [RuntimeRequest, RuntimeResponse].every((c) => !/^class\b/.test(Function.prototype.toString.call(c)));

/** An http.Server for the app whose req/res start with the app's request/response prototypes. */
export function createAppServer(app: RequestListener, request: object, response: object): Server {
  if (!HONOURS_CLASSES) return createServer(app);
  return createServer(appClasses(request, response), app);
}
