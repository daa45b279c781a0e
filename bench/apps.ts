// The benchmark workloads: the same app code for every Express-style framework, the
// same app written the way fastify's documentation writes it, and a hand-written
// node:http handler as the floor of what is possible.
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import * as querystring from 'node:querystring';
import type { FastifyInstance } from 'fastify';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Fw = any;
type Fastify = typeof import('fastify');

export interface Workload {
  name: string;
  /** Request the load generator sends. */
  request: { path: string; method?: string; headers?: Record<string, string>; body?: string };
  /** Builds the app on an Express-style framework. */
  build(fw: Fw): RequestListener;
  /**
   * The same app on fastify, answering the same status, body and Content-Type (fastify
   * sends neither ETag nor X-Powered-By: withExpressHeaders adds them); absent where
   * fastify needs a plugin of its own.
   */
  fastify?: (fastify: Fastify) => FastifyInstance;
  /** Same behaviour on bare node:http, where it is worth comparing. */
  raw?: RequestListener;
}

const JSON_PAYLOAD = { id: 42, name: 'fw-conformance', tags: ['a', 'b', 'c'], nested: { ok: true, n: 3.14 } };
const BODY_1KB = JSON.stringify({ data: 'x'.repeat(1000) });
// Express's res.send(string) answers text/html; fastify's default for a string is text/plain.
const HTML = 'text/html; charset=utf-8';

const hashOnce = (crypto as { hash?: (algorithm: string, data: string | Buffer, encoding: 'base64') => string }).hash;
const sha1Base64 = (data: string | Buffer) => (hashOnce ? hashOnce('sha1', data, 'base64') : crypto.createHash('sha1').update(data).digest('base64'));
/** Express's weak ETag of a body: its length in bytes and the start of its SHA-1. */
const weakTag = (body: string | Buffer) => 'W/"' + Buffer.byteLength(body).toString(16) + '-' + sha1Base64(body).slice(0, 27) + '"';

/**
 * A JSON answer on bare node:http with the headers the frameworks send (X-Powered-By,
 * Content-Type with charset, Content-Length, weak ETag, 304 when fresh): what any
 * implementation of res.json has to do at least, so the floor for the JSON workloads.
 */
function rawJson(req: IncomingMessage, res: ServerResponse, value: unknown): void {
  const body = JSON.stringify(value);
  const tag = weakTag(body);
  res.setHeader('X-Powered-By', 'Express');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.setHeader('ETag', tag);
  if (req.headers['if-none-match'] === tag) {
    res.statusCode = 304;
    res.end();
  } else {
    res.end(body);
  }
}

/**
 * fastify made to send the bytes Express sends: an onSend hook adds X-Powered-By and
 * Express's weak ETag (the body's length and SHA-1), and answers 304 when a GET or HEAD
 * request's If-None-Match is that tag. Its server keeps an idle connection 5 s, node:http's
 * default (fastify's is 72 s), so that the Keep-Alive header is Express's too. The
 * fastify+etag target is the workload's fastify app made so: fastify and the reference
 * compared sending the same bytes.
 */
export function withExpressHeaders(app: FastifyInstance): FastifyInstance {
  app.server.keepAliveTimeout = 5000;
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('X-Powered-By', 'Express');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const tag = weakTag(payload);
    reply.header('ETag', tag);
    const conditional = req.method === 'GET' || req.method === 'HEAD';
    if (!conditional || req.headers['if-none-match'] !== tag) return done(null, payload);
    reply.code(304);
    done(null, '');
  });
  return app;
}

export const STATIC_DIR = path.join(os.tmpdir(), 'fw-conformance-bench-static');
export function prepareStatic(): void {
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  fs.writeFileSync(path.join(STATIC_DIR, 'file.txt'), 'x'.repeat(10 * 1024));
}

/** Prefixes of the routes of an API table that are not under /api/v1. */
const OTHER_PREFIXES = ['/admin', '/auth', '/api/v2'];

