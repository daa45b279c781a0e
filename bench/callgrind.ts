// Instructions per request, counted by valgrind's callgrind: a measure of a target's work
// that does not move with the load of a shared machine (req/s and CPU time do; the same
// build, inputs and requests give the same count within a fraction of a percent).
//
// A target's process starts under callgrind, serves a fixed number of requests, and exits;
// callgrind counts every instruction the process ran in user space. Two runs with different
// request counts cancel out what does not depend on the number of requests (start-up,
// loading, most of the JIT's compiling): per request = (I(n2) - I(n1)) / (n2 - n1).
// What runs in the kernel (the socket work, the same for every target) is not counted, so
// the ratios are those of the targets' own work, higher than the ratios of req/s.
import { fork, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Workload } from './apps';

/** The instructions callgrind counted, from its output file ('summary:' or 'totals:' line, first event). */
export function readCallgrindTotal(out: string): number {
  const line = /^(?:summary|totals):\s+(\d+)/m.exec(out);
  if (!line) throw new Error('unreadable callgrind output: no summary or totals line');
  return Number(line[1]);
}

/** Instructions per request from two counts of the same target with different request counts. */
export function perRequest(first: { requests: number; instructions: number }, second: { requests: number; instructions: number }): number {
  if (second.requests <= first.requests) throw new Error('the second run must serve more requests than the first');
  const extra = second.instructions - first.instructions;
  if (extra <= 0) throw new Error(`the run of ${second.requests} requests counted no more instructions than the run of ${first.requests}`);
  return extra / (second.requests - first.requests);
}

/**
 * Instructions per request of one target measured `repeat` times, ascending: `totals` holds
 * its counts in the order they were run (the run of counts[0] requests, then of counts[1],
 * for each repetition); a repetition with a run that had no app is left out.
 */
export function perRequestFigures(totals: ReadonlyArray<number | undefined>, counts: readonly [number, number]): number[] {
  const figures: number[] = [];
  for (let r = 0; r + 1 < totals.length; r += 2) {
    const [a, b] = [totals[r], totals[r + 1]];
    if (a !== undefined && b !== undefined) figures.push(perRequest({ requests: counts[0], instructions: a }, { requests: counts[1], instructions: b }));
  }
  return figures.sort((x, y) => x - y);
}

/** Throws, saying what to install, when valgrind cannot be run. */
export function requireValgrind(): void {
  if (spawnSync('valgrind', ['--version'], { stdio: 'ignore' }).error) {
    throw new Error('valgrind is not on PATH (Debian: apt-get install valgrind)');
  }
}

/**
 * Sends `count` requests of the workload, `concurrency` at a time on kept-alive connections;
 * resolves with the non-2xx count. A request whose reused connection the server had closed
 * (its keep-alive timeout ran out while the client was about to reuse it: under callgrind a
 * server is slow enough for that) never reached it, and is sent again on a new connection.
 */
export function sendRequests(port: number, request: Workload['request'], count: number, concurrency: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // Connections that have carried an answer (req.reusedSocket misses those the agent hands to
  // a queued request).
  const served = new WeakSet<object>();
  let sent = 0;
  let failures = 0;
  return new Promise((resolve, reject) => {
    let active = 0;
    const next = (): void => {
      if (sent >= count) {
        if (active === 0) {
          agent.destroy();
          resolve(failures);
        }
        return;
      }
      sent++;
      active++;
      let answered = false;
      let reused = false;
      const req = http.request({ host: '127.0.0.1', port, path: request.path, method: request.method ?? 'GET', headers: request.headers, agent }, (res) => {
        if (res.statusCode === undefined || res.statusCode >= 300) failures++;
        answered = true;
        served.add(res.socket);
        res.resume();
        res.once('end', () => {
          active--;
          next();
        });
      });
      req.once('socket', (socket) => (reused = served.has(socket)));
      req.once('error', (err: NodeJS.ErrnoException) => {
        active--;
        if (reused && !answered && err.code === 'ECONNRESET') {
          sent--;
          next();
          return;
        }
        agent.destroy();
        reject(err);
      });
      req.end(request.body);
    };
    for (let i = 0; i < concurrency; i++) next();
  });
}

/**
 * Runs the target's server (bench/server.js) under callgrind, sends `requests` requests,
 * lets it exit, and returns the instructions counted; undefined when the target has no
 * app for the workload.
 */
export async function countRun(target: string, workload: Workload, requests: number, options: { concurrency: number; timeoutMs: number }): Promise<number | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-callgrind-'));
  const out = path.join(dir, 'callgrind.out');
  const child = fork(path.join(__dirname, 'server.js'), [target, workload.name], {
    execPath: 'valgrind',
    execArgv: ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  try {
    const msg = await Promise.race([
      new Promise<{ port?: number; skip?: boolean }>((resolve) => child.once('message', resolve)),
      exited.then((code) => {
        throw new Error(`${target} / ${workload.name} exited with ${code} before it listened:\n${stderr}`);
      }),
    ]);
    if (msg.skip || msg.port === undefined) {
      child.disconnect();
      await exited;
      return undefined;
    }
    const failures = await sendRequests(msg.port, workload.request, requests, options.concurrency).catch((err: Error) => {
      throw new Error(`${target} / ${workload.name}: a request failed: ${err.message}`);
    });
    if (failures) throw new Error(`${target} / ${workload.name}: ${failures} of ${requests} answers were not 2xx`);
    // server.js exits when its channel closes; callgrind writes its counts as the process ends
    child.disconnect();
    const code = await exited;
    if (code !== 0) throw new Error(`${target} / ${workload.name}: the process under callgrind ended with ${code}:\n${stderr}`);
    return readCallgrindTotal(fs.readFileSync(out, 'utf8'));
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
