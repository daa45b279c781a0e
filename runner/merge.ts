// The shards of one run (--shard i/n), put back together into the results the run would
// have given unsplit: every shard exactly once, all cut from the same selection, of the same
// adapter, profile and seed. Anything else is refused, naming the shard, rather than merged
// into a verdict that silently lacks checks.
import type { CheckResult, Results } from './results';
import { rowCoverage } from './run';

export class MergeError extends Error {}

export interface ShardRun {
  /** Where the results were read from, for messages. */
  file: string;
  results: Results;
}

const sameRun = (r: Results): string => JSON.stringify([r.profile, r.seed, r.shard?.count, r.shard?.key]);
const sameAdapter = (r: Results): string => JSON.stringify([r.adapter.name, r.adapter.version, r.adapter.generation]);
/** A shard that selected no check never loaded the adapter: its results name it as given (a path), without a version. */
const ranChecks = (r: ShardRun): boolean => r.results.results.length > 0;

/** Plan order: by feature file, then line (then id, for an outline's repeated lines). */
function planOrder(a: CheckResult, b: CheckResult): number {
  if (a.feature !== b.feature) return a.feature < b.feature ? -1 : 1;
  if ((a.line ?? 0) !== (b.line ?? 0)) return (a.line ?? 0) - (b.line ?? 0);
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function mergeShards(runs: ShardRun[]): Results {
  if (!runs.length) throw new MergeError('merge needs the results of at least one shard');
  const broken = runs.find((r) => r.results.error && !r.results.shard);
  if (broken) throw new MergeError(`${broken.file}: that run could not be made: ${broken.results.error!.split('\n')[0]}`);
  const unsharded = runs.find((r) => !r.results.shard);
  if (unsharded) throw new MergeError(`${unsharded.file} is not the results of a shard (a run with --shard i/n)`);
  // The run's fields (adapter, runtime, bounds) are those of a shard that ran checks.
  const first = runs.find(ranChecks) ?? runs[0];
  const { count, key, checks } = first.results.shard!;
  for (const r of runs) {
    if (r === first) continue;
    if (sameRun(r.results) !== sameRun(first.results) || (ranChecks(r) && sameAdapter(r.results) !== sameAdapter(first.results))) {
      const s = r.results;
      throw new MergeError(
        `${r.file} is not a shard of the same run as ${first.file}: ` +
          `${s.adapter.name} ${s.profile}, seed ${s.seed}, shard ${s.shard!.index}/${s.shard!.count} of selection ${s.shard!.key}, against ` +
          `${first.results.adapter.name} ${first.results.profile}, seed ${first.results.seed}, shard ${first.results.shard!.index}/${count} of selection ${key}`,
      );
    }
  }
  const byIndex = new Map<number, string>();
  for (const r of runs) {
    const i = r.results.shard!.index;
    const seen = byIndex.get(i);
    if (seen) throw new MergeError(`shard ${i}/${count} is given twice: ${seen} and ${r.file}`);
    byIndex.set(i, r.file);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) {
    throw new MergeError(`shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing: a merge needs every shard of the run (given: ${[...byIndex.keys()].sort((a, b) => a - b).map((i) => `${i}/${count}`).join(', ')})`);
  }
  const seenIds = new Map<string, string>();
  for (const r of runs) {
    for (const c of r.results.results) {
      const other = seenIds.get(c.id);
      if (other) throw new MergeError(`check "${c.id}" is in two shards: ${other} and ${r.file}`);
      seenIds.set(c.id, r.file);
    }
  }
  // A shard whose run could not be made holds no check: the merged run could not be made either.
  const failed = runs.find((r) => r.results.error);
  const results = runs.flatMap((r) => r.results.results).sort(planOrder);
  if (!failed && results.length !== checks) {
    throw new MergeError(`the shards hold ${results.length} checks, but the run selected ${checks}: a shard's results are incomplete`);
  }
  const summary = { passed: 0, failed: 0, skipped: 0, divergent: 0, notImplemented: 0, notRun: 0, flaky: 0 };
  // A count older results lack (notRun, flaky) is 0 there.
  for (const r of runs) for (const k of Object.keys(summary) as (keyof typeof summary)[]) summary[k] += r.results.summary[k] ?? 0;
  const base = first.results.shard!.base;
  const starts = runs.map((r) => (r.results.startedAt ? Date.parse(r.results.startedAt) : NaN)).filter((t) => !Number.isNaN(t));
  const ends = runs.map((r) => (r.results.startedAt ? Date.parse(r.results.startedAt) + (r.results.durationMs ?? 0) : NaN)).filter((t) => !Number.isNaN(t));
  // Fields of the first shard that this module does not know (added by later versions) are kept.
  const { shard: _shard, selection: _selection, error: _error, ...rest } = first.results;
  return {
    ...rest,
    ...(starts.length ? { startedAt: new Date(Math.min(...starts)).toISOString(), durationMs: Math.max(...ends) - Math.min(...starts) } : {}),
    summary,
    results,
    coverage: rowCoverage(first.results.profile, results, Boolean(base)),
    ...(base ? { selection: base } : {}),
    ...(failed ? { error: `shard ${failed.results.shard!.index}/${count} (${failed.file}): ${failed.results.error}` } : {}),
  };
}
