// The framework process: the only process where the framework under test runs. It loads
// the adapter, runs each scenario's app code, serves the app on loopback and closes it,
// as the check process asks over IPC. Whatever the framework does here (exit, throw, block
// the event loop, flood its output) can cost this process, never the run.
//
// A process started to replace one whose framework threw (FWC_FRAMEWORK_THREAD=1, from
// launch.ts) runs the framework, on Node, in a *framework thread* (a worker thread: an isolate
// of its own, with its own builtins, modules and event loop), and its main thread relays the
// messages. A framework that throws where nobody caught it then costs a fresh thread (about a
// fifth of a fresh process's CPU), not a process: the thread is ended at once and the check
// side asks for a fresh one, with the adapter loaded afresh. Whatever else the framework does
// to its thread ends the whole process as it would end a process of its own (process.exit: the
// same code; a heap past its bound: an abort; an error past the handlers). The first process
// runs the framework on its main thread, as Bun and Deno run it always: a framework that never
// throws runs as it would in an app of its own. One difference stays: the CPU-cost probe
// (cpu-cost.steps.ts) counts every thread but the main one as at work, so in a framework
// thread it waits its whole settling bound (same verdicts, slower checks).
import '../../layout/compile-cache-on';
import { AsyncLocalStorage } from 'node:async_hooks';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { AdapterError } from '../adapter-error';
import type { Adapter, Generation, Served } from '../contract';
import { loadAdapter } from '../load';
import { createApp, serveApp } from '../serve';
import { takeCensus, watchFirstRequest } from './census';
import { ignoredSettings } from './ignored-settings';
import { keepCompiledCode } from '../../layout/compile-cache';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { meterStream, OutputMeter } from './output-meter';
import { describeAdapter, OUTPUT_MARK, type FromFramework, type ToFramework } from './protocol';
import { listsTimers, seenResources, serverCount } from './idle-watch';
import { watchUnrefTimers } from './unref-timers';
import { compiledFiles, filesExporting, loadedPackages } from './loaded-packages';
import { swapPackages } from './package-swap';
import { CODE_COVERAGE_ENV, startCoverage, type CoverageTaker } from './coverage-take';

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

function sendToCheckSide(message: FromFramework): void {
  try {
    process.send?.(message);
  } catch {
    // The check process is gone: nothing left to tell.
  }
}

/** Whether this is the framework thread (a worker started by relay() below). */
const IN_FRAMEWORK_THREAD = (workerData as { frameworkThread?: boolean } | null)?.frameworkThread === true;
/** --coverage: the directory the takes go to (coverage-take.ts); the framework thread gets it from the main thread. */
const COVERAGE_DIR = IN_FRAMEWORK_THREAD ? (workerData as { coverage?: string }).coverage : process.env[CODE_COVERAGE_ENV];

/** Sends to the check side: over IPC, or through the main thread from the framework thread. */
const send: (message: FromFramework) => void = IN_FRAMEWORK_THREAD ? (message) => parentPort!.postMessage(message) : sendToCheckSide;

function errorText(err: unknown): string {
  if (err instanceof AdapterError) return err.message;
  return (err as Error)?.stack ?? String(err);
}

/**
 * Whether this process leads a process group of its own (framework-process.ts starts it so
 * on POSIX): the group holds the processes the framework started, and ends with it.
 */
const OWN_GROUP = process.env.FWC_OWN_PROCESS_GROUP === '1';
/** Whether the framework runs in a framework thread: asked for (launch.ts), on Node. */
const FRAMEWORK_THREAD = !('bun' in process.versions) && !('Deno' in globalThis) && process.env.FWC_FRAMEWORK_THREAD === '1';
/** The check process's orphan guard kills this process's group if the check process is gone (orphan-guard.ts). */
const GUARDED = process.env.FWC_ORPHAN_GUARD === '1';
// the framework's environment is the user's
delete process.env.FWC_ORPHAN_GUARD;
delete process.env.FWC_OWN_PROCESS_GROUP;
delete process.env.FWC_FRAMEWORK_THREAD;
delete process.env[CODE_COVERAGE_ENV];

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

