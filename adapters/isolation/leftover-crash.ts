// Work a check leaves running (a file callback called after its answer, a timer, a promise)
// can throw after the check ended, while a later check runs on the same framework process.
// Such a crash is the earlier check's: the later check did not run whole and runs again on a
// fresh process (runner/run.ts), and the earlier check fails for it (runner/collect.ts).
// The framework process tells of it here; the check it fell on reports it (hooks.ts).

/** The first words of the failure of a check that a crash of an earlier check's work fell on (words only: FrameworkProcess.deathCause says it as data). */
const LEFTOVER_NOT_RUN = 'not run: the framework process was lost to work an earlier check left running';

/** The check whose work threw, as the check side names it. */
export interface CheckOwner {
  /** Cucumber's pickle id: the collector finds the check's result by it. */
  id: string;
  name: string;
  /** The check's id as results give it (feature::name): what --coverage attributes the framework's lines to. */
  checkId?: string;
}

export interface LeftoverCrash {
  owner: CheckOwner;
  kind: 'exception' | 'rejection';
  /** The error's text, as the framework process gave it. */
  message: string;
  /** When it came: "while handling GET /x" of a later check, or "between checks". */
  during: string;
}

const pending: LeftoverCrash[] = [];

export function reportLeftoverCrash(crash: LeftoverCrash): void {
  pending.push(crash);
}

/**
 * The crashes told since the last call, oldest first; with `isMine`, only those of the checks
 * it owns (two runs in one process each take their own checks' crashes).
 */
export function takeLeftoverCrashes(isMine: (owner: CheckOwner) => boolean = () => true): LeftoverCrash[] {
  const taken = pending.filter((c) => isMine(c.owner));
  pending.splice(0, pending.length, ...pending.filter((c) => !isMine(c.owner)));
  return taken;
}

/** What the framework's work did, in the words every crash message uses (the not-implemented classifier reads them). */
export const crashWords = (kind: LeftoverCrash['kind']): string => (kind === 'exception' ? 'threw an exception nobody caught' : 'left a promise rejection unhandled');

/** The failure of the check a crash of `owner`'s work fell on: not run, to be run again. */
export function leftoverNotRunMessage(crash: LeftoverCrash): string {
  const what = crashWords(crash.kind);
  return `${LEFTOVER_NOT_RUN} ("${crash.owner.name}"), which ${what} ${crash.during}; this check runs again on a fresh one:\n${crash.message}`;
}

/** The failure of the check whose work threw after it ended. */
export function leftoverOwnerMessage(crash: Pick<LeftoverCrash, 'kind' | 'message'>): string {
  const what = crashWords(crash.kind);
  return `after this check ended, work it left running ${what} (a server would have crashed on it):\n${crash.message}`;
}
