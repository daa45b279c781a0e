// The check side of isolation: starts the framework process, asks it to build, serve and
// close apps, and watches it. Every wait is bounded; when the framework exits, crashes or
// stops answering (its event loop blocked), the wait fails with a message that says what
// happened and during what, and the process is killed so that a new one can take over.
//
// The wiring (each part has a state test of its own):
//
//   launch ──> child process ──stdout/stderr──> OutputCapture (cut at each close's marks)
//                 │  ▲ IPC                        └─> Limits.heard (V8's "heap out of memory")
//                 │  └── Calls (requests, each phase bounded) <── build() / close() / load
//                 │  └── Heartbeat (pings while Activities has a wait going on)
//                 │  └── IdleWatch (what it holds, from a second into a wait)
//                 ├── Limits (memory from /proc, the processes it started) ──> MemoryTrend
//                 └── Starvation (its CPU time and state from /proc): the clock every bound
//                     above counts on (Calls' timers, Heartbeat's silence, IdleWatch, the
//                     load, an HTTP exchange's bound), so that time the machine did not give
//                     the framework extends a wait, up to --check-timeout.
//
//   A blocked or stalled loop is named by the Heartbeat, led by MemoryTrend's words when the
//   memory is near its bound or grows fast; an exchange's failure by exchangeFailure().
import type { ChildProcess } from 'node:child_process';
import type { Runtime } from './runtime';
import { AdapterError } from '../adapter-error';
import { Activities } from './activities';
import { Calls, type Answer, type Phase } from './calls';
import { DEATH_GRACE_MS, exchangeFailure, type Supervised } from './exchange-failure';
import { FrameworkFailure } from './failure';
import type { CensusFound, MemberNames } from './census';
import { Heartbeat } from './heartbeat';
import { IdleWatch, idleMessage } from './idle-watch';
import { crashWords, leftoverNotRunMessage, reportLeftoverCrash, type CheckOwner, type LeftoverCrash } from './leftover-crash';
import { launchHost } from './launch';
import { aborted, Limits } from './limits';
import { DEFAULT_MAX_MEMORY_MIB, overBoundMessage } from './memory';
import { MemoryTrend } from './memory-trend';
import { OutputCapture, type Stream } from './output-capture';
import { CHECK_BOUND_STRETCH, onBound, otherThreadsRunnable, procCpuReader, Starvation } from './starvation';
import { adapterInfoSchema, type AdapterInfo } from './adapter-info';
import type { FromFramework, ToFramework } from './protocol';
import type { LoadedPackage } from './loaded-packages';
import type { PackageSwap } from './package-swap';

export { FrameworkFailure } from './failure';

export interface FrameworkProcessOptions {
  adapter: string;
  profile: string;
  cwd: string;
  /** Bound of each wait on the framework (a response, serve(), the app code); also the event-loop bound. */
  timeoutMs: number;
  /** What the framework process runs on (--runtime); default: this process's Node. */
  runtime?: Runtime;
  /** Bound of the process's memory in MiB, its heap and its resident size (--max-memory; default DEFAULT_MAX_MEMORY_MIB). */
  maxMemoryMib?: number;
  /** How far a wait stretches while the machine does not run the framework, in wall-clock ms (--check-timeout; default STARVED_WAIT_CAP_MS). */
  checkTimeoutMs?: number;
  /** Run the framework in a framework thread, where the runtime allows: a crash then costs a thread (framework-host.ts). */
  frameworkThread?: boolean;
  /** The members of the interface to look for on the framework's real objects once loaded (census.ts). */
  census?: MemberNames;
  /** Packages the framework requires from other copies (package-swap.ts: the diff's question of which dependency decides). */
  swaps?: PackageSwap[];
}


/** The cap of a starved wait when none is given: the default --check-timeout (run-protocol/bounds.ts, a layer above). */
export const STARVED_WAIT_CAP_MS = 60_000;

/**
 * What the successive frameworks of one framework process share (framework-host.ts: on Node,
 * a fresh framework thread after one that threw): the process, its bounds and its clock.
 */
