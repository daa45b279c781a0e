// --coverage, --related, --changed end to end, against real Express 5: the framework's lines
// each check reached, from every framework process and thread of the run (those replaced
// after a crash too), and the checks a file's edit selects.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, runCli } from '../test-support/cli';
import type { CodeCoverage } from '../conformance-report/src/code-coverage';
import { changedFiles, coverageRuntimeProblem, gatherCoverage } from './code-coverage';
import type { Results } from '../runner/results';
import { execFileSync } from 'node:child_process';
import { parseCommandLine } from './args';
import { unpackDetails } from '../conformance-report/src/html-details';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-code-coverage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const COVERAGE = path.join('.fw-conformance', 'coverage');
const readCoverage = (cwd: string, sub = COVERAGE) => JSON.parse(fs.readFileSync(path.join(cwd, sub, 'coverage.json'), 'utf8')) as CodeCoverage;
/** The file of the coverage whose path ends so. */
const fileOf = (c: CodeCoverage, end: string) => {
  const found = Object.keys(c.files).filter((f) => f.endsWith(end));
  expect(found, end).toHaveLength(1);
  return found[0];
};
/** The checks whose coverage names a line of the file. */
const checksReaching = (c: CodeCoverage, file: string) => new Set(Object.values(c.files[file].checks).flat().map((i) => c.checks[i]));

// three res.sendStatus checks and two res.cookie checks: only the cookie checks reach the cookie module
const SLICE = ['--adapter', 'express@5', '--profile', '5.x', '--name', 'sendStatus\\(20[012]\\)', '--name', "res\\.cookie\\('name', '(tobi)?'\\)", '--parallel', '1'];

