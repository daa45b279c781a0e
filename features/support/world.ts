// The state of one scenario: the app it built (in the framework process), where it is
// served, and the last exchange. Every wait is bounded; a framework that misbehaves fails
// this check with a message saying what happened, and later requests of the check fail
// at once with the same message (a property does not retry a dead framework 40 times).
import { World, setWorldConstructor, type IWorldOptions } from './cucumber';
import { type FrameworkProcess, FrameworkFailure, type CheckOwner, SETTING_PROBES } from '../../adapters/isolation';
import { FIXTURES } from './app-code';
import { config } from './config';
import { setsSetting } from '../../spec/interface-members';
import { framework, NotRunFailure } from './framework';
import type { NotRun } from '../../run-protocol/not-run';
import type { Uncaught } from '../../run-protocol/attachments';
import { describeRequest, send, TimeoutError, type SentHeaders, type WireRequest, type WireResponse } from './http-client';
import { HttpLint } from './http-lint';

export { config };

export class ConformanceWorld extends World {
  readonly config = config;
  private fp?: FrameworkProcess;
  private url?: string;
  private tls = false;
  private failure?: Error;
  /** When the check began: its bound (--check-timeout) counts from here. */
  private readonly began = Date.now();
  /** What is left of the check's bound, in the time the machine gives the framework, once the app is built on a process. */
  private checkLeft?: () => number;
  private lastResponse?: WireResponse;
  private lastRequest?: WireRequest;
  /** The header lines the last request went with (the client's and node's added), once written. */
  private lastSent?: SentHeaders;
  private requestCount = 0;
  private closed = false;
  /** Every response is held to HTTP/1.1 (http-lint.ts). */
  readonly httpLint = new HttpLint();
  /** The first HTTP/1.1 rule a security check's responses broke, failed after its steps (hooks.ts). */
  lintFailure?: Error;
  /**
   * What ended the framework, when a request of this check did: its process died or threw where
   * nobody caught it, its loop blocked, or it never answered. A security check records it as
   * its observation (hooks.ts): a request that stops the server is a denial of service.
   */
  stoppedBy?: string;
  /** A step failed because the framework did not answer (hooks.ts: AfterStep). */
  noAnswer = false;
  /**
   * Why this check did not run, when what failed it decided so: a fresh framework process not
   * ready within its bound, its process lost to an earlier check's work. Told to the collector
   * as data by hooks.ts (run-protocol/not-run.ts), never by the failure's words.
   */
  notRun?: NotRun;
  /** The exception nobody caught that ended the framework and failed this check: its stack, told to the collector as data (hooks.ts). */
  uncaught?: Uncaught;

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** The check this world runs (hooks.ts): work it leaves running is told as its own. */
  check?: CheckOwner;
  /** The spec rows the scenario is tagged with (@spec:, hooks.ts): how its bodies are compared (json-body.ts). */
  specRows: readonly string[] = [];

  /** The app code of the check (the last the scenario built). */
  private appCode?: string;

  /** Builds the app in the framework process and serves it (over TLS if the scenario says so). */
  async buildApp(code: string): Promise<void> {
    const fp = await framework().catch((err: unknown) => {
      this.notRun ??= this.notRunOf(err);
      throw err;
    });
    this.fp = fp;
    this.appCode = code;
    // From here the check's bound counts what the machine gives the framework (starvation.ts).
    this.checkLeft = fp.checkBound(Math.max(0, config.checkTimeoutMs - (Date.now() - this.began)));
    this.url = await this.guard(() => fp.build(code, FIXTURES, this.tls, this.check));
  }

  /** Set before the app is built (hooks.ts reads the scenario's steps). */
  serveOverTls(): void {
    this.tls = true;
  }

  /**
   * Sends a request to the app. `activity` names what the framework is doing meanwhile, for
   * messages (a rejection left unhandled, a crash, a hang): by default, handling this request.
   */
  async request(request: WireRequest, activity = `handling ${describeRequest(request)}`): Promise<WireResponse> {
    const fp = this.fp;
    if (!fp) throw new Error('no app: the scenario must start with "Given the app:"');
    if (this.failure) throw this.failure;
    this.lastRequest = request;
    this.lastSent = undefined;
    this.requestCount++;
    const url = this.url;
    if (!url) throw new Error('the app was not served');
    return this.stopsOn(fp, request, () => this.guard(async () => {
      const remaining = this.checkLeft ? this.checkLeft() : config.checkTimeoutMs - (Date.now() - this.began);
      if (remaining <= 0) throw this.checkBoundReached();
      const timeout = Math.min(config.timeoutMs, remaining);
      try {
        this.lastResponse = await fp.watch(
          activity,
          send(url, request, timeout, fp.exchangeBound(timeout, remaining), (sent) => (this.lastSent = sent), (ms) => fp.exchangeBound(ms, remaining)),
        );
      } catch (err) {
        if (err instanceof TimeoutError && timeout < config.timeoutMs) throw this.checkBoundReached();
        throw err;
      }
      // A response that breaks HTTP/1.1 fails the check; later requests fail with it at once.
      const broken = this.httpLint.judge(request, this.lastResponse);
      if (broken && this.httpLint.deferred) this.lintFailure ??= broken;
      else if (broken) throw (this.failure = broken);
      return this.lastResponse;
    }));
  }

