// Stopping a run early, so that a framework broken everywhere does not hold CI for the
// whole run's bound: after --max-failures failed checks, or when the framework has not
// answered in any of the last --bail-after-timeouts checks (each ended by a wait's bound).
// The runner decides from the results as they come; the check processes (Cucumber workers)
// read the decision from a file before each check (features/support/hooks.ts), and the
// checks not started by then fail as not run, with the reason.
import * as os from 'node:os';
import * as path from 'node:path';
import { removeStop, writeStop } from '../run-protocol/stop-file';
import { notRun, type NotRun } from '../run-protocol/not-run';
import type { CheckResult, Summary } from './results';

/** Checks in a row in which the framework did not answer before the run stops: one wait's bound each (5 s by default). */
export const DEFAULT_BAIL_AFTER_TIMEOUTS = 5;

/**
 * A check in which the framework never answered: a wait ended at its bound (a response, the app
 * code, serve(), close, the check's own bound), or the framework could no longer answer at all
 * (an event loop blocked, nothing pending that could move it on). Decided where the wait ended
 * (adapters/isolation/failure.ts, isNoAnswer) and carried as data, never read from the words.
 */
export function isNoAnswer(r: CheckResult): boolean {
  return r.status === 'failed' && r.noAnswer === true;
}

export interface EarlyStopOptions {
  /** Stop after this many failed checks (known divergences of an oracle not counted). */
  maxFailures?: number;
  /** Stop when the framework did not answer in this many checks in a row; 0: never. */
  bailAfterTimeouts: number;
}

export class EarlyStop {
  readonly file: string;
  private failures = 0;
  private silent = 0;
  /** Why the run stopped, once it did: what the checks not begun by then are. */
  reason?: NotRun;

  constructor(private readonly options: EarlyStopOptions) {
    this.file = path.join(os.tmpdir(), `fwc-stop-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  }

  /** A check's result, with where the run's summary counts it (results.ts countedAs: an oracle's known divergence is no failure). */
  onResult = (r: CheckResult, counted: keyof Summary): void => {
    // Checks not run (the run's bound, an early stop) are the consequence of a stop, not a cause.
    if (this.reason || counted === 'notRun') return;
    if (counted === 'failed' || counted === 'notImplemented') this.failures++;
    this.silent = isNoAnswer(r) ? this.silent + 1 : 0;
    const { maxFailures, bailAfterTimeouts } = this.options;
    if (maxFailures !== undefined && this.failures >= maxFailures) {
      this.stop(notRun('max-failures', `the run stopped after ${this.failures} failed checks (--max-failures ${maxFailures})`));
    } else if (bailAfterTimeouts > 0 && this.silent >= bailAfterTimeouts) {
      this.stop(
        notRun(
          'bail-after-timeouts',
          `the run stopped because the framework did not answer in ${this.silent} checks in a row ` +
            `(each ended by a bound: --bail-after-timeouts ${bailAfterTimeouts}; 0 runs every check whatever happens)`,
        ),
      );
    }
  };

  /** Stops the run now: checks not begun by then are not run, for `reason`. */
  stop(reason: NotRun): void {
    this.reason = reason;
    writeStop(this.file, reason);
  }

  /** Removes the file (the run is over). */
  dispose(): void {
    removeStop(this.file);
  }
}
