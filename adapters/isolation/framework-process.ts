// The check side of isolation: starts the framework process, asks it to build, serve and
// close apps, and watches it. Every wait is bounded; when the framework exits, crashes or
// stops answering (its event loop blocked), the wait fails with a message that says what
// happened and during what, and the process is killed so that a new one can take over.
//
// Its state is four parts, each with a state test of its own or of its parts:
//
//   link    (process-link.ts) the child (launch.ts) and what outlives a framework in it:
//           Limits (memory from /proc, the processes it started), Starvation (its CPU time:
//           the clock of every bound below), MemoryTrend; its events go to `current`
//   waits   (waits.ts) Calls (requests, each phase bounded), Activities, Heartbeat (pings
//           while a wait goes on), IdleWatch, the time the machine starved its waits
//   checks  (built-checks.ts) the checks built on it: whose work a crash was
//   output  (output-capture.ts) stdout/stderr, cut at each close's marks
//
// and `fate` (fate.ts): what became of it (death, a crash, a successor in its process).
import { AdapterError } from '../adapter-error';
import type { Answer, Phase } from './calls';
import { exchangeFailure } from './exchange-failure';
import { FrameworkFailure } from './failure';
import type { CensusFound } from './census';
import { crashWords, leftoverNotRunMessage, reportLeftoverCrash, type CheckOwner, type LeftoverCrash } from './leftover-crash';
import { DEFAULT_MAX_MEMORY_MIB } from './memory';
import { OutputCapture } from './output-capture';
import { otherThreadsRunnable } from './starvation';
import { adapterInfoSchema, type AdapterInfo } from './adapter-info';
import type { FromFramework, ToFramework } from './protocol';
import type { LoadedPackage } from './loaded-packages';
import { BuiltChecks } from './built-checks';
import { linkProcess, type LinkedFramework, type ProcessLink } from './process-link';
import { Waits } from './waits';
import { STARVED_WAIT_CAP_MS, type FrameworkProcessOptions } from './framework-options';
import type { Fate } from './fate';

export { FrameworkFailure } from './failure';
export { STARVED_WAIT_CAP_MS, type FrameworkProcessOptions } from './framework-options';

export class FrameworkProcess {
  info!: AdapterInfo;
  /** The members of the interface the framework's real objects lack, by object; an object left out was not inspected (census.ts); the settings it ignores. */
  census?: CensusFound;
  private readonly fate: Fate = { retired: false, restartable: false, succeeded: false };
  private readonly output = new OutputCapture();
  private readonly checks = new BuiltChecks();
  private readonly waits: Waits;
  private readonly link: ProcessLink;
  /** This framework as its process's events reach it (link.current while the process runs it). */
  private readonly linked: LinkedFramework;
  private onLoad?: (m: Extract<FromFramework, { t: 'loaded' | 'load-failed' }>) => void;

  private constructor(private readonly options: FrameworkProcessOptions, link?: ProcessLink) {
    this.linked = {
      death: () => this.fate.death,
      during: () => this.waits.activities.during,
      output: this.output,
      message: (m) => this.onMessage(m),
      kill: (reason) => this.kill(reason),
      die: (message) => this.die(message),
    };
    const maxMemoryMib = options.maxMemoryMib ?? DEFAULT_MAX_MEMORY_MIB;
    this.link = link ?? linkProcess({ cwd: options.cwd, runtime: options.runtime, maxMemoryMib, frameworkThread: options.frameworkThread }, this.linked);
    this.link.current = this.linked;
    this.waits = new Waits({
      timeoutMs: options.timeoutMs,
      capMs: Math.max(options.timeoutMs, options.checkTimeoutMs ?? STARVED_WAIT_CAP_MS),
      starvation: this.link.starvation,
      memory: this.link.memory,
      post: (m) => this.post(m),
      kill: (reason, noAnswer) => this.kill(reason, noAnswer),
    });
    // A fresh framework in the same process: the old one's output ends at framework-host.ts's marks.
    if (link) this.output.leaveClose();
  }

  /** Starts a framework process and loads the adapter in it; a broken adapter is an AdapterError. */
  static async start(options: FrameworkProcessOptions): Promise<FrameworkProcess> {
    return FrameworkProcess.load(new FrameworkProcess(options), options);
  }

  /**
   * A fresh framework in this process when the one it ran threw in a framework thread, now ended (framework-host.ts): the adapter
   * loads afresh in a fresh thread; the process's bounds, clock and memory watch go on. Undefined when only a fresh process will do.
   */
  successor(): Promise<FrameworkProcess> | undefined {
    const child = this.link.child;
    if (!this.fate.restartable || this.fate.succeeded || this.link.current !== this.linked || child.exitCode !== null || child.signalCode !== null) return undefined;
    this.fate.succeeded = true;
    const next = FrameworkProcess.load(new FrameworkProcess(this.options, this.link), this.options);
    next.catch(() => undefined); // a failed start is reported to the check that awaits it
    return next;
  }

