// npm run bench:express-coverage -- --express-repo <git dir of expressjs/express> [options]
//
// Code coverage of the installed Express oracles, side by side: this suite (its --coverage,
// with blocks) against Express's own test suite (mocha, as its package.json runs it, at the
// commit of the release) over the same files: Express and every package it depends on. Writes
// the table per module (lines and branches), the lines Express's suite reaches and no check
// does, and what of them the committed list (express-coverage-excuses.md) leaves unexplained.
// Run by developers (Express's repository and the npm registry are needed; CI has neither).
//
// Express's suite needs its dev dependencies: they are installed into a cache directory
// (npm install --prefix), never into this project; its test/ and examples/ come from the
// repository at the commit (git archive), beside an index.js and lib/ that are links to the
// installed oracle, so `require('..')` is the oracle. Its coverage is NODE_V8_COVERAGE's.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockKeys, CODE_COVERAGE_BLOCKS_ENV, codeLines, ranIntervals, reachedLines, sourceLines, readCoverageTakes, type CoverageRange } from '../adapters/isolation';
import { PACKAGE_ROOT } from '../layout/package-root';
import { mochaPassing } from './express-suite';
import { applyExcuses, coverageTable, gapsMarkdown, mergeRuns, readExcuses, tableMarkdown, theirsOnlyLines, type CountedFile, type FilePiece, type Gaps, type ModuleRow } from './express-coverage-table';

/** A generation measured: the oracle, the profile, where Express's tests are taken from and why there. */
interface Generation {
  generation: '3.x' | '4.x' | '5.x';
  adapter: string;
  installed: string;
  ref: string;
  why: string;
}

export const GENERATIONS: Generation[] = [
  { generation: '5.x', adapter: 'express@5', installed: 'express5', ref: 'master', why: 'tag 5.3.0 is not in the mirror: master is 5.2.1 and the commits up to 5.3.0' },
  { generation: '4.x', adapter: 'express@4', installed: 'express4', ref: '4.x', why: 'tag 4.22.3 is not in the mirror: branch 4.x is 4.22.2 and the commits after it' },
  { generation: '3.x', adapter: 'express@3', installed: 'express3', ref: '3.21.2', why: 'the tag of the release installed' },
];

/** Dev dependencies Express's test run does not need (linters, coverage tools). */
const NOT_NEEDED = new Set(['eslint', 'nyc', 'istanbul']);

/** The directory of a package as node resolves it from `from`: the nearest node_modules/<name>. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Express and the packages it depends on, transitively: package directory -> name. */
export function dependencyClosure(expressDir: string): Map<string, string> {
  const out = new Map<string, string>([[expressDir, 'express']]);
  const queue = [expressDir];
  while (queue.length) {
    const dir = queue.shift()!;
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const found = packageDir(name, dir);
      if (!found || out.has(found)) continue;
      out.set(found, name);
      queue.push(found);
    }
  }
  return out;
}

/**
 * Each package directory of the closure as the table names it: `name@version`, and the prefix
 * of its files' names (empty, unless two copies of one version sit in different places: then
 * the copy's path under node_modules tells them apart).
 */
export function moduleLabels(closure: Map<string, string>): Map<string, { module: string; prefix: string }> {
  const module = new Map<string, string>();
  for (const [dir, name] of closure) module.set(dir, `${name}@${(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`);
  const copies = new Map<string, number>();
  for (const m of module.values()) copies.set(m, (copies.get(m) ?? 0) + 1);
  const out = new Map<string, { module: string; prefix: string }>();
  for (const [dir, m] of module) {
    // the package whose node_modules holds this copy, or the top level
    const at = dir.lastIndexOf(`${path.sep}node_modules${path.sep}`);
    const parent = at < 0 ? undefined : closure.get(dir.slice(0, at));
    out.set(dir, { module: m, prefix: copies.get(m)! > 1 ? `(${parent ? `in ${parent}` : 'top level'}) ` : '' });
  }
  return out;
}

/** The module of a file (the closure's package it is in, the innermost) and its name there. */
function moduleOf(file: string, labels: Map<string, { module: string; prefix: string }>): { module: string; name: string } | undefined {
  let best: string | undefined;
  for (const dir of labels.keys()) if (file.startsWith(dir + path.sep) && (!best || dir.length > best.length)) best = dir;
  if (!best) return undefined;
  const name = path.relative(best, file);
  if (name.split(path.sep).includes('node_modules')) return undefined;
  const label = labels.get(best)!;
  return { module: label.module, name: label.prefix + name };
}

