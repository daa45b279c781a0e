// --last-failed: the checks that did not pass in a run's JSON results (failed, not
// implemented, flaky; a known divergence of an oracle is no failure), rerun with that run's
// adapter and profile unless the command line gives them.
import * as path from 'node:path';
import { findBundled } from '../adapters/bundled';
import { isKnownDivergence } from '../conformance-report/src/rows';
import { isFlaky, type Results } from '../runner/results';
import { checksOfProfile } from '../runner/plan';
import { UsageError, type ProfiledRunArgs, type RunArgs } from './args';
import { readLastRun, LAST_RUN_FILE } from './last-run';
import { readResults } from './results-file';

/** Statuses --last-failed reruns, besides a flaky check (passed on a retry: runner/results.ts). */
const RERUN: ReadonlySet<string> = new Set(['failed', 'not-implemented']);

export function toRerun(results: Results): string[] {
  return results.results.filter((c) => (RERUN.has(c.status) || isFlaky(c)) && !isKnownDivergence(c, results)).map((c) => c.id);
}

export interface LastFailed {
  args: ProfiledRunArgs;
  /** The results file read. */
  file: string;
  /** Checks to rerun that the suite no longer has (renamed, or of another profile). */
  unknown: string[];
}

/** The run's arguments with the selection (and adapter, profile) of the last failures. */
export function lastFailedArgs(args: RunArgs, cwd: string): LastFailed {
  const given = args.lastFailed!;
  const record = readLastRun(cwd);
  if (!given.file && typeof record === 'string') {
    throw new UsageError(`--last-failed: ${record}; run the suite from this directory first, or give a run's JSON results (--last-failed r.json)`);
  }
  const file = given.file ?? (record as Exclude<typeof record, string>).results;
  const results = readResults(file);
  if (results.error) throw new UsageError(`--last-failed: ${file} holds no verdicts: its run could not be made (${results.error.split('\n')[0]})`);
  // The adapter: as given, else as that run was given it (the record says, for its own file), else a bundled one by its name.
  const recorded = typeof record !== 'string' && path.resolve(cwd, file) === path.resolve(cwd, record.results) ? record.adapter : undefined;
  const adapter = given.adapterGiven ? args.adapter : (recorded ?? (findBundled(results.adapter.name) ? results.adapter.name : undefined));
  if (adapter === undefined) {
    throw new UsageError(`--last-failed: ${file} names its framework "${results.adapter.name}", not the adapter module that loaded it (${LAST_RUN_FILE} records it for the last run only): give --adapter`);
  }
  const profile = (given.profileGiven ? args.profile : undefined) ?? results.profile;
  const known = new Set(checksOfProfile(profile).map((c) => c.id));
  const ids = toRerun(results);
  return { args: { ...args, adapter, profile, ids: ids.filter((id) => known.has(id)) }, file, unknown: ids.filter((id) => !known.has(id)) };
}