interface ProcessLink {
  child: ChildProcess;
  limits: Limits;
  starvation: Starvation;
  memory: MemoryTrend;
  /** The framework thread's id (Linux), where the framework runs in one: its state is the framework's. */
  thread?: number;
  /** The framework the process runs now: the one its events (messages, output, exit) concern. */
  current: FrameworkProcess;
}

export class FrameworkProcess {
  info!: AdapterInfo;
  /** The members of the interface the framework's real objects lack, by object; an object left out was not inspected (census.ts); the settings it ignores. */
  census?: CensusFound;
  private readonly link: ProcessLink;
  private get child(): ChildProcess {
    return this.link.child;
  }
  /** Whether the machine runs the framework: every bound below counts the time it was given. */
  private get starvation(): Starvation {
    return this.link.starvation;
  }
  /** Its memory bound, and the processes it started. */
  private get limits(): Limits {
    return this.link.limits;
  }
  /** Its memory of the last moments: a stall's cause when near the bound or growing fast. */
  private get memory(): MemoryTrend {
    return this.link.memory;
  }
  /** Whatever waits on the framework: its requests, an HTTP exchange, the load. */
  private calls: Calls;
  /** What the framework is doing for the check, for messages ("handling GET /x"). */
  private activities = new Activities({
    begin: () => {
      this.idle.begin();
      this.heartbeat.start();
      this.starvedBefore ??= this.starvation.starvedMs();
    },
    end: () => {
      this.heartbeat.stop();
      this.idle.end();
      if (this.starvedBefore !== undefined) this.starvedInWaits += this.starvation.starvedMs() - this.starvedBefore;
      this.starvedBefore = undefined;
    },
  });
  /** Wall-clock time a starved wait may stretch to. */
  private readonly capMs: number;
  /** Starved time within the waits on the framework since takeStarvedMs(), and the mark of the wait going on. */
  private starvedInWaits = 0;
  private starvedBefore?: number;
  /** Whether the framework waits for nothing that could move it on. */
  private idle = new IdleWatch(() => this.starvation.givenMs());
  /** The framework's event loop, pinged while the check waits on it. */
  private heartbeat: Heartbeat;
  /** The event loop as messages tell of it: the heartbeat's words, led by the memory when it is the likely cause. */
  private loop: Supervised['heartbeat'];
  /** The framework threw where nobody caught it: this process was killed, and takes no more checks. */
  retired = false;
  /** The framework threw in a framework thread, now ended: the process can load a fresh one (successor()). */
  private restartable = false;
  /** A successor has the process now: killing this one leaves it alone. */
  private succeeded = false;
  /** Set once the process is gone (or being killed): why, in words for a check's failure. */
  death?: string;
  /** What the framework printed, cut at check borders. */
  private output = new OutputCapture();
  private closePending = false;
  /** The checks built on this process, in order: build n's work is checks[n - 1]'s. */
  private checks: CheckOwner[] = [];
  /** The last check built has ended (closed, or left to be closed by the next build). */
  private checkEnded = false;
  private onLoad?: (m: Extract<FromFramework, { t: 'loaded' | 'load-failed' }>) => void;

