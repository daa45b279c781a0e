// Every wait of the check side on one framework, and what watches the framework meanwhile:
// its requests (Calls), what it is doing (Activities), its event loop (Heartbeat, from the
// first watched activity to the last), whether it waits for nothing (IdleWatch), and the time
// the machine did not run it. Each bound counts the time the machine gave the framework
// (starvation.ts), up to `capMs` of wall-clock time. A blocked or stalled loop is named by the
// heartbeat, led by the memory's words when it is near its bound or grows fast (memory-trend.ts).
import { Activities } from './activities';
import { Calls } from './calls';
import type { Supervised } from './exchange-failure';
import { Heartbeat } from './heartbeat';
import { IdleWatch, idleMessage } from './idle-watch';
import type { MemoryTrend } from './memory-trend';
import type { ToFramework } from './protocol';
import { CHECK_BOUND_STRETCH, onBound, type Starvation } from './starvation';

export interface WaitsOptions {
  /** Bound of each wait (a response, serve(), the app code); also the event-loop bound. */
  timeoutMs: number;
  /** Wall-clock time a starved wait may stretch to. */
  capMs: number;
  starvation: Starvation;
  memory: MemoryTrend;
  post(message: ToFramework): void;
  /** The framework is lost (its loop blocked, a call timed out): `reason` fails whatever waits, as no answer. */
  kill(reason: string, noAnswer: true): void;
}

export class Waits {
  /** What the framework is doing for the check, for messages ("handling GET /x"). */
  readonly activities: Activities;
  /** Its requests, and whatever else waits on it: an HTTP exchange, the load. */
  readonly calls: Calls;
  /** The framework's event loop, pinged while the check waits on it. */
  readonly heartbeat: Heartbeat;
  /** Whether the framework waits for nothing that could move it on. */
  readonly idle: IdleWatch;
  /** The event loop as messages tell of it: the heartbeat's words, led by the memory when it is the likely cause. */
  readonly loop: Supervised['heartbeat'];
  /** Starved time within the waits since takeStarvedMs(), and the mark of the wait going on. */
  private starvedInWaits = 0;
  private starvedBefore?: number;

  constructor(private readonly o: WaitsOptions) {
    const given = () => o.starvation.givenMs();
    this.idle = new IdleWatch(given);
    this.activities = new Activities({
      begin: () => {
        this.idle.begin();
        this.heartbeat.start();
        this.starvedBefore ??= o.starvation.starvedMs();
      },
      end: () => {
        this.heartbeat.stop();
        this.idle.end();
        if (this.starvedBefore !== undefined) this.starvedInWaits += o.starvation.starvedMs() - this.starvedBefore;
        this.starvedBefore = undefined;
      },
    });
    this.heartbeat = new Heartbeat({
      timeoutMs: o.timeoutMs,
      clock: given,
      capMs: o.capMs,
      blocked: () => o.kill(this.loop.blockedMessage(this.activities.current!), true),
      ping: (n) => {
        o.post({ t: 'ping', n });
        if (this.idle.due()) o.post({ t: 'resources', n });
      },
    });
    this.calls = new Calls({
      boundMs: o.timeoutMs,
      send: (m) => o.post(m),
      timer: (ms, expired) => this.timer(ms, expired),
      begin: (activity) => this.activities.begin(activity),
      end: (activity) => this.activities.end(activity),
      timedOut: (phase) => {
        const reason = this.loop.blocked ? this.loop.blockedMessage(phase.activity) : this.loop.afterStall(phase.activity, phase.timeoutText(o.timeoutMs / 1000));
        // Its state is unknown now (a half-started server, a pending import): start afresh.
        o.kill(reason, true);
        return reason;
      },
    });
    const heartbeat = this.heartbeat;
    const memoryFirst = (message: string) => {
      const memory = o.memory.pressure();
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
  }

  /** Calls `expired` once `ms` of the time the machine gives the framework went by (never past capMs); returns its cancel. */
  timer(ms: number, expired: () => void): () => void {
    return onBound(this.o.starvation.bound(ms, this.o.capMs), expired);
  }

  /**
   * The bound of an exchange with the framework, started now: how much longer to wait at each
   * moment, `ms` of the time the machine gives the framework, never past `capMs` of wall-clock time.
   */
  bound(ms: number, capMs: number): () => number {
    const bound = this.o.starvation.bound(ms, Math.min(capMs, this.o.capMs));
    return () => bound.remainingMs();
  }

  /**
   * A check's bound (--check-timeout), started now: how much of it is left at each moment. It
   * counts the time the machine gives the framework, as every wait does, and stretches at most
   * to CHECK_BOUND_STRETCH times its length of wall-clock time: a check on a starved machine is
   * not cut short, one that runs for ever still ends.
   */
  checkBound(ms: number): () => number {
    const bound = this.o.starvation.bound(ms, ms * CHECK_BOUND_STRETCH);
    return () => bound.remainingMs();
  }

  /**
   * What keeps the framework's loop alive, in answer to a look: a wait with nothing pending
   * there (no thread of its process runnable either) can never end, and fails now, not at its bound.
   */
  looked(types: string[], cpuMs: number, threadRunnable: boolean): void {
    this.heartbeat.pong();
    if (this.idle.look(types, cpuMs, undefined, threadRunnable)) {
      const current = this.activities.current!;
      this.calls.failAll(this.loop.afterStall(current, idleMessage(current)), true);
    }
  }

  /** How long the machine did not run the framework while checks waited on it, since the last call (ms). */
  takeStarvedMs(): number {
    const starved = this.starvedInWaits + (this.starvedBefore === undefined ? 0 : this.o.starvation.starvedMs() - this.starvedBefore);
    this.starvedInWaits = 0;
    if (this.starvedBefore !== undefined) this.starvedBefore = this.o.starvation.starvedMs();
    return starved;
  }

  /** The framework is over: nothing more is waited on, every wait fails with `message` (`noAnswer`: it stopped answering). */
  end(message: string, noAnswer = false): void {
    this.heartbeat.stop();
    this.calls.failAll(message, noAnswer);
  }
}
