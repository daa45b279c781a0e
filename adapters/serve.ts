// Starting an adapter's app on loopback, and stopping it without leaving a handle open.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdapterError } from './adapter-error';
import type { Adapter, Served, ServeOptions } from './contract';

/** Calls fw() and reports a framework that throws or returns nothing callable. */
export function createApp(adapter: Adapter): unknown {
  let app: unknown;
  try {
    app = adapter.fw();
  } catch (err) {
    throw new AdapterError(`the adapter's fw() threw while creating an app: ${(err as Error)?.stack ?? String(err)}`, adapter.source);
  }
  if (!adapter.serve && typeof app !== 'function') {
    throw new AdapterError(
      `the adapter's fw() returned ${app === null ? 'null' : typeof app}, not a request handler function; ` +
        `give the adapter a serve(app) that starts it and resolves { url, close() }`,
      adapter.source,
    );
  }
  // A function that is not an app (a bare middleware, `(req, res, next) => next()`) would fail
  // every check with "app.get is not a function": the run stops at once, saying what it expected.
  // (listen alone may be missing: the suite serves the app itself, and the checks of
  // app.listen are then not implemented.)
  const has = (m: string) => typeof (app as Record<string, unknown> | null)?.[m] === 'function';
  const missing = APP_METHODS.filter((m) => !has(m));
  if (!has('use') || !has('get')) {
    throw new AdapterError(
      `the adapter's fw() returned ${typeof app === 'function' ? `the function ${String(app).slice(0, 80)}` : describeValue(app).slice(0, 120)}, which is not an app: an app has the methods ${APP_METHODS.join(', ')} ` +
        `(it lacks ${missing.join(', ')}); fw must be the framework's app factory, as express is (fw() is express())`,
      adapter.source,
    );
  }
  return app;
}

/** What every app of the interface has: what fw() must return (use and get at least). */
const APP_METHODS = ['use', 'get', 'listen'] as const;

/** Serves `app` (or any handler) the way the adapter says, on 127.0.0.1 with a free port. */
export async function serveApp(adapter: Adapter, app: unknown, options: ServeOptions = {}): Promise<Served> {
  if (adapter.serve) {
    if (options.tls && !adapter.tls) throw new AdapterError('the adapter serves apps itself and does not declare tls: true', adapter.source);
    const served = await (options.tls ? adapter.serve(app, { tls: options.tls }) : adapter.serve(app));
    if (!isServed(served)) {
      throw new AdapterError(`the adapter's serve(app) must resolve { url: string, close(): void }; it resolved ${describeValue(served)}`, adapter.source);
    }
    if (options.tls && !served.url.startsWith('https:')) {
      throw new AdapterError(`the adapter's serve(app, { tls }) was asked for TLS and resolved ${served.url}, not an https: URL`, adapter.source);
    }
    return served;
  }
  if (typeof app !== 'function') throw new AdapterError('the app is not a request handler function', adapter.source);
  return listen(app as http.RequestListener, options);
}

/**
 * What servedSchema accepts ({ url: a URL, close: a function }), told by hand: it is judged at
 * every build in the framework process, which loads no zod (contract.test.ts holds the two together).
 */
export function isServed(value: unknown): value is Served {
  const v = value as Partial<Record<keyof Served, unknown>> | null | undefined;
  if (!v || typeof v !== 'object' || typeof v.url !== 'string' || typeof v.close !== 'function') return false;
  try {
    new URL(v.url);
    return true;
  } catch {
    return false;
  }
}

function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function listen(handler: http.RequestListener, options: ServeOptions = {}): Promise<Served> {
  // node:https (and TLS with it) loads for the first app served over TLS: 2 to 3 ms of every
  // framework process's start, which most never use.
  const server = options.tls ? (require('node:https') as typeof import('node:https')).createServer(options.tls, handler) : http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A handler that never answered must not keep the run alive.
            server.closeAllConnections();
          }),
      });
    });
  });
}