  private static async load(fp: FrameworkProcess, options: FrameworkProcessOptions): Promise<FrameworkProcess> {
    // Loading may compile a TypeScript adapter on a loaded CI machine: generous, but bounded
    // (in time the machine gave the framework process, up to --check-timeout when it gave little).
    const bound = Math.max(5_000, 5 * options.timeoutMs);
    const { activities, calls } = fp.waits;
    let cancel = () => {};
    try {
      const loaded = new Promise<AdapterInfo>((resolve, reject) => {
        cancel = fp.waits.timer(bound, () => {
          reject(new AdapterError(`loading the adapter did not finish within ${bound / 1000} s (its module or the framework's import never completed)`, options.adapter));
        });
        fp.onLoad = (m) => {
          if (m.t !== 'loaded') return reject(new AdapterError(m.message, m.where));
          fp.census = m.census;
          resolve(adapterInfoSchema.parse(m.adapter));
        };
        activities.begin('loading the adapter', false);
        fp.post({ t: 'load', spec: options.adapter, profile: options.profile, cwd: options.cwd, ...(options.census ? { census: options.census } : {}), ...(options.swaps?.length ? { swaps: options.swaps } : {}) });
      });
      fp.info = await calls.meanwhile(loaded).catch((err: Error) => {
        if (!(err instanceof FrameworkFailure)) throw err;
        // The process died as it loaded: what it printed says why, more often than not.
        throw new AdapterError(`${err.message}${fp.output.quote()}`, options.adapter);
      });
    } catch (err) {
      fp.kill();
      throw err;
    } finally {
      cancel();
      activities.end('loading the adapter');
    }
    return fp;
  }

  /** Set once the process is gone (or being killed): why, in words for a check's failure. */
  get death(): string | undefined {
    return this.fate.death;
  }

  /** The framework threw where nobody caught it: this process was killed, and takes no more checks. */
  get retired(): boolean {
    return this.fate.retired;
  }

  /** The death as data: an earlier check's leftover crash, or the check's own uncaught exception. */
  get deathCause(): Pick<Fate, 'lostToLeftover' | 'uncaught'> {
    return this.fate;
  }

  get alive(): boolean {
    return this.fate.death === undefined;
  }

  /**
   * Runs the scenario's app code in the framework process and serves the app; resolves its URL.
   * `check` names the check, should work it leaves running throw after it ended (leftover-crash.ts).
   */
  async build(code: string, fixtures: string, tls: boolean, check: CheckOwner = { id: '', name: 'an earlier check' }): Promise<string> {
    const serving = this.info.serve ? 'serve()' : 'starting the server';
    const { n, closeFirst } = this.checks.build(check);
    // At each check too, not only every second: a process may start and exit within a check.
    this.link.limits.findStarted();
    const { url } = await this.call({ t: 'build', id: 0, check: n, ...(check.checkId ? { checkId: check.checkId } : {}), code, fixtures, tls, closeFirst }, [
      { activity: 'running the app code of "Given the app:"', timeoutText: (b) => `the app code of "Given the app:" did not finish within ${b} s` },
      { activity: `in ${serving}`, timeoutText: (b) => `${serving} did not resolve within ${b} s` },
    ]);
    // (the answer and a death may come in one turn: a URL of a process that is gone serves nothing)
    if (this.fate.death) throw this.deathFailure()!;
    if (!url) throw new FrameworkFailure(`${serving} gave no URL`);
    return url;
  }

  /** Closes the app and collects the output printed up to here. */
  async close(): Promise<void> {
    this.output.closing();
    const { printed } = await this.call({ t: 'close', id: 0 }, [{ activity: 'closing the app', timeoutText: (b) => `closing the app did not finish within ${b} s` }]);
    this.checks.closed();
    // (a bound in the time the machine gave the framework: its marks come when it is run)
    await this.output.closed(printed ?? 0, (expired) => this.waits.timer(Math.min(this.options.timeoutMs, 5000), expired));
  }

  /** Looks, once per process and between checks, for the settings the framework ignores (ignored-settings.ts): into the census. */
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
   * Leaves the app to be closed by the next build (a check that passed on the suite's own
   * server, which cannot fail to close): a round trip less per check. What the framework prints
   * before that close's marks is dropped, and its count of output with it: the differential mode
   * uses this, a check does not (its flood is judged on the count, features/support/world.ts).
   */
  closeWithNextBuild(): void {
    if (this.fate.death || !this.checks.leaveClose()) return;
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
    if (this.fate.death) {
      // The exchange is under way already: its failure (nothing listens now) is this death's.
      work.catch(() => undefined);
      throw this.deathFailure()!;
    }
    const { activities, calls, loop } = this.waits;
    activities.begin(activity);
    try {
      return await calls.meanwhile(
        work.catch(async (err: Error) => {
          throw await exchangeFailure(err, activity, { death: () => this.deathFailure(), heartbeat: loop, kill: (reason, noAnswer) => this.kill(reason, noAnswer) });
        }),
      );
    } finally {
      activities.end(activity);
    }
  }

