// The framework process: the only process where the framework under test runs. It loads
// the adapter, runs each scenario's app code, serves the app on loopback and closes it,
// as the check process asks over IPC. Whatever the framework does here (exit, throw, block
// the event loop, flood its output) can cost this process, never the run.
import { AsyncLocalStorage } from 'node:async_hooks';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { AdapterError } from '../adapter-error';
import type { Adapter, Generation, Served } from '../contract';
import { loadAdapter } from '../load';
import { createApp, serveApp } from '../serve';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { meterStream, OutputMeter } from './output-meter';
import { describeAdapter, OUTPUT_MARK, type FromFramework, type ToFramework } from './protocol';

// Scenario code may require npm middleware (cookie-parser, ...) as a user app would; it
// resolves from this package, so a user's project needs none of them installed.
const scenarioRequire = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<unknown>;

/**
 * Runs a scenario's `Given the app:` doc string as the body of an async function of
 * (fw, app, fixtures, require); it returns a handler to serve instead of `app`, or undefined.
 */
export async function runAppCode(code: string, scope: { fw: unknown; app: unknown; fixtures: string }): Promise<unknown> {
  let fn: (...args: unknown[]) => Promise<unknown>;
  try {
    fn = new AsyncFunction('fw', 'app', 'fixtures', 'require', code);
  } catch (err) {
    throw new Error(`the scenario's app code does not parse: ${(err as Error).message}\n${code}`);
  }
  return fn(scope.fw, scope.app, scope.fixtures, scenarioRequire);
}

const TLS_DIR = path.join(PACKAGE_ROOT, 'features', 'fixtures', 'tls');

function send(message: FromFramework): void {
  try {
    process.send?.(message);
  } catch {
    // The check process is gone: nothing left to tell.
  }
}

function errorText(err: unknown): string {
  if (err instanceof AdapterError) return err.message;
  return (err as Error)?.stack ?? String(err);
}

/**
 * Whether this process leads a process group of its own (framework-process.ts starts it so
 * on POSIX): the group holds the processes the framework started, and ends with it.
 */
const OWN_GROUP = process.env.FWC_OWN_PROCESS_GROUP === '1';
delete process.env.FWC_OWN_PROCESS_GROUP; // the framework's environment is the user's

/** Ends this process, and with it its process group when it has one. */
function end(): void {
  if (OWN_GROUP) {
    try {
      process.kill(-process.pid, 'SIGKILL');
    } catch {
      // (a group that cannot be signalled: this process alone)
    }
  }
  process.exit(0);
}

