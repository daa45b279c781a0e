// Drop-in harness: runs the same application code on real Express and on the
// reference framework of the same generation, each over real HTTP on
// 127.0.0.1 (port 0), and hands back what each side observed so a test can
// check that both agree AND that the middleware did what it is meant to do.
//
// A scenario receives `fw` (the framework function: `express` or the
// reference) and `listen(app)`; every server it starts is closed when the
// scenario ends, whether it passed or threw.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import reference4 from '../4.x';
import reference5 from '../5.x';

export type Generation = '4.x' | '5.x';
export const GENERATIONS: readonly Generation[] = ['4.x', '5.x'];

/** The framework function, as an application would import it (`express` / `fw`). */
export type Fw = any;

export type Implementation = 'express' | 'reference';

/** Real Express of a generation (the package the app was written against). */
export function express(gen: Generation): Fw {
  return require(gen === '5.x' ? 'express5' : 'express4');
}

/** The reference framework of a generation, imported from its TypeScript source. */
export function reference(gen: Generation): Fw {
  return gen === '5.x' ? reference5 : reference4;
}

export interface Served {
  server: http.Server;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** A supertest agent (keeps cookies across requests) bound to this server. */
  agent(): supertest.Agent;
  /** A fresh supertest request bound to this server (no cookie jar). */
  request(): supertest.Agent;
}

/** An application of either framework: a request listener that can also listen itself. */
export interface Listening {
  (req: http.IncomingMessage, res: http.ServerResponse): void;
  listen(port: number, host: string, callback: (err?: unknown) => void): http.Server;
}

export interface Scenario {
  fw: Fw;
  gen: Generation;
  impl: Implementation;
  /**
   * Listens on 127.0.0.1, port 0: with app.listen(), or with
   * http.createServer(app).listen() (the other way applications start).
   */
  listen(app: Listening, via?: 'app.listen' | 'http.createServer'): Promise<Served>;
}

export interface Both<T> {
  express: T;
  reference: T;
}

/** Runs `scenario` on Express, then on the reference, closing every server each one started. */
export async function onBoth<T>(gen: Generation, scenario: (s: Scenario) => Promise<T>): Promise<Both<T>> {
  const run = async (impl: Implementation): Promise<T> => {
    const servers: http.Server[] = [];
    const listen = (app: Listening, via = 'app.listen'): Promise<Served> =>
      new Promise((resolve, reject) => {
        const onListening = (err?: unknown) => {
          if (err) return reject(err);
          const { port } = server.address() as AddressInfo;
          const url = `http://127.0.0.1:${port}`;
          resolve({ server, url, port, agent: () => supertest.agent(url), request: () => supertest.agent(url) });
        };
        const server: http.Server =
          via === 'app.listen' ? app.listen(0, '127.0.0.1', onListening) : http.createServer(app).listen(0, '127.0.0.1', onListening);
        servers.push(server);
      });
    try {
      return await scenario({ fw: impl === 'express' ? express(gen) : reference(gen), gen, impl, listen });
    } finally {
      await Promise.all(servers.map(close));
    }
  };
  return { express: await run('express'), reference: await run('reference') };
}

export function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes exactly as sent on the wire (not decoded, not decompressed). */
  body: Buffer;
}

/** One request with node:http, returning the undecoded body (supertest decompresses). */
export function rawRequest(
  url: string,
  r: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(r.path, url), { method: r.method ?? 'GET', headers: r.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

/** The chosen headers of a reply (lower-case names), for comparing two implementations. */
export function headersOf(headers: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) out[name] = headers[name.toLowerCase()];
  return out;
}

export interface SetCookie {
  name: string;
  value: string;
  /** Attributes, lower-case names; flag attributes have value true. */
  attributes: Record<string, string | true>;
}

/** Parses Set-Cookie header values (supertest gives them as an array). */
export function parseSetCookie(header: string | string[] | undefined): SetCookie[] {
  if (!header) return [];
  return ([] as string[]).concat(header).map((line) => {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i === -1) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/**
 * Set-Cookie lines with the parts that differ from run to run (random ids,
 * their signatures, absolute expiry dates) replaced by placeholders.
 */
export function cookieShapes(header: string | string[] | undefined, opaque: string[] = []): SetCookie[] {
  return parseSetCookie(header).map((c) => {
    const attributes = { ...c.attributes };
    if (typeof attributes.expires === 'string') {
      attributes.expires = Date.parse(attributes.expires) <= 1000 ? 'epoch' : 'future';
    }
    const value = opaque.includes(c.name) ? (c.value === '' ? '' : '<opaque>') : c.value;
    return { name: c.name, value, attributes };
  });
}

/** Waits until `check` is true (e.g. a log line written after the response finished), for `timeoutMs` at most (the test scales it). */
export async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for condition');
    await new Promise((r) => setTimeout(r, 5));
  }
}
