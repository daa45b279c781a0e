// `fw-conformance coverage`: the spec rows of a profile, and the scenarios checking each.
import type { Generation } from '../adapters/contract';
import { scenariosOfProfile } from '../runner/plan';
import { informationalRowsOfProfile, rowsOfProfile } from '../spec/rows';

export interface CoverageReport {
  profile: Generation;
  total: number;
  covered: number;
  rows: Array<{ id: string; checks: string[] }>;
  /** Rows that cannot be observed through HTTP and the interface: not in total, never covered. */
  informational: Array<{ id: string; reason: string; checks: string[] }>;
}

export function coverageOf(profile: Generation): CoverageReport {
  const scenarios = scenariosOfProfile(profile);
  const checksOf = (id: string) => scenarios.filter((s) => s.spec.includes(id)).map((s) => `${s.feature}:${s.line} ${s.name}`);
  const rows = rowsOfProfile(profile).map((row) => ({ id: row.id, checks: checksOf(row.id) }));
  const informational = informationalRowsOfProfile(profile).map((row) => ({ id: row.id, reason: row.informational!, checks: checksOf(row.id) }));
  return { profile, total: rows.length, covered: rows.filter((r) => r.checks.length).length, rows, informational };
}

export function formatCoverage(report: CoverageReport): string {
  const lines = [
    `Spec rows of profile ${report.profile}: ${report.covered} of ${report.total} covered` +
      (report.informational.length ? ` (and ${report.informational.length} informational, not counted)` : ''),
    '',
  ];
  for (const row of report.rows) {
    lines.push(`${row.checks.length ? '✓' : '✗'} ${row.id}  (${row.checks.length} checks)`);
    for (const c of row.checks.slice(0, 5)) lines.push(`    ${c}`);
    if (row.checks.length > 5) lines.push(`    … ${row.checks.length - 5} more`);
  }
  for (const row of report.informational) {
    lines.push(`i ${row.id}  (informational: ${row.reason})`);
    for (const c of row.checks.slice(0, 5)) lines.push(`    ${c}`);
  }
  return lines.join('\n') + '\n';
}
