// The report formats by name and what --report takes, apart from the formats' writers so that
// the command line's parsing reads them without loading the writers (html, security).

/** Each format, and whether it can show several runs in one file. */
export const REPORT_FORMATS = {
  json: { multi: false },
  junit: { multi: false },
  markdown: { multi: true },
  html: { multi: true },
  badge: { multi: false },
} as const satisfies Record<string, { multi: boolean }>;
export type ReportFormatName = keyof typeof REPORT_FORMATS;

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
  if (!Object.hasOwn(REPORT_FORMATS, format)) throw new Error(`unknown report format "${format}"; use one of: ${Object.keys(REPORT_FORMATS).join(', ')}`);
  return { format, file };
}
