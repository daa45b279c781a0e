// Markdown: a summary fit for a pull-request comment or $GITHUB_STEP_SUMMARY (one run),
// and the side-by-side compatibility matrix (several runs). No timings or dates, so the
// same results always give the same text.
import { skipGroups } from './skips';
import { isFlaky, isNotRun, type CheckResult, type Results } from '../../runner/results';
import type { BaselineComparison } from './baseline';
import { securityMarkdown } from './security-text';
import { areaScores, checkCountsLine, countRows, coverageLine, missingApis, firstLine, knownDivergences, notImplementedWords, realFailures, rowViews, runLabel, runtimeLine, sectionsOf, selectionLine, type RowStatus, type RowView } from './rows';
import { fitLines, MARKDOWN_BUDGET, MAX_MARKDOWN, sizeOf, WHERE_THE_REST_IS } from './markdown-fit';
import { printable } from './printable';
import { recordedWords } from '../../runner/recorded-divergences';

export const ROW_ICON: Record<RowStatus, string> = {
  passed: '✅',
  failed: '❌',
  divergent: '🔶',
  'not-applicable': '➖',
  'not-covered': '⬜',
  informational: 'ℹ️',
};

export const LEGEND = '✅ passed · ❌ failed · 🔶 known divergence of real Express from the spec · ➖ not applicable · ⬜ not covered · ℹ️ informational (not observable through HTTP)';

// GitHub caps a comment at 65 536 characters: long lists are cut (and the whole fitted, markdown-fit.ts).
const MAX_LISTED = 50;

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const code = (s: string): string => (s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``);

function areaTable(results: Results): string[] {
  const rows = rowViews(results);
  const areas = new Map<string, { rows: typeof rows; passed: number; failed: number; skipped: number; 'not-implemented': number }>();
  for (const r of rows) {
    const a = areas.get(r.row.area) ?? { rows: [], passed: 0, failed: 0, skipped: 0, 'not-implemented': 0 };
    a.rows.push(r);
    areas.set(r.row.area, a);
  }
  for (const c of results.results) {
    for (const area of new Set(c.spec.map((s) => s.split('/')[0]))) {
      const a = areas.get(area);
      if (a) a[c.status]++;
    }
  }
  const out = [
    '| Spec area | Rows ✅ | ❌ | 🔶 | ➖ | ⬜ | ℹ️ | Checks passed | failed | not implemented | skipped |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const [area, a] of areas) {
    const n = countRows(a.rows);
    // Areas of another generation (all rows not applicable, nothing ran) are noise here.
    if (n['not-applicable'] === a.rows.length && a.passed + a.failed + a.skipped + a['not-implemented'] === 0) continue;
    out.push(`| ${area} | ${n.passed} | ${n.failed} | ${n.divergent} | ${n['not-applicable']} | ${n['not-covered']} | ${n.informational} | ${a.passed} | ${a.failed} | ${a['not-implemented']} | ${a.skipped} |`);
  }
  return out;
}

function comparisonSection(c: BaselineComparison): string[] {
  const out = ['', `### Against the baseline${c.file ? ` ${code(c.file)}` : ''}`, ''];
  if (c.mismatch) out.push(`> [!WARNING]`, `> ${c.mismatch}`, '');
  out.push(
    c.regressions.length
      ? `**${c.regressions.length} regression${c.regressions.length === 1 ? '' : 's'}**, ${c.improvements.length} improvements, ${c.stillFailing.length} expected failures`
      : `No regressions. ${c.improvements.length} improvements, ${c.stillFailing.length} expected failures.`,
  );
  if (c.regressions.length) {
    out.push('', '| Regression | Was | First line of the failure |', '|---|---|---|');
    for (const r of c.regressions.slice(0, MAX_LISTED)) out.push(`| ${cell(printable(r.id))} | ${r.was} | ${cell(r.error)} |`);
    if (c.regressions.length > MAX_LISTED) out.push(`| … and ${c.regressions.length - MAX_LISTED} more | | |`);
  }
  if (c.improvements.length) {
    out.push('', 'Now passing (accept them with `--update-baseline <file>`, which drops them from the baseline):', '');
    for (const id of c.improvements.slice(0, MAX_LISTED)) out.push(`- ${cell(id)}`);
    if (c.improvements.length > MAX_LISTED) out.push(`- … and ${c.improvements.length - MAX_LISTED} more`);
  }
  const explained = c.stillFailing.filter((e) => e.reason || e.link);
  if (explained.length) {
    out.push('', '#### Expected failures, with the baseline\'s reasons', '', '| Check | Reason |', '|---|---|');
    for (const e of explained.slice(0, MAX_LISTED)) out.push(`| ${cell(e.id)} | ${cell(e.reason ?? '')}${e.link ? ` ([link](${e.link}))` : ''} |`);
    if (explained.length > MAX_LISTED) out.push(`| … and ${explained.length - MAX_LISTED} more | |`);
  }
  if (c.stale.length) {
    out.push('', `${c.stale.length} baseline entries did not run (removed, renamed or skipped): re-record the baseline to drop them.`);
  }
  return out;
}

