// The side-by-side of bench/express-coverage.ts, in parts that read no process and no network:
// a suite's coverage merged from its takes, the table per module (lines and branches, this
// suite and Express's own), the lines Express's suite reaches and no check does, and the list
// of those lines that are outside the spec, with their reasons.
import { intersects, mergeIntervals } from '../adapters/isolation';

/** What one suite ran of one file: lines (1-based), the offsets that ran, the block ranges V8 told ("start-end"). */
export interface FileRun {
  lines: Set<number>;
  ran: number[];
  seen: Set<string>;
}

/** One suite's coverage, by absolute file. */
export type SuiteRun = Map<string, FileRun>;

/** One piece of a suite's coverage (a take, a process's dump) of one file. */
export interface FilePiece {
  lines: number[];
  ran?: number[];
  seen?: string[];
}

/** Merges pieces into a suite's coverage: lines and blocks unioned, the offsets that ran merged. */
export function mergeRuns(pieces: Iterable<[string, FilePiece]>): SuiteRun {
  const building = new Map<string, { lines: Set<number>; ran: number[][]; seen: Set<string> }>();
  for (const [file, p] of pieces) {
    let b = building.get(file);
    if (!b) building.set(file, (b = { lines: new Set(), ran: [], seen: new Set() }));
    for (const l of p.lines) b.lines.add(l);
    if (p.ran?.length) b.ran.push(p.ran);
    for (const k of p.seen ?? []) b.seen.add(k);
  }
  const out: SuiteRun = new Map();
  for (const [file, b] of building) out.set(file, { lines: b.lines, ran: mergeIntervals(b.ran), seen: b.seen });
  return out;
}

/** A file of the framework as the table counts it: its module, its name in the module, its lines of code. */
export interface CountedFile {
  file: string;
  module: string;
  name: string;
  codeLines: number[];
}

export interface ModuleRow {
  module: string;
  files: number;
  lines: number;
  ours: number;
  theirs: number;
  /** Lines Express's suite reached and no check did. */
  theirsOnly: number;
  branches: number;
  oursBranches: number;
  theirsBranches: number;
}

/** Whether a suite ran a block: any offset of it ran. */
function blockRan(run: FileRun | undefined, key: string): boolean {
  if (!run) return false;
  const [s, e] = key.split('-').map(Number);
  return intersects(run.ran, s, e);
}

/**
 * The table per module. A file counts when either suite loaded it; its lines are its lines of
 * code; its branches are the block ranges V8 told in either suite (a block that always ran as
 * often as the code around it is never told: V8's rule, c8's too).
 */
export function coverageTable(files: CountedFile[], ours: SuiteRun, theirs: SuiteRun): ModuleRow[] {
  const rows = new Map<string, ModuleRow>();
  for (const f of files) {
    let row = rows.get(f.module);
    if (!row) rows.set(f.module, (row = { module: f.module, files: 0, lines: 0, ours: 0, theirs: 0, theirsOnly: 0, branches: 0, oursBranches: 0, theirsBranches: 0 }));
    const o = ours.get(f.file);
    const t = theirs.get(f.file);
    row.files++;
    for (const l of f.codeLines) {
      row.lines++;
      const a = o?.lines.has(l) ?? false;
      const b = t?.lines.has(l) ?? false;
      if (a) row.ours++;
      if (b) row.theirs++;
      if (b && !a) row.theirsOnly++;
    }
    for (const key of new Set([...(o?.seen ?? []), ...(t?.seen ?? [])])) {
      row.branches++;
      if (blockRan(o, key)) row.oursBranches++;
      if (blockRan(t, key)) row.theirsBranches++;
    }
  }
  return [...rows.values()].sort((a, b) => (a.module === 'express' ? -1 : b.module === 'express' ? 1 : a.module.localeCompare(b.module)));
}

/** The lines Express's suite reached and no check did: module -> file name -> lines. */
export function theirsOnlyLines(files: CountedFile[], ours: SuiteRun, theirs: SuiteRun): Map<string, Map<string, number[]>> {
  const out = new Map<string, Map<string, number[]>>();
  for (const f of files) {
    const o = ours.get(f.file);
    const t = theirs.get(f.file);
    if (!t) continue;
    const lines = f.codeLines.filter((l) => t.lines.has(l) && !o?.lines.has(l));
    if (!lines.length) continue;
    let m = out.get(f.module);
    if (!m) out.set(f.module, (m = new Map()));
    m.set(f.name, lines);
  }
  return out;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '-');

/** The Markdown table of one generation, a line per module and a total. */
export function tableMarkdown(rows: ModuleRow[]): string {
  const total = rows.reduce(
    (t, r) => ({ ...t, files: t.files + r.files, lines: t.lines + r.lines, ours: t.ours + r.ours, theirs: t.theirs + r.theirs, theirsOnly: t.theirsOnly + r.theirsOnly, branches: t.branches + r.branches, oursBranches: t.oursBranches + r.oursBranches, theirsBranches: t.theirsBranches + r.theirsBranches }),
    { module: '**all**', files: 0, lines: 0, ours: 0, theirs: 0, theirsOnly: 0, branches: 0, oursBranches: 0, theirsBranches: 0 },
  );
  const line = (r: ModuleRow) =>
    `| ${r.module} | ${r.files} | ${r.lines} | ${pct(r.ours, r.lines)} | ${pct(r.theirs, r.lines)} | ${r.theirsOnly} | ${r.branches} | ${pct(r.oursBranches, r.branches)} | ${pct(r.theirsBranches, r.branches)} |`;
  return [
    '| module | files | lines | lines: this suite | lines: Express\'s tests | lines only Express\'s tests reach | branches | branches: this suite | branches: Express\'s tests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(line),
    line(total),
  ].join('\n');
}

