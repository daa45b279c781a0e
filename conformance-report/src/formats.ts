// The report formats of --report <format>:<path>, by name.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Results } from '../../runner/results';
import { toJunit } from './junit';

export type ReportWriter = (results: Results) => string;

export const reportFormats: Record<string, ReportWriter> = {
  json: (results) => JSON.stringify(results, null, 2) + '\n',
  junit: toJunit,
};

export interface ReportTarget {
  format: string;
  file: string;
}

/** Parses "format:path"; the error names the accepted formats. */
export function parseReportTarget(value: string): ReportTarget {
  const i = value.indexOf(':');
  const format = i > 0 ? value.slice(0, i) : '';
  const file = i > 0 ? value.slice(i + 1) : '';
  if (!format || !file) throw new Error(`--report takes <format>:<path>, e.g. junit:out/junit.xml; got "${value}"`);
  if (!reportFormats[format]) throw new Error(`unknown report format "${format}"; use one of: ${Object.keys(reportFormats).join(', ')}`);
  return { format, file };
}

export function writeReport(target: ReportTarget, results: Results, cwd: string): string {
  const file = path.resolve(cwd, target.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, reportFormats[target.format](results));
  return file;
}
