// The benchmark compares like with like: for every workload, each target answers
// the benchmark's request with the status, body and headers express@5 gives.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareStatic, workloads, type Workload } from './apps';

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

async function answer(handler: http.RequestListener, workload: Workload): Promise<Answer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const r = workload.request;
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
    const headers: Answer['headers'] = {};
    res.headers.forEach((value, name) => {
      // (express@4's static files spell the charset 'UTF-8')
      if (!VARYING.has(name)) headers[name] = name === 'content-type' ? value.toLowerCase() : value;
    });
    // static files: the ETag depends on the file's mtime, but its presence does not
    headers.etag = res.headers.has('etag') ? 'present' : undefined;
    return { status: res.status, body: await res.text(), headers };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

beforeAll(prepareStatic);

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

  if (workload.raw && workload.name !== 'hello') {
    it('the node:http handler answers as express@5 does (the same work, without a framework)', async () => {
      expect(await answer(workload.raw!, workload)).toEqual(expected);
    });
  }
});
