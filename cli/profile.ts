// Which profile a run checks: the one --profile names, else the generation the adapter
// declares (the express@N adapters, an adapter module's `generation`, init's adapters), so a
// 4.x framework run without --profile is judged against 4.x. The reference and an adapter that
// exports only the framework function follow the profile: without one, the default.
import { DEFAULT_PROFILE, UsageError, type ProfiledRunArgs, type RunArgs } from './args';
import type { Generation } from '../adapters/contract';
import type { AdapterInfo, Runtime } from '../adapters/isolation';
import { probeAdapter } from '../runner/run';
import { interfaceVersionProblem } from '../run-protocol/versions';

/**
 * The run's arguments with the profile chosen, and the adapter as probed to choose it (the run
 * does not probe it again). Without --profile the probe offers its framework process to the
 * run's first check (handover.ts), as the run's own probe would.
 */
export async function chooseProfile(args: RunArgs, cwd: string, runtime: Runtime | undefined): Promise<{ args: ProfiledRunArgs; probed?: AdapterInfo }> {
  let chosen: { args: ProfiledRunArgs; probed?: AdapterInfo };
  if (args.profile !== undefined) chosen = { args: { ...args, profile: args.profile } };
  else {
    const probed = await probeAdapter(args.adapter, DEFAULT_PROFILE, cwd, args.timeoutMs, true, { maxMemoryMib: args.maxMemoryMib, runtime, checkTimeoutMs: args.checkTimeoutMs });
    chosen = { args: { ...args, profile: probed.generation }, probed };
  }
  // Checked here, not in args.ts, when the profile is the adapter's: known only now.
  const problem = args.interfaceVersion === undefined ? undefined : interfaceVersionProblem(args.interfaceVersion, chosen.args.profile);
  if (problem) throw new UsageError(`--interface-version: ${problem}`);
  return chosen;
}

/** The line said before the summary when --profile is not the generation the adapter declares; else undefined. */
export function profileMismatchNote(adapter: { name: string; generation: Generation }, profile: Generation): string | undefined {
  if (adapter.generation === profile) return undefined;
  return `note: ${adapter.name} declares generation ${adapter.generation}, and --profile ${profile} checks it against the ${profile} profile; without --profile it is checked against ${adapter.generation}\n`;
}