/** One run: totals, per-area table, failing rows with their failures, divergences, baseline changes. */
/** The oracle's resolved tree, folded: its verdicts can move with the version npm picked of any of them. */
function dependencySection(results: Results): string[] {
  const tree = results.adapter.dependencies;
  if (!tree) return [];
  const names = Object.keys(tree);
  return ['', `<details><summary>Dependency tree it loaded (${names.length} packages)</summary>`, '', names.map((n) => `${code(n)} ${tree[n]}`).join(', '), '', '</details>'];
}

export function toMarkdown(results: Results, comparison?: BaselineComparison): string {
  const { summary } = results;
  const failures = realFailures(results);
  const divergences = knownDivergences(results);
  const rows = rowViews(results);
  const verdict = results.error ? '❌' : comparison ? (comparison.regressions.length ? '❌' : '✅') : failures.length ? '❌' : '✅';
  const out = [
    `## ${verdict} fw-conformance: ${runLabel(results)}`,
    '',
    `**${checkCountsLine(summary)}** · ${coverageLine(results)} · seed ${results.seed}` + (runtimeLine(results) ? ` · ${runtimeLine(results)}` : ''),
    ...(selectionLine(results) ? ['', `_${selectionLine(results)}_`] : []),
    '',
    ...areaTable(results),
    '',
    LEGEND,
    ...dependencySection(results),
  ];
  if (results.error) out.push('', '### The run could not be made', '', '```', results.error, '```');
  if (comparison) out.push(...comparisonSection(comparison));
  // A check that never ran is listed under "Not run", by reason, not as its row's failure.
  const failingRows = rows.filter((r) => r.status === 'failed' && r.checks.some((c) => failures.includes(c) && !isNotRun(c)));
  // The sections after the failing rows are made first: the failing rows get the room left.
  const tail: string[] = [];
  const outsideRows = failures.filter((c) => !isNotRun(c) && !c.spec.some((id) => failingRows.some((r) => r.row.id === id)));
  if (outsideRows.length) {
    tail.push('', '### Failing checks of rows not in the spec list', '');
    for (const c of outsideRows.slice(0, MAX_LISTED)) tail.push(`- ${cell(printable(c.id))}: ${code(firstLine(c.error) || 'failed')}`);
  }
  const missing = missingApis(results);
  if (missing.length) {
    tail.push('', `### Not implemented (${summary.notImplemented})`, '', 'The framework lacks a member of the interface these checks use.', '');
    for (const m of missing) tail.push(`- ${code(m.member)}: ${m.checks.length} check${m.checks.length === 1 ? '' : 's'}`);
  }
  const notRun = new Map<string, number>();
  for (const c of results.results.filter(isNotRun)) notRun.set(firstLine(c.error, 300), (notRun.get(firstLine(c.error, 300)) ?? 0) + 1);
  if (notRun.size) {
    tail.push('', `### Not run (${summary.notRun})`, '', 'These checks never ran; a run cut short fails the gate.', '');
    for (const [reason, n] of notRun) tail.push(`- ${n} × ${cell(reason)}`);
  }
  const flaky = results.results.filter(isFlaky);
  if (flaky.length) {
    tail.push('', `### Flaky (${summary.flaky})`, '', 'These checks failed, then passed on a retry (`--retries`); `--fail-on-flaky` makes them fail the gate.', '');
    for (const c of flaky.slice(0, MAX_LISTED)) {
      tail.push(`- ${cell(printable(c.name))} (${c.feature}${c.line ? ':' + c.line : ''}): passed on attempt ${(c.attempts?.length ?? 0) + 1}`);
      for (const [i, a] of (c.attempts ?? []).entries()) tail.push(`  - attempt ${i + 1}: ${code(firstLine(a.error, 300))}`);
    }
    if (flaky.length > MAX_LISTED) tail.push(`- … and ${flaky.length - MAX_LISTED} more`);
  }
  const skips = skipGroups(results);
  if (skips.length) {
    tail.push('', `### Not applicable (${summary.skipped})`, '');
    for (const g of skips) tail.push(`- ${g.ids.length} × ${cell(g.reason)}`);
  }
  if (divergences.length) {
    tail.push('', `### Known divergences (${divergences.length})`, '', 'Real Express differs from the spec here; see `features/divergences.md`.', '');
    for (const c of divergences) tail.push(`- ${cell(printable(c.name))} [${c.spec.map(code).join(' ')}]${c.recordedDivergence ? `: ${cell(recordedWords(c.recordedDivergence))}` : ''}`);
  }
  // Checks the machine starved: their waits were extended, their verdicts stand (isolation/starvation.ts).
  const starved = results.results.filter((c) => c.starvedMs !== undefined);
  if (starved.length) {
    tail.push('', `### Waited on a starved framework (${starved.length})`, '', 'The machine did not run the framework process for a while during these checks; each wait was extended up to `--check-timeout`.', '');
    for (const c of starved.slice(0, 10)) tail.push(`- ${cell(printable(c.name))}: ${cell(c.note ?? `${(c.starvedMs! / 1000).toFixed(1)} s`)}`);
    if (starved.length > 10) tail.push(`- … and ${starved.length - 10} more`);
  }
  // Security: the advisories the run's @advisory checks stand for.
  tail.push(...securityMarkdown(results));
  if (failingRows.length) out.push(...failingRowsSection(failingRows, failures, MARKDOWN_BUDGET - sizeOf(out) - sizeOf(tail)));
  return fitLines([...out, ...tail]).join('\n') + '\n';
}

