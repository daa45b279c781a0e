// Why checks were not applicable: every skipped check carries its reason, and every
// report groups them, so that a skip is never silent.
import type { Results } from '../../runner/results';

export interface SkipGroup {
  reason: string;
  ids: string[];
}

/** Skipped checks grouped by reason, the largest group first. */
export function skipGroups(results: Results): SkipGroup[] {
  const groups = new Map<string, string[]>();
  for (const r of results.results) {
    if (r.status !== 'skipped') continue;
    const reason = r.reason ?? 'not applicable (no reason recorded)';
    const ids = groups.get(reason) ?? [];
    ids.push(r.id);
    groups.set(reason, ids);
  }
  return [...groups].map(([reason, ids]) => ({ reason, ids })).sort((a, b) => b.ids.length - a.ids.length);
}

/** "5 s per wait on the framework, 60 s per check, 30 min per run" */
export function describeBounds(bounds: Results['bounds']): string | undefined {
  if (!bounds) return undefined;
  const t = (ms: number) => (ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);
  return `${t(bounds.response)} per wait on the framework, ${t(bounds.check)} per check, ${t(bounds.run)} per run`;
}