  /** Runs a request's work; when the framework stopped on it (not a broken response, not the check's own bound), says what ended it. */
  private async stopsOn<T>(fp: FrameworkProcess, request: WireRequest, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      const stopped = err === this.failure && (err instanceof TimeoutError || !fp.alive || fp.retired);
      if (stopped) this.stoppedBy ??= `${describeRequest(request)} stopped the framework: ${whatEnded((err as Error).message)}`;
      throw err;
    }
  }

  /** Where the app is served, for the steps that speak HTTP on a socket of their own. */
  get baseUrl(): string {
    if (!this.url) throw new Error('the app was not served: the scenario must start with "Given the app:"');
    return this.url;
  }

  get response(): WireResponse {
    if (!this.lastResponse) throw new Error('no response yet: a "When I send ..." step must come first');
    return this.lastResponse;
  }

  /** The last request sent, its response if one came, and how many were sent (for the report). */
  get lastExchange(): { request: WireRequest; sent?: SentHeaders; response?: WireResponse; requests: number } | undefined {
    if (!this.lastRequest) return undefined;
    // A response belongs to the last request only if that request got one (not on a timeout).
    const response = this.lastResponse?.request === this.lastRequest ? this.lastResponse : undefined;
    return { request: this.lastRequest, sent: this.lastSent, response, requests: this.requestCount };
  }

  /**
   * Closes the app; a framework that fails to close fails the check (unless it failed already).
   * Every check waits for its close, which brings the count of what the framework printed
   * during the check (the flood verdict is judged on it): leaving the close to the next build
   * saved no measurable time (0.6 to 1.1 ms of CPU per check either way, 400 checks, reference).
   */
  async close(): Promise<void> {
    const fp = this.fp;
    if (!fp?.alive || this.closed) return;
    this.closed = true;
    try {
      await fp.close();
    } catch (err) {
      // Ended as its app closed (work the check's requests left running threw): their doing, as a death during one of them is.
      if (this.lastRequest && (!fp.alive || fp.retired)) {
        this.stoppedBy ??= `after the check's requests, the framework died as its app closed: ${whatEnded((err as Error).message)}`;
      }
      if (!this.failure) throw err;
    }
  }

  /** What made the framework fail in this check (its death, a stall, a wait that ran out, a response that broke HTTP/1.1), if it did. */
  get frameworkFailure(): Error | undefined {
    return this.failure;
  }

  /**
   * After the app closed, where the check's app code sets a setting the framework may accept
   * and ignore, looks whether it does (once per framework process: ignored-settings.ts), so
   * that the census names it. Between checks, never at load: a request then would be no check's.
   */
  async lookForIgnoredSettings(): Promise<void> {
    const fp = this.fp;
    if (!fp?.alive || fp.retired || !fp.census || !this.appCode || !setsProbedSetting(this.appCode)) return;
    try {
      await fp.lookForIgnoredSettings(config.profile);
    } catch {
      // A framework that fails the look tells nothing of its settings, and nothing of the check.
    }
  }

  /** What the framework's real objects lack (the census its process took when it loaded), if this check built an app. */
  get census(): FrameworkProcess['census'] {
    return this.fp?.census;
  }

  /** How long the machine did not run the framework while this check waited on it (ms). */
  takeStarvedMs(): number {
    return this.fp?.takeStarvedMs() ?? 0;
  }

  /** What the framework printed during this check (its last words too, if it died). */
  takeOutput(): { text: string; bytes: number } {
    return this.fp?.takeOutput() ?? { text: '', bytes: 0 };
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      // Once the framework itself failed, nothing later in this check can succeed.
      if (err instanceof FrameworkFailure || err instanceof TimeoutError) this.failure = err;
      this.noteFailure(err);
      throw err;
    }
  }

  /**
   * Keeps what a failure of this check says of it, as data for hooks.ts to tell: that it did
   * not run, or the exception nobody caught that ended its framework. The first stands. Every
   * exchange of world.request goes through it; a step that talks to the framework on its own
   * (a raw connection) tells it its failures.
   */
  noteFailure(err: unknown): void {
    this.notRun ??= this.notRunOf(err);
    this.uncaught ??= this.uncaughtOf(err);
  }

  /**
   * Whether `err`, a failure of this check, says it did not run: one that says so itself, or
   * the death of its framework process when a crash of an earlier check's work was that death.
   */
  notRunOf(err: unknown): NotRun | undefined {
    if (err instanceof NotRunFailure) return err.notRun;
    const fp = this.fp;
    if (err instanceof FrameworkFailure && fp && !fp.alive && fp.deathCause.lostToLeftover) return { cause: 'leftover-crash', message: err.message };
    return undefined;
  }

  /** Whether `err`, a failure of this check, is the death of its framework process by an exception nobody caught of this check's own: that exception. */
  uncaughtOf(err: unknown): Uncaught | undefined {
    const fp = this.fp;
    return err instanceof FrameworkFailure && fp && !fp.alive && fp.deathCause.uncaught ? fp.deathCause.uncaught : undefined;
  }

  private checkBoundReached(): Error {
    return new FrameworkFailure(
      `the check did not finish within its bound of ${config.checkTimeoutMs / 1000} s (--check-timeout); ${this.requestCount} requests were sent`,
      true,
    );
  }
}

/** Whether app code sets a setting ignored-settings.ts probes (`app.set('etag', ...)`, `app.enable('trust proxy')`). */
function setsProbedSetting(code: string): boolean {
  return SETTING_PROBES.some(({ setting }) => setsSetting(code, setting));
}

/** A stop's message in one line: its first, and the error it quotes when the first ends at a colon (an exception nobody caught). */
function whatEnded(message: string): string {
  const [first, ...rest] = message.split('\n');
  const quoted = first.endsWith(':') ? rest.find((line) => line.trim() !== '') : undefined;
  return quoted ? `${first} ${quoted.trim()}` : first;
}

setWorldConstructor(ConformanceWorld);