/**
 * Ends this process (and its group) when the check process is gone, even while the framework
 * blocks the event loop: where the check process has no orphan guard to do it (Windows).
 */
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
// queued, the mark is written at once; else it queues behind what waits to be flushed. In the
// framework thread, what it prints goes through the main thread: the mark goes the same way.
const streamMark = (stream: NodeJS.WriteStream, fd: number) => {
  const write = stream.write.bind(stream);
  return (done: () => void) => {
    try {
      if (stream.writableLength === 0 && !IN_FRAMEWORK_THREAD) {
        fs.writeSync(fd, OUTPUT_MARK);
        done();
      } else write(OUTPUT_MARK, () => done());
    } catch {
      done(); // a closed stream: the check side stops waiting for its mark
    }
  };
};
/** The id of this thread (Linux: /proc/thread-self): the check side reads its state there. */
function threadId(): number | undefined {
  try {
    return Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) || undefined;
  } catch {
    return undefined;
  }
}

/** Turns of the event loop a close lets pass before its marks: the framework's deferred work runs in them. */
const DEFERRED_TURNS = 2;

/** What the host holds of the framework for the check side. */
interface Held {
  adapter?: Adapter;
  /** --coverage: each check's coverage, taken as its app closes (or as it crashes). */
  coverage?: CoverageTaker;
  served?: Served;
  /** Whether serving the current app added no server to the list (a native server). */
  servedUnseen: boolean;
  /** Whether what is served is the framework's app (not a handler the scenario's code returned): its requests show its req and res (census.ts). */
  servingApp: boolean;
}

/**
 * Whose work is running: each build's app code and server run in its check's context
 * (`owner`), which the requests, timers and promises they start inherit. Work a check left
 * running (a file callback after its answer, a timer) may throw during a later check: the
 * crash is then told as the earlier check's, not blamed on the one it fell on.
 */
interface Ownership {
  owner: AsyncLocalStorage<number>;
  /** The build under way (its number). */
  current: number;
  /** The builds' check ids, as results give them (--coverage attributes lines to them). */
  checkIds: Map<number, string>;
}

/** The check whose work is running now, or the one under way: its id, for --coverage. */
function runningCheck(checks: Ownership, check = checks.owner.getStore() ?? checks.current): string | null {
  return checks.checkIds.get(check) ?? null;
}

/**
 * The output's borders: what the framework prints is counted per check where it is printed
 * (output-meter.ts), and a close writes a mark on each stream behind what it printed, so that
 * the check side cuts the output there. The marks keep the streams' own write (taken before
 * the meter wraps it, or any framework code could replace it) and are not counted.
 */
function outputBorders(): { printed: OutputMeter; mark(): Promise<void> } {
  const marks = [streamMark(process.stdout, 1), streamMark(process.stderr, 2)];
  const printed = new OutputMeter();
  meterStream(process.stdout, printed);
  meterStream(process.stderr, printed);
  return { printed, mark: async () => void (await Promise.all(marks.map((mark) => new Promise<void>((done) => mark(done))))) };
}

/**
 * Whether the framework loaded a native addon: its state is the process's, not the thread's,
 * so after one a crash costs the process, as on the main thread.
 */
function watchNativeAddons(): () => boolean {
  let native = false;
  const dlopen = process.dlopen;
  process.dlopen = function (...args: Parameters<typeof dlopen>) {
    native = true;
    return dlopen.apply(this, args);
  };
  return () => native;
}

/**
 * An exception nobody caught, or a rejection nobody handled: told to the check side, which
 * retires this framework (its state is not to be trusted) and starts a fresh one, a fresh
 * thread where that is enough (`restartable`). A crash ends a server's process, and its
 * connections with it; this one lives on until the check side ends it, and node's HTTP parser,
 * unwound by a handler's throw, would answer the rest of the request (a body still arriving)
 * with a 400 of its own, without a Date: the check would judge that answer, or the crash, as the
 * race went. The served app's connections end with the crash, as a process's would.
 */
