// The end-of-run summary: per spec area, failures with their first line, slowest checks.
import { isFlaky, isNotRun, type CheckResult, type Results } from '../runner/results';
import { describeBounds, skipGroups } from '../conformance-report/src/skips';
import { securityLines } from '../conformance-report/src/security-text';
import { securitySummary, summaryText, vulnerableAdvisories } from '../conformance-report/src/security';
import { informationalRowsOfProfile } from '../spec/rows';
import { checkCountsLine, coverageLine, isKnownDivergence, missingApis, selectionLine } from '../conformance-report/src/rows';
import { recordedWords } from '../runner/recorded-divergences';
import { printable } from '../conformance-report/src/printable';

/** "16 checks not run: the run stopped because ...": checks a stopped run never started, by reason. */
function notRunLines(results: Results): string[] {
  const reasons = new Map<string, number>();
  for (const r of results.results) {
    if (isNotRun(r) && r.error) reasons.set(r.error, (reasons.get(r.error) ?? 0) + 1);
  }
  return [...reasons].map(([reason, n]) => `${n} check${n === 1 ? '' : 's'} ${reason}`);
}

/** Checks whose waits the machine starved (isolation/starvation.ts): judged on what the framework did, said once. */
function starvedLine(results: Results): string[] {
  const n = results.results.filter((r) => r.starvedMs !== undefined).length;
  return n ? [`${n} check${n === 1 ? '' : 's'} waited on a framework the machine did not run for a while (a busy machine): each wait was extended, up to --check-timeout; the reports name them`] : [];
}

/** What the summary holds beyond the counts. */
export interface SummaryOptions {
  /** --quiet: the counts only, the lines a CI log needs; the failures are in the reports. */
  quiet?: boolean;
  /** --security: each advisory whole (40 lines on a whole profile); else one line says where it is. */
  security?: boolean;
}

/**
 * The advisories in one line, the vulnerable ones named (their failing checks are listed
 * above): the table is long, and every report holds it.
 */
function securityLine(results: Results): string[] {
  const summary = securitySummary(results);
  if (!summary) return [];
  const vulnerable = vulnerableAdvisories(results);
  return [
    '',
    `Security (${summaryText(results, summary)})${vulnerable.length ? `; vulnerable to ${vulnerable.join(', ')}` : ''}`,
    '  each advisory with its verdict: --security, or the html, markdown and json reports',
  ];
}

/**
 * The summary printed at the end of a run: one screen when the run passes (the advisories'
 * table only with --security); the failures named when it does not.
 */
export function formatSummary(results: Results, options: SummaryOptions = {}): string {
  const { quiet = false } = options;
  const lines: string[] = [];
  const { adapter, profile, summary } = results;
  lines.push(
    `fw-conformance: ${adapter.name}${adapter.version ? ' ' + adapter.version : ''} (generation ${adapter.generation}` +
      `${adapter.interfaceVersion ? `, claims the Express interface ${adapter.interfaceVersion}` : ''}) against profile ${profile}` +
      (results.runtime ? ` on ${results.runtime.name} ${results.runtime.version}` : ''),
  );
  if (!quiet) lines.push(...details(results, options.security ?? false));
  lines.push('');
  lines.push(...notRunLines(results));
  lines.push(...starvedLine(results));
  lines.push(`${checkCountsLine(summary)} in ${((results.durationMs ?? 0) / 1000).toFixed(1)} s (seed ${results.seed})`);
  const informational = informationalRowsOfProfile(profile).length;
  lines.push(coverageLine(results) + (informational && !results.selection ? `; ${informational} informational (not observable through HTTP, not counted)` : ''));
  const filtered = selectionLine(results);
  if (filtered) lines.push(filtered);
  return lines.join('\n') + '\n';
}

