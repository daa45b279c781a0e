// Starting an adapter's app on loopback, and stopping it without leaving a handle open.
import * as http from 'node:http';
import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import { AdapterError, servedSchema, type Adapter, type Served } from './contract';

export interface ServeOptions {
  /** Key and certificate: serve over TLS instead of plain HTTP. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

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
  return app;
}

/** Serves `app` (or any handler) the way the adapter says, on 127.0.0.1 with a free port. */
export async function serveApp(adapter: Adapter, app: unknown, options: ServeOptions = {}): Promise<Served> {
  if (adapter.serve && !options.tls) {
    const served = await adapter.serve(app);
    const parsed = servedSchema.safeParse(served);
    if (!parsed.success) {
      throw new AdapterError(`the adapter's serve(app) must resolve { url: string, close(): void }; it resolved ${JSON.stringify(served)}`, adapter.source);
    }
    return served;
  }
  if (typeof app !== 'function') throw new AdapterError('the app is not a request handler function', adapter.source);
  return listen(app as http.RequestListener, options);
}

export function listen(handler: http.RequestListener, options: ServeOptions = {}): Promise<Served> {
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
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
