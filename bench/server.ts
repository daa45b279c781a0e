// One benchmark target in its own process, so the load generator does not share its
// event loop. Usage (forked by bench/http.ts): server.js <target> <workload>
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { workloads } from './apps';

export const TARGETS: Record<string, () => unknown> = {
  reference: () => require(path.join(__dirname, '..', 'reference', '5.x')),
  'express@5': () => require('express5'),
  'express@4': () => require('express4'),
  'node:http': () => null,
};

const [target, workloadName] = process.argv.slice(2);
const workload = workloads.find((w) => w.name === workloadName);
if (!workload || !(target in TARGETS)) {
  process.stderr.write(`unknown target or workload: ${target} / ${workloadName}\n`);
  process.exit(2);
}
const fw = TARGETS[target]();
const handler = fw ? workload.build(fw) : workload.raw;
if (!handler) {
  process.send?.({ skip: true });
} else {
  // An app is served the way the interface documents, app.listen (Express's is
  // http.createServer(app).listen); a bare handler by node:http.
  const app = handler as http.RequestListener & { listen?: (port: number, host: string, cb: () => void) => http.Server };
  const ready = () => process.send?.({ port: (server.address() as AddressInfo).port });
  const server = typeof app.listen === 'function' ? app.listen(0, '127.0.0.1', ready) : http.createServer(handler).listen(0, '127.0.0.1', ready);
  process.on('disconnect', () => process.exit(0));
}
