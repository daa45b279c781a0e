// Whatever waits on the framework process: its requests and their answers, and other work
// that depends on it (an HTTP exchange with the framework, the adapter's load), all failed at
// once when it dies. Each request has an id of its own, and each phase the framework reports
// for it (the app code, then serve()) has its own bound, armed afresh as the request moves
// on, and its own words in a failure. An answer that comes after its wait was given up is
// nobody's, and is dropped. A phase's bound is a timer of the owner's (starvation.ts: it
// stretches while the machine does not run the framework).
import { FrameworkFailure } from './failure';
import type { LoadedPackage } from './loaded-packages';
import type { FromFramework, ToFramework } from './protocol';

export interface Phase {
  /** What the framework is doing meanwhile, for messages ("running the app code"). */
  activity: string;
  timeoutText: (boundSeconds: number) => string;
}

export interface Answer {
  url?: string;
  printed?: number;
  packages?: LoadedPackage[];
  settings?: string[];
}

export interface CallsOptions {
  /** The bound of each phase. */
  boundMs: number;
  send(message: ToFramework): void;
  /** A phase begins: the framework is doing `activity` for the check. */
  begin(activity: string): void;
  end(activity: string): void;
  /** A phase ran out (its wait is given up): the words of its failure. */
  timedOut(phase: Phase): string;
  /** Calls `expired` after the bound of `ms`; returns its cancel (default: a wall-clock timer). */
  timer?: (ms: number, expired: () => void) => () => void;
}

function wallClockTimer(ms: number, expired: () => void): () => void {
  const t = setTimeout(expired, ms);
  return () => clearTimeout(t);
}

interface Pending {
  resolve(value: Answer): void;
  reject(err: Error): void;
  /** The framework moved on to the next phase of the request. */
  next(): void;
}

export class Calls {
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private others = new Set<(err: Error) => void>();

  constructor(private readonly options: CallsOptions) {}

  /** Sends a request and waits for its answer, phase by phase. */
  async call(message: Extract<ToFramework, { id: number }>, phases: Phase[]): Promise<Answer> {
    const id = this.nextId++;
    const { boundMs } = this.options;
    const timer = this.options.timer ?? wallClockTimer;
    let phase = phases[0];
    this.options.begin(phase.activity);
    try {
      return await new Promise<Answer>((resolve, reject) => {
        let cancel = () => {};
        const arm = () => {
          cancel();
          cancel = timer(boundMs, () => {
            this.pending.delete(id);
            reject(new FrameworkFailure(this.options.timedOut(phase), true));
          });
        };
        arm();
        this.pending.set(id, {
          resolve: (v) => {
            cancel();
            resolve(v);
          },
          reject: (err) => {
            cancel();
            reject(err);
          },
          next: () => {
            const i = phases.indexOf(phase);
            if (i < 0 || i + 1 >= phases.length) return;
            this.options.end(phase.activity);
            phase = phases[i + 1];
            this.options.begin(phase.activity);
            arm();
          },
        });
        this.options.send({ ...message, id });
      });
    } finally {
      this.options.end(phase.activity);
    }
  }

  /** The framework reported that request `id` moved on to its next phase. */
  moved(id: number): void {
    this.pending.get(id)?.next();
  }

  /** The framework answered a request. */
  answered(m: Extract<FromFramework, { t: 'ok' | 'failed' }>): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if (m.t === 'ok') p.resolve({ url: m.url, printed: m.printed, packages: m.packages, settings: m.settings });
    else p.reject(new FrameworkFailure(m.message));
  }

  /** `work`, failed by failAll() if that comes first. */
  async meanwhile<T>(work: Promise<T>): Promise<T> {
    let fail!: (err: Error) => void;
    const failed = new Promise<never>((_, reject) => {
      fail = reject;
      this.others.add(fail);
    });
    try {
      return await Promise.race([work, failed]);
    } finally {
      this.others.delete(fail);
    }
  }

  /** Everything still waiting fails with `message`; `noAnswer`: because the framework does not answer. */
  failAll(message: string, noAnswer = false): void {
    for (const p of this.pending.values()) p.reject(new FrameworkFailure(message, noAnswer));
    this.pending.clear();
    const others = [...this.others];
    this.others.clear();
    for (const fail of others) fail(new FrameworkFailure(message, noAnswer));
  }
}
