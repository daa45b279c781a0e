// Why an HTTP exchange with the framework failed. The exchange's own error stands unless the
// framework's process died or its event loop stopped answering meanwhile: a reset socket is
// usually the process dying, and its exit, a moment later, says why; a request that timed out
// while the loop was blocked was the loop's doing (the process is killed for it), and one
// that timed out after the loop stalled and came back names the stall first.
import { FrameworkFailure } from './failure';
import type { Heartbeat } from './heartbeat';

/** After a socket error, how long to wait for the process's exit to explain it. */
export const DEATH_GRACE_MS = 300;

export interface Supervised {
  /** Why the framework's process is gone, once it is: the failure of whatever waited on it. */
  death(): FrameworkFailure | undefined;
  heartbeat: Pick<Heartbeat, 'blocked' | 'stalled' | 'blockedMessage' | 'afterStall'>;
  /** Kills the process for not answering: `reason` becomes its death. */
  kill(reason: string, noAnswer: true): void;
}

/** The failure of an exchange that failed with `err` while the framework was doing `activity`. */
export async function exchangeFailure(err: Error, activity: string, framework: Supervised): Promise<Error> {
  const timedOut = err?.name === 'TimeoutError';
  if (framework.death() === undefined && !timedOut) await delay(DEATH_GRACE_MS);
  const death = framework.death();
  if (death !== undefined) return death;
  if (timedOut && framework.heartbeat.blocked) {
    const reason = framework.heartbeat.blockedMessage(activity);
    framework.kill(reason, true);
    return framework.death() ?? new FrameworkFailure(reason, true);
  }
  // A loop that stalled and came back: the stall is the cause, the timeout its symptom.
  if (timedOut && framework.heartbeat.stalled) return new FrameworkFailure(framework.heartbeat.afterStall(activity, err.message), true);
  return err;
}

function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
