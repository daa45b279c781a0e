// The Security section of the terminal summary and the Markdown report, from security.ts.
import type { Results } from '../../runner/results';
import { OBSERVED, provenText, publishedText, safeButText, securitySummary, securityViews, summaryText, type SecurityView } from './security';
import { printable } from './printable';

const MARK = { vulnerable: '✗', safe: '✓', 'not-observed': '?', 'not-implemented': '○', skipped: '-' } as const;
/** The advisory's verdict in words. */
const WORDS = { vulnerable: 'vulnerable', safe: 'safe', 'not-observed': 'not observed', 'not-implemented': 'not implemented', skipped: 'skipped' } as const;

/** "fw.urlencoded is not a function": what a not-implemented check's error says is missing. */
function missingOf(error: string | undefined): string {
  return (error ?? '').split('\n')[0].replace(/^TypeError: /, '');
}

/** "7 checks: 2 vulnerable, 3 safe but failing, 1 not observed, 1 not implemented". */
function checkCounts(v: SecurityView): string {
  const n = (pred: (c: SecurityView['checks'][number]) => boolean) => v.checks.filter(pred).length;
  const parts = [
    [n((c) => c.verdict === 'vulnerable'), 'vulnerable'],
    [n((c) => c.verdict === 'safe' && c.status === 'failed'), 'safe but failing'],
    [n((c) => c.verdict === 'not-observed'), 'not observed'],
    [n((c) => c.verdict === 'not-implemented'), 'not implemented'],
  ] as const;
  const shown = parts.filter(([k]) => k).map(([k, w]) => `${k} ${w}`);
  const ran = n((c) => c.verdict !== 'skipped');
  return `${String(ran).padStart(3)} check${ran === 1 ? '' : 's'}${shown.length ? `: ${shown.join(', ')}` : ''}`;
}

/** Terminal lines: each advisory with its link and verdict, what proves it, and the checks that say so. */
export function securityLines(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const summary = securitySummary(results)!;
  const lines = ['', `Security (${summaryText(results, summary)}):`];
  for (const v of views) {
    lines.push(
      `  ${MARK[v.verdict]} ${v.advisory.id.padEnd(15)} ${WORDS[v.verdict].padEnd(15)} ${checkCounts(v)}  ${v.advisory.title}  ${v.advisory.url}`,
      `      vulnerable when: ${OBSERVED[v.advisory.observation]}; ${publishedText(v.advisory)}; ${provenText(v.advisory)}`,
    );
    const vulnerable = v.checks.filter((c) => c.verdict === 'vulnerable');
    for (const c of vulnerable.slice(0, 5)) lines.push(`      ✗ ${printable(c.id)}`, `          observed: ${printable(c.evidence ?? c.error ?? '')}`);
    if (vulnerable.length > 5) lines.push(`      … and ${vulnerable.length - 5} more`);
    // Safe checks that fail all the same, and checks that failed before observing: not the advisory, but said.
    const other = v.checks.filter((c) => (c.verdict === 'safe' && c.status === 'failed') || c.verdict === 'not-observed');
    for (const c of other.slice(0, 3)) {
      lines.push(`      ${c.verdict === 'safe' ? '!' : '?'} ${printable(c.id)}`, `          ${printable(c.verdict === 'safe' ? safeButText(c) : `not observed: ${c.error ?? 'failed'}`)}`);
    }
    if (other.length > 3) lines.push(`      … and ${other.length - 3} more that fail without the observation`);
    const absent = v.checks.filter((c) => c.verdict === 'not-implemented');
    if (absent.length) lines.push(`      ○ not implemented: ${[...new Set(absent.map((c) => missingOf(c.error)))].join(', ')}`);
  }
  if (summary.notApplicable.length) lines.push(`  not applicable to profile ${results.profile}: ${summary.notApplicable.join(', ')}`);
  if (summary.notRun.length) lines.push(`  not run: ${summary.notRun.join(', ')}`);
  for (const u of summary.notCheckable) lines.push(`  - ${u.id.padEnd(15)} not checkable over HTTP: ${u.package} ${u.affected}: ${u.reason}  ${u.url}`);
  return lines;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

const ICON = { vulnerable: '❌ vulnerable', safe: '✅ safe', 'not-observed': '❔ not observed', 'not-implemented': '⭕ not implemented', skipped: '➖' } as const;

/** Markdown: a table of advisories with their verdicts, then the observations made and the safe checks that fail. */
export function securityMarkdown(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const summary = securitySummary(results)!;
  const out = [
    '',
    '### Security',
    '',
    `${summaryText(results, summary)}.`,
    '',
    '| Advisory | Vulnerable when | Published range | Vulnerable here on | Verdict | Checks |',
    '|---|---|---|---|:-:|---|',
  ];
  for (const v of views) {
    const a = v.advisory;
    const proven = (a.failsOn.length ? a.failsOn.join(', ') : 'no fixture release') + (a.note ? ` (${a.note})` : '');
    out.push(
      `| [${a.id}](${a.url}) ${cell(a.title)} | ${cell(OBSERVED[a.observation])} | ${cell(publishedText(a).replace(/^published: /, ''))} | ${cell(proven)} | ${ICON[v.verdict]} | ${cell(checkCounts(v).trim())} |`,
    );
  }
  if (summary.notApplicable.length) out.push('', `Not applicable to profile ${results.profile}: ${summary.notApplicable.join(', ')}.`);
  if (summary.notRun.length) out.push('', `Not run: ${summary.notRun.join(', ')}.`);
  out.push('', 'Not checkable over HTTP:', '');
  for (const u of summary.notCheckable) out.push(`- [${u.id}](${u.url}) ${cell(u.title)} (${cell(`${u.package} ${u.affected}`)}): ${cell(u.reason)}`);
  for (const v of views.filter((x) => x.verdict === 'vulnerable')) {
    out.push('', `**${v.advisory.id}** vulnerable, observed by:`, '');
    for (const c of v.checks.filter((c) => c.verdict === 'vulnerable').slice(0, 20)) out.push(`- ${cell(printable(c.name))}: ${cell(printable(c.evidence ?? c.error ?? ''))}`);
  }
  for (const v of views.filter((x) => x.checks.some((c) => (c.verdict === 'safe' && c.status === 'failed') || c.verdict === 'not-observed'))) {
    out.push('', `**${v.advisory.id}** checks that fail without the observation:`, '');
    for (const c of v.checks.filter((c) => (c.verdict === 'safe' && c.status === 'failed') || c.verdict === 'not-observed').slice(0, 20)) {
      out.push(`- ${cell(printable(c.name))}: ${cell(printable(c.verdict === 'safe' ? safeButText(c) : `not observed: ${c.error ?? 'failed'}`))}`);
    }
  }
  return out;
}
