// What moved since the checks last ran from this directory, said after a run's summary (not
// with --quiet, whose output is the summary alone): the author's loop (run, change the
// framework, run again) sees a check that passed and fails now without keeping two result
// files to compare. The verdicts live in the last run's record (cli/last-run.ts), merged run
// after run on one adapter and profile, so a full run after a --last-failed rerun still
// compares every check with its last verdict.
import { isNotRun } from '../runner/check-kinds';
import type { Results } from '../runner/results';
import { kindOf, verdictOf, FLIP_KINDS, type FlipKind, type Verdict } from './compare';
import { flipLine, KIND_COLUMN } from './compare-format';
import type { LastRun } from './last-run';

export type Verdicts = Record<string, Verdict>;

/** A run's verdicts, as compare tells them apart; a check that never ran has none. */
export function verdictsOf(results: Results): Verdicts {
  const verdicts: Verdicts = {};
  for (const check of results.results) if (!isNotRun(check)) verdicts[check.id] = verdictOf(check, results);
  return verdicts;
}

/** The verdicts before this run's on the same adapter and profile, if the record has them. */
function before(previous: LastRun | undefined, adapter: string, profile: string): Verdicts | undefined {
  return previous?.adapter === adapter && previous.profile === profile ? previous.verdicts : undefined;
}

/** What a run records: its verdicts over the ones before it on the same adapter and profile. */
export function mergedVerdicts(previous: LastRun | undefined, verdicts: Verdicts, adapter: string, profile: string): Verdicts {
  return { ...before(previous, adapter, profile), ...verdicts };
}

/** Regressions are listed whole; of the other kinds, this many each. */
const LISTED = 5;

/**
 * The lines to print after the summary: nothing when no run of this adapter and profile is on
 * record; else the counts of the checks whose verdict moved, then the checks (every regression).
 */
export function sinceLastRun(previous: LastRun | undefined, verdicts: Verdicts, adapter: string, profile: string, now: Date): string {
  const was = before(previous, adapter, profile);
  if (!was) return '';
  const moved = new Map<FlipKind, Array<{ id: string; kind: FlipKind; before: Verdict; after: Verdict }>>();
  let compared = 0;
  for (const [id, after] of Object.entries(verdicts)) {
    const verdictBefore = was[id];
    if (verdictBefore === undefined) continue;
    compared++;
    const kind = kindOf(verdictBefore, after);
    if (!kind) continue;
    const list = moved.get(kind) ?? [];
    list.push({ id, kind, before: verdictBefore, after });
    moved.set(kind, list);
  }
  if (!compared) return '';
  const when = previous!.at ? ` (last run ${ago(new Date(previous!.at), now)})` : '';
  const kinds = FLIP_KINDS.filter((k) => moved.has(k));
  if (!kinds.length) return `since the checks last ran here${when}: no verdict changed (${compared} ${compared === 1 ? 'check' : 'checks'})\n`;
  const lines = [`since the checks last ran here${when}: ${kinds.map((k) => `${moved.get(k)!.length} ${k === 'not-implemented' ? 'not implemented now' : k}`).join(', ')}`];
  for (const k of kinds) {
    const flips = moved.get(k)!.sort((x, y) => x.id.localeCompare(y.id));
    const shown = k === 'regressed' ? flips : flips.slice(0, LISTED);
    for (const f of shown) lines.push(flipLine(f));
    if (shown.length < flips.length) lines.push(`  ${''.padEnd(KIND_COLUMN)} and ${flips.length - shown.length} more`);
  }
  return lines.join('\n') + '\n';
}

function ago(then: Date, now: Date): string {
  const s = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (Number.isNaN(s)) return 'at an unknown time';
  if (s < 90) return `${s} s ago`;
  if (s < 90 * 60) return `${Math.round(s / 60)} min ago`;
  if (s < 36 * 3600) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}
