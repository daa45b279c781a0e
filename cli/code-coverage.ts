// --coverage, --related, --changed: the framework's code coverage of a run, gathered from
// what each framework process and thread took per check (adapters/isolation/coverage-take.ts),
// and the checks it says reach given files.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { SourceMap } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeLines, readCoverageTakes, sourceLines, type SourceLines } from '../adapters/isolation';
import { CODE_COVERAGE_FORMAT, codeCoverageSchema, coverageTotals, toCoverageHtml, toLcov, type CodeCoverage, type FileCoverage } from '../conformance-report/src/code-coverage';
import type { Results } from '../runner/results';
import { builtFileOf } from '../layout/built-file';
import { UsageError } from './args';

const JSON_FILE = 'coverage.json';

/**
 * Why --coverage cannot be had on this runtime, or undefined on Node. Coverage comes from V8's
 * precise coverage through the inspector, in the framework's own thread: Bun (JavaScriptCore)
 * and Deno (no node:inspector Session in its Node compatibility) have none to give.
 */
export function coverageRuntimeProblem(runtime: string | undefined): string | undefined {
  if (runtime === undefined || runtime === 'node') return undefined;
  const why = runtime === 'bun' ? 'Bun runs JavaScriptCore, which has no V8 coverage' : runtime === 'deno' ? "Deno gives no inspector session to the code it runs (node:inspector's Session)" : 'it is not Node';
  return `--coverage: the framework process runs on ${runtime}, which cannot give coverage (${why}); coverage is taken where the framework runs on Node: give --runtime node, or leave --runtime out`;
}

/** Makes the coverage directory ready for a run (its takes of an earlier run removed); its absolute path. */
export function prepareCoverageDir(dir: string, cwd: string): string {
  const abs = path.resolve(cwd, dir);
  try {
    fs.mkdirSync(abs, { recursive: true });
    fs.rmSync(path.join(abs, 'raw'), { recursive: true, force: true });
  } catch (err) {
    throw new UsageError(`--coverage: cannot write to ${dir}: ${(err as Error).message}`);
  }
  return abs;
}

/** Maps a generated file's lines to its original sources, where it names a source map. */
type LineMap = (line: number, lines: SourceLines) => { file: string; line: number } | undefined;

/** The source map a generated file names, and how its sources resolve; undefined without one (or one that cannot be read). */
function readSourceMap(file: string, text: string): { payload: { sources: string[]; sourceRoot?: string }; resolve: (source: string) => string } | undefined {
  const url = /\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  if (!url) return undefined;
  let payload: { sources: string[]; sourceRoot?: string };
  let mapDir = path.dirname(file);
  try {
    const data = /^data:application\/json[^,]*?(;base64)?,(.*)$/.exec(url);
    if (data) payload = JSON.parse(data[1] ? Buffer.from(data[2], 'base64').toString('utf8') : decodeURIComponent(data[2]));
    else {
      const mapFile = url.startsWith('file://') ? fileURLToPath(url) : path.resolve(mapDir, url);
      mapDir = path.dirname(mapFile);
      payload = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    }
  } catch {
    return undefined; // a map that cannot be read: the generated lines stand
  }
  return { payload, resolve: (source) => (source.startsWith('file://') ? fileURLToPath(source) : path.resolve(mapDir, payload.sourceRoot ?? '', source)) };
}

/** The original sources a generated file's source map names (absolute); undefined for a file that names none. */
export function mappedSources(file: string): string[] | undefined {
  try {
    const found = readSourceMap(file, fs.readFileSync(file, 'utf8'));
    return found?.payload.sources.map(found.resolve);
  } catch {
    return undefined;
  }
}

function sourceMapOf(file: string, text: string): LineMap | undefined {
  const found = readSourceMap(file, text);
  if (!found) return undefined;
  const { payload, resolve } = found;
  const map = new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]);
  return (line, lines) => {
    const column = Math.max(0, lines.first[line - 1] - lines.starts[line - 1]);
    const entry = map.findEntry(line - 1, column) as { generatedLine?: number; originalSource?: string; originalLine?: number };
    // (the entry found may be of a line before, for a line the map says nothing of: that line is no source's)
    if (!entry?.originalSource || entry.originalLine === undefined || entry.generatedLine !== line - 1) return undefined;
    return { file: resolve(entry.originalSource), line: entry.originalLine + 1 };
  };
}

/** What the framework processes took, read from the directory: file -> line -> checks, and the lines of the loads. */
function readTakes(dir: string): { byFile: Map<string, Map<number, Set<string>>>; load: Map<string, Set<number>>; processes: number } {
  const byFile = new Map<string, Map<number, Set<string>>>();
  const load = new Map<string, Set<number>>();
  const { takes, writers } = readCoverageTakes(dir);
  for (const take of takes) {
    for (const [file, lines] of Object.entries(take.files)) {
      if (take.check === null) {
        let set = load.get(file);
        if (!set) load.set(file, (set = new Set()));
        for (const l of lines) set.add(l);
        continue;
      }
      let perLine = byFile.get(file);
      if (!perLine) byFile.set(file, (perLine = new Map()));
      for (const l of lines) {
        let checks = perLine.get(l);
        if (!checks) perLine.set(l, (checks = new Set()));
        checks.add(take.check);
      }
    }
  }
  return { byFile, load, processes: writers };
}

