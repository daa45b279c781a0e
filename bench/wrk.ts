// The wrk load generator, pinned to its own cores with the target on another. On a small
// machine autocannon shares the cores with the target and spends about as much CPU per
// request as the target does, so req/s then measures the two together (and a target whose
// answers are longer to parse looks slower). wrk is C and needs little; pinned apart, the
// target runs its core at full load and req/s is the target's own.
import { execFile, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export interface LoadOptions {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
}

export interface LoadResult {
  rps: number;
  /** 99th percentile of latency, in milliseconds. */
  p99: number;
  requests: number;
  /** Non-2xx answers and socket errors. */
  failures: number;
}

export type Load = (opts: LoadOptions, seconds: number) => Promise<LoadResult>;

/** Milliseconds in a wrk duration such as '812.00us', '3.21ms' or '1.02s'. */
export function wrkMilliseconds(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`unreadable wrk duration: ${text}`);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * unit;
}

/** The figures of wrk's report (run with --latency). */
export function readWrkReport(out: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const requests = /(\d+) requests in/.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  if (!rps || !requests || !p99) throw new Error(`unreadable wrk report:\n${out}`);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps: Number(rps[1]), p99: wrkMilliseconds(p99[1]), requests: Number(requests[1]), failures: Number(non2xx?.[1] ?? 0) + socketErrors };
}

/** A wrk script sending the request's method, headers and body (wrk's own default is a bare GET). */
function script(opts: LoadOptions): string | undefined {
  if (opts.method === 'GET' && !opts.body && !opts.headers) return undefined;
  const lua = [`wrk.method = ${JSON.stringify(opts.method)}`];
  if (opts.body !== undefined) lua.push(`wrk.body = ${JSON.stringify(opts.body)}`);
  for (const [name, value] of Object.entries(opts.headers ?? {})) lua.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  const file = path.join(os.tmpdir(), `fw-conformance-bench-${process.pid}.lua`);
  if (!fs.existsSync(file)) process.once('exit', () => fs.rmSync(file, { force: true }));
  fs.writeFileSync(file, lua.join('\n') + '\n');
  return file;
}

/**
 * The target's process runs on core 0 (through taskset), wrk with one thread on the
 * others. Throws, saying what is missing, where that cannot be done.
 */
export function pinnedLoader(): { load: Load; exec: { execPath: string; execArgv: string[] } } {
  const cores = os.availableParallelism();
  if (cores < 2) throw new Error('needs at least two cores (one for the target, one for wrk)');
  for (const [command, args] of [
    ['wrk', ['-v']],
    ['taskset', ['-V']],
  ] as const) {
    // (wrk -v exits with 1 after printing its version: only a failure to start counts)
    if (spawnSync(command, args, { stdio: 'ignore' }).error) {
      throw new Error(`${command} is not on PATH (Debian: apt-get install ${command === 'wrk' ? 'wrk' : 'util-linux'})`);
    }
  }
  const loaderCores = cores === 2 ? '1' : `1-${cores - 1}`;
  const load: Load = (opts, seconds) =>
    new Promise((resolve, reject) => {
      const file = script(opts);
      // wrk takes whole seconds
      const args = ['-c', loaderCores, 'wrk', '-t1', `-c${opts.connections}`, `-d${Math.max(1, Math.round(seconds))}s`, '--latency'];
      if (file) args.push('-s', file);
      args.push(opts.url);
      execFile('taskset', args, { timeout: (seconds + 30) * 1000 }, (err, stdout, stderr) => {
        if (err) return reject(new Error(`wrk failed: ${err.message}\n${stderr}`));
        try {
          resolve(readWrkReport(stdout));
        } catch (e) {
          reject(e as Error);
        }
      });
    });
  return { load, exec: { execPath: 'taskset', execArgv: ['-c', '0', process.execPath] } };
}
