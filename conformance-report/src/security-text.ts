// The Security section of the terminal summary and the Markdown report, from security.ts.
import type { Results } from '../../runner/results';
import { provenText, publishedText, securitySummary, securityViews, summaryText } from './security';

const MARK = { passed: '✓', failed: '✗', skipped: '-', divergent: '~' } as const;

/** Terminal lines: each advisory with its link, passed or failed, and its failing checks. */
export function securityLines(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const summary = securitySummary(results)!;
  const lines = ['', `Security (${summaryText(results, summary)}):`];
  for (const v of views) {
    const ran = v.checks.filter((c) => c.status !== 'skipped');
    const bad = v.checks.filter((c) => c.status === 'failed');
    lines.push(
      `  ${MARK[v.status]} ${v.advisory.id.padEnd(15)} ${v.status.padEnd(7)} ${String(ran.length - bad.length).padStart(3)}/${ran.length} checks  ${v.advisory.title}  ${v.advisory.url}`,
      `      ${publishedText(v.advisory)}; ${provenText(v.advisory)}`,
    );
    for (const c of bad.slice(0, 5)) lines.push(`      ✗ ${c.id}`);
    if (bad.length > 5) lines.push(`      … and ${bad.length - 5} more`);
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
    const icon = v.status === 'failed' ? '❌' : v.status === 'passed' ? '✅' : '➖';
    const proven = (a.failsOn.length ? a.failsOn.join(', ') : 'no fixture release') + (a.note ? ` (${a.note})` : '');
    out.push(`| [${a.id}](${a.url}) ${cell(a.title)} | ${cell(publishedText(a).replace(/^published: /, ''))} | ${cell(proven)} | ${icon} | ${passed} | ${failedN} |`);
  }
  if (summary.notApplicable.length) out.push('', `Not applicable to profile ${results.profile}: ${summary.notApplicable.join(', ')}.`);
  if (summary.notRun.length) out.push('', `Not run: ${summary.notRun.join(', ')}.`);
  out.push('', 'Not checkable over HTTP:', '');
  for (const u of summary.notCheckable) out.push(`- [${u.id}](${u.url}) ${cell(u.title)} (${cell(`${u.package} ${u.affected}`)}): ${cell(u.reason)}`);
  const failing = views.filter((v) => v.status === 'failed');
  for (const v of failing) {
    out.push('', `**${v.advisory.id}** failing checks:`, '');
    for (const c of v.checks.filter((c) => c.status === 'failed').slice(0, 20)) out.push(`- ${cell(c.name)}`);
  }
  return out;
}
