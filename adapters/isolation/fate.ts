// What became of a framework process (FrameworkProcess's `fate`): whether it died and why, whether
// it may take more checks, and whether a successor has its process.
import type { LeftoverCrash } from './leftover-crash';

/** What became of a framework. */
export interface Fate {
  /** Set once the process is gone (or being killed): why, in words for a check's failure. */
  death?: string;
  /** The death was the framework not answering (a bound, a blocked loop): FrameworkFailure.noAnswer. */
  deathNoAnswer?: boolean;
  /** The framework threw where nobody caught it: this process was killed, and takes no more checks. */
  retired: boolean;
  /** The framework threw in a framework thread, now ended: the process can load a fresh one (successor()). */
  restartable: boolean;
  /** A successor has the process now: killing this one leaves it alone. */
  succeeded: boolean;
  /** The crash of an earlier check's work that was the death: the check it fell on did not run. */
  lostToLeftover?: LeftoverCrash;
  /** The exception nobody caught (or rejection) of the check under way that was the death, as data. */
  uncaught?: Pick<LeftoverCrash, 'kind' | 'message'>;
}