  /** The bound of an HTTP exchange with the framework, started now: how much longer to wait at each moment (waits.ts). */
  exchangeBound(ms: number, capMs: number): () => number {
    return this.waits.bound(ms, capMs);
  }

  /** A check's bound (--check-timeout), started now: how much of it is left at each moment (waits.ts). */
  checkBound(ms: number): () => number {
    return this.waits.checkBound(ms);
  }

  /** How long the machine did not run the framework while checks waited on it, since the last call (ms). */
  takeStarvedMs(): number {
    return this.waits.takeStarvedMs();
  }

  /** The framework's output since the last call, cut at a few kilobytes, and how much it printed in all (output-capture.ts). */
  takeOutput(): { text: string; bytes: number } {
    return this.output.take();
  }

  /** Kills the process (unless a successor has it); `reason` becomes the failure of whatever waits on it (`noAnswer`: it stopped answering). */
  kill(reason?: string, noAnswer = false): void {
    if (reason && !this.fate.death) this.die(reason, true, noAnswer);
    this.waits.heartbeat.stop();
    if (!this.fate.succeeded) this.link.limits.killAll();
  }

  /** Sends a request and waits for its answer, each phase within its bound (calls.ts). */
  private async call(message: Extract<ToFramework, { id: number }>, phases: Phase[]): Promise<Answer> {
    if (this.fate.death) throw this.deathFailure()!;
    return this.waits.calls.call(message, phases);
  }

  private post(message: ToFramework): void {
    try {
      this.link.child.send(message);
    } catch {
      // The process is going: its exit (or the wait's bound) tells the check what happened.
    }
  }

  private onMessage(m: FromFramework): void {
    const { link, waits } = this;
    switch (m.t) {
      case 'pong':
        waits.heartbeat.pong();
        link.limits.reportedRss(m.rss);
        if (m.heap !== undefined) link.memory.heap(m.heap);
        return;
      case 'resources':
        return waits.looked(m.types, m.cpuMs, otherThreadsRunnable(link.child.pid, link.thread));
      case 'loaded':
      case 'load-failed':
        if (m.t === 'loaded') link.thread = m.thread;
        // What the adapter started as it loaded, seen while its parent lives (it may exit soon).
        link.limits.findStarted();
        this.onLoad?.(m);
        return;
      case 'phase':
        return waits.calls.moved(m.id);
      case 'census':
        // The req and res of the app's first request: beside fw, app and router from the load.
        this.census = { ...this.census, ...m.census };
        return;
      case 'crash':
        return this.crashed(m);
      case 'ok':
      case 'failed':
        return waits.calls.answered(m);
    }
  }

  /**
   * No later check may run on a framework that threw (a patched prototype, a flag half set:
   * features/support/framework.ts gives the next one a fresh one). The check whose work threw
   * fails for it: the one under way, or an earlier one whose work outlived it (then the one under
   * way runs again). A fresh thread will do where it ran in one, unless it started processes.
   */
  private crashed(m: Extract<FromFramework, { t: 'crash' }>): void {
    const { fate } = this;
    fate.retired = true;
    fate.restartable = m.restartable === true && !this.link.limits.startedAny();
    const end = (reason: string) => (fate.restartable ? this.die(reason, false) : this.kill(reason));
    const during = this.waits.activities.during;
    const owner = this.checks.ownerOf(m.check);
    if (owner) {
      const crash: LeftoverCrash = { owner, kind: m.kind, message: m.message, during };
      reportLeftoverCrash(crash);
      if (!fate.death) fate.lostToLeftover = crash;
      return end(leftoverNotRunMessage(crash));
    }
    if (!fate.death) fate.uncaught = { kind: m.kind, message: m.message };
    end(`the framework ${crashWords(m.kind)} ${during}:\n${m.message}`);
  }

  /** The failure of whatever waits on this framework once it is over; undefined while it lives. */
  private deathFailure(): FrameworkFailure | undefined {
    return this.fate.death === undefined ? undefined : new FrameworkFailure(this.fate.death, this.fate.deathNoAnswer);
  }

  /** This framework is over; `processGone`: and its process with it (else a successor may load in it). */
  private die(message: string, processGone = true, noAnswer = false): void {
    if (this.fate.death) return;
    this.fate.death = message;
    this.fate.deathNoAnswer = noAnswer;
    if (processGone) {
      this.link.limits.stop();
      this.link.starvation.stop();
    }
    this.waits.end(message, noAnswer);
  }
}
