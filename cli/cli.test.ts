// The command line as CI sees it: exit codes and messages, through the built CLI.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { resultsSchema } from '../runner/results';
import { BIN, cli, runCli } from '../test-support/cli';

const ADAPTERS = path.join(__dirname, 'test-adapters');
// A small, stable slice of the suite keeps these tests fast: three checks (each check more
// adds its tens of milliseconds to every run here, and proves nothing more about the CLI).
const SLICE = ['--name', '^res\\.sendStatus\\((200|404|500)\\) ', '--parallel', '1'];
// Two checks, for a framework that fails each one slowly: the failure shows in the first,
// and the run must go on to the second (cli/isolation.test.ts uses the same two).
const TWO_CHECKS = ['--name', '^res\\.sendStatus\\(20[01]\\)', '--parallel', '1'];

// Bundled express@4 on SLICE without --profile, with a JSON and a JUnit report: one run for the
// two tests that read it (the generation it is judged against, and the reports it writes).
const REPORTS = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-report-'));
afterAll(() => fs.rmSync(REPORTS, { recursive: true, force: true }));
let express4Run: ReturnType<typeof cli> | undefined;
function bundledExpress4() {
  express4Run ??= cli(['--adapter', 'express@4', ...SLICE, '--report', `json:${REPORTS}/r.json`, '--report', `junit:${REPORTS}/j.xml`]);
  return express4Run;
}

