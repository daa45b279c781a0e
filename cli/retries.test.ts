// --retries: a check that fails and then passes on a retry is flaky, counted apart and shown
// with each attempt's failure in every format; it does not fail the gate unless
// --fail-on-flaky. A retry after a crash runs in a fresh framework process.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { renderReport } from '../conformance-report/src/formats';
import { unpackDetails } from '../conformance-report/src/html-details';
import { formatSummary } from './summary';
import { scaled } from '../test-support/time-factor';

// Fails the run's first request (test-adapters/flaky.cjs).
const FLAKY = path.join(__dirname, 'test-adapters', 'flaky.cjs');
// Three checks, one after the other: the first is the one that meets the failing request.
const SELECTION = ['--adapter', FLAKY, '--profile', '5.x', '--name', '^res\\.sendStatus\\((200|201|404)\\) ', '--parallel', '1'];
const FIRST = 'features/response/res.sendStatus.feature::res.sendStatus(200) sends "OK"';

/** The environment of one run: a fresh file for the adapter's count of requests, and where it is. */
function scratch(mode?: 'crash'): { env: Record<string, string>; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-flaky-'));
  return { dir, env: { FWC_TEST_FLAKY: path.join(dir, 'requests'), ...(mode ? { FWC_TEST_FLAKY_MODE: mode } : {}) } };
}

describe.concurrent('--retries', { timeout: scaled(120_000) }, () => {
  it('without it, the check that failed once fails the gate', async ({ expect }) => {
    const { env, dir } = scratch();
    const r = await runCli(SELECTION, { env });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.code, r.output).toBe(1);
    expect(r.results!.summary).toMatchObject({ passed: 2, failed: 1, flaky: 0 });
  });

  it('a check that passes on a retry is flaky: counted apart, each failure shown in every format, exit 0', async ({ expect }) => {
    const { env, dir } = scratch();
    const r = await runCli([...SELECTION, '--retries', '2'], { env, reports: ['json', 'junit', 'markdown', 'html'] });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.code, r.output).toBe(0);
    const results = r.results!;
    expect(results.summary).toMatchObject({ passed: 2, failed: 0, flaky: 1 });
    const flaky = results.results.find((c) => c.id === FIRST)!;
    expect(flaky).toMatchObject({ status: 'passed', flaky: true });
    expect(flaky.attempts).toHaveLength(1);
    expect(flaky.attempts![0].error).toContain('503');
    expect(results.results.filter((c) => c.id !== FIRST).every((c) => c.status === 'passed' && !c.flaky && !c.attempts)).toBe(true);
    // The terminal.
    expect(r.stdout).toContain('2 passed, 0 failed, 1 flaky, 0 skipped');
    expect(r.stdout).toMatch(/≈ features\/response\/res\.sendStatus\.feature::res\.sendStatus\(200\) sends "OK" +\(passed on attempt 2\)\n +attempt 1: .*503/);
    expect(r.stderr).toContain(`FLAKY (passed on attempt 2) ${FIRST}`);
    // JUnit, Markdown and HTML, from the same results.
    expect(r.written).toMatchObject({ junit: true, markdown: true, html: true });
    const junit = renderReport('junit', { runs: [results] });
    expect(junit).toMatch(/<testcase name="res\.sendStatus\(200\) sends &quot;OK&quot;"[^>]*><properties>.*<\/properties><flakyFailure message="[^"]*503[^"]*" type="AssertionError">/);
    expect(junit).toMatch(/<testsuites [^>]*tests="3" failures="0"/);
    const md = renderReport('markdown', { runs: [results] });
    expect(md).toContain('**2 passed, 0 failed, 1 flaky, 0 skipped**');
    expect(md).toMatch(/### Flaky \(1\)[\s\S]*res\.sendStatus\(200\) sends "OK" \(features\/response\/res\.sendStatus\.feature:\d+\): passed on attempt 2\n {2}- attempt 1: `[^`]*503/);
    const html = renderReport('html', { runs: [results] });
    expect(html).toContain('<span class="c-flaky">1 flaky</span>');
    // A row's checks are packed in the page (html-details.ts), put in when the row opens.
    const details = unpackDetails(html).join('');
    expect(details).toContain('<span class="badge c-flaky">flaky</span>');
    expect(details).toMatch(/<h5>Attempt 1 failed<\/h5><pre class="error">[^<]*503/);
  });

  it('--fail-on-flaky makes a flaky check fail the gate', async ({ expect }) => {
    const { env, dir } = scratch();
    const r = await runCli([...SELECTION, '--retries', '1', '--fail-on-flaky'], { env });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.code, r.output).toBe(1);
    expect(r.results!.summary).toMatchObject({ passed: 2, failed: 0, flaky: 1 });
  });

  it('a retry after a crash runs in a fresh framework process, and the first failure says it crashed', async ({ expect }) => {
    const { env, dir } = scratch('crash');
    const r = await runCli([...SELECTION, '--retries', '1'], { env });
    const processes = new Set(fs.readFileSync(env.FWC_TEST_FLAKY, 'utf8').split('\n').filter(Boolean));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.code, r.output).toBe(0);
    const flaky = r.results!.results.find((c) => c.id === FIRST)!;
    expect(flaky).toMatchObject({ status: 'passed', flaky: true });
    expect(flaky.attempts![0].error).toContain('threw an exception nobody caught');
    expect(processes.size).toBeGreaterThan(1);
  });

  it('a baseline records a flaky check apart: neither passing nor failing', async ({ expect }) => {
    const { env, dir } = scratch();
    const file = path.join(dir, 'baseline.json');
    const r = await runCli([...SELECTION, '--retries', '1', '--write-baseline', file], { env });
    expect(r.code, r.output).toBe(0);
    const baseline = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(baseline.flaky).toEqual([FIRST]);
    expect(baseline.passing).not.toContain(FIRST);
    expect(baseline.failing).toEqual([]);
    expect(formatSummary(r.results!)).toContain('1 flaky');
  });
});