/** Per spec area, the failures, what the framework lacks, skips, security, the slowest checks. */
function details(results: Results, security: boolean): string[] {
  const { summary } = results;
  // A check that never ran, or passed only on a retry, has a column of its own (when the run has any).
  type Column = CheckResult['status'] | 'not-run' | 'flaky';
  const columnOf = (r: CheckResult): Column => (isNotRun(r) ? 'not-run' : isFlaky(r) ? 'flaky' : r.status);
  const areas = new Map<string, Record<Column, number>>();
  for (const r of results.results) {
    for (const area of new Set(r.spec.map((s) => s.split('/')[0]))) {
      const a = areas.get(area) ?? { passed: 0, failed: 0, skipped: 0, 'not-implemented': 0, 'not-run': 0, flaky: 0 };
      a[columnOf(r)]++;
      areas.set(area, a);
    }
  }
  const lines: string[] = [];
  const bounds = describeBounds(results.bounds);
  if (bounds) lines.push(`bounds: ${bounds}`);
  lines.push('');
  const width = Math.max(12, ...[...areas.keys()].map((k) => k.length));
  const extra: Array<[Column, string]> = [
    ...(summary.notRun ? [['not-run', 'not run'] as [Column, string]] : []),
    ...(summary.flaky ? [['flaky', 'flaky'] as [Column, string]] : []),
  ];
  lines.push(`  ${'spec area'.padEnd(width)}  passed  failed  not impl.${extra.map(([, h]) => `  ${h}`).join('')}  skipped`);
  for (const [area, a] of [...areas].sort(([x], [y]) => x.localeCompare(y))) {
    lines.push(
      `  ${area.padEnd(width)}  ${String(a.passed).padStart(6)}  ${String(a.failed).padStart(6)}  ${String(a['not-implemented']).padStart(9)}` +
        extra.map(([k, h]) => `  ${String(a[k]).padStart(h.length)}`).join('') +
        `  ${String(a.skipped).padStart(7)}`,
    );
  }
  const failed = results.results.filter((r) => r.status === 'failed');
  // Checks a stopped run never started are counted on their own line (notRunLines), not listed.
  const real = failed.filter((r) => !isKnownDivergence(r, results) && !isNotRun(r));
  if (real.length) {
    lines.push('', 'Failed:');
    for (const r of real) lines.push(`  ✗ ${printable(r.id)}  [${r.spec.join(' ')}]`, `      ${(r.error ?? '').split('\n')[0].slice(0, 200)}`);
  }
  const flaky = results.results.filter(isFlaky);
  if (flaky.length) {
    lines.push('', 'Flaky (failed, then passed on a retry; they fail the gate only with --fail-on-flaky):');
    for (const r of flaky) {
      lines.push(`  ≈ ${printable(r.id)}  (passed on attempt ${(r.attempts?.length ?? 0) + 1})`);
      for (const [i, a] of (r.attempts ?? []).entries()) lines.push(`      attempt ${i + 1}: ${a.error.split('\n')[0].slice(0, 200)}`);
    }
  }
  const missing = missingApis(results);
  if (missing.length) {
    lines.push('', 'Not implemented (the framework lacks a member of the interface the checks use):');
    for (const m of missing) lines.push(`  ○ ${m.member}  (${m.checks.length} check${m.checks.length === 1 ? '' : 's'}, e.g. ${printable(m.checks[0].id)})`);
  }
  const divergent = failed.filter((r) => isKnownDivergence(r, results));
  if (divergent.length) {
    lines.push('', `Known divergences of ${divergent.some((r) => r.recordedDivergence) ? 'real Express' : 'this oracle'} from the spec (see features/divergences.md):`);
    for (const r of divergent) lines.push(`  ~ ${printable(r.id)}${r.recordedDivergence ? `\n      ${recordedWords(r.recordedDivergence)}` : ''}`);
  }
  const skips = skipGroups(results);
  if (skips.length) {
    lines.push('', 'Not applicable (skipped), by reason:');
    for (const g of skips) lines.push(`  ${String(g.ids.length).padStart(5)}  ${g.reason}`);
  }
  // Security: each advisory the run's @security checks stand for, whole on request.
  lines.push(...(security ? securityLines(results) : securityLine(results)));
  const slowest = [...results.results].sort((a, b) => (b.durationMs ?? 0) - (a.durationMs ?? 0)).slice(0, 5);
  if (slowest.length) {
    lines.push('', 'Slowest checks:');
    for (const r of slowest) lines.push(`  ${String(r.durationMs ?? 0).padStart(6)} ms  ${printable(r.id)}`);
  }
  return lines;
}