// Concurrent: each test is one or a few CLI runs of its own (its own adapter, directory and
// reports), mostly spent starting processes and waiting on them, and they overlap well.
describe.concurrent('fw-conformance run', () => {
  it('passes real Express 5 on the 5.x profile with exit code 0', async ({ expect }) => {
    const r = await cli(['--adapter', 'express@5', '--profile', '5.x', ...SLICE]);
    expect(r.all).toMatch(/\d+ passed, 0 failed/);
    expect(r.code).toBe(0);
  });

  it("says an oracle's known divergence is one while the run goes, not a failure, as its summary does", async ({ expect }) => {
    const r = await cli(['--adapter', 'express@5', '--profile', '5.x', '--name', "^fw\\.static with dotfiles 'deny' responds 403 for /\\.hidden,", '--parallel', '1']);
    expect(r.err).toMatch(/KNOWN DIVERGENCE .*dotfiles 'deny' responds 403 for \/\.hidden/);
    expect(r.err).not.toContain('FAIL');
    expect(r.out).toMatch(/0 passed, 0 failed, 0 skipped, 1 known divergences? /);
    expect(r.code).toBe(0);
  });

  it('accepts an adapter module exporting the framework function', async ({ expect }) => {
    const r = await cli(['--adapter', path.join(ADAPTERS, 'function.cjs'), ...SLICE]);
    expect(r.out).toContain('function (generation 5.x)');
    expect(r.code).toBe(0);
  });

  it('loads the adapter in one framework process for a run of few checks, even with --parallel 2: the one that probed it serves them', async ({ expect }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-loads-'));
    try {
      const loads = path.join(dir, 'loads.txt');
      const args = ['--adapter', path.join(ADAPTERS, 'counts-loads.cjs'), '--name', '^res\\.sendStatus\\(20[01]\\)', '--parallel', '2'];
      const r = await runCli(args, { reports: [], timeoutMs: 60_000, env: { FWC_TEST_LOADS: loads } });
      expect(r.stdout).toMatch(/2 passed, 0 failed/);
      expect(fs.readFileSync(loads, 'utf8').trim().split('\n')).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("judges an adapter run without --profile against the generation it declares, and says a --profile that differs before the summary", async ({ expect }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-generation-'));
    try {
      const express4 = require.resolve('express4');
      fs.writeFileSync(path.join(dir, 'four.cjs'), `module.exports = { name: 'four', generation: '4.x', fw: require(${JSON.stringify(express4)}) };\n`);
      const [own, bundled, other] = await Promise.all([
        cli(['--adapter', './four.cjs', ...SLICE], { cwd: dir }),
        bundledExpress4(),
        cli(['--adapter', './four.cjs', '--profile', '5.x', ...SLICE], { cwd: dir }),
      ]);
      expect(own.out).toContain('four (generation 4.x) against profile 4.x');
      expect(own.out).toContain('checks of profile 4.x');
      expect(own.out).not.toContain('note:');
      expect(bundled.out).toMatch(/express@4 \S+ \(generation 4\.x.*\) against profile 4\.x/);
      expect(other.out).toContain('four (generation 4.x) against profile 5.x');
      const note = 'note: four declares generation 4.x, and --profile 5.x checks it against the 5.x profile; without --profile it is checked against 4.x\n';
      expect(other.out.indexOf(note)).toBeGreaterThanOrEqual(0);
      expect(other.out.indexOf(note)).toBeLessThan(other.out.indexOf('fw-conformance: four'));
      for (const r of [own, bundled, other]) expect(r.code).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts an ESM adapter exporting the object form', async ({ expect }) => {
    const r = await cli(['--adapter', './cli/test-adapters/object.mjs', ...SLICE]);
    expect(r.out).toContain('esm-object 5.3.0');
    expect(r.code).toBe(0);
  });

  it('accepts a TypeScript adapter', async ({ expect }) => {
    const r = await cli(['--adapter', './cli/test-adapters/object.ts', ...SLICE]);
    expect(r.out).toContain('ts-object');
    expect(r.code).toBe(0);
  });

  it('resolves an adapter path outside the repository from the working directory', async ({ expect }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-adapter-'));
    try {
      const express5 = require.resolve('express5');
      fs.writeFileSync(path.join(dir, 'myfw.js'), `module.exports = require(${JSON.stringify(express5)});\n`);
      const r = await cli(['--adapter', './myfw', ...SLICE], { cwd: dir });
      expect(r.out).toContain('myfw (generation 5.x)');
      expect(r.code).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs an adapter that serves the app itself', async ({ expect }) => {
    const r = await cli(['--adapter', path.join(ADAPTERS, 'serve-style.cjs'), ...SLICE]);
    expect(r.out).toContain('served (generation 5.x)');
    expect(r.code).toBe(0);
  });

  it('serves TLS checks through the adapter\'s serve(app, { tls }), or makes them not applicable with the reason', async ({ expect }) => {
    const tls = ['--name', "^over TLS req.protocol is 'https'", '--parallel', '1'];
    const [served, plain] = await Promise.all([cli(['--adapter', path.join(ADAPTERS, 'serve-tls.cjs'), ...tls]), cli(['--adapter', path.join(ADAPTERS, 'serve-style.cjs'), ...tls])]);
    expect(served.out).toMatch(/1 passed, 0 failed, 0 skipped/);
    expect(served.code).toBe(0);
    expect(plain.out).toMatch(/0 passed, 0 failed, 1 skipped/);
    expect(plain.out).toContain('not applicable: the check needs TLS, and the adapter serves apps itself without declaring TLS');
    expect(plain.code).toBe(0);
  });

  it('reports a missing adapter file with exit code 2', async ({ expect }) => {
    const r = await cli(['--adapter', './no/such/adapter.js']);
    expect(r.err).toContain('adapter module not found: ./no/such/adapter.js');
    expect(r.code).toBe(2);
  });

  it('reports an adapter that throws while being imported with exit code 2', async ({ expect }) => {
    const r = await cli(['--adapter', path.join(ADAPTERS, 'throws-at-import.cjs')]);
    expect(r.err).toContain('threw while being imported');
    expect(r.err).toContain('boom while importing the adapter');
    expect(r.code).toBe(2);
  });

  it('reports an adapter whose fw() throws with exit code 2', async ({ expect }) => {
    const r = await cli(['--adapter', path.join(ADAPTERS, 'throws-at-create.cjs')]);
    expect(r.err).toContain("fw() threw while creating an app");
    expect(r.err).toContain('boom while creating the app');
    expect(r.code).toBe(2);
  });

  it('names the invalid fields of an adapter object with exit code 2', async ({ expect }) => {
    const r = await cli(['--adapter', path.join(ADAPTERS, 'invalid-shape.cjs')]);
    expect(r.err).toContain('not a valid adapter');
    expect(r.err).toMatch(/generation: .*"3\.x"/);
    expect(r.err).toMatch(/fw: fw must be the framework function/);
    expect(r.code).toBe(2);
  });

  it('reports rows from a later minor than --interface-version as not applicable, with the reason', async ({ expect }) => {
    const since = (version: string) => cli(['--adapter', 'express@4', '--profile', '4.x', '--interface-version', version, '--tags', '@since:4.17.0', '--parallel', '1']);
    const [r, applicable] = await Promise.all([since('4.16.0'), since('4.17.0')]);
    expect(r.out).toMatch(/0 passed, 0 failed, [1-9]\d* skipped/);
    expect(r.out).toContain('not applicable: the behaviour arrived in Express 4.17.0 (@since:4.17.0); the adapter claims the Express interface 4.16.0');
    expect(r.code).toBe(0);
    expect(applicable.out).toMatch(/[1-9]\d* passed, 0 failed, 0 skipped/);
  });

  it('refuses an interface version that is not an Express release line of the profile', async ({ expect }) => {
    const [own, unknown, renamed] = await Promise.all([
      cli(['--adapter', 'express@5', '--interface-version', '3.0.11']),
      cli(['--adapter', 'express@5', '--interface-version', '5.9.0']),
      cli(['--adapter', 'express@5', '--version', '5.0.0']),
    ]);
    expect(own.err).toContain('--interface-version: 3.0.11 is an Express 3.x version, but the run checks the 5.x profile');
    expect(own.code).toBe(2);
    expect(unknown.err).toContain('5.9.0 is not a release line of Express');
    expect(unknown.code).toBe(2);
    expect(renamed.err).toContain('--version was renamed --interface-version');
    expect(renamed.code).toBe(2);
  });

  it('rejects an unknown profile with exit code 2', async ({ expect }) => {
    const r = await cli(['--profile', '6.x']);
    expect(r.err).toContain('unknown profile "6.x"; use one of 3.x, 4.x, 5.x');
    expect(r.code).toBe(2);
  });

  it('rejects an unknown flag with exit code 2', async ({ expect }) => {
    const r = await cli(['--adaptor', 'express@5']);
    expect(r.err).toContain('unknown option "--adaptor"; did you mean --adapter?');
    expect(r.code).toBe(2);
  });

  it('says what is wrong with a negative or malformed duration', async ({ expect }) => {
    const r = await cli(['--timeout', '-1']);
    expect(r.err).toContain('--timeout takes a positive duration such as 5000 (milliseconds), 5s or 2m; got "-1"');
    expect(r.code).toBe(2);
  });

  it('rejects a malformed tag expression with exit code 2', async ({ expect }) => {
    const r = await cli(['--tags', '@res and']);
    expect(r.err).toContain('--tags "@res and" is not a tag expression');
    expect(r.code).toBe(2);
  });

  it('rejects a malformed report target with exit code 2', async ({ expect }) => {
    const r = await cli(['--report', 'pdf:out.pdf']);
    expect(r.err).toContain('unknown report format "pdf"');
    expect(r.code).toBe(2);
  });

  it('a check whose app uses an API the framework lacks is not implemented, counted apart, and fails the gate', async ({ expect }) => {
    const adapter = path.join(ADAPTERS, 'misbehaving', 'lacks-body-parsers.cjs');
    const r = await runCli(['--adapter', adapter, '--name', '^5\\.x fw\\.json leaves req\\.body undefined for a GET', '--name', '^res\\.sendStatus\\(200\\)', '--parallel', '1'], { timeoutMs: 60_000 });
    expect(r.code, r.output).toBe(1);
    expect(r.results!.results.map((c) => [c.status, c.missing])).toEqual([
      ['not-implemented', 'fw.json'],
      ['passed', undefined],
    ]);
    expect(r.results!.summary).toMatchObject({ passed: 1, failed: 0, notImplemented: 1 });
    expect(r.stdout).toContain('1 passed, 0 failed, 1 not implemented, 0 skipped');
    expect(r.stdout).toContain('○ fw.json  (1 check');
  });

  it('writes JSON results that match the exported schema, and JUnit XML', async ({ expect }) => {
    const r = await bundledExpress4();
    expect(r.code).toBe(0);
    const results = resultsSchema.parse(JSON.parse(fs.readFileSync(`${REPORTS}/r.json`, 'utf8')));
    expect(results.adapter).toMatchObject({ name: 'express@4', generation: '4.x' });
    expect(results.profile).toBe('4.x');
    // The oracle's resolved tree: what its verdicts were made with.
    expect(results.adapter.dependencies).toMatchObject({ express: results.adapter.version, send: expect.stringMatching(/^0\./), 'range-parser': expect.any(String) });
    expect(results.summary.failed).toBe(0);
    expect(results.results.length).toBe(results.summary.passed);
    expect(results.results.every((c) => c.spec.includes('res-operations/res.sendStatus'))).toBe(true);
    const xml = fs.readFileSync(`${REPORTS}/j.xml`, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml.match(/<testcase /g)?.length).toBe(results.results.length);
  });
});

/** Runs the CLI with stdout and stderr on one pipe, as a terminal shows them: one text, in the order written. */
function interleaved(args: string[], cwd: string): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `exec "$0" "$@" 2>&1`, process.execPath, BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, text }));
  });
}