function reportCrashes(held: Held, checks: Ownership, restartable: () => boolean): void {
  const crashed = (kind: 'exception' | 'rejection', reason: unknown) => {
    // What ran up to the crash is the crashing check's: taken before the process is ended.
    held.coverage?.take(runningCheck(checks));
    const closing = held.served;
    held.served = undefined;
    try {
      void Promise.resolve(closing?.close()).catch(() => undefined);
    } catch {
      // (an adapter's close() that throws: the process is ended anyway)
    }
    send({ t: 'crash', kind, message: errorText(reason), check: checks.owner.getStore(), restartable: restartable() });
  };
  process.on('uncaughtException', (err) => crashed('exception', err));
  process.on('unhandledRejection', (reason) => crashed('rejection', reason));
}

/** Closes the served app and marks the output streams; a failure to close, in words. */
async function closeServed(held: Held, output: ReturnType<typeof outputBorders>): Promise<string | undefined> {
  const closing = held.served;
  held.served = undefined;
  let failure: string | undefined;
  try {
    // The suite's own server closes at once (its connections destroyed); an adapter's
    // close() is waited for, so that a failure to close is its check's.
    const closed = closing?.close();
    if (held.adapter?.serve) await closed;
  } catch (err) {
    failure = `closing the app failed: ${errorText(err)}`;
  }
  // What the app deferred as it answered prints first: Express 5's router hands an error
  // to its final handler from a setImmediate, which logs it from another, after the 500
  // went out, and the close may come in between. (Deferred further, a print falls to the
  // next check's output.)
  for (let turn = 0; turn < DEFERRED_TURNS; turn++) await new Promise((resolve) => setImmediate(resolve));
  // Everything printed so far belongs to the check that is ending: the mark goes into
  // each stream's own queue, behind what the framework wrote and node has not flushed.
  await output.mark();
  return failure;
}

/**
 * What keeps the framework's event loop alive: in the framework thread, less the port to the
 * main thread; "Unseen" where the list is blind (idle-watch.ts). With the CPU time of the whole
 * process, its thread pool included.
 */
function resourceLooks(held: Held): () => { types: string[]; cpuMs: number } {
  const unrefTimers = watchUnrefTimers();
  /** Whether the runtime lists pending timers: asked once, at the first look. */
  let lists: boolean | undefined;
  return () => {
    const types = process.getActiveResourcesInfo();
    // (a timer the framework unref'd is pending work the list leaves out: unref-timers.ts)
    if (unrefTimers()) types.push('Timeout');
    if (IN_FRAMEWORK_THREAD) {
      const port = types.indexOf('MessagePort');
      if (port >= 0) types.splice(port, 1);
    }
    lists ??= listsTimers();
    const { user, system } = process.cpuUsage();
    return { types: seenResources(types, { listsTimers: lists, unseenServer: held.served !== undefined && held.servedUnseen }), cpuMs: (user + system) / 1000 };
  };
}

/** Runs a check's app code and serves the app, in the check's context (owner). */
async function build(held: Held, adapter: Adapter, m: Extract<ToFramework, { t: 'build' }>): Promise<void> {
  let handler: unknown;
  try {
    const app = createApp(adapter);
    const returned = await runAppCode(m.code, { fw: adapter.fw, app, fixtures: m.fixtures });
    handler = returned === undefined ? app : returned;
    held.servingApp = returned === undefined;
  } catch (err) {
    return send({ t: 'failed', id: m.id, message: errorText(err) });
  }
  try {
    send({ t: 'phase', id: m.id, phase: 'serve' });
    const tls = m.tls ? { key: fs.readFileSync(path.join(TLS_DIR, 'key.pem')), cert: fs.readFileSync(path.join(TLS_DIR, 'cert.pem')) } : undefined;
    const servers = serverCount(process.getActiveResourcesInfo());
    held.served = await serveApp(adapter, handler, { tls });
    held.servedUnseen = serverCount(process.getActiveResourcesInfo()) <= servers;
    return send({ t: 'ok', id: m.id, url: held.served.url });
  } catch (err) {
    const where = adapter.serve ? "the adapter's serve()" : 'serving the app';
    return send({ t: 'failed', id: m.id, message: `${where} failed: ${errorText(err)}` });
  }
}

/** The host's parts, as the check side's messages reach them. */
interface Host {
  held: Held;
  checks: Ownership;
  output: ReturnType<typeof outputBorders>;
  look: ReturnType<typeof resourceLooks>;
}

