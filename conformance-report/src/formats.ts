// The report formats of --report <format>:<path>, by name. Each takes one run, or, for
// the formats that can show it, several side by side (`fw-conformance report`).
import * as path from 'node:path';
import type { Results } from '../../runner/results';
import type { BaselineComparison } from './baseline';
import { toBadge } from './badge';
import { toHtml } from './html';
import type { CodeCoverage } from './code-coverage';
import { toJunit } from './junit';
import { toMarkdown, toMarkdownMatrix } from './markdown';
import { securityJson, securitySummary } from './security';
import { sealReport, writeAtomically } from './seal';
import { writeReportFile, type FileWriter } from './report-path';
import { REPORT_FORMATS, type ReportFormatName, type ReportTarget } from './report-target';

export { parseReportTarget, type ReportTarget } from './report-target';

export interface ReportInput {
  runs: Results[];
  /** The comparison with --baseline, when given (one run only). */
  comparison?: BaselineComparison;
  /** The framework's code coverage of the run (--coverage; one run only): the html report shows it. */
  coverage?: CodeCoverage;
}

export interface ReportFormat {
  /** Whether the format can show several runs in one file. */
  multi: boolean;
  /** false: written without a seal, for a reader that takes no extra field or comment (shields.io). */
  sealed?: false;
  write(input: ReportInput): string;
}

export const reportFormats: Record<string, ReportFormat> = {
  json: { multi: REPORT_FORMATS.json.multi, write: ({ runs, comparison }) => JSON.stringify(withBaseline(withSecurity(runs[0]), comparison), null, 2) + '\n' },
  junit: { multi: REPORT_FORMATS.junit.multi, write: ({ runs, comparison }) => toJunit(runs[0], comparison) },
  markdown: {
    multi: REPORT_FORMATS.markdown.multi,
    write: ({ runs, comparison }) => (runs.length === 1 ? toMarkdown(runs[0], comparison) : toMarkdownMatrix(runs)),
  },
  html: { multi: REPORT_FORMATS.html.multi, write: ({ runs, comparison, coverage }) => toHtml(runs, comparison, { coverage }) },
  badge: { multi: REPORT_FORMATS.badge.multi, sealed: false, write: ({ runs }) => toBadge(runs[0]) },
} satisfies Record<ReportFormatName, ReportFormat>;

// Security section of the JSON: present when checks of the run name advisories (@advisory:<id>):
// each advisory with its published range and the fixture releases its checks fail on, and the
// summary (checked, failing, not applicable, not checkable over HTTP).
function withSecurity(results: Results): Results & { security?: ReturnType<typeof securityJson>; securitySummary?: ReturnType<typeof securitySummary> } {
  const security = securityJson(results);
  return security.length ? { ...results, security, securitySummary: securitySummary(results) } : results;
}

// With --baseline: the comparison, each expected failure with the reason and link the baseline gives.
function withBaseline<T extends Results>(results: T, comparison?: BaselineComparison): T & { baseline?: object } {
  if (!comparison) return results;
  const { file, baseline, regressions, improvements, stillFailing, stale, mismatch } = comparison;
  return { ...results, baseline: { file, recordedWith: baseline, regressions, improvements, expectedFailures: stillFailing, stale, ...(mismatch ? { mismatch } : {}) } };
}

/** Renders a report; several runs only in the formats that show them side by side. */
export function renderReport(format: string, input: ReportInput): string {
  const f = reportFormats[format];
  if (!f) throw new Error(`unknown report format "${format}"; use one of: ${Object.keys(reportFormats).join(', ')}`);
  if (input.runs.length === 0) throw new Error('a report needs at least one results file');
  if (input.runs.length > 1 && !f.multi) {
    const multi = Object.keys(reportFormats).filter((k) => reportFormats[k].multi);
    throw new Error(`the ${format} format holds one run; for ${input.runs.length} side by side use ${multi.join(' or ')}`);
  }
  return f.write(input);
}

/**
 * Renders, seals and writes a report whole (seal.ts: written to a temporary file and renamed,
 * so a report is what the run wrote, or visibly not); a path that cannot be written is a
 * ReportPathError saying why.
 */
export function writeReport(target: ReportTarget, results: Results | Results[], cwd: string, extra: Pick<ReportInput, 'comparison' | 'coverage'> = {}, write: FileWriter = writeAtomically): string {
  const runs = Array.isArray(results) ? results : [results];
  const rendered = renderReport(target.format, { runs, ...extra });
  const text = reportFormats[target.format].sealed === false ? rendered : sealReport(target.format, rendered, runs.length === 1 ? runs[0].suiteDigest : undefined);
  return writeReportFile(path.resolve(cwd, target.file), text, write);
}
