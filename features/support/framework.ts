// The framework process this check process talks to. Started before the first check;
// after a process dies or is retired (an exception nobody caught: its state is not to be
// trusted), the next check gets a fresh one. A retired process never serves another check:
// the next check waits for the fresh one, within its own bound, or fails as not run. A
// replacement process runs the framework in a framework thread (framework-host.ts, on Node):
// a framework that throws there is replaced by a fresh thread in the same process, at a fifth
// of a process's cost. A replacement process is followed by a spare that starts loading at
// once, for the troubles only a process mends, so that a framework that fails often costs the
// run little more than one that passes.
import { AfterAll } from './cucumber';
import { FrameworkProcess, takeFrameworkProcess, Failure } from '../../adapters/isolation';
import { notRun, type NotRun } from '../../run-protocol/not-run';
import { config } from './config';
import { censusNames } from '../../spec/interface-members';

/** A check's failure that says it did not run, and why as data: the world tells the collector (world.ts, hooks.ts). */
export class NotRunFailure extends Failure {
  constructor(readonly notRun: NotRun) {
    super(notRun.message);
  }
}

let current: Promise<FrameworkProcess> | undefined;
let spare: Promise<FrameworkProcess> | undefined;

/** A framework process; `replacing`: for a framework that threw, which runs in a framework thread there. */
function start(replacing = false): Promise<FrameworkProcess> {
  const options = { adapter: config.adapter, profile: config.profile, cwd: config.cwd, timeoutMs: config.timeoutMs, maxMemoryMib: config.maxMemoryMib, runtime: config.runtime, checkTimeoutMs: config.checkTimeoutMs, census: censusNames() };
  // The process that probed the adapter, when this run is in the CLI's process (handover.ts).
  const probed = replacing ? undefined : takeFrameworkProcess(options);
  if (probed) return Promise.resolve(probed);
  const started = FrameworkProcess.start({ ...options, frameworkThread: replacing });
  started.catch(() => undefined); // a failed start is reported to the check that awaits it
  return started;
}

async function settled(p: Promise<FrameworkProcess> | undefined): Promise<FrameworkProcess | undefined> {
  return p?.catch(() => undefined);
}

/** A live framework process, with the run's adapter loaded, that no check has seen misbehave. */
export async function framework(): Promise<FrameworkProcess> {
  current ??= start();
  const fp = await settled(current);
  if (fp?.alive && !fp.retired) return fp;
  const why = fp?.death ?? (fp?.retired ? 'its framework threw where nobody caught it' : undefined);
  // A framework that threw in a framework thread: a fresh thread in the same process (a fifth
  // of a process's cost); the spare, if any, waits for a trouble only a process mends.
  const successor = fp?.successor();
  if (successor) {
    current = successor;
    return replacement(current, why);
  }
  fp?.kill();
  current = spare ?? start(true);
  spare = undefined;
  const next = await replacement(current, why); // throws the adapter's load failure, if any, to this check
  // The trouble may go on: the next replacement starts loading now (a fresh thread will do
  // for most: this one waits for a trouble only a process mends).
  spare = start(true);
  return next;
}

/** The fresh process, awaited within the check's bound; past it, the check is not run, and says why. */
async function replacement(fresh: Promise<FrameworkProcess>, why: string | undefined): Promise<FrameworkProcess> {
  const bound = config.checkTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const previous = why ? ` (the previous one was replaced: ${firstLine(why)})` : '';
      reject(new NotRunFailure(notRun('no-fresh-process', `a fresh framework process was not ready within the check's bound of ${bound / 1000} s (--check-timeout)${previous}`)));
    }, bound);
  });
  try {
    return await Promise.race([fresh, late]);
  } finally {
    clearTimeout(timer);
  }
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0];
}

// The run is over for this check process: its framework processes end now, with whatever
// they started, before the runner writes the reports (and, in workers, before they exit).
AfterAll(async function () {
  const all = await Promise.all([settled(current), settled(spare)]);
  for (const fp of all) fp?.kill();
  current = spare = undefined;
});
