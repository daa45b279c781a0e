// Gating on a baseline, through the built CLI as CI runs it: exit codes and messages.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../../test-support/cli';
import { baselineOf, baselineSchema, compareToBaseline, comparisonFails, formatComparison, readBaseline, updatedBaseline, BaselineError, type Baseline } from './baseline';
import { results } from './fixtures/results';
import { scaled } from '../../test-support/time-factor';

// Three checks of res.sendStatus, which the fork below breaks.
const SLICE = ['--name', '^res\\.sendStatus\\((200|404|500)\\) ', '--parallel', '1', '--profile', '5.x'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-baseline-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Express 5 with res.sendStatus broken: a fork with known gaps.
const BROKEN = path.join(dir, 'broken.cjs');
fs.writeFileSync(
  BROKEN,
  `const express = require(${JSON.stringify(require.resolve('express5'))});
module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => { res.sendStatus = (code) => res.status(code).type('text').send('gap'); next(); });
  return app;
};
`,
);

describe('compareToBaseline', () => {
  it('tells regressions (passed before, or new) from expected failures and improvements', () => {
    const base = baselineOf(results('fork', { failing: true }));
    expect(base.failing).toEqual([
      'features/request/req.accepts.feature::req.accepts prefers the first type',
      'features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body',
    ]);
    const better = compareToBaseline(results('fork'), base);
    expect(better.regressions).toEqual([]);
    expect(better.improvements).toEqual(['features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body']);
    const before = baselineOf(results('fork'));
    const worse = compareToBaseline(results('fork', { failing: true }), { ...before, failing: [] });
    expect(worse.regressions.map((r) => r.was)).toEqual(['passed', 'new']);
  });

  it('records a flaky check apart; with --fail-on-flaky only a check flaky now and not recorded so fails the gate', () => {
    const FIRST = 'features/response/res.sendStatus.feature::res.sendStatus(200) sends "OK"';
    const run = results('fork');
    Object.assign(run.results[0], { flaky: true, attempts: [{ error: 'expected status 200, got 503' }] });
    const base = baselineOf(run);
    expect(base.flaky).toEqual([FIRST]);
    expect(base.passing).not.toContain(FIRST);
    expect(base.failing).not.toContain(FIRST);
    // Against a baseline recorded before it was flaky: flaky now, which only --fail-on-flaky fails on.
    const before = baselineOf(results('fork'));
    const now = compareToBaseline(run, before);
    expect(now.regressions).toEqual([]);
    expect(now.newlyFlaky).toEqual([FIRST]);
    expect(comparisonFails(now)).toBe(false);
    expect(comparisonFails(now, { failOnFlaky: true })).toBe(true);
    expect(formatComparison(now)).toContain(`≈ ${FIRST}`);
    // Recorded as flaky: known.
    expect(comparisonFails(compareToBaseline(run, base), { failOnFlaky: true })).toBe(false);
    // A check flaky in the baseline that fails now is a regression, and says what it was.
    const failing = results('fork');
    Object.assign(failing.results[0], { status: 'failed', error: 'expected status 200, got 500' });
    expect(compareToBaseline(failing, base).regressions).toEqual([{ id: FIRST, was: 'flaky', error: 'expected status 200, got 500' }]);
    // --update-baseline keeps it apart.
    expect(updatedBaseline(before, run).flaky).toEqual([FIRST]);
  });

  it('records the runtime, and warns when the run is on another one (not on another patch release)', () => {
    const onNode = { ...results('fork'), runtime: { name: 'node', version: '20.20.2' } };
    const base = baselineOf(onNode);
    expect(base.runtime).toBe('node 20.20.2');
    expect(compareToBaseline({ ...onNode, runtime: { name: 'node', version: '20.19.0' } }, base).mismatch).toBeUndefined();
    expect(compareToBaseline({ ...onNode, runtime: { name: 'bun', version: '1.4.5' } }, base).mismatch).toBe('the baseline was recorded with runtime node 20.20.2, this run bun 1.4.5');
    expect(compareToBaseline({ ...onNode, runtime: { name: 'node', version: '22.23.3' } }, base).mismatch).toContain('runtime node 20.20.2, this run node 22.23.3');
  });

  it('rejects a file that is not a baseline, saying what to do', () => {
    const file = path.join(dir, 'not-a-baseline.json');
    fs.writeFileSync(file, JSON.stringify({ failing: 'x' }));
    expect(() => readBaseline(file)).toThrow(BaselineError);
    expect(() => readBaseline(file)).toThrow(/kind.*\n[\s\S]*failing[\s\S]*--write-baseline/);
  });
});

// Concurrent: after the two baselines are recorded, each test only reads them.
describe.concurrent('fw-conformance --baseline', () => {
  const base = path.join(dir, 'baseline.json');
  const good = path.join(dir, 'express5-baseline.json');
  // The two baselines the tests gate on, recorded once, side by side: the fork's failures
  // (checked by the first test) and Express 5 passing everything (by the third).
  let recorded: Awaited<ReturnType<typeof cli>>;
  let recordedGood: Awaited<ReturnType<typeof cli>>;
  beforeAll(async () => {
    [recorded, recordedGood] = await Promise.all([
      cli(['--adapter', BROKEN, ...SLICE, '--write-baseline', base], { cwd: dir }),
      cli(['--adapter', 'express@5', ...SLICE, '--write-baseline', good], { cwd: dir }),
    ]);
  });

  it('records the current failures with --write-baseline and exits 0', async ({ expect }) => {
    const r = recorded;
    expect(r.out).toMatch(/recorded [1-9]\d* expected failures/);
    expect(r.code).toBe(0);
    const written = readBaseline(base);
    expect(written.adapter.name).toBe('broken');
    expect(written.failing.every((id) => typeof id === 'string' && id.includes('res.sendStatus'))).toBe(true);
  });

  it('passes a fork with known gaps against its baseline (exit 0)', async ({ expect }) => {
    const r = await cli(['--adapter', BROKEN, ...SLICE, '--baseline', base, '--report', 'markdown:summary.md'], { cwd: dir });
    expect(r.out).toMatch(/0 regressions, 0 improvements, [1-9]\d* expected failures/);
    expect(r.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'summary.md'), 'utf8')).toContain('No regressions.');
  });

  it('fails on a check that passed in the baseline and fails now (exit 1)', async ({ expect }) => {
    expect(recordedGood.code, recordedGood.err).toBe(0);
    const r = await cli(['--adapter', BROKEN, ...SLICE, '--baseline', good], { cwd: dir });
    expect(r.out).toMatch(/[1-9]\d* regressions/);
    expect(r.out).toContain('(passed in the baseline)');
    expect(r.out).toContain('warning: the baseline was recorded with adapter express@5');
    expect(r.code).toBe(1);
  });

  it('reports checks that now pass as improvements to accept (exit 0)', async ({ expect }) => {
    const r = await cli(['--adapter', 'express@5', ...SLICE, '--baseline', base], { cwd: dir });
    expect(r.out).toMatch(/0 regressions, [1-9]\d* improvements/);
    expect(r.out).toContain('Now passing (accept with --update-baseline, which drops them from the file)');
    expect(r.code).toBe(0);
  });

  it('cannot run on an unreadable baseline (exit 2, before running)', async ({ expect }) => {
    const r = await cli(['--adapter', 'express@5', ...SLICE, '--baseline', 'missing.json'], { cwd: dir });
    expect(r.err).toContain('cannot read the baseline missing.json: ENOENT');
    expect(r.err).toContain('--write-baseline missing.json');
    expect(r.code).toBe(2);
  });

  it('gates saved results too: fw-conformance report --baseline', async ({ expect }) => {
    const saved = path.join(dir, 'broken.json');
    expect((await cli(['--adapter', BROKEN, ...SLICE, '--report', `json:${saved}`], { cwd: dir })).code).toBe(1);
    expect((await cli(['report', '--markdown', 'r.md', '--baseline', base, saved], { cwd: dir })).code).toBe(0);
    expect((await cli(['report', '--markdown', 'r.md', '--baseline', good, saved], { cwd: dir })).code).toBe(1);
    const bad = await cli(['report', '--html', 'r.html', path.join(dir, 'baseline.json')], { cwd: dir });
    expect(bad.err).toContain('is not fw-conformance results');
    expect(bad.code).toBe(2);
  });
});