/** This suite's coverage, from the takes of a --coverage run made with blocks. */
function oursFrom(dir: string): Array<[string, FilePiece]> {
  const pieces: Array<[string, FilePiece]> = [];
  for (const take of readCoverageTakes(dir).takes) {
    if (!take.blocks) throw new Error(`${dir}: its takes hold no blocks: run it with ${CODE_COVERAGE_BLOCKS_ENV}=1`);
    for (const [file, lines] of Object.entries(take.files)) pieces.push([file, { lines, ran: take.blocks[file]?.ran, seen: take.blocks[file]?.seen }]);
  }
  return pieces;
}

/** Express's suite's coverage, from NODE_V8_COVERAGE's files, for the files `keep` accepts. */
function theirsFrom(dir: string, keep: (file: string) => boolean): Array<[string, FilePiece]> {
  const pieces: Array<[string, FilePiece]> = [];
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const dump = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { result: Array<{ url: string; functions: Array<{ ranges: CoverageRange[] }> }> };
    for (const script of dump.result) {
      if (!script.url.startsWith('file://')) continue;
      const file = fileURLToPath(script.url);
      if (!keep(file)) continue;
      const ranges = script.functions.flatMap((f) => f.ranges);
      const lines = reachedLines(sourceLines(fs.readFileSync(file, 'utf8')), ranges);
      pieces.push([file, { lines, ran: ranIntervals(ranges), seen: blockKeys(script.functions) }]);
    }
  }
  return pieces;
}

interface Options {
  repo: string;
  cache: string;
  out: string;
  generations: string[];
  ours: Map<string, string>;
  /** Reuse the coverage of Express's suite left in the cache by the last run at the same commit. */
  reuse: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { repo: '', cache: path.join(PACKAGE_ROOT, '.fw-conformance', 'express-suite-cache'), out: path.join(PACKAGE_ROOT, 'conformance-report'), generations: ['5.x', '4.x', '3.x'], ours: new Map(), reuse: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => argv[++i] ?? '';
    if (a === '--express-repo') o.repo = path.resolve(v());
    else if (a === '--cache') o.cache = path.resolve(v());
    else if (a === '--out') o.out = path.resolve(v());
    else if (a === '--generations') o.generations = v().split(',');
    else if (a === '--reuse') o.reuse = true;
    else if (a === '--ours') {
      // --ours 5.x=<dir>[,<dir>...]: --coverage runs already made (with FWC_CODE_COVERAGE_BLOCKS=1),
      // their takes merged (a whole profile, and a run of checks added since)
      const [g, dirs] = v().split('=');
      o.ours.set(g, dirs.split(',').map((d) => path.resolve(d)).join(','));
    } else throw new Error(`unknown option ${a}`);
  }
  if (!o.repo) throw new Error("--express-repo <git directory of expressjs/express> is needed (a clone, or its .git)");
  return o;
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8' }).trim();
}

