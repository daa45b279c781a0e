// --coverage end to end, against real Express 5: the framework's lines each check reached,
// from every framework process and thread of the run (those replaced after a crash too).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../test-support/cli';
import type { CodeCoverage } from '../conformance-report/src/code-coverage';
import { coverageRuntimeProblem } from './code-coverage';
import { parseCommandLine } from './args';

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

describe('--coverage', () => {
  const project = fs.mkdtempSync(path.join(dir, 'p-'));
  let coverage: CodeCoverage;
  let all: string[];

  it('writes lcov and per-line check ids for the files of Express that the checks ran', async () => {
    const r = await runCli([...SLICE, '--coverage'], { cwd: project });
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
    // res.cookie's by the cookie checks only
    const cookieLine = text.findIndex((l) => l.includes('res.cookie = function')) + 2;
    expect(coverage.files[response].checks[cookieLine].map((i) => coverage.checks[i]).sort()).toEqual(all.filter((id) => id.includes('cookie')).sort());
    // no file of the suite's own, none of node's
    expect(Object.keys(coverage.files).filter((f) => f.includes('/dist/adapters/') || f.startsWith('node:'))).toEqual([]);
    // the html: per spec row, the framework's lines its checks ran
    const html = fs.readFileSync(path.join(project, COVERAGE, 'index.html'), 'utf8');
    expect(html).toContain('res-operations/res.cookie');
    expect(html).toContain('Lines no check reached');
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

describe('the flags', () => {
  it('default the coverage directory', () => {
    expect(parseCommandLine(['--coverage'])).toMatchObject({ coverage: '.fw-conformance/coverage' });
    expect(parseCommandLine(['--coverage', 'cov'])).toMatchObject({ coverage: 'cov' });
  });

  it('say plainly that Bun and Deno cannot give coverage, and let Node', () => {
    expect(coverageRuntimeProblem(undefined)).toBeUndefined();
    expect(coverageRuntimeProblem('node')).toBeUndefined();
    expect(coverageRuntimeProblem('bun')).toMatch(/^--coverage: the framework process runs on bun, which cannot give coverage \(Bun runs JavaScriptCore/);
    expect(coverageRuntimeProblem('deno')).toMatch(/runs on deno, which cannot give coverage/);
  });
});
