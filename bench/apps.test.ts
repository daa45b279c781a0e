// The benchmark compares like with like: for every workload, each target answers
// the benchmark's request with the status, body and headers express@5 gives
// (fastify: the status, body and Content-Type; it sends neither ETag nor X-Powered-By).
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, prepareStatic, workloads, type Workload } from './apps';

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
}

/** The answer to the workload's request from a server listening at `url`. */
async function request(url: string, workload: Workload): Promise<Answer> {
  const r = workload.request;
  const res = await fetch(url + r.path, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  const headers: Answer['headers'] = {};
  res.headers.forEach((value, name) => {
    // (express@4's static files spell the charset 'UTF-8')
    if (!VARYING.has(name)) headers[name] = name === 'content-type' ? value.toLowerCase() : value;
  });
  // static files: the ETag depends on the file's mtime, but its presence does not
  headers.etag = res.headers.has('etag') ? 'present' : undefined;
  return { status: res.status, body: await res.text(), headers };
}

async function answer(handler: http.RequestListener, workload: Workload): Promise<Answer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, workload);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function fastifyAnswer(workload: Workload): Promise<Answer> {
  const app = workload.fastify!(fastify);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await request(url, workload);
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

  if (workload.raw && workload.name !== 'hello') {
    it('the node:http handler answers as express@5 does (the same work, without a framework)', async () => {
      expect(await answer(workload.raw!, workload)).toEqual(expected);
    });
  }
});
