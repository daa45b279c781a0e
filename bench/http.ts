// npm run bench: req/s and p99 latency of the reference against express@5, express@4,
// fastify and a bare node:http handler, on loopback, with autocannon (or wrk, --loader).
// Targets are interleaved within each round and the median of the rounds is reported,
// so drift hits all targets alike.
//
// A quick run: node dist/bench/http.js --rounds 1 --duration 2 --warmup 0.5 --only json,query --targets reference,fastify
import { fork, type ChildProcess } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareStatic, workloads } from './apps';
import { ALL_TARGETS, BASES, select } from './selection';
import { pinnedLoader, type Load } from './wrk';
import { median } from './median';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: object) => Promise<{ requests: { average: number; total: number }; latency: { p99: number }; non2xx: number; errors: number }>;

const USAGE = `usage: node dist/bench/http.js [options]
  --duration <s>     seconds measured per sample (default 3)
  --warmup <s>       seconds of unmeasured load before each sample: JIT and caches (default 1)
  --rounds <n>       rounds; each measures every target once, in a rotated order (default 5)
  --connections <n>  concurrent connections (default 50)
  --only <names>     workloads whose name contains one of these comma-separated words
  --targets <names>  comma-separated targets (default all: ${ALL_TARGETS.join(', ')})
  --loader <name>    autocannon (default: in this process, sharing the cores with the target)
                     or wrk (wrk and taskset on PATH: the target pinned to the first core and
                     wrk to the others, so the target's own speed is what is measured)
workloads: ${workloads.map((w) => w.name).join('; ')}`;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    targets: { type: 'string' },
    loader: { type: 'string', default: 'autocannon' },
    help: { type: 'boolean' },
  },
});

/** A numeric option: a positive integer, or a number of seconds (0 allowed when `zero`). */
function numeric(name: string, value: string, kind: 'integer' | 'seconds', zero = false): number {
  const n = Number(value);
  const valid = kind === 'integer' ? Number.isInteger(n) && n > 0 : Number.isFinite(n) && (zero ? n >= 0 : n > 0);
  if (!valid) {
    console.error(`--${name} must be a ${kind === 'integer' ? 'positive integer' : 'number of seconds'}, not "${value}"\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

interface Sample {
  rps: number;
  p99: number;
  /** The target's CPU time (user + system) per request, in microseconds. */
  cpu: number;
}

/** The CPU time the target's process has used so far, in microseconds. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (msg: { cpu?: NodeJS.CpuUsage }) => {
      if (!msg.cpu) return;
      child.off('message', onMessage);
      resolve(msg.cpu.user + msg.cpu.system);
    };
    child.on('message', onMessage);
    child.send({ cpu: true });
  });
}

/** Load on a URL for some seconds, by autocannon in this process. */
const autocannonLoad: Load = async (opts, seconds) => {
  const result = await autocannon({ ...opts, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total, failures: result.non2xx + result.errors };
};

interface Loader {
  load: Load;
  /** How the target's process is started (a CPU pin), if at all. */
  exec?: { execPath: string; execArgv: string[] };
}

async function measure(target: string, workload: (typeof workloads)[number], loader: Loader, options: { duration: number; warmup: number; connections: number }): Promise<Sample | undefined> {
  const child = fork(path.join(__dirname, 'server.js'), [target, workload.name], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], ...loader.exec });
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
      connections: options.connections,
    };
    if (options.warmup > 0) await loader.load(opts, options.warmup);
    const cpuBefore = await cpuOf(child);
    const result = await loader.load(opts, options.duration);
    const cpu = (await cpuOf(child)) - cpuBefore;
    if (result.failures) throw new Error(`${target} / ${workload.name}: ${result.failures} non-2xx answers or errors`);
    return { rps: result.rps, p99: result.p99, cpu: cpu / result.requests };
  } finally {
    child.disconnect();
    child.kill();
  }
}


/**
 * target / base as the median of the per-round ratios, with their range: the two
 * were measured in the same round, so drift of a shared machine cancels out.
 */
function ratio(samples: Map<string, Sample[]>, target: string, base: string): string {
  const t = samples.get(target);
  const b = samples.get(base);
  if (!t || !b) return '';
  if (target === base) return '1.00x';
  const ratios = t.map((s, round) => s.rps / b[round].rps);
  const fmt = (r: number) => r.toFixed(2);
  return `${fmt(median(ratios))}x (${fmt(Math.min(...ratios))}–${fmt(Math.max(...ratios))})`;
}

async function main() {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const options = {
    duration: numeric('duration', values.duration, 'seconds'),
    warmup: numeric('warmup', values.warmup, 'seconds', true),
    connections: numeric('connections', values.connections, 'integer'),
  };
  const rounds = numeric('rounds', values.rounds, 'integer');
  let loader: Loader = { load: autocannonLoad };
  if (values.loader === 'wrk') {
    try {
      loader = pinnedLoader();
    } catch (err) {
      console.error(`--loader wrk: ${(err as Error).message}`);
      process.exit(2);
    }
  } else if (values.loader !== 'autocannon') {
    console.error(`--loader must be autocannon or wrk, not "${values.loader}"\n${USAGE}`);
    process.exit(2);
  }
  const selection = select(values.only, values.targets, ALL_TARGETS);
  if ('error' in selection) {
    console.error(`${selection.error}\n${USAGE}`);
    process.exit(2);
  }
  const { workloads: selected, targets } = selection;
  const bases = BASES.filter((b) => targets.includes(b));
  const started = Date.now();
  prepareStatic();
  console.log(`fw-conformance benchmark: ${os.cpus()[0]?.model ?? 'cpu'} x${os.availableParallelism()}, node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`${values.loader === 'wrk' ? 'wrk (1 thread) on its own cores, the target pinned to one' : 'autocannon, in the process beside the target'}, ${options.connections} connections, ${options.warmup} s warm-up and ${options.duration} s per sample, ${rounds} rounds, medians`);
  console.log('ratios: median of the per-round ratios of req/s (range in parentheses); CPU µs/req: the target process\'s CPU time per request');
  console.log('(on a shared machine the CPU time per request moves less than req/s)\n');
  const rows: string[] = [];
  rows.push(`| workload | target | req/s | p99 ms | CPU µs/req |${bases.map((b) => ` vs ${b} |`).join('')}`);
  rows.push(`|---|---|---:|---:|---:|${bases.map(() => '---:|').join('')}`);
  for (const workload of selected) {
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < rounds; round++) {
      // Rotate the order each round so no target always runs first.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const target of order) {
        const s = await measure(target, workload, loader, options);
        if (s) samples.set(target, [...(samples.get(target) ?? []), s]);
      }
    }
    for (const target of targets) {
      const ss = samples.get(target);
      if (!ss) continue;
      const rps = median(ss.map((s) => s.rps));
      const p99 = median(ss.map((s) => s.p99));
      const cpu = median(ss.map((s) => s.cpu));
      rows.push(`| ${workload.name} | ${target} | ${Math.round(rps)} | ${p99} | ${cpu.toFixed(1)} |${bases.map((b) => ` ${ratio(samples, target, b)} |`).join('')}`);
    }
    console.error(`  measured ${workload.name}`);
  }
  console.log(rows.join('\n'));
  console.log(`\n${Math.round((Date.now() - started) / 1000)} s, load at the end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
