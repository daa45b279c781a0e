// The framework process this check process talks to. Started before the first check;
// after a process dies or is retired (an exception nobody caught), the next check gets a
// fresh one, started in the background as soon as the trouble began, so that a framework
// that fails often costs the run little more than one that passes.
import { FrameworkProcess } from '../../adapters/isolation/framework-process';
import { takeFrameworkProcess } from '../../adapters/isolation/handover';
import { config } from './config';

let current: Promise<FrameworkProcess> | undefined;
let spare: Promise<FrameworkProcess> | undefined;

function start(): Promise<FrameworkProcess> {
  const options = { adapter: config.adapter, profile: config.profile, cwd: config.cwd, timeoutMs: config.timeoutMs, runtime: config.runtime };
  // The process that probed the adapter, when this run is in the CLI's process (handover.ts).
  const probed = takeFrameworkProcess(options);
  if (probed) return Promise.resolve(probed);
  const started = FrameworkProcess.start(options);
  started.catch(() => undefined); // a failed start is reported to the check that awaits it
  return started;
}

async function settled(p: Promise<FrameworkProcess> | undefined): Promise<FrameworkProcess | undefined> {
  return p?.catch(() => undefined);
}

/** A live framework process, with the run's adapter loaded. */
export async function framework(): Promise<FrameworkProcess> {
  current ??= start();
  const fp = await settled(current);
  if (fp?.alive && !fp.retired) return fp;
  // A replacement is needed: take the spare, or start one.
  spare ??= start();
  const ready = await isReady(spare);
  if (fp?.alive && !ready) return fp; // retired but working: serve this check while the spare loads
  fp?.kill();
  current = spare;
  spare = undefined;
  const next = await current; // throws the adapter's load failure, if any, to this check
  // The trouble may go on: the next replacement starts loading now.
  spare = start();
  return next;
}

/** Whether the promise has settled already (without waiting for it). */
async function isReady(p: Promise<FrameworkProcess>): Promise<boolean> {
  const marker = Symbol('pending');
  const value = await Promise.race([p.then(() => true, () => true), Promise.resolve(marker)]);
  return value !== marker;
}
