// Timers the framework unref'd: pending work that Node's list of what keeps the event loop
// alive (process.getActiveResourcesInfo()) does not show, since they do not keep it alive.
// A handler may answer from one (a batch flushed on a timer that must not hold the process
// open): the idle watch (idle-watch.ts) must not take a framework waiting on one for a
// framework that would wait forever. So the framework host counts the timers unref'd after
// it starts, not yet fired or cleared, leaving out Node's own (each HTTP server unrefs an
// interval that checks its connections). A timer unref'd for good (a cleanup interval)
// keeps the watch from judging any wait idle: the wait then ends at its bound, as where the
// list is blind; slower to fail, never a false failure.
import * as timers from 'node:timers';

interface NodeTimeout {
  unref(): unknown;
  ref(): unknown;
  /** Node's own mark of a timer that fired (and will not repeat) or was cleared. */
  _destroyed?: boolean;
}

/** Above this many timers tracked, the ended ones are dropped as new ones come. */
const PRUNE_AT = 256;

/** Whether the code that called unref() is Node's own (its frame after unref's). */
function calledByNode(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 3;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  // [message, calledByNode, the unref wrapper, its caller]
  return /^\s+at (?:.* \()?node:/.test(stack.split('\n')[3] ?? '');
}

/**
 * Starts counting the timers unref'd from now on; returns how many are pending (undefined
 * where the runtime's timers do not show when they end: nothing is counted there).
 */
export function watchUnrefTimers(): () => number | undefined {
  const probe = timers.setTimeout(() => undefined, 60_000) as unknown as NodeTimeout | number;
  const marksAnEnd = typeof probe === 'object' && probe !== null && probe._destroyed === false;
  timers.clearTimeout(probe as unknown as NodeJS.Timeout);
  // (a runtime whose timers are numbers, or that does not mark an ended one, is not watched)
  if (!marksAnEnd || (probe as NodeTimeout)._destroyed !== true) return () => undefined;
  const proto = Object.getPrototypeOf(probe) as NodeTimeout;
  if (typeof proto.unref !== 'function' || typeof proto.ref !== 'function') return () => undefined;
  const pending = new Set<NodeTimeout>();
  const prune = () => {
    for (const t of pending) if (t._destroyed) pending.delete(t);
  };
  const { unref, ref } = proto;
  proto.unref = function (this: NodeTimeout) {
    if (!this._destroyed && !calledByNode()) {
      if (pending.size >= PRUNE_AT) prune();
      pending.add(this);
    }
    return unref.call(this);
  };
  proto.ref = function (this: NodeTimeout) {
    pending.delete(this);
    return ref.call(this);
  };
  return () => {
    prune();
    return pending.size;
  };
}
