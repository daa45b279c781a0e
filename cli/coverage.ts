// `fw-conformance coverage`: the spec rows of a profile, and the scenarios checking each.
import type { Generation } from '../adapters/contract';
import { scenariosOfProfile } from '../runner/plan';
import { rowsOfProfile } from '../spec/rows';

export interface CoverageReport {
  profile: Generation;
  total: number;
  covered: number;
  rows: Array<{ id: string; checks: string[] }>;
}

export function coverageOf(profile: Generation): CoverageReport {
  const scenarios = scenariosOfProfile(profile);
  const rows = rowsOfProfile(profile).map((row) => ({
    id: row.id,
    checks: scenarios.filter((s) => s.spec.includes(row.id)).map((s) => `${s.feature}:${s.line} ${s.name}`),
  }));
  return { profile, total: rows.length, covered: rows.filter((r) => r.checks.length).length, rows };
}

export function formatCoverage(report: CoverageReport): string {
  const lines = [`Spec rows of profile ${report.profile}: ${report.covered} of ${report.total} covered`, ''];
  for (const row of report.rows) {
    lines.push(`${row.checks.length ? '✓' : '✗'} ${row.id}  (${row.checks.length} checks)`);
    for (const c of row.checks.slice(0, 5)) lines.push(`    ${c}`);
    if (row.checks.length > 5) lines.push(`    … ${row.checks.length - 5} more`);
  }
  return lines.join('\n') + '\n';
}
