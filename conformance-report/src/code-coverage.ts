// The framework's code coverage of a run (--coverage): its files, each line of code in them,
// and the checks that reached each line. Written as coverage.json (this shape), lcov.info
// (any coverage tool reads it) and index.html (per spec row, the framework's lines its checks
// ran; per file, the lines no check reached).
import { esc } from './html';

export const CODE_COVERAGE_FORMAT = 'fw-conformance-code-coverage';

export interface FileCoverage {
  /** Every line of code of the file (1-based). */
  lines: number[];
  /** Lines that ran as the adapter loaded the framework (its modules' top level): reached, by no check. */
  load: number[];
  /** Per line reached by checks: the indices of those checks in CodeCoverage.checks. */
  checks: Record<string, number[]>;
}

export interface CodeCoverage {
  format: typeof CODE_COVERAGE_FORMAT;
  version: 1;
  adapter: string;
  profile: string;
  createdAt: string;
  /** Every check of the profile when it was taken: a check not among them is new since. */
  suite: string[];
  /** The checks whose coverage this holds (every check run; a line names them by index). */
  checks: string[];
  /** The spec rows of each check, by index (what index.html groups by). */
  rows: string[][];
  /** By absolute path: the framework's files (through source maps, the original sources). */
  files: Record<string, FileCoverage>;
}

/** Lines of a file no check and no load reached. */
export function uncoveredLines(file: FileCoverage): number[] {
  const load = new Set(file.load);
  return file.lines.filter((l) => !load.has(l) && !file.checks[l]);
}

/** "3-7, 12, 15-16". */
export function lineRanges(lines: number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j;
  }
  return parts.join(', ');
}

/** lcov: per file, each line of code with how many checks (and the load) reached it. */
export function toLcov(coverage: CodeCoverage): string {
  const out: string[] = [];
  for (const [file, f] of Object.entries(coverage.files).sort(([a], [b]) => a.localeCompare(b))) {
    const load = new Set(f.load);
    out.push('TN:', `SF:${file}`);
    let hit = 0;
    for (const line of f.lines) {
      const n = (f.checks[line]?.length ?? 0) + (load.has(line) ? 1 : 0);
      if (n) hit++;
      out.push(`DA:${line},${n}`);
    }
    out.push(`LF:${f.lines.length}`, `LH:${hit}`, 'end_of_record');
  }
  return out.join('\n') + '\n';
}

/** Lines reached and lines of code, over every file. */
export function coverageTotals(coverage: CodeCoverage): { files: number; lines: number; reached: number } {
  let lines = 0;
  let reached = 0;
  for (const f of Object.values(coverage.files)) {
    lines += f.lines.length;
    reached += f.lines.length - uncoveredLines(f).length;
  }
  return { files: Object.keys(coverage.files).length, lines, reached };
}

/** The framework's lines each spec row's checks ran: row -> file -> lines. */
export function linesByRow(coverage: CodeCoverage): Map<string, Map<string, number[]>> {
  const byRow = new Map<string, Map<string, Set<number>>>();
  for (const [file, f] of Object.entries(coverage.files)) {
    for (const [line, checks] of Object.entries(f.checks)) {
      for (const c of checks) {
        for (const row of coverage.rows[c] ?? []) {
          let files = byRow.get(row);
          if (!files) byRow.set(row, (files = new Map()));
          let set = files.get(file);
          if (!set) files.set(file, (set = new Set()));
          set.add(Number(line));
        }
      }
    }
  }
  return new Map([...byRow].sort(([a], [b]) => a.localeCompare(b)).map(([row, files]) => [row, new Map([...files].map(([f, s]) => [f, [...s].sort((a, b) => a - b)]))]));
}

/** The common directory of the files, left out of the names shown. */
function commonDir(files: string[]): string {
  if (!files.length) return '';
  let prefix = files[0].slice(0, files[0].lastIndexOf('/') + 1);
  for (const f of files) while (!f.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  return prefix;
}

export function toCoverageHtml(coverage: CodeCoverage): string {
  const files = Object.keys(coverage.files).sort();
  const base = commonDir(files);
  const name = (f: string) => esc(f.slice(base.length));
  const totals = coverageTotals(coverage);
  const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
  const fileRows = files.map((f) => {
    const c = coverage.files[f];
    const missed = uncoveredLines(c);
    return `<tr><td>${name(f)}</td><td>${pct(c.lines.length - missed.length, c.lines.length)}%</td><td>${c.lines.length - missed.length} / ${c.lines.length}</td><td class="l">${esc(lineRanges(missed))}</td></tr>`;
  });
  const rowSections = [...linesByRow(coverage)].map(
    ([row, byFile]) =>
      `<details><summary>${esc(row)} <small>(${[...byFile.values()].reduce((n, l) => n + l.length, 0)} lines in ${byFile.size} files)</small></summary><table>${[...byFile]
        .map(([f, lines]) => `<tr><td>${name(f)}</td><td class="l">${esc(lineRanges(lines))}</td></tr>`)
        .join('')}</table></details>`,
  );
  return `<!doctype html><html><head><meta charset="utf-8"><title>Code coverage: ${esc(coverage.adapter)} (${esc(coverage.profile)})</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:2px 8px;text-align:left;vertical-align:top}td.l{font-family:monospace;max-width:60em}details{margin:2px 0}</style></head><body>
<h1>Code coverage of ${esc(coverage.adapter)} against profile ${esc(coverage.profile)}</h1>
<p>${coverage.checks.length} checks; ${totals.reached} of ${totals.lines} lines of code reached (${pct(totals.reached, totals.lines)}%) in ${totals.files} files under ${esc(base)}. A line reached only as the framework loaded counts as reached.</p>
<h2>Lines no check reached, by file</h2>
<table><tr><th>file</th><th>lines</th><th></th><th>not reached</th></tr>${fileRows.join('\n')}</table>
<h2>The framework's lines each spec row's checks ran</h2>
${rowSections.join('\n')}
</body></html>
`;
}
