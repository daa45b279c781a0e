// npm run bench: req/s and p99 latency of the reference against express@5, express@4 and
// a bare node:http handler, on loopback, with autocannon. Targets are interleaved within
// each round and the median of the rounds is reported, so drift hits all targets alike.
import { fork } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareStatic, workloads } from './apps';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: object) => Promise<{ requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number }>;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const TARGETS = ['reference', 'express@5', 'express@4', 'node:http'];

interface Sample {
  rps: number;
  p99: number;
}

async function measure(target: string, workload: (typeof workloads)[number]): Promise<Sample | undefined> {
  const child = fork(path.join(__dirname, 'server.js'), [target, workload.name], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const msg = await new Promise<{ port?: number; skip?: boolean }>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`${target} exited with ${code}`)));
    });
    if (msg.skip) return undefined;
    const r = workload.request;
    const opts = {
      url: `http://127.0.0.1:${msg.port}${r.path}`,
      method: r.method ?? 'GET',
      headers: r.headers,
      body: r.body,
      connections,
    };
    await autocannon({ ...opts, duration: 1 }); // warm-up: JIT and caches
    const result = await autocannon({ ...opts, duration });
    if (result.non2xx || result.errors) throw new Error(`${target} / ${workload.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p99: result.latency.p99 };
  } finally {
    child.disconnect();
    child.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * target / base as the median of the per-round ratios, with their range: the two
 * were measured in the same round, so drift of a shared machine cancels out.
 */
function ratio(samples: Map<string, Sample[]>, target: string, base: string): string {
  const t = samples.get(target);
  const b = samples.get(base);
  if (!t || !b) return '';
  const ratios = t.map((s, round) => s.rps / b[round].rps);
  if (target === base) return '1.00x';
  const fmt = (r: number) => r.toFixed(2);
  return `${fmt(median(ratios))}x (${fmt(Math.min(...ratios))}–${fmt(Math.max(...ratios))})`;
}

async function main() {
  prepareStatic();
  const selected = workloads.filter((w) => !values.only || w.name.includes(values.only));
  console.log(`fw-conformance benchmark: ${os.cpus()[0]?.model ?? 'cpu'} x${os.availableParallelism()}, node ${process.version}`);
  console.log(`autocannon, ${connections} connections, ${duration} s per sample, ${rounds} rounds, medians`);
  console.log('ratios: median of the per-round ratios (range in parentheses)\n');
  const rows: string[] = [];
  rows.push('| workload | target | req/s | p99 ms | vs express@5 | vs node:http |');
  rows.push('|---|---|---:|---:|---:|---:|');
  for (const workload of selected) {
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < rounds; round++) {
      // Rotate the order each round so no target always runs first.
      const order = TARGETS.map((_, i) => TARGETS[(i + round) % TARGETS.length]);
      for (const target of order) {
        const s = await measure(target, workload);
        if (s) samples.set(target, [...(samples.get(target) ?? []), s]);
      }
    }
    const med = new Map([...samples].map(([t, ss]) => [t, { rps: median(ss.map((s) => s.rps)), p99: median(ss.map((s) => s.p99)) }]));
    for (const [target, m] of med) {
      rows.push(`| ${workload.name} | ${target} | ${Math.round(m.rps)} | ${m.p99} | ${ratio(samples, target, 'express@5')} | ${ratio(samples, target, 'node:http')} |`);
    }
    console.error(`  measured ${workload.name}`);
  }
  console.log(rows.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
