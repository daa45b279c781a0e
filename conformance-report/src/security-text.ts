// The Security section of the terminal summary and the Markdown report, from security.ts.
import type { Results } from '../../runner/results';
import { securityViews } from './security';

const MARK = { passed: '✓', failed: '✗', skipped: '-', divergent: '~' } as const;

/** Terminal lines: each advisory with its link, passed or failed, and its failing checks. */
export function securityLines(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const failed = views.filter((v) => v.status === 'failed').length;
  const lines = ['', `Security (${views.length} advisories, ${failed} with failing checks):`];
  for (const v of views) {
    const ran = v.checks.filter((c) => c.status !== 'skipped');
    const bad = v.checks.filter((c) => c.status === 'failed');
    lines.push(
      `  ${MARK[v.status]} ${v.advisory.id.padEnd(15)} ${v.status.padEnd(7)} ${String(ran.length - bad.length).padStart(3)}/${ran.length} checks  ${v.advisory.title}  ${v.advisory.url}`,
    );
    for (const c of bad.slice(0, 5)) lines.push(`      ✗ ${c.id}`);
    if (bad.length > 5) lines.push(`      … and ${bad.length - 5} more`);
  }
  return lines;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Markdown: a table of advisories, then the failing checks of each. */
export function securityMarkdown(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const out = [
    '',
    '### Security',
    '',
    '| Advisory | Package (affected) | | Checks passed | failed |',
    '|---|---|:-:|--:|--:|',
  ];
  for (const v of views) {
    const a = v.advisory;
    const passed = v.checks.filter((c) => c.status === 'passed' || c.status === 'divergent').length;
    const failedN = v.checks.filter((c) => c.status === 'failed').length;
    const icon = v.status === 'failed' ? '❌' : v.status === 'passed' ? '✅' : '➖';
    const pkg = a.affected ? `${a.package} ${a.affected}` : a.package;
    out.push(`| [${a.id}](${a.url}) ${cell(a.title)} | ${cell(pkg)} | ${icon} | ${passed} | ${failedN} |`);
  }
  const failing = views.filter((v) => v.status === 'failed');
  for (const v of failing) {
    out.push('', `**${v.advisory.id}** failing checks:`, '');
    for (const c of v.checks.filter((c) => c.status === 'failed').slice(0, 20)) out.push(`- ${cell(c.name)}`);
  }
  return out;
}
