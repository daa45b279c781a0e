// The framework process that probed the adapter, handed to the run's first check instead of
// being killed: when Cucumber runs in the CLI's own process (--parallel 1), the process
// that loaded the adapter to learn its name and generation can serve the checks too, and a
// run starts one process, not two. Taken only for the same adapter, profile, directory and
// bound; anything else (workers of their own, a different module instance) starts its own.
import type { FrameworkProcess, FrameworkProcessOptions } from './framework-process';

let offered: { options: FrameworkProcessOptions; fp: FrameworkProcess } | undefined;

function sameOptions(a: FrameworkProcessOptions, b: FrameworkProcessOptions): boolean {
  return a.adapter === b.adapter && a.profile === b.profile && a.cwd === b.cwd && a.timeoutMs === b.timeoutMs && a.maxMemoryMib === b.maxMemoryMib && a.checkTimeoutMs === b.checkTimeoutMs && a.runtime?.executable === b.runtime?.executable;
}

/** Offers a started process to the run; one offered before and not taken is killed. */
export function offerFrameworkProcess(options: FrameworkProcessOptions, fp: FrameworkProcess): void {
  withdrawFrameworkProcess();
  offered = { options, fp };
}

/** The offered process, if it was started with these options and is still usable; once. */
export function takeFrameworkProcess(options: FrameworkProcessOptions): FrameworkProcess | undefined {
  const o = offered;
  offered = undefined;
  if (!o) return undefined;
  if (sameOptions(o.options, options) && o.fp.alive && !o.fp.retired) return o.fp;
  o.fp.kill();
  return undefined;
}

/** Kills the offered process if nobody took it (the run ended, or ran in workers of its own). */
export function withdrawFrameworkProcess(): void {
  offered?.fp.kill();
  offered = undefined;
}