describe.sequential('--coverage, then --related on what it wrote', () => {
  const project = fs.mkdtempSync(path.join(dir, 'p-'));
  let coverage: CodeCoverage;
  let all: string[];

  it('writes lcov and per-line check ids for the files of Express that the checks ran', async () => {
    const r = await runCli([...SLICE, '--coverage', '--report', 'html:report.html'], { cwd: project });
    expect(r.code, r.stderr).toBe(0);
    all = r.results!.results.map((c) => c.id);
    expect(all).toHaveLength(5);
    expect(r.stderr).toMatch(/wrote coverage: .*lines reached/);
    const lcov = fs.readFileSync(path.join(project, COVERAGE, 'lcov.info'), 'utf8');
    const record = lcov.split('end_of_record').find((rec) => /SF:.*express5\/lib\/response\.js\n/.test(rec));
    expect(record).toBeDefined();
    expect(record).toMatch(/DA:\d+,[1-9]/); // lines reached
    expect(record).toMatch(/DA:\d+,0\n/); // and lines no check reached (res.sendFile's)

    coverage = readCoverage(project);
    expect([...coverage.checks].sort()).toEqual([...all].sort());
    const response = fileOf(coverage, 'express5/lib/response.js');
    const text = fs.readFileSync(response, 'utf8').split('\n');
    // res.sendStatus's body is reached by the sendStatus checks and by no cookie check
    const sendStatusLine = text.findIndex((l) => l.includes('res.sendStatus = function')) + 2;
    const ids = coverage.files[response].checks[sendStatusLine].map((i) => coverage.checks[i]);
    expect(ids.sort()).toEqual(all.filter((id) => id.includes('sendStatus')).sort());
    // res.cookie's first statement by the cookie checks only, and not by the load (where the
    // package's compile cache compiled Express, it was: adapters/isolation/coverage-take.test.ts)
    const cookieLine = text.findIndex((l) => l.includes('res.cookie = function')) + 2;
    expect(coverage.files[response].checks[cookieLine].map((i) => coverage.checks[i]).sort()).toEqual(all.filter((id) => id.includes('cookie')).sort());
    expect(coverage.files[response].load).not.toContain(cookieLine);
    // no file of the suite's own, none of node's
    expect(Object.keys(coverage.files).filter((f) => f.includes('/dist/adapters/') || f.startsWith('node:'))).toEqual([]);
    // the html: per spec row, the framework's lines its checks ran
    const html = fs.readFileSync(path.join(project, COVERAGE, 'index.html'), 'utf8');
    expect(html).toContain('res-operations/res.cookie');
    expect(html).toContain('Lines no check reached');
    // the run's html report: the same, in the row of res.cookie and in a panel
    const report = fs.readFileSync(path.join(project, 'report.html'), 'utf8');
    expect(report).toMatch(/<section class="panel" id="code-coverage">.*lines of code reached.*<td><code>express5\/lib\/response\.js<\/code><\/td>/s);
    const cookieRow = unpackDetails(report).find((d) => d.includes('res.cookie(&#39;name&#39;, &#39;tobi&#39;)'));
    expect(cookieRow).toMatch(/The framework's code its checks ran: \d+ lines in \d+ files<\/h5>/);
    // (its ranges, the first few shown and the rest folded)
    const cell = /<td><code>express5\/lib\/response\.js<\/code><\/td><td class="l">(.*?)<\/td>/.exec(cookieRow!)![1];
    const ranges = cell.replace(/<small>.*?<\/small>|<[^>]+>|…/g, '').split(',').map((r) => r.trim()).filter(Boolean);
    expect(ranges.some((r) => { const [a, b = a] = r.split('-').map(Number); return a <= cookieLine && cookieLine <= b; }), cell).toBe(true);
  });

  it('--related <file> reruns only the checks whose coverage reached the file', async () => {
    const cookieModule = fileOf(coverage, '/cookie/index.js');
    const reaching = checksReaching(coverage, cookieModule);
    expect(reaching.size).toBeGreaterThan(0);
    expect(reaching.size).toBeLessThan(all.length);
    const r = await runCli(['--adapter', 'express@5', '--related', cookieModule, '--parallel', '1'], { cwd: project });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`--related: ${reaching.size} checks of 5 reached ${cookieModule}`);
    expect(r.results!.results.map((c) => c.id).sort()).toEqual([...reaching].sort());
  });

  it('--related <file> the coverage does not know is a usage error naming the files of that name it knows, not "nothing to run"', async () => {
    const cookieModule = fileOf(coverage, '/cookie/index.js');
    const source = path.join(path.dirname(cookieModule), 'src', 'index.ts'); // a source the framework never loaded
    const r = await runCli(['--adapter', 'express@5', '--related', source], { cwd: project });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(`--related: the last coverage does not know ${source}: it knows the `);
    expect(r.stderr).toContain(`of that name it knows `);
    expect(r.stderr).not.toContain('nothing to run');
    // beside a file it knows: said, and the known file's checks run
    const both = await runCli(['--adapter', 'express@5', '--related', source, '--related', cookieModule, '--parallel', '1'], { cwd: project });
    expect(both.code, both.stderr).toBe(0);
    expect(both.stderr).toContain(`--related: the last coverage does not know ${source}`);
    expect(both.results!.results.map((c) => c.id).sort()).toEqual([...checksReaching(coverage, cookieModule)].sort());
  });
});

describe('--coverage where the framework crashes', () => {
  it('keeps the coverage of every process and thread, the crashing checks\' included', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'crash-'));
    const adapter = path.join(__dirname, 'test-adapters', 'misbehaving', 'crashes-every-other.cjs');
    const r = await runCli(['--adapter', adapter, '--profile', '5.x', '--name', 'sendStatus\\(20[0-4]\\)', '--parallel', '1', '--coverage', 'cov'], { cwd: project });
    expect(r.code).toBe(1);
    const failed = r.results!.results.filter((c) => c.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0].error).toContain('thrown from a timer');
    // a file per framework process or thread: the first and those that replaced it
    expect(fs.readdirSync(path.join(project, 'cov', 'raw')).length).toBeGreaterThan(1);
    const coverage = readCoverage(project, 'cov');
    const router = fileOf(coverage, 'router/index.js');
    const reaching = checksReaching(coverage, router);
    for (const c of r.results!.results) expect(reaching.has(c.id), c.id).toBe(true);
  });
});

