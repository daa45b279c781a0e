// Gating on a baseline, through the built CLI as CI runs it: exit codes and messages.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineOf, compareToBaseline, readBaseline, BaselineError } from './baseline';
import { results } from './fixtures/results';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'fw-conformance.js');
const SLICE = ['--name', '^res\\.sendStatus', '--parallel', '1', '--profile', '5.x'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-baseline-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

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

  it('rejects a file that is not a baseline, saying what to do', () => {
    const file = path.join(dir, 'not-a-baseline.json');
    fs.writeFileSync(file, JSON.stringify({ failing: 'x' }));
    expect(() => readBaseline(file)).toThrow(BaselineError);
    expect(() => readBaseline(file)).toThrow(/kind.*\n[\s\S]*failing[\s\S]*--write-baseline/);
  });
});

describe('fw-conformance --baseline', () => {
  const base = path.join(dir, 'baseline.json');
  const good = path.join(dir, 'express5-baseline.json');

  it('records the current failures with --write-baseline and exits 0', () => {
    const r = cli(['--adapter', BROKEN, ...SLICE, '--write-baseline', base]);
    expect(r.out).toMatch(/recorded [1-9]\d* expected failures/);
    expect(r.code).toBe(0);
    const written = readBaseline(base);
    expect(written.adapter.name).toBe('broken');
    expect(written.failing.every((id) => id.includes('res.sendStatus'))).toBe(true);
  });

  it('passes a fork with known gaps against its baseline (exit 0)', () => {
    const r = cli(['--adapter', BROKEN, ...SLICE, '--baseline', base, '--report', 'markdown:summary.md']);
    expect(r.out).toMatch(/0 regressions, 0 improvements, [1-9]\d* expected failures/);
    expect(r.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'summary.md'), 'utf8')).toContain('No regressions.');
  });

  it('fails on a check that passed in the baseline and fails now (exit 1)', () => {
    expect(cli(['--adapter', 'express@5', ...SLICE, '--write-baseline', good]).code).toBe(0);
    const r = cli(['--adapter', BROKEN, ...SLICE, '--baseline', good]);
    expect(r.out).toMatch(/[1-9]\d* regressions/);
    expect(r.out).toContain('(passed in the baseline)');
    expect(r.out).toContain('warning: the baseline was recorded with adapter express@5');
    expect(r.code).toBe(1);
  });

  it('reports checks that now pass as improvements to accept (exit 0)', () => {
    const r = cli(['--adapter', 'express@5', ...SLICE, '--baseline', base]);
    expect(r.out).toMatch(/0 regressions, [1-9]\d* improvements/);
    expect(r.out).toContain('Now passing (accept by re-recording the baseline with --write-baseline)');
    expect(r.code).toBe(0);
  });

  it('cannot run on an unreadable baseline (exit 2, before running)', () => {
    const r = cli(['--adapter', 'express@5', ...SLICE, '--baseline', 'missing.json']);
    expect(r.err).toContain('cannot read the baseline missing.json: ENOENT');
    expect(r.err).toContain('--write-baseline missing.json');
    expect(r.code).toBe(2);
  });

  it('gates saved results too: fw-conformance report --baseline', () => {
    const saved = path.join(dir, 'broken.json');
    expect(cli(['--adapter', BROKEN, ...SLICE, '--report', `json:${saved}`]).code).toBe(1);
    expect(cli(['report', '--markdown', 'r.md', '--baseline', base, saved]).code).toBe(0);
    expect(cli(['report', '--markdown', 'r.md', '--baseline', good, saved]).code).toBe(1);
    const bad = cli(['report', '--html', 'r.html', path.join(dir, 'baseline.json')]);
    expect(bad.err).toContain('is not fw-conformance results');
    expect(bad.code).toBe(2);
  });
});