  private constructor(
    private readonly options: FrameworkProcessOptions,
    link?: ProcessLink,
  ) {
    const maxMemoryMib = options.maxMemoryMib ?? DEFAULT_MAX_MEMORY_MIB;
    this.link = link ?? this.launch(options, maxMemoryMib);
    this.link.current = this;
    this.capMs = Math.max(options.timeoutMs, options.checkTimeoutMs ?? STARVED_WAIT_CAP_MS);
    this.heartbeat = new Heartbeat({
      timeoutMs: options.timeoutMs,
      clock: () => this.starvation.givenMs(),
      capMs: this.capMs,
      blocked: () => this.kill(this.loop.blockedMessage(this.activities.current!)),
      ping: (n) => {
        this.post({ t: 'ping', n });
        if (this.idle.due()) this.post({ t: 'resources', n });
      },
    });
    this.calls = new Calls({
      boundMs: options.timeoutMs,
      send: (m) => this.post(m),
      timer: (ms, expired) => onBound(this.starvation.bound(ms, this.capMs), expired),
      begin: (activity) => this.activities.begin(activity),
      end: (activity) => this.activities.end(activity),
      timedOut: (phase) => {
        const reason = this.loop.blocked ? this.loop.blockedMessage(phase.activity) : this.loop.afterStall(phase.activity, phase.timeoutText(options.timeoutMs / 1000));
        // Its state is unknown now (a half-started server, a pending import): start afresh.
        this.kill(reason);
        return reason;
      },
    });
    const heartbeat = this.heartbeat;
    const memoryFirst = (message: string) => {
      const memory = this.memory.pressure();
      return memory ? `${memory} ${this.activities.during}; then: ${message}` : message;
    };
    this.loop = {
      get blocked() {
        return heartbeat.blocked;
      },
      get stalled() {
        return heartbeat.stalled;
      },
      blockedMessage: (activity) => memoryFirst(heartbeat.blockedMessage(activity)),
      afterStall: (activity, message) => (heartbeat.stalled ? memoryFirst(heartbeat.afterStall(activity, message)) : message),
    };
    if (link) {
      // A fresh framework in the same process: what the old one printed is cut off by a mark on
      // each stream (framework-host.ts writes them before the fresh thread starts).
      this.output.leaveClose();
    }
  }