/** A failing row: its id, then at most `most` of its failing checks, each with the first line of its failure. */
function failingRowLines(r: RowView, failing: CheckResult[], most: number): string[] {
  const lines = [`- **${code(r.row.id)}**${failing.length > most ? ` (${failing.length} failing checks)` : ''}`];
  for (const c of failing.slice(0, most)) {
    const why = c.status === 'not-implemented' ? notImplementedWords(c, 300) : firstLine(c.error, 300) || 'failed';
    lines.push(`  - ${cell(printable(c.name))} (${c.feature}${c.line ? ':' + c.line : ''})`, `    ${code(why)}`);
  }
  if (failing.length > most) lines.push(`  - … and ${failing.length - most} more`);
  return lines;
}

/**
 * The failing rows in at most `budget` characters: every failing check of every row when
 * they fit, else at most 5, 3, then 1 check of each row, else as many rows as fit with one
 * check and the ids of the others; a note under the heading says what was left out.
 */
function failingRowsSection(failingRows: RowView[], failures: CheckResult[], budget: number): string[] {
  const failingOf = new Map(failingRows.map((r) => [r, r.checks.filter((c) => failures.includes(c) && !isNotRun(c))]));
  const checks = new Set([...failingOf.values()].flat()).size; // a check may fail several rows
  const heading = ['', `### Failing rows (${failingRows.length})`, ''];
  const note = (what: string) => [`> [!NOTE]`, `> Cut to fit a comment (${MAX_MARKDOWN.toLocaleString('en-US')} characters): ${what}; ${checks} failing checks in all. ${WHERE_THE_REST_IS}`, ''];
  for (const most of [Infinity, 5, 3, 1]) {
    const lines = failingRows.flatMap((r) => failingRowLines(r, failingOf.get(r)!, most));
    const cut = most === Infinity ? [] : note(`at most ${most} failing check${most === 1 ? '' : 's'} of each row shown`);
    if (sizeOf(heading) + sizeOf(cut) + sizeOf(lines) <= budget) return [...heading, ...cut, ...lines];
  }
  // Not even one check of each row fits: one check of as many rows as fit, then the others by
  // id (their line kept to a quarter of the room, cut with "…" past it).
  const cutNote = (shown: number) => note(`one failing check of the first ${shown} of ${failingRows.length} rows shown, the others named below them`);
  const room = budget - sizeOf(heading) - sizeOf(cutNote(failingRows.length));
  const idsRoom = Math.min(failingRows.reduce((n, r) => n + code(r.row.id).length + 2, 40), room / 4);
  const lines: string[] = [];
  let shown = 0;
  for (const r of failingRows) {
    const next = failingRowLines(r, failingOf.get(r)!, 1);
    if (sizeOf(lines) + sizeOf(next) + idsRoom > room) break;
    lines.push(...next);
    shown++;
  }
  const rest = failingRows.slice(shown);
  let ids = `- … and ${rest.length} more rows:`;
  for (const [i, r] of rest.entries()) {
    const more = ` ${code(r.row.id)}${i < rest.length - 1 ? ',' : ''}`;
    if (sizeOf(lines) + ids.length + more.length + 3 > room) {
      ids += ' …';
      break;
    }
    ids += more;
  }
  return [...heading, ...cutNote(shown), ...lines, ids];
}

