// compare: which checks flipped between two runs, by spec row; through the built CLI, its exit
// codes (1 on a regression, 2 on a file it cannot compare, naming it) and its Markdown.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckResult, Results } from '../runner/results';
import { check, results } from '../conformance-report/src/fixtures/results';
import { RESULTS_DIR } from '../conformance-report/src/committed';
import { CATALOGUE_FILE, readResultsFile, writeCommittedForm } from '../conformance-report/src/committed-form';
import { cli } from '../test-support/cli';
import { compareRuns } from './compare';
import { formatComparisonMarkdown } from './compare-format';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-compare-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SEND = 'features/response/res.sendStatus.feature::res.sendStatus(200) sends "OK"';
const UNKNOWN = 'features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body';
const ROUTER = 'features/app/app.router.feature::app.router is created lazily';
const ACCEPTS = 'features/request/req.accepts.feature::req.accepts prefers the first type';

/** The fixture's run with some checks' statuses replaced, some removed, some added. */
function run(changes: Record<string, CheckResult['status'] | null> = {}, added: CheckResult[] = []): Results {
  const r = results('myfw');
  r.results = r.results.filter((c) => changes[c.id] !== null).map((c) => (changes[c.id] ? { ...c, status: changes[c.id]!, error: changes[c.id] === 'failed' ? 'expected 200\n  at x' : undefined } : c));
  r.results.push(...added);
  return r;
}

function write(name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
}

describe('compareRuns', () => {
  it('names each flip: regressed, fixed, not implemented, new, gone; grouped by spec row in the spec order', () => {
    const before = run({ [UNKNOWN]: 'failed' });
    const after = run({ [SEND]: 'failed', [UNKNOWN]: 'passed', [ROUTER]: null }, [check('features/response/res.send.feature::res.send sends', 'not-implemented', ['res-operations/res.send'], { missing: 'res.send' })]);
    const c = compareRuns(before, after);
    expect(c.counts).toEqual({ regressed: 1, fixed: 1, 'not-implemented': 0, flaky: 0, changed: 0, new: 1, gone: 1 });
    const flat = c.rows.map((r) => [r.row, r.flips.map((f) => `${f.kind} ${f.before ?? '-'}>${f.after ?? '-'}`)]);
    expect(flat).toEqual([
      ['app-properties/app.router', ['gone skipped>-']],
      ['res-operations/res.send', ['new ->not-implemented']],
      ['res-operations/res.sendStatus', ['regressed passed>failed']],
      ['errors/sendStatus-unknown-code', ['fixed failed>passed']],
    ]);
    expect(c.rows.find((r) => r.row === 'res-operations/res.sendStatus')!.flips[0].error).toBe('expected 200');
    expect(c.notes).toEqual([]);
  });

  it('counts passed -> not implemented as a regression, failed -> not implemented as not implemented', () => {
    const c = compareRuns(run({ [UNKNOWN]: 'failed' }), run({ [SEND]: 'not-implemented', [UNKNOWN]: 'not-implemented' }));
    expect(c.counts.regressed).toBe(1);
    expect(c.counts['not-implemented']).toBe(1);
  });

  it('reads a flaky check (passed on a retry) as flaky', () => {
    const after = run();
    after.results[0] = { ...after.results[0], status: 'passed', flaky: true, attempts: [{ error: 'Error: 503' }] };
    const c = compareRuns(run(), after);
    expect(c.counts.flaky).toBe(1);
    expect(c.counts.regressed).toBe(0);
  });

  it('keeps an oracle\'s known divergence apart from a failure, and says when the runs differ in profile', () => {
    const before = results('express@5', { oracle: true });
    const after = { ...results('express@5', { oracle: true }), profile: '4.x' as const };
    const c = compareRuns(before, after);
    expect(c.rows).toEqual([]);
    expect(c.notes).toEqual(['the runs are of different profiles (5.x, 4.x)']);
  });
});