// --- the committed list of lines outside the spec ---------------------------------------

/** Why a line Express's suite reaches is outside the spec (the reasons issue 48 names). */
export const EXCUSE_REASONS = {
  'private-helper': 'a private helper: reached only by calling it, not through the interface',
  deprecation: 'a deprecation message or a deprecated path the spec does not keep',
  unreachable: 'a branch no HTTP request to an app can reach',
  runtime: 'a runtime or Node version this project does not run',
  'outside-spec': 'code of a middleware, an operation or an option the spec does not name for the generation, or a private dependency only such code loads',
  unobservable: 'reached by a request, but what it does reaches no client and no row describes it (a resource released after the client went away)',
} as const;
export type ExcuseReason = keyof typeof EXCUSE_REASONS;

export interface Excuse {
  generation: string;
  module: string;
  name: string;
  lines: number[];
  reason: ExcuseReason;
  note: string;
  /** Its line in the list (for messages). */
  at: number;
}

/** [3, 4, 5, 6, 7, 12] -> "3-7, 12" (lines ascending). */
export function lineRanges(lines: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1) j++;
    parts.push(i === j ? String(lines[i]) : `${lines[i]}-${lines[j]}`);
    i = j;
  }
  return parts.join(', ');
}

/** "3-7, 12" -> [3..7, 12]. */
export function parseRanges(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new Error(`not a line range: ${part}`);
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    for (let l = a; l <= b; l++) out.push(l);
  }
  return out;
}

/**
 * Reads the committed list: a Markdown table whose rows are
 * `| generation | module | file | lines | reason | note |` (other lines are prose).
 */
export function readExcuses(text: string): Excuse[] {
  const out: Excuse[] = [];
  text.split('\n').forEach((raw, i) => {
    // (a cell may hold an escaped bar, \|)
    const cells = raw.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
    if (!raw.trim().startsWith('|') || !/^[345]\.x$/.test(cells[0])) return;
    if (cells.length !== 6) throw new Error(`line ${i + 1}: ${cells.length} cells, not 6 (generation, module, file, lines, reason, note)`);
    const [generation, module, name, lines, reason, note] = cells;
    if (!(reason in EXCUSE_REASONS)) throw new Error(`line ${i + 1}: reason ${reason} is none of ${Object.keys(EXCUSE_REASONS).join(', ')}`);
    out.push({ generation, module: module.replace(/`/g, ''), name: name.replace(/`/g, ''), lines: parseRanges(lines), reason: reason as ExcuseReason, note, at: i + 1 });
  });
  return out;
}

/** The gaps of a generation: module -> file name -> lines (as theirsOnlyLines gives, or as committed). */
export type Gaps = Record<string, Record<string, number[]>>;

/**
 * The gaps no excuse names (what remains to explain or to check), and the excuses that name a
 * line that is no gap (gone from the file, or reached by a check now: the excuse is stale).
 */
export function applyExcuses(generation: string, gaps: Gaps, excuses: Excuse[]): { unexplained: Gaps; stale: Array<{ excuse: Excuse; lines: number[] }> } {
  const mine = excuses.filter((e) => e.generation === generation);
  const excused = new Map<string, Set<number>>();
  for (const e of mine) {
    const key = `${e.module}\0${e.name}`;
    let set = excused.get(key);
    if (!set) excused.set(key, (set = new Set()));
    for (const l of e.lines) set.add(l);
  }
  const unexplained: Gaps = {};
  for (const [module, files] of Object.entries(gaps)) {
    for (const [name, lines] of Object.entries(files)) {
      const left = lines.filter((l) => !excused.get(`${module}\0${name}`)?.has(l));
      if (left.length) (unexplained[module] ??= {})[name] = left;
    }
  }
  const stale: Array<{ excuse: Excuse; lines: number[] }> = [];
  for (const e of mine) {
    const gap = new Set(gaps[e.module]?.[e.name] ?? []);
    const lines = e.lines.filter((l) => !gap.has(l));
    if (lines.length) stale.push({ excuse: e, lines });
  }
  return { unexplained, stale };
}

/** The gaps as Markdown: per module, per file, the line ranges. */
export function gapsMarkdown(gaps: Gaps): string {
  const out: string[] = [];
  for (const module of Object.keys(gaps).sort()) {
    out.push(`- **${module}**`);
    for (const name of Object.keys(gaps[module]).sort()) out.push(`  - \`${name}\`: ${lineRanges(gaps[module][name])}`);
  }
  return out.length ? out.join('\n') : '(none)';
}