  /** Starts the framework process: its parts, which speak to the framework it runs now (link.current). */
  private launch(options: FrameworkProcessOptions, maxMemoryMib: number): ProcessLink {
    const limits = new Limits({
      maxMemoryMib,
      seen: (rss) => link.memory.resident(rss),
      overBound: (rss) => {
        const current = link.current;
        if (!current.death) current.kill(overBoundMessage(rss, maxMemoryMib, current.activities.during));
      },
    });
    const child = launchHost({ cwd: options.cwd, runtime: options.runtime, maxMemoryMib, env: limits.env, frameworkThread: options.frameworkThread });
    const link: ProcessLink = {
      child,
      limits,
      starvation: new Starvation({ read: procCpuReader(() => child.pid, () => link.thread) }),
      memory: new MemoryTrend(maxMemoryMib),
      current: this,
    };
    const read = (pipe: NodeJS.ReadableStream, stream: Stream, heard?: (text: string) => void) => {
      pipe.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        heard?.(text);
        link.current.output.keep(text, stream);
      });
      // A stream the framework closed will carry no mark: stop waiting for one there.
      pipe.on('end', () => link.current.output.streamEnded(stream));
    };
    read(child.stdout!, 'out');
    read(child.stderr!, 'err', (text) => limits.heard(text));
    child.on('message', (m: FromFramework) => link.current.onMessage(m));
    // A failed send (EPIPE, a closed channel) is followed by the exit that explains it; only a
    // process that never started has nothing more to say.
    child.on('error', (err) => {
      if (child.pid === undefined) link.current.die(`the framework process could not be started: ${err.message}`);
    });
    child.on('exit', (code, signal) => {
      const current = link.current;
      const during = current.activities.during;
      // What it started, when it ended by itself.
      limits.killStarted();
      if (current.death) return;
      const ended = () => current.die(limits.exitMessage(code, signal, during));
      // A heap past its bound ends in an abort; V8's words on stderr may still be on their way.
      if (aborted(code, signal)) void current.output.endedWithin(DEATH_GRACE_MS).then(ended);
      else ended();
    });
    limits.watch(child);
    link.starvation.start();
    return link;
  }

  /** Starts a framework process and loads the adapter in it; a broken adapter is an AdapterError. */
  static async start(options: FrameworkProcessOptions): Promise<FrameworkProcess> {
    return FrameworkProcess.load(new FrameworkProcess(options), options);
  }

  /**
   * A fresh framework in this process, when the one it ran threw in a framework thread that is
   * now ended (framework-host.ts): the adapter loads afresh in a fresh thread, at a fraction of
   * a process's cost. Undefined when only a fresh process will do (the framework ran on the
   * process's main thread, loaded a native addon or started processes); a failed load ends the
   * process. The process's bounds, clock and memory watch go on.
   */
  successor(): Promise<FrameworkProcess> | undefined {
    if (!this.restartable || this.succeeded || this.link.current !== this || this.child.exitCode !== null || this.child.signalCode !== null) return undefined;
    this.succeeded = true;
    const next = FrameworkProcess.load(new FrameworkProcess(this.options, this.link), this.options);
    next.catch(() => undefined); // a failed start is reported to the check that awaits it
    return next;
  }

  private static async load(fp: FrameworkProcess, options: FrameworkProcessOptions): Promise<FrameworkProcess> {
    // Loading may compile a TypeScript adapter on a loaded CI machine: generous, but bounded
    // (in time the machine gave the framework process, up to --check-timeout when it gave little).
    const bound = Math.max(5_000, 5 * options.timeoutMs);
    let cancel = () => {};
    try {
      const loaded = new Promise<AdapterInfo>((resolve, reject) => {
        cancel = onBound(fp.starvation.bound(bound, fp.capMs), () => {
          reject(new AdapterError(`loading the adapter did not finish within ${bound / 1000} s (its module or the framework's import never completed)`, options.adapter));
        });
        fp.onLoad = (m) => {
          if (m.t === 'loaded') {
            fp.census = m.census;
            resolve(adapterInfoSchema.parse(m.adapter));
          }
          else reject(new AdapterError(m.message, m.where));
        };
        fp.activities.begin('loading the adapter', false);
        fp.post({ t: 'load', spec: options.adapter, profile: options.profile, cwd: options.cwd, ...(options.census ? { census: options.census } : {}), ...(options.swaps?.length ? { swaps: options.swaps } : {}) });
      });
      fp.info = await fp.calls.meanwhile(loaded).catch((err: Error) => {
        if (!(err instanceof FrameworkFailure)) throw err;
        // The process died as it loaded: what it printed says why, more often than not.
        throw new AdapterError(`${err.message}${fp.output.quote()}`, options.adapter);
      });
    } catch (err) {
      fp.kill();
      throw err;
    } finally {
      cancel();
      fp.activities.end('loading the adapter');
    }
    return fp;
  }

  get alive(): boolean {
    return this.death === undefined;
  }

  /**
   * Runs the scenario's app code in the framework process and serves the app; resolves its URL.
   * `check` names the check, should work it leaves running throw after it ended (leftover-crash.ts).
   */
  async build(code: string, fixtures: string, tls: boolean, check: CheckOwner = { id: '', name: 'an earlier check' }): Promise<string> {
    const serving = this.info.serve ? 'serve()' : 'starting the server';
    const closeFirst = this.closePending;
    this.closePending = false;
    this.checks.push(check);
    this.checkEnded = false;
    // At each check too, not only every second: a framework may start a process and exit
    // within a check (0.05 ms of CPU a look).
    this.limits.findStarted();
    const { url } = await this.call({ t: 'build', id: 0, check: this.checks.length, ...(check.checkId ? { checkId: check.checkId } : {}), code, fixtures, tls, closeFirst }, [
      { activity: 'running the app code of "Given the app:"', timeoutText: (b) => `the app code of "Given the app:" did not finish within ${b} s` },
      { activity: `in ${serving}`, timeoutText: (b) => `${serving} did not resolve within ${b} s` },
    ]);
    // (the answer and a death may come in one turn: a URL of a process that is gone serves nothing)
    if (this.death) throw new FrameworkFailure(this.death);
    if (!url) throw new FrameworkFailure(`${serving} gave no URL`);
    return url;
  }

  /** Closes the app and collects the output printed up to here. */
  async close(): Promise<void> {
    this.output.closing();
    const { printed } = await this.call({ t: 'close', id: 0 }, [{ activity: 'closing the app', timeoutText: (b) => `closing the app did not finish within ${b} s` }]);
    this.checkEnded = true;
    // (a bound in the time the machine gave the framework: its marks come when it is run)
    await this.output.closed(printed ?? 0, (expired) => onBound(this.starvation.bound(Math.min(this.options.timeoutMs, 5000), this.capMs), expired));
  }

  /**
   * Looks, once per process, for the settings the framework accepts and ignores (two apps per
   * setting, one request each: ignored-settings.ts), between checks, and adds them to the census.
   */
  async lookForIgnoredSettings(profile: string): Promise<void> {
    if (!this.census || this.census.settings !== undefined) return;
    const { settings } = await this.call({ t: 'settings', id: 0, profile }, [{ activity: 'looking for settings it ignores', timeoutText: (b) => `looking for settings it ignores did not finish within ${b} s` }]);
    this.census = { ...this.census, settings: settings ?? [] };
  }

  /** The packages the framework's process has loaded (its module cache: loaded-packages.ts). */
  async loadedPackages(): Promise<LoadedPackage[]> {
    const { packages } = await this.call({ t: 'packages', id: 0 }, [{ activity: 'listing the packages it loaded', timeoutText: (b) => `listing the packages it loaded did not finish within ${b} s` }]);
    return packages ?? [];
  }

  /**
   * Leaves the app to be closed by the next build (for a check that passed on the suite's
   * own server, which cannot fail to close): a round trip less per check. What the
   * framework prints before that close's marks belongs to the check that ended and is
   * dropped; the check keeps what it printed by the time it ended. Its count of output is
   * lost with the close: the differential mode uses this, a check does not (its flood is
   * judged on the count, features/support/world.ts).
   */
  closeWithNextBuild(): void {
    if (this.death || this.closePending) return;
    this.closePending = true;
    this.checkEnded = true;
    this.output.leaveClose();
  }

  /** Whether a check's close can be left to the next build: it printed little so far. */
  get quiet(): boolean {
    return this.output.quiet;
  }

  /**
   * Watches the framework while `work` (an HTTP exchange with it) runs: the work's own
   * error stands unless the process died or its event loop stopped answering meanwhile.
   */
  async watch<T>(activity: string, work: Promise<T>): Promise<T> {
    if (this.death) {
      // The exchange is under way already: its failure (nothing listens now) is this death's.
      work.catch(() => undefined);
      throw new FrameworkFailure(this.death);
    }
    this.activities.begin(activity);
    try {
      return await this.calls.meanwhile(
        work.catch(async (err: Error) => {
          throw await exchangeFailure(err, activity, { death: () => this.death, heartbeat: this.loop, kill: (reason) => this.kill(reason) });
        }),
      );
    } finally {
      this.activities.end(activity);
    }
  }

  /**
   * The bound of an exchange with the framework, started now: how much longer to wait at each
   * moment, `ms` of the time the machine gives the framework, never past `capMs` of wall-clock time.
   */
  exchangeBound(ms: number, capMs: number): () => number {
    const bound = this.starvation.bound(ms, Math.min(capMs, this.capMs));
    return () => bound.remainingMs();
  }

  /**
   * A check's bound (--check-timeout), started now: how much of it is left at each moment. It
   * counts the time the machine gives the framework, as every wait does, and stretches at most
   * to CHECK_BOUND_STRETCH times its length of wall-clock time: a check on a starved machine is
   * not cut short, one that runs for ever still ends.
   */
  checkBound(ms: number): () => number {
    const bound = this.starvation.bound(ms, ms * CHECK_BOUND_STRETCH);
    return () => bound.remainingMs();
  }

  /** How long the machine did not run the framework while checks waited on it, since the last call (ms). */
  takeStarvedMs(): number {
    const starved = this.starvedInWaits + (this.starvedBefore === undefined ? 0 : this.starvation.starvedMs() - this.starvedBefore);
    this.starvedInWaits = 0;
    if (this.starvedBefore !== undefined) this.starvedBefore = this.starvation.starvedMs();
    return starved;
  }

  /** The framework's output since the last call, cut at a few kilobytes, and how much it printed in all (output-capture.ts). */
  takeOutput(): { text: string; bytes: number } {
    return this.output.take();
  }

  /** Kills the process (unless a successor has it); `reason` becomes the failure of whatever waits on it. */
  kill(reason?: string): void {
    if (reason && !this.death) this.die(reason);
    this.heartbeat.stop();
    if (!this.succeeded) this.limits.killAll();
  }

  /** Sends a request and waits for its answer, each phase within its bound (calls.ts). */
  private async call(message: Extract<ToFramework, { id: number }>, phases: Phase[]): Promise<Answer> {
    if (this.death) throw new FrameworkFailure(this.death);
    return this.calls.call(message, phases);
  }

  private post(message: ToFramework): void {
    try {
      this.child.send(message);
    } catch {
      // The process is going: its exit (or the wait's bound) tells the check what happened.
    }
  }

  private onMessage(m: FromFramework): void {
    switch (m.t) {
      case 'pong':
        this.heartbeat.pong();
        this.limits.reportedRss(m.rss);
        if (m.heap !== undefined) this.memory.heap(m.heap);
        return;
      case 'resources':
        this.heartbeat.pong();
        // A wait with nothing pending in the framework can never end: it fails now, not at its bound.
        if (this.idle.look(m.types, m.cpuMs, undefined, otherThreadsRunnable(this.child.pid, this.link.thread))) {
          const current = this.activities.current!;
          this.calls.failAll(this.loop.afterStall(current, idleMessage(current)));
        }
        return;
      case 'loaded':
      case 'load-failed':
        if (m.t === 'loaded') this.link.thread = m.thread;
        // What the adapter started as it loaded, seen while its parent lives (it may exit soon).
        this.limits.findStarted();
        this.onLoad?.(m);
        return;
      case 'phase':
        this.calls.moved(m.id);
        return;
      case 'census':
        // The req and res of the app's first request: beside fw, app and router from the load.
        this.census = { ...this.census, ...m.census };
        return;
      case 'crash': {
        // The process ends: its state is not to be trusted (a patched prototype, a flag half
        // set), so no later check may run on it (features/support/framework.ts gives the next
        // check a fresh one). The check whose work threw fails for it: the one under way, or
        // an earlier one whose work outlived it (then the check under way runs again).
        // Where it ran in a framework thread, ended now, a fresh thread will do, unless it started
        // processes: those end only with the process (a fresh process then, as ever).
        this.retired = true;
        this.restartable = m.restartable === true && !this.limits.startedAny();
        const end = (reason: string) => (this.restartable ? this.die(reason, false) : this.kill(reason));
        const owner = this.ownerOf(m.check);
        if (owner) {
          const crash: LeftoverCrash = { owner, kind: m.kind, message: m.message, during: this.activities.during };
          reportLeftoverCrash(crash);
          end(leftoverNotRunMessage(crash));
          return;
        }
        end(`the framework ${crashWords(m.kind)} ${this.activities.during}:\n${m.message}`);
        return;
      }
      case 'ok':
      case 'failed':
        this.calls.answered(m);
        return;
    }
  }

  /** The check that ended before this crash came, when the crash was its work's (numbered as builds are). */
  private ownerOf(check: number | undefined): CheckOwner | undefined {
    if (check === undefined || check < 1 || check > this.checks.length) return undefined;
    if (check === this.checks.length && !this.checkEnded) return undefined;
    return this.checks[check - 1];
  }

  /** This framework is over; `processGone`: and its process with it (else a successor may load in it). */
  private die(message: string, processGone = true): void {
    if (this.death) return;
    this.death = message;
    if (processGone) {
      this.limits.stop();
      this.starvation.stop();
    }
    this.heartbeat.stop();
    this.calls.failAll(message);
  }
}