describe('--changed and --related without coverage', () => {
  it('exits 2 saying to make a run with --coverage first', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'none-'));
    const r = await cli(['--adapter', 'express@5', '--changed'], { cwd: project });
    expect(r.code).toBe(2);
    expect(r.err).toContain('--changed selects checks by the framework\'s code coverage, and there is none in .fw-conformance/coverage (no coverage.json): make a run with --coverage first');
  });
});

describe('gathering the takes', () => {
  it('maps a file\'s lines through its source map to the original source', () => {
    const out = fs.mkdtempSync(path.join(dir, 'map-'));
    const gen = path.join(out, 'dist', 'gen.js');
    fs.mkdirSync(path.dirname(gen));
    // gen.js lines 1 and 2 are src/orig.ts lines 3 and 4; line 3 is no source's (code the build added)
    const map = { version: 3, sources: ['../src/orig.ts'], names: [], mappings: 'AAEA;AACA' };
    fs.writeFileSync(gen, `one();\ntwo();\nadded();\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`);
    fs.mkdirSync(path.join(out, 'raw'));
    fs.writeFileSync(path.join(out, 'raw', '1-0.jsonl'), JSON.stringify({ check: 'f.feature::a', files: { [gen]: [1, 3] } }) + '\n' + JSON.stringify({ check: 'f.feature::b', files: { [gen]: [1, 2] } }) + '\n');
    const results = { profile: '5.x', results: [{ id: 'f.feature::a', spec: ['row/a'] }, { id: 'f.feature::b', spec: ['row/b'] }] } as unknown as Results;
    const { coverage } = gatherCoverage(out, results, 'x', []);
    const orig = path.join(out, 'src', 'orig.ts');
    expect(Object.keys(coverage.files)).toEqual([orig]);
    expect(coverage.files[orig].checks).toEqual({ 3: [0, 1], 4: [1] });
    expect(coverage.rows).toEqual([['row/a'], ['row/b']]);
  });
});

describe('the flags', () => {
  it('default the coverage directory and the ref, and refuse --related with --changed', () => {
    expect(parseCommandLine(['--coverage'])).toMatchObject({ coverage: '.fw-conformance/coverage' });
    expect(parseCommandLine(['--changed'])).toMatchObject({ related: { ref: 'HEAD' } });
    expect(parseCommandLine(['--related', 'a.js', '--related', 'b.js'])).toMatchObject({ related: { files: ['a.js', 'b.js'] } });
    expect(() => parseCommandLine(['--related', 'a.js', '--changed'])).toThrow('give --related <file> or --changed [<ref>], not both');
    expect(() => parseCommandLine(['--changed', 'main', '--id', 'x'])).toThrow('--changed selects the checks itself');
  });

  it('--changed takes the files git diff names against the ref, and says when git cannot', () => {
    const repo = fs.realpathSync(fs.mkdtempSync(path.join(dir, 'git-')));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, stdio: 'ignore' });
    git('init', '-q');
    fs.mkdirSync(path.join(repo, 'lib'));
    fs.writeFileSync(path.join(repo, 'lib', 'response.js'), 'a\n');
    fs.writeFileSync(path.join(repo, 'other.js'), 'a\n');
    git('add', '.');
    git('commit', '-q', '-m', 'one');
    fs.writeFileSync(path.join(repo, 'lib', 'response.js'), 'b\n');
    expect(changedFiles('HEAD', path.join(repo, 'lib'))).toEqual([path.join(repo, 'lib', 'response.js')]);
    expect(() => changedFiles('no-such-ref', repo)).toThrow(/^--changed no-such-ref: git diff cannot tell the changed files here: /);
  });

  it('say plainly that Bun and Deno cannot give coverage, and let Node', () => {
    expect(coverageRuntimeProblem(undefined)).toBeUndefined();
    expect(coverageRuntimeProblem('node')).toBeUndefined();
    expect(coverageRuntimeProblem('bun')).toMatch(/^--coverage: the framework process runs on bun, which cannot give coverage \(Bun runs JavaScriptCore/);
    expect(coverageRuntimeProblem('deno')).toMatch(/runs on deno, which cannot give coverage/);
  });
});