describe.concurrent('what a run prints first', () => {
  it('its heading and verdict, then the reports it wrote; the advisories on one line unless --security', async ({ expect }) => {
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-order-')));
    try {
      const select = ['--tags', '@advisory:CVE-2024-43799', '--parallel', '1', '--report', 'json:r.json', '--report', 'html:r.html'];
      const [plain, whole] = await Promise.all([interleaved(select, dirs[0]), interleaved([...select, '--security'], dirs[1])]);
      expect(plain.code, plain.text).toBe(0);
      const at = (s: string) => plain.text.indexOf(s);
      const heading = at('fw-conformance: reference (generation 5.x) against profile 5.x');
      const verdict = at('3 passed, 0 failed, 0 skipped');
      expect(heading).toBeGreaterThanOrEqual(0);
      expect(verdict).toBeGreaterThan(heading);
      expect(at('wrote json report')).toBeGreaterThan(verdict);
      expect(at('wrote html report')).toBeGreaterThan(verdict);
      expect(plain.text).toMatch(/\nSecurity \(\d+ advisories: \d+ checked \(0 vulnerable, \d+ safe\), .*\)\n  each advisory with its verdict: --security, or the html, markdown and json reports\n/);
      expect(plain.text).not.toContain('vulnerable when:');
      expect(plain.text.split('\n').length, plain.text).toBeLessThanOrEqual(40);
      expect(whole.code, whole.text).toBe(0);
      expect(whole.text).toMatch(/✓ CVE-2024-43799 +safe +3 checks/);
      expect(whole.text).toContain('vulnerable when:');
    } finally {
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Alone: its bound is 300 ms, and the other runs of this file would compete for the CPU.
describe('fw-conformance run, against a framework that never responds', () => {
  it('fails a check whose handler never responds, saying so, and does not hang', async ({ expect }) => {
    const r = await cli(['--adapter', path.join(ADAPTERS, 'hangs.cjs'), '--timeout', '300', ...TWO_CHECKS]);
    expect(r.all).toContain('no response within 300 ms');
    expect(r.all).toMatch(/0 passed, 2 failed/);
    expect(r.code).toBe(1);
  });
});

describe.concurrent('fw-conformance list-adapters and coverage', () => {
  it('lists the bundled adapters', async ({ expect }) => {
    const r = await cli(['list-adapters']);
    for (const name of ['reference', 'express@3', 'express@4', 'express@5']) expect(r.out).toContain(name);
    expect(r.code).toBe(0);
  });

  it('reports the spec rows of a profile and the checks covering each', async ({ expect }) => {
    const r = await cli(['coverage', '--profile', '5.x', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { total: number; rows: Array<{ id: string; checks: string[] }> };
    const row = report.rows.find((x) => x.id === 'res-operations/res.sendStatus');
    expect(row?.checks.some((c) => c.includes('res.sendStatus'))).toBe(true);
    expect(report.rows.some((x) => x.id.startsWith('res-3x/'))).toBe(false);
  });
});