/** Several runs side by side: totals per run, then every spec row, one column per run. */
export function toMarkdownMatrix(runs: Results[]): string {
  const views = runs.map(rowViews);
  const head = `| Spec row | ${runs.map((r) => cell(runLabel(r))).join(' | ')} |`;
  const rule = `|---|${runs.map(() => ':-:').join('|')}|`;
  const out = [
    '| Adapter (profile) | Checks passed | failed | not implemented | skipped | known divergences | Rows ✅ | ❌ | 🔶 | ➖ | ⬜ | ℹ️ |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  runs.forEach((r, i) => {
    const n = countRows(views[i]);
    const s = r.summary;
    out.push(`| ${cell(runLabel(r))} | ${s.passed} | ${s.failed} | ${s.notImplemented} | ${s.skipped} | ${s.divergent} | ${n.passed} | ${n.failed} | ${n.divergent} | ${n['not-applicable']} | ${n['not-covered']} | ${n.informational} |`);
  });
  out.push('', LEGEND);
  if (!runs.length) return out.join('\n') + '\n';
  // Per spec area, side by side: rows passed (known divergences of an oracle count) of rows checked.
  const scores = views.map(areaScores);
  const areas = [...new Set(views[0].map((v) => v.row.area))];
  out.push('', '#### By spec area (rows passed of rows checked)', '', `| Spec area | ${runs.map((r) => cell(runLabel(r))).join(' | ')} |`, rule);
  for (const area of areas) {
    const cells = scores.map((sc) => {
      const a = sc.get(area);
      return a && a.of ? `${a.passed === a.of ? '✅' : a.passed === 0 ? '❌' : '🟡'} ${a.passed}/${a.of}` : '➖';
    });
    if (cells.every((c) => c === '➖')) continue;
    out.push(`| ${code(area)} | ${cells.join(' | ')} |`);
  }
  for (const { section, rows } of sectionsOf(views[0].map((v, i) => ({ row: v.row, i })))) {
    out.push('', `#### ${section}`, '', head, rule);
    for (const { row, i } of rows) out.push(`| ${code(row.id)} | ${views.map((v) => ROW_ICON[v[i].status]).join(' | ')} |`);
  }
  return fitLines(out).join('\n') + '\n';
}