/** Ends this process (and its group) when the check process is gone, even while the framework blocks the event loop. */
function watchParent(): void {
  const parent = process.ppid;
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     setInterval(() => { try { process.kill(workerData.parent, 0); } catch { process.kill(workerData.group ? -workerData.self : workerData.self, 'SIGKILL'); } }, 1000);`,
    { eval: true, workerData: { parent, self: process.pid, group: OWN_GROUP } },
  );
  worker.unref();
}

// The streams' own write, kept before any framework code can replace it. With nothing
// queued, the mark is written at once; else it queues behind what waits to be flushed.
const streamMark = (stream: NodeJS.WriteStream, fd: number) => {
  const write = stream.write.bind(stream);
  return (done: () => void) => {
    try {
      if (stream.writableLength === 0) {
        fs.writeSync(fd, OUTPUT_MARK);
        done();
      } else write(OUTPUT_MARK, () => done());
    } catch {
      done(); // a closed stream: the check side stops waiting for its mark
    }
  };
};
const markOut = streamMark(process.stdout, 1);
const markErr = streamMark(process.stderr, 2);

function main(): void {
  let adapter: Adapter | undefined;
  let served: Served | undefined;
  // Counts what the framework prints, per check, where it prints it; the marks above keep
  // the streams' own write and are not counted.
  const printed = new OutputMeter();
  meterStream(process.stdout, printed);
  meterStream(process.stderr, printed);

  // Whose work is running: each build's app code and server run in its check's context, which
  // the requests, timers and promises they start inherit. Work a check left running (a file
  // callback after its answer, a timer) may throw during a later check: the crash is then
  // told as the earlier check's, not blamed on the one it fell on.
  const owner = new AsyncLocalStorage<number>();
  // The check side retires this process and starts a fresh one (the state of a process
  // after an uncaught exception is not to be trusted).
  process.on('uncaughtException', (err) => send({ t: 'crash', kind: 'exception', message: errorText(err), check: owner.getStore() }));
  process.on('unhandledRejection', (reason) => send({ t: 'crash', kind: 'rejection', message: errorText(reason), check: owner.getStore() }));
  process.on('disconnect', end);
  watchParent();

  process.on('message', (message: ToFramework) => {
    void handle(message);
  });

  /** Closes the served app and marks the output streams; a failure to close, in words. */
  async function closeServed(): Promise<string | undefined> {
    const closing = served;
    served = undefined;
    let failure: string | undefined;
    try {
      // The suite's own server closes at once (its connections destroyed); an adapter's
      // close() is waited for, so that a failure to close is its check's.
      const closed = closing?.close();
      if (adapter?.serve) await closed;
    } catch (err) {
      failure = `closing the app failed: ${errorText(err)}`;
    }
    // Everything printed so far belongs to the check that is ending: the mark goes into
    // each stream's own queue, behind what the framework wrote and node has not flushed.
    await Promise.all([markOut, markErr].map((mark) => new Promise<void>((done) => mark(done))));
    return failure;
  }

  /** CPU time of the whole process, its thread pool included. */
  function cpuMs(): number {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }

  /** Runs a check's app code and serves the app, in the check's context (owner). */
  async function build(adapter: Adapter, m: Extract<ToFramework, { t: 'build' }>): Promise<void> {
    let handler: unknown;
    try {
      const app = createApp(adapter);
      const returned = await runAppCode(m.code, { fw: adapter.fw, app, fixtures: m.fixtures });
      handler = returned === undefined ? app : returned;
    } catch (err) {
      return send({ t: 'failed', id: m.id, message: errorText(err) });
    }
    try {
      send({ t: 'phase', id: m.id, phase: 'serve' });
      const tls = m.tls ? { key: fs.readFileSync(path.join(TLS_DIR, 'key.pem')), cert: fs.readFileSync(path.join(TLS_DIR, 'cert.pem')) } : undefined;
      served = await serveApp(adapter, handler, { tls });
      return send({ t: 'ok', id: m.id, url: served.url });
    } catch (err) {
      const where = adapter.serve ? "the adapter's serve()" : 'serving the app';
      return send({ t: 'failed', id: m.id, message: `${where} failed: ${errorText(err)}` });
    }
  }

  async function handle(m: ToFramework): Promise<void> {
    switch (m.t) {
      case 'ping': {
        const { rss, heapUsed } = process.memoryUsage();
        return send({ t: 'pong', n: m.n, rss, heap: heapUsed });
      }
      case 'resources':
        return send({ t: 'resources', n: m.n, types: process.getActiveResourcesInfo(), cpuMs: cpuMs() });
      case 'load':
        try {
          adapter = await loadAdapter(m.spec, { profile: m.profile as Generation, cwd: m.cwd });
          createApp(adapter); // a framework whose fw() throws stops the run before it starts
          return send({ t: 'loaded', adapter: describeAdapter(adapter) });
        } catch (err) {
          return send({ t: 'load-failed', message: errorText(err), where: err instanceof AdapterError ? err.where : m.spec });
        }
      case 'build': {
        if (!adapter) return send({ t: 'failed', id: m.id, message: 'no adapter loaded' });
        // The previous check passed and did not wait for its app to close: close it now.
        if (m.closeFirst) await closeServed();
        // A check's output is counted from here; what came between checks is nobody's.
        printed.take();
        return owner.run(m.check, () => build(adapter!, m));
      }
      case 'close': {
        const failure = await closeServed();
        const { bytes } = printed.take();
        return send(failure ? { t: 'failed', id: m.id, message: failure } : { t: 'ok', id: m.id, printed: bytes });
      }
    }
  }
}

if (require.main === module) main();