describe.concurrent('baseline entries with a reason and a link', () => {
  const UNKNOWN = 'features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body';
  const QUERY = 'features/security/urlencoded-limits.feature::the extended query parser gives the bracket form a[]= no more array items than the indexed form a[n]=';
  const REASON = 'our sendStatus writes its own text (decided in #12)';
  const LINK = 'https://example.org/myfw/issues/12';
  const baseline = (failing: Baseline['failing']): Baseline =>
    baselineSchema.parse({ kind: 'fw-conformance-baseline', version: 1, adapter: { name: 'broken', version: null }, profile: '5.x', failing, passing: [] });

  it('accepts an id or { id, reason, link }, and refuses a link that is not http(s)', async ({ expect }) => {
    expect(baseline([UNKNOWN, { id: QUERY, reason: REASON, link: LINK }]).failing).toHaveLength(2);
    expect(() => baseline([{ id: QUERY, link: 'javascript:alert(1)' }])).toThrow();
    expect(() => baseline([{ id: QUERY, why: 'a typo of reason' } as never])).toThrow();
  });

  it('drops the entries that pass now, keeps the reasons of the others, and keeps what the run did not select', async ({ expect }) => {
    const run = results('broken', { failing: true });
    const passed = run.results.find((r) => r.status === 'passed')!.id;
    const failed = run.results.find((r) => r.status === 'failed')!.id;
    const before = { ...baseline([{ id: passed, reason: REASON }, { id: failed, reason: REASON, link: LINK }, 'features/other.feature::not run']), passing: ['features/x.feature::kept'] };
    const updated = updatedBaseline(before, run);
    expect(updated.failing).toEqual([{ id: failed, reason: REASON, link: LINK }, 'features/other.feature::not run']);
    expect(updated.passing).toContain('features/x.feature::kept');
    expect(updated.passing).toContain(passed);
  });

  it('shows the reasons in the terminal and the Markdown, and --update-baseline drops what passes now (exit 0)', async ({ expect }) => {
    const file = path.join(dir, 'reasons.json');
    fs.writeFileSync(file, JSON.stringify(baseline([{ id: UNKNOWN, reason: REASON, link: LINK }, QUERY]), null, 2));
    const r = await cli(['--adapter', BROKEN, '--profile', '5.x', '--parallel', '1', '--id', UNKNOWN, '--id', QUERY, '--update-baseline', file, '--report', 'markdown:reasons.md'], { cwd: dir });
    expect(r.out).toMatch(/0 regressions, 1 improvements, 1 expected failures/);
    expect(r.out).toContain(`${REASON} ${LINK}`);
    expect(r.out).toContain(`✓ ${QUERY}`);
    expect(r.out).toContain(`updated ${file}: dropped 1 expected failures that pass now, 1 remain`);
    expect(fs.readFileSync(path.join(dir, 'reasons.md'), 'utf8')).toContain(`| ${REASON} ([link](${LINK})) |`);
    const rewritten = readBaseline(file);
    expect(rewritten.failing).toEqual([{ id: UNKNOWN, reason: REASON, link: LINK }]);
    expect(rewritten.passing).toContain(QUERY);
    expect(r.code).toBe(0);
  }, scaled(120_000));
});
