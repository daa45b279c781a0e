// Test support: serve a handler on 127.0.0.1:0, send raw requests, compare
// the reference framework with real Express on the same app code.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import reference4 from '../4.x';
import reference5 from '../5.x';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Send {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Serves handler, runs fn with a request function, always closes the server. */
export async function withServer<T>(handler: http.RequestListener, fn: (send: (r: Send | string) => Promise<Reply>) => Promise<T>): Promise<T> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await fn((r) => sendRequest(port, typeof r === 'string' ? { path: r } : r));
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export function sendRequest(port: number, r: Send): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: r.method ?? 'GET', path: r.path, headers: r.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

/** The parts of a reply worth comparing between two frameworks (no Date, no connection headers). */
export function comparable(reply: Reply, headerNames?: string[]): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  const names = headerNames ?? Object.keys(reply.headers).filter((h) => !['date', 'connection', 'keep-alive'].includes(h));
  for (const h of names) headers[h] = reply.headers[h];
  // An Expires computed from "now" (Max-Age) differs by a second when the two runs straddle one.
  const cookies = headers['set-cookie'];
  if (Array.isArray(cookies)) headers['set-cookie'] = cookies.map((c: string) => (/Max-Age=/.test(c) ? c.replace(/; Expires=[^;]*/, '; Expires=(now + Max-Age)') : c));
  let body = reply.body;
  // Stacks differ between frameworks; keep only the first line of an error page.
  const trimmed = body.replace(/(<pre>[^<]*?)<br>.*<\/pre>/s, '$1</pre>');
  if (trimmed !== body) delete headers['content-length'];
  body = trimmed;
  return { status: reply.status, headers, body };
}

type Fw = (...args: unknown[]) => any;

/**
 * Runs the same app code (setup) on real Express and on the reference of the
 * same generation, sends the same requests, and returns both sides.
 */
export async function differential(
  generation: '4.x' | '5.x',
  setup: (fw: Fw, app: any) => void,
  requests: Array<Send | string>,
  headerNames?: string[],
): Promise<{ express: unknown[]; reference: unknown[] }> {
  const express: Fw = require(generation === '5.x' ? 'express5' : 'express4');
  const reference: Fw = generation === '5.x' ? reference5 : reference4;
  const run = async (fw: Fw) => {
    const app = fw();
    // The reference 4.x follows the spec's 'simple' default; Express 4 uses 'extended'.
    if (generation === '4.x' && fw === reference) app.set('query parser', 'extended');
    setup(fw, app);
    return withServer(app, async (send) => {
      const out: unknown[] = [];
      for (const r of requests) out.push(comparable(await send(r), headerNames));
      return out;
    });
  };
  return { express: await run(express), reference: await run(reference) };
}
