// The benchmark compares like with like: for every workload, each target answers
// the benchmark's request with the status, body and headers express@5 gives
// (fastify: the status, body and Content-Type; it sends neither ETag nor X-Powered-By;
// fastify+etag, which adds them with an onSend hook, the same headers and the same ETag).
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, prepareStatic, withExpressHeaders, workloads, type Workload } from './apps';

import reference from '../reference/5.x';

/* eslint-disable @typescript-eslint/no-require-imports */
const frameworks: Record<string, unknown> = {
  reference,
  'express@5': require('express5'),
  'express@4': require('express4'),
};

// Headers that legitimately differ between two answers to the same request.
const VARYING = new Set(['date', 'last-modified', 'etag']);

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** The ETag itself, apart from the comparable headers. */
  etag: string | null;
}

/** The answer to the workload's request from a server listening at `url`. */
async function request(url: string, workload: Workload, extra: Record<string, string> = {}): Promise<Answer> {
  const r = workload.request;
  // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request,
  // which makes no answer fresh
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request(url + r.path, { method: r.method ?? 'GET', headers: { ...r.headers, ...extra } }, resolve);
    req.on('error', reject);
    req.end(r.body);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const headers: Answer['headers'] = {};
  for (const [name, value] of Object.entries(res.headers)) {
    // (express@4's static files spell the charset 'UTF-8')
    if (!VARYING.has(name)) headers[name] = name === 'content-type' ? String(value).toLowerCase() : value;
  }
  // static files: the ETag depends on the file's mtime, but its presence does not
  const etag = res.headers.etag ?? null;
  headers.etag = etag === null ? undefined : 'present';
  return { status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8'), headers, etag };
}

async function answer(handler: http.RequestListener, workload: Workload, extra?: Record<string, string>): Promise<Answer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, workload, extra);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function fastifyAnswer(workload: Workload, { etag = false, extra = {} } = {}): Promise<Answer> {
  const plain = workload.fastify!(fastify);
  const app = etag ? withExpressHeaders(plain) : plain;
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await request(url, workload, extra);
  } finally {
    await app.close();
  }
}

beforeAll(prepareStatic);

describe('the API routing tables', () => {
  it.each([20, 200, 2000])('%i routes: distinct, half with a parameter, most under /api/v1, a few other prefixes', (count) => {
    const routes = apiRoutes(count);
    expect(routes).toHaveLength(count);
    expect(new Set(routes).size).toBe(count);
    expect(routes.filter((r) => r.endsWith('/:id'))).toHaveLength(count / 2);
    expect(routes.filter((r) => r.startsWith('/api/v1/')).length).toBeGreaterThanOrEqual(count * 0.9);
    const prefixes = new Set(routes.filter((r) => !r.startsWith('/api/v1/')).map((r) => r.slice(0, r.lastIndexOf('/resource-'))));
    expect(prefixes.size).toBe(Math.min(3, count / 20));
  });
});

describe.each(workloads.map((w) => [w.name, w] as const))('benchmark workload %s', (_name, workload) => {
  let expected: Answer;
  beforeAll(async () => {
    expected = await answer(workload.build(frameworks['express@5']), workload);
  });

  it('is answered with a 2xx by express@5', () => {
    expect(expected.status).toBeGreaterThanOrEqual(200);
    expect(expected.status).toBeLessThan(300);
    expect(expected.body.length).toBeGreaterThan(0);
  });

  for (const target of ['reference', 'express@4']) {
    it(`${target} answers as express@5 does`, async () => {
      const got = await answer(workload.build(frameworks[target]), workload);
      expect(got).toEqual(expected);
    });
  }

  if (workload.fastify) {
    it('fastify answers the same status, body and Content-Type', async () => {
      const got = await fastifyAnswer(workload);
      expect({ status: got.status, body: got.body, type: got.headers['content-type'] }).toEqual({
        status: expected.status,
        body: expected.body,
        type: expected.headers['content-type'],
      });
    });
  }

  if (workload.fastify) {
    it('fastify+etag answers as express@5 does, ETag included', async () => {
      expect(await fastifyAnswer(workload, { etag: true })).toEqual(expected);
    });

    it('fastify+etag answers a request carrying its ETag as express@5 does (304 for a GET)', async () => {
      const fresh = { 'if-none-match': expected.etag! };
      const got = await fastifyAnswer(workload, { etag: true, extra: fresh });
      const want = await answer(workload.build(frameworks['express@5']), workload, fresh);
      expect(want.status).toBe((workload.request.method ?? 'GET') === 'GET' ? 304 : 200);
      expect({ status: got.status, body: got.body }).toEqual({ status: want.status, body: want.body });
    });
  }

  if (workload.raw && workload.name !== 'hello') {
    it('the node:http handler answers as express@5 does (the same work, without a framework)', async () => {
      expect(await answer(workload.raw!, workload)).toEqual(expected);
    });
  }
});
