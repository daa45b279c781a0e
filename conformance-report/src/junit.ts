// JUnit XML, in the dialect Jenkins, GitLab and GitHub test reporters all read:
// one <testsuite> per feature file, one <testcase> per check.
import { isFlaky, isNotRun, type CheckResult, type Results } from '../../runner/results';
import { recordedWords } from '../../runner/recorded-divergences';
import type { BaselineComparison } from './baseline';
import { printable } from './printable';
import { notImplementedWords } from './rows';
import { securityViews, type SecurityVerdict } from './security';

const escapeXml = (s: string): string =>
  s
    // XML 1.0 forbids most control characters even when escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * With a baseline, a check it expects to fail is <skipped> with the baseline's reason and link
 * (its failure kept in <system-out>): a CI test tab is green exactly when the gate is.
 */
export function toJunit(results: Results, comparison?: BaselineComparison): string {
  const expected = new Map((comparison?.stillFailing ?? []).map((e) => [e.id, e]));
  // A failure Express's record shares (runner/recorded-divergences.ts) is no failure of the gate:
  // <skipped>, with the record's words, as a baseline's expected failure is.
  const recorded = (c: CheckResult) => c.status === 'failed' && !isNotRun(c) && !expected.has(c.id) && c.divergence && c.recordedDivergence ? c.recordedDivergence : undefined;
  const expectedIn = (checks: Results['results']) => checks.filter((c) => expected.has(c.id) || recorded(c)).length;
  // Security checks: each one's advisories and verdict, as properties and in a failure's words.
  const security = new Map<string, { advisories: string[]; verdict: SecurityVerdict }>();
  for (const v of securityViews(results)) {
    for (const c of v.checks) security.set(c.id, { advisories: [...(security.get(c.id)?.advisories ?? []), v.advisory.id], verdict: c.verdict });
  }
  const securityWords = (id: string): string => {
    const s = security.get(id);
    if (!s) return '';
    const of = s.advisories.join(', ');
    return s.verdict === 'vulnerable' ? `vulnerable (${of}): ` : s.verdict === 'safe' ? `safe (${of}), but the check fails: ` : s.verdict === 'not-observed' ? `not observed (${of}): ` : '';
  };
  const byFeature = new Map<string, Results['results']>();
  for (const r of results.results) {
    const list = byFeature.get(r.feature) ?? [];
    list.push(r);
    byFeature.set(r.feature, list);
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  // What every suite ran against, for a CI tab that shows a suite's properties.
  const runProperties: Array<[string, string]> = [
    ['adapter', `${results.adapter.name}${results.adapter.version ? ' ' + results.adapter.version : ''}`],
    ['profile', results.profile],
    ...(results.runtime ? [['runtime', `${results.runtime.name} ${results.runtime.version}`] as [string, string]] : []),
    ['seed', String(results.seed)],
  ];
  const properties = `    <properties>${runProperties.map(([n, v]) => `<property name="${n}" value="${escapeXml(v)}"/>`).join('')}</properties>\n`;
  const suites = [...byFeature].map(([feature, checks]) => {
    const failures = checks.filter((c) => (c.status === 'failed' || c.status === 'not-implemented') && !isNotRun(c) && !expected.has(c.id) && !recorded(c)).length;
    const skipped = checks.filter((c) => c.status === 'skipped' || (isNotRun(c) && !expected.has(c.id))).length + expectedIn(checks);
    const time = checks.reduce((t, c) => t + (c.durationMs ?? 0), 0);
    const cases = checks.map((c) => {
      const attrs = `name="${escapeXml(printable(c.name))}" classname="${escapeXml(feature.replace(/\.feature$/, '').replace(/[\\/]/g, '.'))}" time="${seconds(c.durationMs ?? 0)}"`;
      const sec = security.get(c.id);
      const named: Array<[string, string]> = [
        ...c.spec.map((s): [string, string] => ['spec', s]),
        ...(sec ? [...sec.advisories.map((a): [string, string] => ['advisory', a]), ['security-verdict', sec.verdict] as [string, string]] : []),
        ...(c.note ? [['note', c.note] as [string, string]] : []),
        // What the run decided, as data: why a check did not run, what a not-implemented one lacks.
        ...(isNotRun(c) && c.notRunCause ? [['not-run-cause', c.notRunCause] as [string, string]] : []),
        ...(c.status === 'not-implemented' && c.missing ? [['missing', c.missing] as [string, string]] : []),
      ];
      const props = named.length ? `<properties>${named.map(([n, v]) => `<property name="${n}" value="${escapeXml(v)}"/>`).join('')}</properties>` : '';
      // What the framework printed during the check, where CI test viewers show it.
      const out = c.output ? `<system-out>${escapeXml(c.output)}</system-out>` : '';
      const known = expected.get(c.id);
      if (known && (c.status === 'failed' || c.status === 'not-implemented')) {
        const why = `expected to fail (baseline${comparison?.file ? ' ' + comparison.file : ''})${known.reason ? `: ${known.reason}` : ''}${known.link ? ` (${known.link})` : ''}`;
        return `    <testcase ${attrs}>${props}<skipped message="${escapeXml(why)}"/><system-out>${escapeXml(`${c.error ?? ''}\n${c.output ?? ''}`)}</system-out></testcase>`;
      }
      if (isNotRun(c)) {
        // Never ran (the run stopped early, or at its bound): skipped, with the reason; the gate still fails on it.
        return `    <testcase ${attrs}>${props}<skipped message="${escapeXml((c.error ?? 'not run').split('\n')[0])}"/></testcase>`;
      }
      if (c.status === 'not-implemented') {
        // A failure still (the gate fails), of a type of its own: the framework lacks the API.
        const message = notImplementedWords(c, 1000);
        return `    <testcase ${attrs}>${props}<failure message="${escapeXml(message)}" type="NotImplemented">${escapeXml(c.error ?? '')}</failure>${out}</testcase>`;
      }
      const shared = recorded(c);
      if (shared) return `    <testcase ${attrs}>${props}<skipped message="${escapeXml(recordedWords(shared))}"/><system-out>${escapeXml(`${c.error ?? ''}\n${c.output ?? ''}`)}</system-out></testcase>`;
      if (c.status === 'failed') {
        const first = securityWords(c.id) + (c.error ?? 'failed').split('\n')[0];
        const kind = c.divergence ? 'divergence' : sec?.verdict === 'vulnerable' ? 'Vulnerable' : 'AssertionError';
        return `    <testcase ${attrs}>${props}<failure message="${escapeXml(first)}" type="${kind}">${escapeXml(c.error ?? '')}</failure>${out}</testcase>`;
      }
      if (isFlaky(c)) {
        // Passed on a retry: each failed attempt as Maven Surefire writes a rerun that passed (Jenkins and GitLab read it).
        const flaky = (c.attempts ?? [])
          .map((a) => `<flakyFailure message="${escapeXml(a.error.split('\n')[0])}" type="AssertionError"><stackTrace>${escapeXml(a.error)}</stackTrace></flakyFailure>`)
          .join('');
        return `    <testcase ${attrs}>${props}${flaky}${out}</testcase>`;
      }
      if (c.status === 'skipped') return `    <testcase ${attrs}>${props}<skipped message="${escapeXml(c.reason ?? 'not applicable')}"/></testcase>`;
      return `    <testcase ${attrs}>${props}${out}</testcase>`;
    });
    return `  <testsuite name="${escapeXml(feature)}" tests="${checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}"${results.startedAt ? ` timestamp="${results.startedAt.replace(/Z$/, '')}"` : ''}>\n${properties}${cases.join('\n')}\n  </testsuite>`;
  });
  const s = results.summary;
  if (results.error) {
    // No check ran: one errored case, so that CI shows the run as broken, with the reason.
    suites.push(
      `  <testsuite name="fw-conformance" tests="1" failures="0" errors="1" skipped="0" time="0">\n` +
        `    <testcase name="the run" classname="fw-conformance"><error message="${escapeXml(results.error.split('\n')[0])}" type="RunError">${escapeXml(results.error)}</error></testcase>\n  </testsuite>`,
    );
  }
  const total = s.passed + s.failed + s.notImplemented + s.skipped + s.divergent + s.notRun + s.flaky + (results.error ? 1 : 0);
  const notRunExpected = results.results.filter((c) => isNotRun(c) && expected.has(c.id)).length;
  const allExpected = expectedIn(results.results);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="fw-conformance ${escapeXml(results.adapter.name)} ${results.profile}" tests="${total}" failures="${s.failed + s.notImplemented + s.divergent - (allExpected - notRunExpected)}" errors="${results.error ? 1 : 0}" skipped="${s.skipped + s.notRun - notRunExpected + allExpected}" time="${seconds(results.durationMs ?? 0)}">\n` +
    `${suites.join('\n')}\n</testsuites>\n`
  );
}
