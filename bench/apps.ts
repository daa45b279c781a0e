// The benchmark workloads: the same app code for every Express-style framework,
// plus a hand-written node:http handler as the floor of what is possible.
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as querystring from 'node:querystring';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Fw = any;

export interface Workload {
  name: string;
  /** Request the load generator sends. */
  request: { path: string; method?: string; headers?: Record<string, string>; body?: string };
  /** Builds the app on an Express-style framework. */
  build(fw: Fw): RequestListener;
  /** Same behaviour on bare node:http, where it is worth comparing. */
  raw?: RequestListener;
}

const JSON_PAYLOAD = { id: 42, name: 'fw-conformance', tags: ['a', 'b', 'c'], nested: { ok: true, n: 3.14 } };
const BODY_1KB = JSON.stringify({ data: 'x'.repeat(1000) });

const hashOnce = (crypto as { hash?: (algorithm: string, data: string, encoding: 'base64') => string }).hash;
const sha1Base64 = (data: string) => (hashOnce ? hashOnce('sha1', data, 'base64') : crypto.createHash('sha1').update(data).digest('base64'));

/**
 * A JSON answer on bare node:http with the headers the frameworks send (X-Powered-By,
 * Content-Type with charset, Content-Length, weak ETag, 304 when fresh): what any
 * implementation of res.json has to do at least, so the floor for the JSON workloads.
 */
function rawJson(req: IncomingMessage, res: ServerResponse, value: unknown): void {
  const body = JSON.stringify(value);
  const length = Buffer.byteLength(body);
  const tag = 'W/"' + length.toString(16) + '-' + sha1Base64(body).slice(0, 27) + '"';
  res.setHeader('X-Powered-By', 'Express');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(length));
  res.setHeader('ETag', tag);
  if (req.headers['if-none-match'] === tag) {
    res.statusCode = 304;
    res.end();
  } else {
    res.end(body);
  }
}

export const STATIC_DIR = path.join(os.tmpdir(), 'fw-conformance-bench-static');
export function prepareStatic(): void {
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  fs.writeFileSync(path.join(STATIC_DIR, 'file.txt'), 'x'.repeat(10 * 1024));
}

export const workloads: Workload[] = [
  {
    name: 'hello',
    request: { path: '/' },
    build: (fw) => {
      const app = fw();
      app.get('/', (_req: any, res: any) => res.send('Hello World'));
      return app;
    },
    // the bare minimum (no ETag, no X-Powered-By): the floor the hello target is measured against
    raw: (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '11' });
      res.end('Hello World');
    },
  },
  {
    name: 'json',
    request: { path: '/json' },
    build: (fw) => {
      const app = fw();
      app.get('/json', (_req: any, res: any) => res.json(JSON_PAYLOAD));
      return app;
    },
    raw: (req, res) => rawJson(req, res, JSON_PAYLOAD),
  },
  {
    name: 'routing (200 routes)',
    request: { path: '/route-150/abc' },
    build: (fw) => {
      const app = fw();
      for (let i = 0; i < 200; i++) app.get(`/route-${i}/:id`, (req: any, res: any) => res.send(req.params.id));
      return app;
    },
  },
  {
    name: 'middleware (10)',
    request: { path: '/mw' },
    build: (fw) => {
      const app = fw();
      for (let i = 0; i < 10; i++) app.use((_req: any, _res: any, next: any) => next());
      app.get('/mw', (_req: any, res: any) => res.send('ok'));
      return app;
    },
  },
  {
    name: 'body (1 KB JSON echo)',
    request: { path: '/echo', method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY_1KB },
    build: (fw) => {
      const app = fw();
      app.post('/echo', fw.json(), (req: any, res: any) => res.json(req.body));
      return app;
    },
  },
  {
    name: 'static (10 KB file)',
    request: { path: '/file.txt' },
    build: (fw) => {
      const app = fw();
      app.use(fw.static(STATIC_DIR));
      return app;
    },
  },
  {
    name: 'query echo',
    request: { path: '/q?name=fw&tags=a&tags=b&page=2' },
    build: (fw) => {
      const app = fw();
      app.get('/q', (req: any, res: any) => res.json(req.query));
      return app;
    },
    raw: (req, res) => {
      const url = req.url ?? '';
      const q = url.indexOf('?');
      rawJson(req, res, querystring.parse(q === -1 ? '' : url.slice(q + 1)));
    },
  },
];
