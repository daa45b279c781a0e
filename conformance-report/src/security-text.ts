// The Security section of the terminal summary and the Markdown report, from security.ts.
import type { Results } from '../../runner/results';
import { provenText, publishedText, securitySummary, securityViews, summaryText } from './security';
import { printable } from './printable';

const MARK = { passed: '✓', failed: '✗', skipped: '-', divergent: '~', 'not-implemented': '○' } as const;
/** The advisory's status in words: not-implemented is not a failure of the advisory's checks. */
const WORDS = { passed: 'passed', failed: 'failed', skipped: 'skipped', divergent: 'divergent', 'not-implemented': 'not implemented' } as const;

/** "fw.urlencoded is not a function": what a not-implemented check's error says is missing. */
function missingOf(error: string | undefined): string {
  return (error ?? '').split('\n')[0].replace(/^TypeError: /, '');
}

/** Terminal lines: each advisory with its link, passed or failed, and its failing checks. */
export function securityLines(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const summary = securitySummary(results)!;
  const lines = ['', `Security (${summaryText(results, summary)}):`];
  for (const v of views) {
    // Checks that could not run for a missing API are neither passed nor failed here.
    const ran = v.checks.filter((c) => c.status !== 'skipped' && c.status !== 'not-implemented');
    const bad = v.checks.filter((c) => c.status === 'failed');
    const absent = v.checks.filter((c) => c.status === 'not-implemented');
    const counts = `${String(ran.length - bad.length).padStart(3)}/${ran.length} checks${absent.length ? `, ${absent.length} not implemented` : ''}`;
    lines.push(
      `  ${MARK[v.status]} ${v.advisory.id.padEnd(15)} ${WORDS[v.status].padEnd(15)} ${counts}  ${v.advisory.title}  ${v.advisory.url}`,
      `      ${publishedText(v.advisory)}; ${provenText(v.advisory)}`,
    );
    for (const c of bad.slice(0, 5)) lines.push(`      ✗ ${printable(c.id)}`);
    if (bad.length > 5) lines.push(`      … and ${bad.length - 5} more`);
    if (absent.length) lines.push(`      ○ not implemented: ${[...new Set(absent.map((c) => missingOf(c.error)))].join(', ')}`);
  }
  if (summary.notApplicable.length) lines.push(`  not applicable to profile ${results.profile}: ${summary.notApplicable.join(', ')}`);
  if (summary.notRun.length) lines.push(`  not run: ${summary.notRun.join(', ')}`);
  for (const u of summary.notCheckable) lines.push(`  - ${u.id.padEnd(15)} not checkable over HTTP: ${u.package} ${u.affected}: ${u.reason}  ${u.url}`);
  return lines;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Markdown: a table of advisories, then the failing checks of each. */
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
    '| Advisory | Published range | Fails here on | | Checks passed | failed |',
    '|---|---|---|:-:|--:|--:|',
  ];
  for (const v of views) {
    const a = v.advisory;
    const passed = v.checks.filter((c) => c.status === 'passed' || c.status === 'divergent').length;
    const failedN = v.checks.filter((c) => c.status === 'failed').length;
    const absent = v.checks.filter((c) => c.status === 'not-implemented').length;
    const icon = v.status === 'failed' ? '❌' : v.status === 'passed' ? '✅' : v.status === 'not-implemented' ? '⭕ not implemented' : '➖';
    const proven = (a.failsOn.length ? a.failsOn.join(', ') : 'no fixture release') + (a.note ? ` (${a.note})` : '');
    out.push(
      `| [${a.id}](${a.url}) ${cell(a.title)} | ${cell(publishedText(a).replace(/^published: /, ''))} | ${cell(proven)} | ${icon} | ${passed} | ${failedN}${absent ? ` (${absent} not implemented)` : ''} |`,
    );
  }
  if (summary.notApplicable.length) out.push('', `Not applicable to profile ${results.profile}: ${summary.notApplicable.join(', ')}.`);
  if (summary.notRun.length) out.push('', `Not run: ${summary.notRun.join(', ')}.`);
  out.push('', 'Not checkable over HTTP:', '');
  for (const u of summary.notCheckable) out.push(`- [${u.id}](${u.url}) ${cell(u.title)} (${cell(`${u.package} ${u.affected}`)}): ${cell(u.reason)}`);
  const failing = views.filter((v) => v.status === 'failed');
  for (const v of failing) {
    out.push('', `**${v.advisory.id}** failing checks:`, '');
    for (const c of v.checks.filter((c) => c.status === 'failed').slice(0, 20)) out.push(`- ${cell(printable(c.name))}`);
  }
  return out;
}