/** Every line of code of a framework file, and its line map (source maps). */
function fileLines(file: string): { lines: SourceLines; map?: LineMap } | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return { lines: sourceLines(text), map: sourceMapOf(file, text) };
  } catch {
    return undefined;
  }
}

interface Building {
  lines: Set<number>;
  load: Set<number>;
  checks: Map<number, Set<string>>;
}

/**
 * The run's coverage: the takes of its framework processes, through source maps, with the
 * coverage kept in the directory for checks this run did not run (a --related run keeps the
 * rest of what the last whole run found), when it is of the same adapter and profile.
 */
export function gatherCoverage(dir: string, results: Results, adapter: string, suite: string[]): { coverage: CodeCoverage; processes: number } {
  const { byFile, load, processes } = readTakes(dir);
  const files = new Map<string, Building>();
  const entry = (file: string): Building => {
    let b = files.get(file);
    if (!b) files.set(file, (b = { lines: new Set(), load: new Set(), checks: new Map() }));
    return b;
  };
  for (const file of new Set([...byFile.keys(), ...load.keys()])) {
    const source = fileLines(file);
    if (!source) continue;
    const at = (line: number) => (source.map ? source.map(line, source.lines) : { file, line });
    for (const line of codeLines(source.lines)) {
      const to = at(line);
      if (!to) continue;
      const b = entry(to.file);
      b.lines.add(to.line);
      if (load.get(file)?.has(line)) b.load.add(to.line);
      const checks = byFile.get(file)?.get(line);
      if (checks) {
        let set = b.checks.get(to.line);
        if (!set) b.checks.set(to.line, (set = new Set()));
        for (const c of checks) set.add(c);
      }
    }
  }
  const ran = new Set(results.results.map((r) => r.id));
  const rowsOf = new Map(results.results.map((r) => [r.id, r.spec]));
  // What the last coverage holds of checks this run did not run.
  const before = readCoverageIfAny(dir);
  if (before && before.adapter === adapter && before.profile === results.profile && results.selection) {
    before.checks.forEach((id, i) => {
      if (!ran.has(id) && !rowsOf.has(id)) rowsOf.set(id, before.rows[i] ?? []);
    });
    for (const [file, f] of Object.entries(before.files)) {
      const b = entry(file);
      for (const l of f.lines) b.lines.add(l);
      for (const l of f.load) b.load.add(l);
      for (const [line, idx] of Object.entries(f.checks)) {
        for (const id of idx.map((i) => before.checks[i]).filter((id) => !ran.has(id))) {
          let set = b.checks.get(Number(line));
          if (!set) b.checks.set(Number(line), (set = new Set()));
          set.add(id);
        }
      }
    }
  }
  const checks = [...rowsOf.keys()].sort();
  const index = new Map(checks.map((c, i) => [c, i]));
  const out: Record<string, FileCoverage> = {};
  for (const file of [...files.keys()].sort()) {
    const b = files.get(file)!;
    const perLine: Record<string, number[]> = {};
    for (const [line, set] of [...b.checks].sort(([x], [y]) => x - y)) perLine[line] = [...set].map((c) => index.get(c)!).filter((i) => i !== undefined).sort((x, y) => x - y);
    out[file] = { lines: [...b.lines].sort((x, y) => x - y), load: [...b.load].sort((x, y) => x - y), checks: perLine };
  }
  return {
    coverage: { format: CODE_COVERAGE_FORMAT, version: 1, adapter, profile: results.profile, createdAt: new Date().toISOString(), suite, checks, rows: checks.map((c) => rowsOf.get(c) ?? []), files: out },
    processes,
  };
}

/** Writes coverage.json, lcov.info and index.html; the coverage, and the line the CLI prints. */
export function writeCoverage(dir: string, results: Results, adapter: string, suite: string[]): { coverage: CodeCoverage; line: string } {
  const { coverage, processes } = gatherCoverage(dir, results, adapter, suite);
  fs.writeFileSync(path.join(dir, JSON_FILE), JSON.stringify(coverage));
  fs.writeFileSync(path.join(dir, 'lcov.info'), toLcov(coverage));
  fs.writeFileSync(path.join(dir, 'index.html'), toCoverageHtml(coverage));
  const t = coverageTotals(coverage);
  const pct = t.lines ? ((100 * t.reached) / t.lines).toFixed(1) : '0.0';
  return { coverage, line: `  wrote coverage: ${dir} (${t.reached} of ${t.lines} lines reached, ${pct}%, in ${t.files} files of the framework; from ${processes} framework ${processes === 1 ? 'process or thread' : 'processes and threads'})\n` };
}