describe('fw-conformance compare', () => {
  it('exits 1 on a regression, listing it under its row, and writes the Markdown', async () => {
    const before = write('before.json', run());
    const after = write('after.json', run({ [SEND]: 'failed', [ACCEPTS]: 'passed' }));
    const md = path.join(dir, 'out', 'compare.md');
    const r = await cli(['compare', before, after, '--markdown', md]);
    expect(r.out).toContain('1 regression: 1 regressed, 1 fixed,');
    expect(r.out).toMatch(/\nres-operations\/res\.sendStatus\n {2}regressed +passed -> failed +features\/response\/res\.sendStatus\.feature::res\.sendStatus\(200\) sends "OK"\n {6}expected 200\n/);
    expect(r.code).toBe(1);
    const text = fs.readFileSync(md, 'utf8');
    expect(text).toContain('## ❌ fw-conformance compare: 1 regression');
    expect(text).toContain('### `res-operations/res.sendStatus`');
    expect(text).toContain('| ❌ | res.sendStatus(200) sends "OK" <sub>features/response/res.sendStatus.feature</sub> | passed | failed | expected 200 |');
    expect(text).toContain('| ✅ | req.accepts prefers the first type');
  });

  it('exits 0 when nothing regressed, fixes and new checks included', async () => {
    const before = write('b0.json', run({ [SEND]: 'failed' }));
    const after = write('a0.json', run({}, [check('features/x.feature::x', 'failed', [])]));
    const r = await cli(['compare', before, after]);
    expect(r.out).toContain('no regression: 0 regressed, 1 fixed,');
    expect(r.out).toContain('\n(no spec row)\n  new ');
    expect(r.code).toBe(0);
  });

  it('exits 2 naming the file and why: missing, not JSON, not results, a run not made', async () => {
    const good = write('good.json', run());
    const cases: Array<[string, string]> = [
      [path.join(dir, 'absent.json'), 'absent.json: ENOENT'],
      [write('text.json', 'not json'), 'cannot read the results'],
      [write('other.json', { hello: 1 }), 'other.json is not fw-conformance results'],
      [write('error.json', { ...run(), results: [], error: 'adapter error (load): boom' }), 'error.json holds no verdicts: its run could not be made (adapter error (load): boom)'],
      // an oracle the README's block had not installed yet: the first line of its error, the message ended
      [
        write('express5.json', { ...run(), results: [], error: 'adapter error (express@5): express@5 is not installed.\n  Install it beside your framework with: npm i -D express5@npm:express@5' }),
        'express5.json holds no verdicts: its run could not be made (adapter error (express@5): express@5 is not installed.); nothing to compare\n',
      ],
    ];
    for (const [file, said] of cases) {
      const r = await cli(['compare', good, file]);
      expect(r.err).toContain(said);
      expect(r.err.endsWith('\n'), JSON.stringify(r.err)).toBe(true);
      expect(r.code).toBe(2);
    }
    const one = await cli(['compare', good]);
    expect(one.err).toContain('compare takes two results files, before and after');
    expect(one.err.endsWith('\n')).toBe(true);
    expect(one.code).toBe(2);
  });

  it('reads committed target files, joined with the catalogue beside them, as the runs they were', async () => {
    const bases = ['express@4.20-4.x', 'express@4.21-4.x'];
    const runs = bases.map((base) => ({ base, results: readResultsFile(path.join(RESULTS_DIR, `${base}.json`)) }));
    const [committed, plain] = ['committed', 'plain'].map((d) => path.join(dir, d));
    fs.mkdirSync(committed);
    fs.mkdirSync(plain);
    writeCommittedForm(committed, runs);
    for (const r of runs) fs.writeFileSync(path.join(plain, `${r.base}.json`), JSON.stringify(r.results));
    const files = (d: string) => bases.map((b) => path.join(d, `${b}.json`));
    const [fromCommitted, fromPlain] = await Promise.all([cli(['compare', ...files(committed)]), cli(['compare', ...files(plain)])]);
    expect(fromCommitted.err).toBe('');
    expect(fromCommitted.out).toContain('fixed');
    expect(fromCommitted.out.split(committed).join('<dir>')).toBe(fromPlain.out.split(plain).join('<dir>'));
    expect(fromCommitted.code).toBe(fromPlain.code);
    const catalogue = await cli(['compare', path.join(committed, CATALOGUE_FILE), files(committed)[1]]);
    expect(catalogue.err).toContain(`${CATALOGUE_FILE} is the catalogue of the committed checks, not a run: give a target's file beside it`);
    expect(catalogue.code).toBe(2);

    const md = (d: string) => path.join(d, 'report.md');
    const reports = await Promise.all([committed, plain].map((d) => cli(['report', files(d)[1], '--report', `markdown:${md(d)}`])));
    expect(reports.map((r) => r.code)).toEqual([0, 0]);
    expect(fs.readFileSync(md(committed), 'utf8')).toBe(fs.readFileSync(md(plain), 'utf8'));

    fs.rmSync(path.join(committed, CATALOGUE_FILE));
    const alone = await cli(['report', files(committed)[1], '--report', `markdown:${md(committed)}`]);
    expect(alone.err).toContain(`express@4.21-4.x.json is a committed target file: its catalogue ${CATALOGUE_FILE} is missing beside it`);
    expect(alone.code).toBe(2);
  });

  it('Markdown cuts a long list, saying so', () => {
    const many = Array.from({ length: 250 }, (_, i) => check(`features/x.feature::c${i}`, 'passed', ['res-operations/res.send']));
    const after = run({}, many);
    const md = formatComparisonMarkdown(compareRuns(run(), after), ['a', 'b']);
    expect(md).toContain('cut at 200 checks');
  });
});
