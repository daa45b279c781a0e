// The Security section of the terminal summary and the Markdown report, from security.ts.
import type { Results } from '../../runner/results';
import { securityViews } from './security';

const MARK = { passed: '✓', failed: '✗', skipped: '-', divergent: '~', 'not-implemented': '○' } as const;
/** The advisory's status in words: not-implemented is not a failure of the advisory's checks. */
const WORDS = { passed: 'passed', failed: 'failed', skipped: 'skipped', 'not-implemented': 'not implemented' } as const;

/** Terminal lines: each advisory with its link, passed or failed, and its failing checks. */
export function securityLines(results: Results): string[] {
  const views = securityViews(results);
  if (!views.length) return [];
  const failed = views.filter((v) => v.status === 'failed').length;
  const missing = views.filter((v) => v.status === 'not-implemented').length;
  const lines = ['', `Security (${views.length} advisories, ${failed} with failing checks${missing ? `, ${missing} not implemented` : ''}):`];
  for (const v of views) {
    // Checks that could not run for a missing API are neither passed nor failed here.
    const ran = v.checks.filter((c) => c.status !== 'skipped' && c.status !== 'not-implemented');
    const bad = v.checks.filter((c) => c.status === 'failed');
    const absent = v.checks.filter((c) => c.status === 'not-implemented');
    const counts = `${String(ran.length - bad.length).padStart(3)}/${ran.length} checks${absent.length ? `, ${absent.length} not implemented` : ''}`;
    lines.push(`  ${MARK[v.status]} ${v.advisory.id.padEnd(15)} ${WORDS[v.status].padEnd(15)} ${counts}  ${v.advisory.title}  ${v.advisory.url}`);
    for (const c of bad.slice(0, 5)) lines.push(`      ✗ ${c.id}`);
    if (bad.length > 5) lines.push(`      … and ${bad.length - 5} more`);
    const members = [...new Set(absent.map((c) => missingOf(c.error)))];
    if (absent.length) lines.push(`      ○ not implemented: ${members.join(', ')}`);
  }
  return lines;
}

/** "fw.urlencoded is not a function": what a not-implemented check's error says is missing. */
function missingOf(error: string | undefined): string {
  return (error ?? '').replace(/^TypeError: /, '');
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
    const absent = v.checks.filter((c) => c.status === 'not-implemented').length;
    const icon = v.status === 'failed' ? '❌' : v.status === 'passed' ? '✅' : v.status === 'not-implemented' ? '⭕ not implemented' : '➖';
    const pkg = a.affected ? `${a.package} ${a.affected}` : a.package;
    out.push(`| [${a.id}](${a.url}) ${cell(a.title)} | ${cell(pkg)} | ${icon} | ${passed} | ${failedN}${absent ? ` (${absent} not implemented)` : ''} |`);
  }
  const failing = views.filter((v) => v.status === 'failed');
  for (const v of failing) {
    out.push('', `**${v.advisory.id}** failing checks:`, '');
    for (const c of v.checks.filter((c) => c.status === 'failed').slice(0, 20)) out.push(`- ${cell(c.name)}`);
  }
  return out;
}