/** Answers a message of the check side. */
async function handle(host: Host, m: ToFramework): Promise<void> {
  const { held, checks, output } = host;
  switch (m.t) {
    case 'ping': {
      const { rss, heapUsed } = process.memoryUsage();
      return send({ t: 'pong', n: m.n, rss, heap: heapUsed });
    }
    case 'resources':
      return send({ t: 'resources', n: m.n, ...host.look() });
    case 'load':
      // (started before the framework is loaded: its functions then give every block's count)
      if (COVERAGE_DIR) held.coverage ??= startCoverage(COVERAGE_DIR);
      try {
        // (before the framework loads: each swapped package is required from the other copy only)
        if (m.swaps) swapPackages(m.swaps);
        const adapter = (held.adapter = await loadAdapter(m.spec, { profile: m.profile as Generation, cwd: m.cwd }));
        createApp(adapter); // a framework whose fw() throws stops the run before it starts
        // (the settings it ignores are looked for later, on demand: a request now would be no check's)
        const census = m.census ? takeCensus(adapter, m.census) : undefined;
        held.coverage?.take(null);
        if (m.census) watchFirstRequest(m.census, () => held.servingApp, (found) => send({ t: 'census', census: found }));
        return send({ t: 'loaded', adapter: describeAdapter(adapter), thread: IN_FRAMEWORK_THREAD ? threadId() : undefined, ...(census ? { census } : {}) });
      } catch (err) {
        return send({ t: 'load-failed', message: errorText(err), where: err instanceof AdapterError ? err.where : m.spec });
      }
    case 'build': {
      if (!held.adapter) return send({ t: 'failed', id: m.id, message: 'no adapter loaded' });
      // The previous check passed and did not wait for its app to close: close it now.
      if (m.closeFirst) await closeServed(held, output);
      // A check's output is counted from here; what came between checks is nobody's.
      output.printed.take();
      checks.current = m.check;
      if (m.checkId !== undefined) checks.checkIds.set(m.check, m.checkId);
      return checks.owner.run(m.check, () => build(held, held.adapter!, m));
    }
    case 'packages':
      return send({ t: 'ok', id: m.id, packages: loadedPackages({ compiled: compiledFiles(), framework: filesExporting(held.adapter?.fw) }) });
    case 'settings':
      if (!held.adapter) return send({ t: 'failed', id: m.id, message: 'no adapter loaded' });
      return send({ t: 'ok', id: m.id, settings: await ignoredSettings(held.adapter, m.profile as Generation) });
    case 'close': {
      const failure = await closeServed(held, output);
      held.coverage?.take(runningCheck(checks, checks.current));
      // A framework process is killed, not let exit: what it compiled is kept now (first runs only).
      keepCompiledCode();
      const { bytes } = output.printed.take();
      return send(failure ? { t: 'failed', id: m.id, message: failure } : { t: 'ok', id: m.id, printed: bytes });
    }
  }
}

/** The check side's messages: from the main thread in the framework thread, else over IPC (the process ends with its check side). */
function listen(handle: (m: ToFramework) => void): void {
  if (IN_FRAMEWORK_THREAD) {
    parentPort!.on('message', handle);
    return;
  }
  process.on('disconnect', end);
  if (!GUARDED) watchParent();
  process.on('message', handle);
}

/** Runs the framework: on this process's main thread, or as the framework thread. */
function main(): void {
  const output = outputBorders();
  const held: Held = { servedUnseen: false, servingApp: false };
  const host: Host = { held, output, look: resourceLooks(held), checks: { owner: new AsyncLocalStorage<number>(), current: 0, checkIds: new Map() } };
  const native = watchNativeAddons();
  // The check side retires a framework that crashed and starts a fresh one: a fresh thread where that is enough.
  reportCrashes(held, host.checks, () => IN_FRAMEWORK_THREAD && !native());
  listen((message) => void handle(host, message));
}

/**
 * The framework thread's stack, as deep as the main thread's: a worker's is 4 MB, four times
 * as deep, and a framework that overflows the main thread's stack (20,000 middleware calling
 * next() synchronously) must overflow it in its thread too. V8's limit on the main thread is
 * --stack-size (984 KB unless given); a worker keeps 192 KB of its stack out of V8's reach, and
 * Node's start-up takes a little of the main thread's: 214 KB over the limit gives the same depth
 * of recursion (measured: 10,478 frames against 10,465 on Node 20).
 */