/**
 * The routes of an API of `count` routes (an even number), in the order they are defined:
 * pairs of a collection '/<prefix>/resource-<j>' and an item '/<prefix>/resource-<j>/:id',
 * so half take a parameter; nine pairs in ten under the shared prefix /api/v1, the tenth
 * under one of a few others.
 */
export function apiRoutes(count: number): string[] {
  const routes: string[] = [];
  for (let j = 0; j < count / 2; j++) {
    const prefix = j % 10 === 9 ? OTHER_PREFIXES[Math.floor(j / 10) % OTHER_PREFIXES.length] : '/api/v1';
    routes.push(`${prefix}/resource-${j}`, `${prefix}/resource-${j}/:id`);
  }
  return routes;
}

/**
 * An API-shaped routing workload: the request hits the item route of the last /api/v1
 * resource but one, within the last few routes of the table (the 18th of 20, the 198th
 * of 200, the 1,998th of 2,000), so a router that tries routes in order tries nearly all.
 * Each route answers its own name and the parameter, so a wrong match shows in the body.
 */
function apiRouting(count: number, label: string): Workload {
  const routes = apiRoutes(count);
  const target = `/api/v1/resource-${count / 2 - 2}/:id`;
  if (routes.indexOf(target) < count - 4) throw new Error(`the request of ${label} is not late in its table`);
  return {
    name: `routing (${label} API routes)`,
    request: { path: target.replace(':id', 'abc') },
    build: (fw) => {
      const app = fw();
      for (const route of routes) app.get(route, (req: any, res: any) => res.send(`${route} ${req.params.id}`));
      return app;
    },
    fastify: (fastify) => {
      const app = fastify();
      for (const route of routes) {
        app.get(route, (req, reply) => {
          void reply.type(HTML).send(`${route} ${(req.params as { id?: string }).id}`);
        });
      }
      return app;
    },
  };
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
    fastify: (fastify) => {
      const app = fastify();
      app.get('/', (_req, reply) => {
        void reply.type(HTML).send('Hello World');
      });
      return app;
    },
    // the bare minimum (no ETag, no X-Powered-By): the floor the hello target is measured against
    raw: (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': HTML, 'Content-Length': '11' });
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
    fastify: (fastify) => {
      const app = fastify();
      app.get('/json', async () => JSON_PAYLOAD);
      return app;
    },
    raw: (req, res) => rawJson(req, res, JSON_PAYLOAD),
  },
  apiRouting(20, '20'),
  apiRouting(200, '200'),
  apiRouting(2000, '2,000'),
  {
    name: 'middleware (10)',
    request: { path: '/mw' },
    build: (fw) => {
      const app = fw();
      for (let i = 0; i < 10; i++) app.use((_req: any, _res: any, next: any) => next());
      app.get('/mw', (_req: any, res: any) => res.send('ok'));
      return app;
    },
    // fastify's middleware are hooks: ten onRequest hooks that pass the request on
    fastify: (fastify) => {
      const app = fastify();
      for (let i = 0; i < 10; i++) app.addHook('onRequest', (_req, _reply, done) => done());
      app.get('/mw', (_req, reply) => {
        void reply.type(HTML).send('ok');
      });
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
    // fastify parses JSON bodies by default (its limit is 1 MiB where Express's is 100 KB)
    fastify: (fastify) => {
      const app = fastify();
      app.post('/echo', async (req) => req.body);
      return app;
    },
    // the least a JSON body parser does: gather the bytes, decode, parse; then res.json
    raw: (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => rawJson(req, res, JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    },
  },
  {
    // fastify serves files with a plugin of its own (@fastify/static), not measured here
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
    fastify: (fastify) => {
      const app = fastify();
      app.get('/q', async (req) => req.query);
      return app;
    },
    raw: (req, res) => {
      const url = req.url ?? '';
      const q = url.indexOf('?');
      rawJson(req, res, querystring.parse(q === -1 ? '' : url.slice(q + 1)));
    },
  },
];