/** Express's suite at the commit, ready to run against the installed oracle; the mocha command. */
function prepareSuite(o: Options, g: Generation, commit: string, oracleDir: string): { cwd: string; command: string[]; env: NodeJS.ProcessEnv } {
  const base = path.join(o.cache, `${g.generation}-${commit.slice(0, 12)}`);
  const suite = path.join(base, 'suite');
  fs.rmSync(suite, { recursive: true, force: true });
  fs.mkdirSync(suite, { recursive: true });
  const tar = execFileSync('git', ['--git-dir', o.repo, 'archive', '--format=tar', commit, 'test', 'examples', 'package.json'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', suite], { input: tar });
  const manifest = JSON.parse(fs.readFileSync(path.join(suite, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; scripts: { test: string } };
  const deps = path.join(base, 'deps');
  const wanted = Object.fromEntries(Object.entries(manifest.devDependencies).filter(([n]) => !NOT_NEEDED.has(n)));
  const marker = path.join(deps, 'installed.json');
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== JSON.stringify(wanted)) {
    fs.mkdirSync(deps, { recursive: true });
    fs.writeFileSync(path.join(deps, 'package.json'), JSON.stringify({ name: 'express-suite-deps', private: true, dependencies: wanted }, null, 2));
    process.stdout.write(`  installing Express's dev dependencies at ${commit.slice(0, 12)} into ${deps}\n`);
    execFileSync('npm', ['install', '--prefix', deps, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error'], { stdio: 'inherit' });
    fs.writeFileSync(marker, JSON.stringify(wanted));
  }
  fs.symlinkSync(path.join(oracleDir, 'index.js'), path.join(suite, 'index.js'));
  fs.symlinkSync(path.join(oracleDir, 'lib'), path.join(suite, 'lib'));
  fs.symlinkSync(path.join(deps, 'node_modules'), path.join(suite, 'node_modules'));
  const bin = ['bin/_mocha', 'bin/mocha.js'].map((b) => path.join(deps, 'node_modules', 'mocha', b)).find((b) => fs.existsSync(b));
  if (!bin) throw new Error(`no mocha in ${deps}`);
  // The test script word for word, without --bail (a failing test must not end the measure).
  const args = manifest.scripts.test.replace(/^mocha\s+/, '').split(/\s+/).filter((a) => a && a !== '--bail');
  // The packages a test requires by name that are Express's own (on-finished, methods): the oracle's.
  const nodePath = [path.join(oracleDir, 'node_modules'), path.dirname(oracleDir)].join(path.delimiter);
  return { cwd: suite, command: [process.execPath, bin, ...args], env: { ...process.env, NODE_PATH: nodePath } };
}

/** One generation: the table, the gaps, the run's facts. */
async function measure(o: Options, g: Generation, excusesText: string) {
  const commit = git(o.repo, ['rev-parse', `${g.ref}^{commit}`]);
  const oracleDir = fs.realpathSync(path.join(PACKAGE_ROOT, 'node_modules', g.installed));
  const version = (JSON.parse(fs.readFileSync(path.join(oracleDir, 'package.json'), 'utf8')) as { version: string }).version;
  const labels = moduleLabels(dependencyClosure(oracleDir));
  const keep = (file: string) => moduleOf(file, labels) !== undefined;

  // Express's own suite.
  const theirsDir = path.join(o.cache, `${g.generation}-${commit.slice(0, 12)}`, 'v8');
  const log = path.join(o.cache, `${g.generation}-${commit.slice(0, 12)}-mocha.log`);
  if (!(o.reuse && fs.existsSync(log) && fs.existsSync(theirsDir))) {
    const suite = prepareSuite(o, g, commit, oracleDir);
    fs.rmSync(theirsDir, { recursive: true, force: true });
    process.stdout.write(`  ${g.generation}: Express's tests at ${commit.slice(0, 12)} against ${g.installed} ${version}\n`);
    const mocha = spawnSync(suite.command[0], suite.command.slice(1), { cwd: suite.cwd, env: { ...suite.env, NODE_V8_COVERAGE: theirsDir }, encoding: 'utf8', maxBuffer: 1 << 28 });
    fs.writeFileSync(log, `${mocha.stdout}\n${mocha.stderr}`);
  }
  const output = fs.readFileSync(log, 'utf8');
  const passing = mochaPassing(output);
  const failing = Number(/(\d+) failing/.exec(output)?.[1] ?? 0);

  // This suite.
  let oursDir = o.ours.get(g.generation);
  if (!oursDir) {
    oursDir = path.join(o.cache, `${g.generation}-ours`);
    process.stdout.write(`  ${g.generation}: this suite against ${g.adapter} with --coverage (blocks)\n`);
    spawnSync(process.execPath, [path.join(PACKAGE_ROOT, 'bin', 'fw-conformance.js'), '--adapter', g.adapter, '--profile', g.generation, '--coverage', oursDir], {
      cwd: o.cache,
      env: { ...process.env, [CODE_COVERAGE_BLOCKS_ENV]: '1' },
      stdio: 'inherit',
    });
  }
  const ours = mergeRuns(oursDir.split(',').flatMap((d) => oursFrom(d).filter(([f]) => keep(f))));
  const theirs = mergeRuns(theirsFrom(theirsDir, keep));

  const files: CountedFile[] = [...new Set([...ours.keys(), ...theirs.keys()])].sort().map((file) => {
    const m = moduleOf(file, labels)!;
    return { file, module: m.module, name: m.name, codeLines: codeLines(sourceLines(fs.readFileSync(file, 'utf8'))) };
  });
  const rows = coverageTable(files, ours, theirs);
  const gaps: Gaps = Object.fromEntries([...theirsOnlyLines(files, ours, theirs)].map(([m, byFile]) => [m, Object.fromEntries(byFile)]));
  const { unexplained, stale } = applyExcuses(g.generation, gaps, readExcuses(excusesText));
  return { g, commit, version, passing, failing, rows, gaps, unexplained, stale, oursRuns: oursDir.split(',').length };
}

type Measured = Awaited<ReturnType<typeof measure>>;

const count = (gaps: Gaps) => Object.values(gaps).reduce((n, f) => n + Object.values(f).reduce((m, l) => m + l.length, 0), 0);

function report(all: Measured[]): string {
  const out = [
    '# Code coverage of Express: this suite and Express\'s own tests',
    '',
    'Written by `npm run bench:express-coverage -- --express-repo <git dir of expressjs/express>`',
    '(bench/express-coverage.ts); do not edit. Per installed oracle, every file of Express and of',
    'the packages it depends on that either suite loaded: its lines of code (a line with text on',
    'it, reached when the innermost V8 range around it ran: adapters/isolation/coverage-lines.ts)',
    'and its branches (the block ranges V8 tells in either run, a block reached when any of it',
    'ran: adapters/isolation/coverage-blocks.ts). This suite: the whole profile with `--coverage`',
    '(the load of the adapter included). Express\'s tests: `mocha` as its package.json runs them,',
    'at the commit named, without `--bail`, under NODE_V8_COVERAGE (a test that fails here counts',
    'for the lines it ran; the log is in the cache directory). The lines only Express\'s tests',
    'reach are listed in [express-coverage-gaps.md](express-coverage-gaps.md).',
  ];
  for (const m of all) {
    const lines = (rs: ModuleRow[], k: 'ours' | 'theirs') => rs.reduce((n, r) => n + r[k], 0);
    const total = m.rows.reduce((n, r) => n + r.lines, 0);
    out.push(
      '',
      `## ${m.g.generation}: ${m.g.installed} ${m.version} (${m.g.adapter})`,
      '',
      `Express's tests at commit \`${m.commit}\` (${m.g.ref}; ${m.g.why}): ${m.passing ?? '?'} passing, ${m.failing} failing.`,
      `This suite: profile ${m.g.generation} against ${m.g.adapter}${m.oursRuns > 1 ? `, ${m.oursRuns} --coverage runs merged (the whole profile, then runs of checks added since)` : ', one --coverage run of the whole profile'}.`,
      `Lines: this suite ${lines(m.rows, 'ours')} of ${total}, Express's tests ${lines(m.rows, 'theirs')}; ${count(m.gaps)} lines only Express's tests reach, ${count(m.unexplained)} of them not in the committed list of lines outside the spec.`,
      '',
      tableMarkdown(m.rows),
    );
  }
  return out.join('\n') + '\n';
}

function gapsReport(all: Measured[]): string {
  const out = [
    '# Lines Express\'s own tests reach and no check of this suite does',
    '',
    'Written by `npm run bench:express-coverage` (see [express-coverage.md](express-coverage.md)); do',
    'not edit. "Not explained": the lines [express-coverage-excuses.md](express-coverage-excuses.md)',
    'does not name: behaviour a check should reach, or a line to add to that list with its reason.',
  ];
  for (const m of all) {
    out.push('', `## ${m.g.generation} (${m.g.installed} ${m.version})`, '', `### Not explained (${count(m.unexplained)} lines)`, '', gapsMarkdown(m.unexplained), '', `### All (${count(m.gaps)} lines)`, '', gapsMarkdown(m.gaps));
    if (m.stale.length) {
      out.push('', '### Listed in express-coverage-excuses.md and no longer only Express\'s', '', ...m.stale.map((s) => `- line ${s.excuse.at}: ${s.excuse.module} \`${s.excuse.name}\` ${s.lines.join(', ')}`));
    }
  }
  return out.join('\n') + '\n';
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  fs.mkdirSync(o.cache, { recursive: true });
  const excusesFile = path.join(PACKAGE_ROOT, 'conformance-report', 'express-coverage-excuses.md');
  const excusesText = fs.existsSync(excusesFile) ? fs.readFileSync(excusesFile, 'utf8') : '';
  const all: Measured[] = [];
  for (const g of GENERATIONS.filter((x) => o.generations.includes(x.generation))) all.push(await measure(o, g, excusesText));
  fs.writeFileSync(path.join(o.out, 'express-coverage.md'), report(all));
  fs.writeFileSync(path.join(o.out, 'express-coverage-gaps.md'), gapsReport(all));
  const json = Object.fromEntries(all.map((m) => [m.g.generation, { installed: `${m.g.installed}@${m.version}`, commit: m.commit, rows: m.rows, gaps: m.gaps }]));
  fs.writeFileSync(path.join(o.out, 'express-coverage.json'), JSON.stringify(json, null, 1) + '\n');
  for (const m of all) {
    process.stdout.write(`${m.g.generation}: ${count(m.gaps)} lines only Express's tests reach; ${count(m.unexplained)} not explained; ${m.stale.length} stale excuses\n`);
  }
  process.stdout.write(`wrote ${path.join(o.out, 'express-coverage.md')}, express-coverage-gaps.md, express-coverage.json\n`);
}

if (require.main === module) {
  main().catch((err: Error) => {
    process.stderr.write(`bench:express-coverage: ${err.message}\n`);
    process.exit(2);
  });
}
