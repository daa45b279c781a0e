// The framework's code coverage of a run (--coverage): its files, each line of code in them,
// and the checks that reached each line. Written as coverage.json (this shape), lcov.info
// (any coverage tool reads it) and index.html (per spec row, the framework's lines its checks
// ran; per file, the lines no check reached).
import { z } from 'zod';
import { esc } from './html-escape';

export const CODE_COVERAGE_FORMAT = 'fw-conformance-code-coverage';

const line = z.number().int().positive();
const fileCoverageSchema = z.object({
  /** Every line of code of the file (1-based). */
  lines: z.array(line),
  /** Lines that ran as the adapter loaded the framework (its modules' top level): reached, by no check. */
  load: z.array(line),
  /** Per line reached by checks: the indices of those checks in CodeCoverage.checks. */
  checks: z.record(z.string().regex(/^\d+$/), z.array(z.number().int().nonnegative())),
});
export type FileCoverage = z.infer<typeof fileCoverageSchema>;

/** coverage.json, as read back (--related, --changed, --watch): a file of another shape is none. */
export const codeCoverageSchema = z.object({
  format: z.literal(CODE_COVERAGE_FORMAT),
  version: z.literal(1),
  adapter: z.string(),
  profile: z.string(),
  createdAt: z.string(),
  /** Every check of the profile when it was taken: a check not among them is new since. */
  suite: z.array(z.string()),
  /** The checks whose coverage this holds (every check run; a line names them by index). */
  checks: z.array(z.string()),
  /** The spec rows of each check, by index (what the pages group by). */
  rows: z.array(z.array(z.string())),
  /** By absolute path: the framework's files (through source maps, the original sources). */
  files: z.record(z.string(), fileCoverageSchema),
});
export type CodeCoverage = z.infer<typeof codeCoverageSchema>;

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

/** Where a dependency's path turns to its package: after the last node_modules directory. */
const PACKAGE_PART = /^.*[\\/]node_modules[\\/]/;

/**
 * How the pages name the coverage's files: a file of a package under node_modules by the
 * package and its path in it (`cookie/index.js`), another by its path from the directory the
 * framework's own files share. `own`: whether a file is the framework's own (not under
 * node_modules); where none is (a framework installed as a package), every file counts as its own.
 */
export function fileNames(coverage: CodeCoverage): { name: (file: string) => string; own: (file: string) => boolean; base: string } {
  const files = Object.keys(coverage.files).sort();
  const outside = files.filter((f) => !PACKAGE_PART.test(f));
  const base = commonDir(outside);
  // (a package under the framework's own directory by its path from there; two files one name would give: their whole paths)
  const short = (f: string) => (base && f.startsWith(base) ? f.slice(base.length) : f.replace(PACKAGE_PART, ''));
  const taken = new Map<string, number>();
  for (const f of files) taken.set(short(f), (taken.get(short(f)) ?? 0) + 1);
  return {
    name: (f) => (taken.get(short(f))! > 1 ? f : short(f)),
    own: (f) => !outside.length || !PACKAGE_PART.test(f),
    base,
  };
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '0.0');

/** "1234 of 1500 lines of code reached (82.3%) in 12 files under /x/lib/": the totals in a sentence (HTML). */
export function coverageSummary(coverage: CodeCoverage): string {
  const t = coverageTotals(coverage);
  const { own, base } = fileNames(coverage);
  const mine = Object.keys(coverage.files).filter(own).length;
  const under = base ? ` under <code>${esc(base)}</code>` : '';
  const where = mine < t.files ? `: ${mine} of the framework's own${under}, ${t.files - mine} of the packages it loads` : under;
  return `${t.reached} of ${t.lines} lines of code reached (${pct(t.reached, t.lines)}%) in ${t.files} files${where}; a line run only as the framework loaded counts as reached`;
}

/** Ranges of lines, folded past the first few: "3-7, 12, 15-16, … (84 lines in 20 ranges)", the rest on opening. */
function rangesHtml(lines: number[]): string {
  const all = lineRanges(lines).split(', ');
  const SHOWN = 8;
  if (all.length <= SHOWN) return esc(all.join(', '));
  return `<details class="ranges"><summary>${esc(all.slice(0, SHOWN).join(', '))}, … <small>(${lines.length} lines in ${all.length} ranges)</small></summary>${esc(all.slice(SHOWN).join(', '))}</details>`;
}

/** Per file: the share of its lines reached, and the ranges of lines no check reached (HTML): the framework's own files, then, folded, the packages it loads. */
export function coverageFilesHtml(coverage: CodeCoverage): string {
  const { name, own } = fileNames(coverage);
  const table = (files: string[]) =>
    `<table class="code"><thead><tr><th>File</th><th>Reached</th><th>Lines</th><th>Lines no check reached</th></tr></thead><tbody>${files
      .map((f) => {
        const c = coverage.files[f];
        const missed = uncoveredLines(c);
        return `<tr><td><code>${esc(name(f))}</code></td><td class="n">${pct(c.lines.length - missed.length, c.lines.length)}%</td><td class="n">${c.lines.length - missed.length} / ${c.lines.length}</td><td class="l">${missed.length ? rangesHtml(missed) : '—'}</td></tr>`;
      })
      .join('')}</tbody></table>`;
  const files = Object.keys(coverage.files).sort((a, b) => name(a).localeCompare(name(b)));
  const mine = files.filter(own);
  const theirs = files.filter((f) => !own(f));
  return table(mine) + (theirs.length ? `<details class="deps"><summary>The packages it loads: ${theirs.length} ${theirs.length === 1 ? 'file' : 'files'}</summary>${table(theirs)}</details>` : '');
}

/** One spec row's framework lines: per file, the ranges of lines its checks ran (a table, HTML); the framework's own files first. */
export function rowLinesHtml(byFile: Map<string, number[]>, { name, own }: Pick<ReturnType<typeof fileNames>, 'name' | 'own'>): string {
  return `<table class="code">${[...byFile]
    .sort(([a], [b]) => Number(own(b)) - Number(own(a)) || name(a).localeCompare(name(b)))
    .map(([f, lines]) => `<tr><td><code>${esc(name(f))}</code></td><td class="l">${rangesHtml(lines)}</td></tr>`)
    .join('')}</table>`;
}

/** The lines a row's checks ran, in a sentence: "84 lines in 3 files". */
export const rowLinesCount = (byFile: Map<string, number[]>): string => {
  const n = [...byFile.values()].reduce((sum, l) => sum + l.length, 0);
  return `${n} ${n === 1 ? 'line' : 'lines'} in ${byFile.size} ${byFile.size === 1 ? 'file' : 'files'}`;
};

export function toCoverageHtml(coverage: CodeCoverage): string {
  const names = fileNames(coverage);
  const rowSections = [...linesByRow(coverage)].map(([row, byFile]) => `<details><summary>${esc(row)} <small>(${rowLinesCount(byFile)})</small></summary>${rowLinesHtml(byFile, names)}</details>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Code coverage: ${esc(coverage.adapter)} (${esc(coverage.profile)})</title>
<style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:2px 8px;text-align:left;vertical-align:top}td.l{font-family:monospace;max-width:60em}details{margin:2px 0}details.ranges summary{cursor:pointer}</style></head><body>
<h1>Code coverage of ${esc(coverage.adapter)} against profile ${esc(coverage.profile)}</h1>
<p>${coverage.checks.length} checks; ${coverageSummary(coverage)}.</p>
<h2>Lines no check reached, by file</h2>
${coverageFilesHtml(coverage)}
<h2>The framework's lines each spec row's checks ran</h2>
${rowSections.join('\n')}
</body></html>
`;
}