const MAIN_THREAD_STACK_MB = (Number(/^--stack-size=(\d+)$/.exec(process.execArgv.find((a) => a.startsWith('--stack-size=')) ?? '')?.[1] ?? 984) + 214) / 1024;

/**
 * The main thread of a process whose framework runs in a framework thread: relays the check
 * side's messages to the thread and its answers back, ends a thread that threw at once, and
 * starts the next one loading then, so that it is ready, or nearly, when the next check asks
 * for it (a load that the check side does not ask for is the only one the crash costs). Anything
 * else that ends the thread ends the process the way it would have ended a process of its own,
 * so that the check side tells it as before.
 */
function relay(): void {
  process.on('disconnect', end);
  let thread: Worker | undefined;
  /** The thread threw and is being ended: what it says or does from here is nobody's. */
  let retiring = false;
  let ended: Promise<unknown> = Promise.resolve();
  /** The check side's messages that came while no thread was there to take them (between two threads). */
  let waiting: ToFramework[] | undefined;
  /** What a thread started before the check side asked for it said (its load's answer), kept until it asks. */
  let held: FromFramework[] | undefined;
  /** The next thread, started when the last one threw; resolves once it exists. */
  let next: Promise<void> | undefined;

  const retire = () => {
    if (!thread || retiring) return;
    retiring = true;
    void thread.terminate();
  };

  /** A fresh thread, loading the adapter; its messages are held until the check side asks for it (`hold`). */
  function spawnThread(load: ToFramework, hold: boolean): void {
    retiring = false;
    held = hold ? [] : undefined;
    const worker = new Worker(`require(${JSON.stringify(__filename)})`, { eval: true, workerData: { frameworkThread: true, coverage: COVERAGE_DIR }, resourceLimits: { stackSizeMb: MAIN_THREAD_STACK_MB } });
    thread = worker;
    ended = new Promise((resolve) => worker.once('exit', resolve));
    worker.on('message', (m: FromFramework) => {
      if (worker !== thread || retiring) return;
      if (held) held.push(m);
      else sendToCheckSide(m);
      if (m.t === 'crash' && m.restartable) {
        retire(); // ended at once: nothing more of it runs
        // The next one starts loading now, unless this one threw before any check had it.
        if (!held) next = prepare(load);
      }
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (worker !== thread || retiring) return;
      // Its heap reached the bound (V8 would abort a process), or an error got past the
      // handlers (a process would print it and exit with 1).
      process.stderr.write(`${err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? err.message : errorText(err)}\n`);
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') process.abort();
      process.exit(1);
    });
    worker.on('exit', (code) => {
      // The framework ended its thread (process.exit): the process ends with the same code.
      if (worker === thread && !retiring) process.exit(code);
    });
    worker.postMessage(load);
  }

  /** Starts the next thread once the one that threw is gone. */
  async function prepare(load: ToFramework): Promise<void> {
    await ended;
    spawnThread(load, true);
  }

  /** The check side asks for a framework: the first thread, or the next after one that threw. */
  async function start(load: ToFramework): Promise<void> {
    if (!thread) return spawnThread(load, false);
    waiting = [];
    if (next) await next;
    else {
      retire();
      await ended;
      spawnThread(load, true);
    }
    next = undefined;
    // What the old thread printed, and what the new one printed as it loaded, is cut off with a
    // mark on each stream (the check side drops what comes before them).
    for (const fd of [1, 2]) fs.writeSync(fd, OUTPUT_MARK);
    for (const m of held?.splice(0) ?? []) sendToCheckSide(m);
    held = undefined;
    for (const m of waiting.splice(0)) thread.postMessage(m);
    waiting = undefined;
  }

  process.on('message', (m: ToFramework) => {
    if (m.t === 'load') void start(m);
    else if (waiting) waiting.push(m);
    else thread?.postMessage(m);
  });
}

if (IN_FRAMEWORK_THREAD) main();
else if (require.main === module) {
  if (FRAMEWORK_THREAD) relay();
  else main();
}
