// One benchmark target in its own process, so the load generator does not share its
// event loop. Usage (forked by bench/http.ts): server.js <target> <workload>
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { withExpressHeaders, workloads } from './apps';

export const TARGETS: Record<string, () => unknown> = {
  reference: () => require(path.join(__dirname, '..', 'reference', '5.x')),
  'express@5': () => require('express5'),
  'express@4': () => require('express4'),
  fastify: () => require('fastify'),
  'fastify+etag': () => require('fastify'),
  'node:http': () => null,
};

/** Serves the target's app for the workload on 127.0.0.1; undefined when the target has none. */
async function serve(target: string, workload: (typeof workloads)[number]): Promise<number | undefined> {
  if (target === 'fastify' || target === 'fastify+etag') {
    if (!workload.fastify) return undefined;
    const plain = workload.fastify(TARGETS.fastify() as Parameters<NonNullable<typeof workload.fastify>>[0]);
    const app = target === 'fastify' ? plain : withExpressHeaders(plain);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }
  const fw = TARGETS[target]();
  const handler = fw ? workload.build(fw) : workload.raw;
  if (!handler) return undefined;
  // An app is served the way the interface documents, app.listen (Express's is
  // http.createServer(app).listen); a bare handler by node:http.
  const app = handler as http.RequestListener & { listen?: (port: number, host: string, cb: () => void) => http.Server };
  return new Promise((resolve) => {
    const ready = () => resolve((server.address() as AddressInfo).port);
    const server = typeof app.listen === 'function' ? app.listen(0, '127.0.0.1', ready) : http.createServer(handler).listen(0, '127.0.0.1', ready);
  });
}

const [target, workloadName] = process.argv.slice(2);
const workload = workloads.find((w) => w.name === workloadName);
if (!workload || !(target in TARGETS)) {
  process.stderr.write(`unknown target or workload: ${target} / ${workloadName}\n`);
  process.exit(2);
}
process.on('disconnect', () => process.exit(0));
// The CPU time this process has used so far, on request: the load generator shares the
// machine, so the time a target spends per request says more than its rate alone.
process.on('message', (msg: { cpu?: boolean }) => {
  if (msg.cpu) process.send?.({ cpu: process.cpuUsage() });
});
serve(target, workload).then(
  (port) => process.send?.(port === undefined ? { skip: true } : { port }),
  (err: unknown) => {
    process.stderr.write(`${target} / ${workloadName} could not be served: ${String(err)}\n`);
    process.exit(2);
  },
);