/** The coverage in the directory, if it holds one. */
export function readCoverageIfAny(dir: string): CodeCoverage | undefined {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(path.join(dir, JSON_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = codeCoverageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** The coverage a --related or --changed run selects by; a usage error where there is none. */
export function readCoverage(dir: string, cwd: string, flag: string): CodeCoverage {
  const abs = path.resolve(cwd, dir);
  const coverage = readCoverageIfAny(abs);
  if (!coverage) {
    throw new UsageError(`${flag} selects checks by the framework's code coverage, and there is none in ${dir} (no ${JSON_FILE}): make a run with --coverage first (fw-conformance --adapter A --coverage${dir === '.fw-conformance/coverage' ? '' : ` ${dir}`})`);
  }
  return coverage;
}

/** The files `git diff --name-only <ref>` names, absolute. */
export function changedFiles(ref: string, cwd: string): string[] {
  const git = (args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const top = git(['rev-parse', '--show-toplevel']).trim();
    return git(['diff', '--name-only', ref, '--'])
      .split('\n')
      .filter(Boolean)
      .map((f) => path.join(top, f));
  } catch (err) {
    const words = String((err as { stderr?: string }).stderr ?? (err as Error).message).trim().split('\n')[0];
    throw new UsageError(`--changed ${ref}: git diff cannot tell the changed files here: ${words}`);
  }
}

/** A file as coverage names it: absolute, symbolic links resolved (as the modules were loaded). */
export function canonical(file: string, cwd: string): string {
  const abs = path.resolve(cwd, file);
  try {
    return fs.realpathSync(abs);
  } catch {
    return abs;
  }
}

/**
 * The checks to run for edits of these files: those whose coverage reached one of them, and
 * those of the profile the coverage does not know (new since it was taken). A TypeScript
 * source of this package (the reference) counts as its build, which is what ran (`viaBuild`).
 * `unknown`: the files the coverage does not know; `noneKnown`: it knows none of them.
 */
export function relatedChecks(
  coverage: CodeCoverage,
  files: string[],
  cwd: string,
  profileChecks: string[],
  root?: string,
): { ids: string[]; reached: number; fresh: number; known: number; unknown: string[]; noneKnown: boolean; viaBuild: Array<[string, string]> } {
  // The path to look for in the coverage -> the file asked for.
  const wanted = new Map<string, string>();
  for (const asked of files.map((f) => canonical(f, cwd))) {
    wanted.set(asked, asked);
    const built = builtFileOf(asked, root);
    if (built && !wanted.has(built)) wanted.set(built, asked);
  }
  const seen = new Map<string, string>(); // file asked for -> the file of the coverage that was it
  const hit = new Set<number>();
  for (const [file, f] of Object.entries(coverage.files)) {
    const as = wanted.has(file) ? file : canonical(file, cwd);
    const asked = wanted.get(as);
    if (asked === undefined) continue;
    if (!seen.has(asked) || as === asked) seen.set(asked, as);
    for (const idx of Object.values(f.checks)) for (const i of idx) hit.add(i);
  }
  const reachedIds = new Set([...hit].map((i) => coverage.checks[i]));
  const known = new Set(coverage.suite);
  const fresh = profileChecks.filter((id) => !known.has(id));
  const ids = profileChecks.filter((id) => reachedIds.has(id) || !known.has(id));
  const askedFiles = new Set(wanted.values());
  const unknown = [...askedFiles].filter((f) => !seen.has(f));
  const viaBuild = [...seen].filter(([asked, as]) => asked !== as);
  return {
    ids,
    reached: profileChecks.filter((id) => reachedIds.has(id)).length,
    fresh: fresh.length,
    known: known.size,
    unknown,
    noneKnown: askedFiles.size > 0 && seen.size === 0,
    viaBuild,
  };
}

/**
 * Why --related names a file the coverage does not know: not "no check reached it" (a file no
 * check reached is known, with no checks), but a path the framework never loaded its code from,
 * such as a TypeScript source of a build without source maps; with the known files of its name.
 */
export function unknownFileNote(coverage: CodeCoverage, file: string): string {
  const stem = (f: string) => path.basename(f).replace(/\.[^.]*$/, '');
  const alike = Object.keys(coverage.files).filter((f) => stem(f) === stem(file)).slice(0, 3);
  return (
    `the last coverage does not know ${file}: it knows the ${Object.keys(coverage.files).length} files of the framework its checks loaded, ` +
    `by the paths they were loaded from (a TypeScript source through its build's source maps; this package's own, the reference's, through dist/)` +
    (alike.length ? `; of that name it knows ${alike.join(', ')}` : '')
  );
}
