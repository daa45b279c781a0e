// `fw-conformance compare <before> <after>`: the checks whose verdict moved between two runs
// (a pull request's base and head), grouped by spec row. A regression is a check that passed
// before and fails, or is not implemented, now: the exit code is 1 on one.
import { isFlaky, type CheckResult, type Results } from '../runner/results';
import { isKnownDivergence } from '../conformance-report/src/rows';
import { specRows } from '../spec/rows';

/**
 * A check's verdict in one run, as compare tells them apart. `divergent`: a failure that is a
 * known divergence of an oracle (not a failure). `flaky`: failed, then passed on a retry.
 */
export const VERDICTS = ['passed', 'failed', 'not-implemented', 'flaky', 'skipped', 'divergent'] as const;
export type Verdict = (typeof VERDICTS)[number];

export function verdictOf(check: CheckResult, results: Results): Verdict {
  if (isKnownDivergence(check, results)) return 'divergent';
  // A flaky check (--retries) is recorded as passed with `flaky` set (runner/results.ts).
  return isFlaky(check) ? 'flaky' : check.status;
}

/** How a check moved, in the order compare lists them: the ones that need a look first. */
export const FLIP_KINDS = ['regressed', 'fixed', 'not-implemented', 'flaky', 'changed', 'new', 'gone'] as const;
export type FlipKind = (typeof FLIP_KINDS)[number];

export const FLIP_TITLES: Record<FlipKind, string> = {
  regressed: 'passed before, fail now',
  fixed: 'fixed: pass now',
  'not-implemented': 'not implemented now',
  flaky: 'flaky now (failed, then passed on a retry)',
  changed: 'other changes',
  new: 'new checks',
  gone: 'gone (not in the second run)',
};

export interface Flip {
  id: string;
  name: string;
  feature: string;
  kind: FlipKind;
  before?: Verdict;
  after?: Verdict;
  /** The first line of the failure now (or before, for a gone check), when there is one. */
  error?: string;
}

export interface RowFlips {
  /** A spec row id, or "(no spec row)". */
  row: string;
  flips: Flip[];
}

export interface Comparison {
  before: Results;
  after: Results;
  /** Flipped checks by spec row (a check of several rows under each), in the spec's order. */
  rows: RowFlips[];
  counts: Record<FlipKind, number>;
  /** What makes the two runs hard to compare: another profile, adapter or selection. */
  notes: string[];
}

const FAILING: ReadonlySet<Verdict> = new Set(['failed', 'not-implemented']);

/** How a check's verdict moved from `before` to `after` (absent: not in that run); undefined when it did not. */
export function kindOf(before: Verdict | undefined, after: Verdict | undefined): FlipKind | undefined {
  if (before === undefined) return 'new';
  if (after === undefined) return 'gone';
  if (before === after) return undefined;
  if (before === 'passed' && FAILING.has(after)) return 'regressed';
  if (after === 'passed' && (FAILING.has(before) || before === 'flaky')) return 'fixed';
  if (after === 'not-implemented') return 'not-implemented';
  if (after === 'flaky') return 'flaky';
  return 'changed';
}

const firstLine = (text: string | undefined): string | undefined => text?.split('\n').find((l) => l.trim())?.trim().slice(0, 200);

function notesOf(before: Results, after: Results): string[] {
  const notes: string[] = [];
  if (before.profile !== after.profile) notes.push(`the runs are of different profiles (${before.profile}, ${after.profile})`);
  if (before.adapter.name !== after.adapter.name) notes.push(`the runs are of different adapters (${before.adapter.name}, ${after.adapter.name})`);
  const selection = (r: Results) => JSON.stringify({ tags: r.selection?.tags, names: r.selection?.names, ids: r.selection?.ids, shard: r.shard && `${r.shard.index}/${r.shard.count}` });
  if (selection(before) !== selection(after)) notes.push('the runs selected different checks (--tags, --name, --id, --shard): checks of one only show as new or gone');
  return notes;
}

export function compareRuns(before: Results, after: Results): Comparison {
  const was = new Map(before.results.map((c) => [c.id, c] as const));
  const now = new Map(after.results.map((c) => [c.id, c] as const));
  const flipsByRow = new Map<string, Flip[]>();
  const counts = Object.fromEntries(FLIP_KINDS.map((k) => [k, 0])) as Record<FlipKind, number>;
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(id);
    const a = now.get(id);
    const beforeVerdict = b && verdictOf(b, before);
    const afterVerdict = a && verdictOf(a, after);
    const kind = kindOf(beforeVerdict, afterVerdict);
    if (!kind) continue;
    const check = (a ?? b)!;
    const error = firstLine(a ? (afterVerdict === 'passed' ? undefined : (a.error ?? a.missing)) : b!.error);
    const flip: Flip = { id, name: check.name, feature: check.feature, kind, ...(beforeVerdict ? { before: beforeVerdict } : {}), ...(afterVerdict ? { after: afterVerdict } : {}), ...(error ? { error } : {}) };
    counts[kind]++;
    for (const row of check.spec.length ? check.spec : ['(no spec row)']) {
      const list = flipsByRow.get(row) ?? [];
      list.push(flip);
      flipsByRow.set(row, list);
    }
  }
  const order = new Map(specRows().map((r, i) => [r.id, i] as const));
  const rank = (row: string) => order.get(row) ?? Number.MAX_SAFE_INTEGER;
  const rows = [...flipsByRow]
    .sort(([x], [y]) => rank(x) - rank(y) || x.localeCompare(y))
    .map(([row, flips]) => ({ row, flips: flips.sort((x, y) => FLIP_KINDS.indexOf(x.kind) - FLIP_KINDS.indexOf(y.kind) || x.id.localeCompare(y.id)) }));
  return { before, after, rows, counts, notes: notesOf(before, after) };
}

export const hasRegression = (c: Comparison): boolean => c.counts.regressed > 0;
