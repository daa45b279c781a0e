// The spec's view of a run: every row of spec/rows.tsv with the status the checks tagged
// with it give it. Reports are laid out like the spec, so they all start here.
import { isOracleRun, type CheckResult, type Results } from '../../runner/results';
import { specRows, type SpecRow } from '../../spec/rows';

/**
 * passed: every check of the row passed; failed: a check failed; divergent: the only
 * failures are known divergences of an oracle (features/divergences.md); not-applicable:
 * the row is not in the profile, or all its checks were skipped; not-covered: no check;
 * informational: the row cannot be observed through HTTP and the interface (spec/rows.ts),
 * so it is neither covered nor uncovered (a failing check naming it still shows as failed).
 */
export const ROW_STATUSES = ['passed', 'failed', 'divergent', 'not-applicable', 'not-covered', 'informational'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

export const ROW_STATUS_LABEL: Record<RowStatus, string> = {
  passed: 'passed',
  failed: 'failed',
  divergent: 'known divergence',
  'not-applicable': 'not applicable',
  'not-covered': 'not covered',
  informational: 'informational',
};

export interface RowView {
  row: SpecRow;
  status: RowStatus;
  checks: CheckResult[];
}

export interface SectionView {
  section: string;
  rows: RowView[];
}

const oracleRuns = new WeakMap<Results, boolean>();
function oracleRun(results: Results): boolean {
  let oracle = oracleRuns.get(results);
  if (oracle === undefined) oracleRuns.set(results, (oracle = isOracleRun(results.results, results.summary)));
  return oracle;
}

/**
 * A failed check that is a known divergence: not counted as a failure. Every failed @divergence
 * check of an oracle adapter; of another framework, those whose failure is the one Express's
 * record holds (runner/recorded-divergences.ts).
 */
export function isKnownDivergence(check: CheckResult, results: Results): boolean {
  if (check.status !== 'failed' || !check.divergence) return false;
  return Boolean(check.recordedDivergence) || oracleRun(results);
}

/** A check that does not conform: failed (known divergences excepted), or not implemented (the framework lacks the API it uses). */
function fails(check: CheckResult, results: Results): boolean {
  return check.status === 'not-implemented' || (check.status === 'failed' && !isKnownDivergence(check, results));
}

/** Checks that count as failures (known divergences excluded; not-implemented ones included: they fail the gate and baselines alike). */
export function realFailures(results: Results): CheckResult[] {
  return results.results.filter((r) => fails(r, results));
}

export function knownDivergences(results: Results): CheckResult[] {
  return results.results.filter((r) => isKnownDivergence(r, results));
}

export function rowStatus(row: SpecRow, checks: CheckResult[], results: Results): RowStatus {
  if (row.informational && row.generations.includes(results.profile)) {
    return checks.some((c) => fails(c, results)) ? 'failed' : 'informational';
  }
  if (checks.length === 0) return row.generations.includes(results.profile) ? 'not-covered' : 'not-applicable';
  if (checks.some((c) => fails(c, results))) return 'failed';
  // A row of another generation that a check of this profile names (to show it is absent
  // here) is not a row of this profile: it never counts as passed (runner/run.ts rowCoverage).
  if (!row.generations.includes(results.profile)) return 'not-applicable';
  if (checks.some((c) => isKnownDivergence(c, results))) return 'divergent';
  if (checks.every((c) => c.status === 'skipped')) return 'not-applicable';
  return 'passed';
}

/** Every spec row, in the spec's order, with its status in this run. */
export function rowViews(results: Results): RowView[] {
  const byRow = new Map<string, CheckResult[]>();
  for (const r of results.results) {
    for (const id of r.spec) byRow.set(id, [...(byRow.get(id) ?? []), r]);
  }
  // A filtered run shows the rows its checks name: the others were not selected, not uncovered.
  const rows = results.selection ? specRows().filter((row) => byRow.has(row.id)) : specRows();
  return rows.map((row) => {
    const checks = byRow.get(row.id) ?? [];
    return { row, status: rowStatus(row, checks, results), checks };
  });
}

/** Rows grouped by the spec's sections, in the spec's order. */
export function sectionsOf<T extends { row: SpecRow }>(rows: T[]): Array<{ section: string; rows: T[] }> {
  const sections: Array<{ section: string; rows: T[] }> = [];
  for (const r of rows) {
    const last = sections[sections.length - 1];
    if (last && last.section === r.row.section) last.rows.push(r);
    else sections.push({ section: r.row.section, rows: [r] });
  }
  return sections;
}

export function countRows(rows: Array<{ status: RowStatus }>): Record<RowStatus, number> {
  const counts = Object.fromEntries(ROW_STATUSES.map((s) => [s, 0])) as Record<RowStatus, number>;
  for (const r of rows) counts[r.status]++;
  return counts;
}

/** "express@5 5.3.0 (5.x)": how a run is named in headings and matrix columns. */
/** "runtime: bun 1.4.5": what the framework process ran on, when the results say. */
export function runtimeLine(results: Results): string | undefined {
  return results.runtime ? `runtime: ${results.runtime.name} ${results.runtime.version}` : undefined;
}

export function runLabel(results: Results): string {
  const { name, version } = results.adapter;
  return `${name}${version && !name.endsWith(version) ? ' ' + version : ''} (${results.profile})`;
}

/**
 * A not-implemented check in words: the member of the interface the framework lacks (the
 * check's `missing`, found on its objects), then the first line of what happened.
 */
export function notImplementedWords(check: Pick<CheckResult, 'missing' | 'error'>, max = 200): string {
  const first = firstLine(check.error, max);
  if (!check.missing) return `not implemented: ${first}`;
  return `not implemented: the framework lacks ${check.missing}${first ? ` (${first})` : ''}`;
}

/**
 * The first line of a failure, made to stand alone: node's assertion errors put the
 * values on later lines ("Expected values to be strictly deep-equal:" then a diff), so
 * their first differing lines are folded in: "expected result: 'json'; actual result: false".
 */
export function firstLine(text: string | undefined, max = 200): string {
  const lines = (text ?? '').split('\n');
  const start = lines.findIndex((l) => l.trim());
  let head = (lines[start] ?? '').trim().replace(/^AssertionError \[ERR_ASSERTION\]:?\s*/, '');
  if (start >= 0 && (!head || head.endsWith(':'))) {
    const sign: Record<string, string> = {};
    const diff: string[] = [];
    for (const raw of lines.slice(start + 1)) {
      const l = raw.trim();
      if (l.startsWith('at ') || diff.length >= 4) break;
      const legend = /^\+ (actual|expected) - (actual|expected)$/.exec(l);
      if (legend) {
        if (Object.keys(sign).length) break; // a second rendering of the same diff
        sign['+'] = legend[1];
        sign['-'] = legend[2];
      } else if (sign['+'] && /^[+-]\s*\S/.test(l)) {
        diff.push(`${sign[l[0]]} ${l.slice(1).trim()}`);
      }
    }
    head = [head.replace(/:$/, ''), diff.join('; ')].filter(Boolean).join(': ') || (lines[start] ?? '').trim();
  }
  return head.length > max ? head.slice(0, max - 1) + '…' : head;
}

/** "filtered run: 12 of 2004 checks (--tags @res)", or undefined for a whole-profile run. */
export function selectionLine(results: Results): string | undefined {
  const s = results.selection;
  if (!s) return undefined;
  const shard = results.shard;
  // A shard's ids are its share; the --id/--check it was cut from, if any, are in its base.
  const byId = shard ? shard.base?.ids : s.ids;
  const by = [
    s.tags ? `--tags ${s.tags}` : '',
    ...(s.names ?? []).map((n) => `--name ${n}`),
    byId?.length ? `${byId.length} check${byId.length === 1 ? '' : 's'} by --id/--check` : '',
    shard ? `shard ${shard.index}/${shard.count} of ${shard.checks} selected` : '',
  ].filter(Boolean);
  return `filtered run: ${results.results.length} of ${s.ofTotal} checks of profile ${results.profile} (${by.join(', ')}); rows not selected are not counted`;
}

/**
 * "spec rows checked: 150 of 161, 13 conform (11 not applicable; uncovered: a, b)": the same
 * words in every report. A row is checked when a check of it ran, whatever its outcome; it
 * conforms when every such check passed (or is a known divergence of an oracle).
 */
export function coverageLine(results: Results, list = 8): string {
  // notApplicable: absent from results written before it was split from uncovered.
  const { covered, total, uncovered, notApplicable = [] } = results.coverage;
  const conform = rowViews(results).filter((v) => (v.status === 'passed' || v.status === 'divergent') && v.row.generations.includes(results.profile) && !v.row.informational).length;
  const parts = [
    notApplicable.length ? `${notApplicable.length} not applicable: every check of them skipped` : '',
    uncovered.length ? `uncovered: ${uncovered.slice(0, list).join(', ')}${uncovered.length > list ? ', …' : ''}` : '',
  ].filter(Boolean);
  return `spec rows checked: ${covered} of ${total}${results.selection ? ' selected' : ''}, ${conform} conform${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

/** Per spec area: rows of the profile that pass (or are known divergences) of those it should check. */
export interface AreaScore {
  passed: number;
  /** Rows of the area the run checks: passed, failed, divergent or not covered. */
  of: number;
}
export function areaScores(views: RowView[]): Map<string, AreaScore> {
  const areas = new Map<string, AreaScore>();
  for (const v of views) {
    const a = areas.get(v.row.area) ?? { passed: 0, of: 0 };
    if (v.status === 'passed' || v.status === 'divergent') a.passed++;
    if (['passed', 'divergent', 'failed', 'not-covered'].includes(v.status)) a.of++;
    areas.set(v.row.area, a);
  }
  return areas;
}

/** "40 passed, 3 failed, 16 not implemented, 2 skipped, 1 known divergences": the check counts in every report. */
export function checkCountsLine(summary: Results['summary']): string {
  return (
    `${summary.passed} passed, ${summary.failed} failed` +
    (summary.notImplemented ? `, ${summary.notImplemented} not implemented` : '') +
    (summary.notRun ? `, ${summary.notRun} not run` : '') +
    (summary.flaky ? `, ${summary.flaky} flaky` : '') +
    `, ${summary.skipped} skipped` +
    (summary.divergent ? `, ${summary.divergent} known divergences` : '')
  );
}

/** What the framework lacks, by the checks that could not run for it: fw.urlencoded (16 checks), in order of checks. */
export function missingApis(results: Results): Array<{ member: string; checks: CheckResult[] }> {
  const by = new Map<string, CheckResult[]>();
  for (const c of results.results) {
    if (c.status !== 'not-implemented') continue;
    const member = c.missing ?? '(unknown)';
    by.set(member, [...(by.get(member) ?? []), c]);
  }
  return [...by].map(([member, checks]) => ({ member, checks })).sort((a, b) => b.checks.length - a.checks.length);
}
