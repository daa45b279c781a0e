// --last-failed end to end: every run records its results (its JSON report, or a copy kept in
// .fw-conformance/); the next run from the same directory reruns only what failed there, on
// the same adapter and profile.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../test-support/cli';
import { resultsSchema } from '../runner/results';
import { scaled } from '../test-support/time-factor';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-last-failed-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const REFERENCE = JSON.stringify(path.join(__dirname, '..', 'dist', 'reference', '4.x.js'));
/** The reference, with res.sendStatus(599) broken when `broken`. */
const framework = (broken: boolean) =>
  broken
    ? `const fw = require(${REFERENCE});\nmodule.exports = Object.assign(() => { const app = fw(); app.use((req, res, next) => { const s = res.sendStatus; res.sendStatus = (c) => (c === 599 ? res.status(c).send('x') : s.call(res, c)); next(); }); return app; }, fw);\n`
    : `module.exports = require(${REFERENCE});\n`;

const read = (file: string) => resultsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

describe('--last-failed', () => {
  it('reruns what failed in the last JSON report written from this directory, with its adapter and profile', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'p-'));
    fs.writeFileSync(path.join(project, 'fw.cjs'), framework(true));
    fs.writeFileSync(path.join(project, 'adapter.cjs'), "module.exports = require('./fw.cjs');\n");

    const none = await cli(['--last-failed'], { cwd: project });
    expect(none.err).toContain('--last-failed: no run from');
    expect(none.err).toContain('run the suite from this directory first');
    expect(none.err).toContain('.fw-conformance/last-run.json is absent');
    expect(none.code).toBe(2);

    const first = await cli(['--adapter', './adapter.cjs', '--profile', '4.x', '--name', 'unregistered code', '--report', 'json:out/first.json', '--quiet'], { cwd: project });
    expect(first.code, first.err).toBe(1);
    const all = read(path.join(project, 'out/first.json'));
    const failed = all.results.filter((c) => c.status === 'failed').map((c) => c.id);
    expect(failed).toEqual([expect.stringContaining('res.sendStatus(599) with an unregistered code')]);
    expect(all.results.length).toBeGreaterThan(3);
    expect(JSON.parse(fs.readFileSync(path.join(project, '.fw-conformance/last-run.json'), 'utf8'))).toMatchObject({ results: path.join(project, 'out/first.json'), adapter: './adapter.cjs', profile: '4.x' });

    // Only the failed check, on ./adapter.cjs and profile 4.x as recorded (no --adapter, no --profile).
    const again = await cli(['--last-failed', '--report', 'json:out/again.json', '--quiet'], { cwd: project });
    expect(again.err).toContain(`--last-failed: 1 check of ${path.join(project, 'out/first.json')} to rerun on ./adapter.cjs, profile 4.x`);
    expect(again.code).toBe(1);
    const rerun = read(path.join(project, 'out/again.json'));
    expect(rerun.results.map((c) => c.id)).toEqual(failed);
    expect(rerun.profile).toBe('4.x');

    // Fixed: it passes; and a file given is read as given.
    fs.writeFileSync(path.join(project, 'fw.cjs'), framework(false));
    const fixed = await cli(['--last-failed', 'out/first.json', '--adapter', './adapter.cjs', '--quiet'], { cwd: project });
    expect(fixed.out).toContain('1 passed, 0 failed');
    expect(fixed.code).toBe(0);

    // A results file alone names the framework, not its module: --adapter is asked for.
    fs.rmSync(path.join(project, '.fw-conformance'), { recursive: true });
    const unnamed = await cli(['--last-failed', 'out/first.json'], { cwd: project });
    expect(unnamed.err).toContain('names its framework "adapter", not the adapter module that loaded it');
    expect(unnamed.code).toBe(2);
  }, scaled(240_000));

  it('follows a run that wrote no report, and says what moved since: the run keeps its results out of git, show leaves them', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'r-'));
    fs.writeFileSync(path.join(project, 'fw.cjs'), framework(true));
    fs.writeFileSync(path.join(project, 'adapter.cjs'), "module.exports = require('./fw.cjs');\n");
    execFileSync('git', ['init', '-q'], { cwd: project });

    const first = await cli(['--adapter', './adapter.cjs', '--profile', '4.x', '--name', 'unregistered code', '--quiet'], { cwd: project });
    expect(first.code, first.err).toBe(1);
    const kept = path.join(project, '.fw-conformance/last-results.json');
    const all = read(kept);
    const failed = all.results.filter((c) => c.status === 'failed').map((c) => c.id);
    expect(failed).toEqual([expect.stringContaining('res.sendStatus(599) with an unregistered code')]);
    expect(all.results.length).toBeGreaterThan(3);
    expect(JSON.parse(fs.readFileSync(path.join(project, '.fw-conformance/last-run.json'), 'utf8'))).toMatchObject({ results: kept, adapter: './adapter.cjs', profile: '4.x' });
    // What the run left is no untracked file of the project.
    expect(execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: project, encoding: 'utf8' }).split('\n').sort()).toEqual(['', '?? adapter.cjs', '?? fw.cjs']);

    // Looking at the failure with show keeps the run's record whole.
    const shown = await cli(['show', failed[0], '--adapter', './adapter.cjs', '--profile', '4.x'], { cwd: project });
    expect(shown.out).toContain('res.sendStatus(599)');
    expect(read(kept).results.length).toBe(all.results.length);

    const again = await cli(['--last-failed'], { cwd: project });
    expect(again.err).toContain(`--last-failed: 1 check of ${kept} to rerun on ./adapter.cjs, profile 4.x`);
    expect(again.out).toMatch(/since the checks last ran here \(last run \d+ s ago\): no verdict changed \(1 check\)/);
    expect(again.code).toBe(1);

    // The rerun is the last run now: fixed, it passes, and then nothing is left to rerun.
    fs.writeFileSync(path.join(project, 'fw.cjs'), framework(false));
    const fixed = await cli(['--last-failed'], { cwd: project });
    expect(fixed.out).toContain('1 passed, 0 failed');
    expect(fixed.out).toMatch(/since the checks last ran here \(last run \d+ s ago\): 1 fixed\n/);
    expect(fixed.code).toBe(0);
    // Broken again, the whole selection runs: each check against its last verdict, the regression named.
    fs.writeFileSync(path.join(project, 'fw.cjs'), framework(true));
    const broken = await cli(['--adapter', './adapter.cjs', '--profile', '4.x', '--name', 'unregistered code'], { cwd: project });
    expect(broken.out).toContain(`: 1 regressed\n  regressed       passed -> failed             ${failed[0]}\n`);
    expect(broken.code).toBe(1);
    fs.writeFileSync(path.join(project, 'fw.cjs'), framework(false));
    // --quiet prints the summary alone.
    const quiet = await cli(['--last-failed', '--quiet'], { cwd: project });
    expect(quiet.out).toContain('1 passed, 0 failed');
    expect(quiet.out).not.toContain('since the checks last ran here');
    const none = await cli(['--last-failed'], { cwd: project });
    expect(none.out).toContain(`no check failed in ${kept}: nothing to rerun`);
    expect(none.code).toBe(0);
  }, scaled(240_000));

  it('has nothing to rerun after a run where every check passed (exit 0)', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'q-'));
    const r = await cli(['--adapter', 'reference', '--check', 'features/response/res.sendStatus.feature:25', '--report', 'json:r.json', '--quiet'], { cwd: project });
    expect(r.code, r.err).toBe(0);
    const again = await cli(['--last-failed'], { cwd: project });
    expect(again.out).toContain('no check failed in');
    expect(again.code).toBe(0);
  }, scaled(120_000));

  it('is refused with --id or --check, which select otherwise', async () => {
    const r = await cli(['--last-failed', '--id', 'x']);
    expect(r.err).toContain('--last-failed selects the checks itself: give it without --id and --check');
    expect(r.code).toBe(2);
  });
});
