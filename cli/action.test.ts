// The GitHub Action (action.yml at the root), run as a runner runs a composite action
// (test-support/github-steps.ts): each step's shell with the environment GitHub gives it
// (GITHUB_ACTION_PATH, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, the step's env with its ${{ }}
// expressions filled in), in a workspace of its own. `uses:` steps (upload-artifact) are
// GitHub's: their inputs are checked, not run; a download is a copy of what a job uploaded.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runJob, type Step } from '../test-support/github-steps';
import { scaled } from '../test-support/time-factor';

const ROOT = path.join(__dirname, '..');

interface Action {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}
const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as Action;

let workspace: string;
beforeAll(() => {
  workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-action-'));
});
afterAll(() => fs.rmSync(workspace, { recursive: true, force: true }));

/** Runs the action's steps as a runner would, in a new workspace (`prepare` puts files there); resolves to what the job would show. */
async function runAction(given: Record<string, string>, prepare?: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(workspace, 'job-'));
  prepare?.(dir);
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, given[k] ?? v.default ?? '']));
  const context = (name: string): string | undefined => (name.startsWith('inputs.') ? inputs[name.slice(7)] : name === 'github.action_path' ? ROOT : undefined);
  const job = await runJob(action.runs.steps, { dir, context, env: { GITHUB_ACTION_PATH: ROOT } });
  const upload = job.steps.find((s) => s.step.uses?.startsWith('actions/upload-artifact@'));
  return { ...job, upload, verdict: job.steps[job.steps.length - 1] };
}

/** What actions/download-artifact (pattern, without merge-multiple) puts under `to`: each artifact in a directory of its name. */
function download(jobs: Array<Awaited<ReturnType<typeof runAction>>>, to: string): void {
  for (const job of jobs) {
    const { name, path: from } = job.upload!.step.with!;
    const source = path.resolve(job.dir, from);
    const target = path.join(to, name);
    fs.mkdirSync(target, { recursive: true });
    fs.cpSync(source, fs.statSync(source).isDirectory() ? target : path.join(target, path.basename(source)), { recursive: true });
  }
}

// Side by side (three at a time, vitest.config.mts): each test has workspaces of its own, and
// spends its time in the CLI runs of its jobs.
describe.concurrent('action.yml', () => {
  it('is a composite action with the inputs adapter, profile, tags, runtime, shard, merge, results, baseline, base and reports', async () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['adapter', 'base', 'baseline', 'merge', 'profile', 'reports', 'results', 'runtime', 'shard', 'tags']);
    expect(action.inputs.merge.default).toBe('false');
  });

  // What a job installs: the suite's dependencies, not its development ones, and its build by TypeScript alone.
  it('installs the dependencies that running the suite needs, not the development ones, and builds without type packages', async () => {
    const install = action.runs.steps.find((s) => s.name === 'Install fw-conformance')!;
    expect(install.run).toContain('npm ci --omit=dev --no-audit --no-fund');
    expect(install.run).not.toMatch(/npm ci(?! --omit=dev)/);
    expect(install.run).toContain('tsc -p tsconfig.action.json');
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.action.json'), 'utf8'));
    expect(config).toMatchObject({ extends: './tsconfig.json', compilerOptions: { types: [], noCheck: true } });
    // typescript is a development dependency: the job fetches it alone, at the lockfile's version.
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    expect(lock.packages['node_modules/typescript'].dev).toBe(true);
  });

  it('needs an adapter, except to merge (exit 2, said on the job page)', async () => {
    const job = await runAction({});
    expect(job.summary).toContain('the input adapter is required (except with merge: true)');
    expect(job.outputs.run['exit-code']).toBe('2');
    expect(job.verdict.code).toBe(2);
  });

  it('publishes the summary, keeps the HTML report and passes on a conforming framework', async () => {
    fs.writeFileSync(path.join(workspace, 'ok.cjs'), `module.exports = require(${JSON.stringify(require.resolve('express5'))});\n`);
    const job = await runAction({ adapter: '../ok.cjs', profile: '5.x', tags: '@advisory:CVE-2025-15284', reports: 'out/fwc' });
    const run = job.steps.find((s) => s.step.id === 'run')!;
    expect(run.code, run.stderr).toBe(0);
    expect(job.outputs.run['exit-code']).toBe('0');
    expect(job.summary).toContain('## ✅ fw-conformance: ok');
    expect(job.summary).toContain('filtered run: 1 of');
    expect(fs.readFileSync(path.join(job.dir, 'out/fwc/report.html'), 'utf8')).toContain('<html');
    expect(job.upload?.step.if).toBe('always()');
    expect(job.upload?.step.with?.path).toBe('out/fwc');
    expect(job.verdict.code).toBe(0);
  }, scaled(180_000));

  it('fails the job on a failing check, after the summary and the report are kept', async () => {
    const job = await runAction({ adapter: path.join(ROOT, 'adapters/examples/polka.cjs'), profile: '4.x', tags: '@advisory:CVE-2016-10539' });
    expect(job.outputs.run['exit-code']).toBe('1');
    expect(job.summary).toContain('## ❌ fw-conformance: polka');
    expect(fs.existsSync(path.join(job.dir, 'fw-conformance-report/report.html'))).toBe(true);
    expect(job.upload?.step.with?.path).toBe('fw-conformance-report');
    expect(job.verdict.step.name).toBe('Verdict');
    expect(job.verdict.code).toBe(1);
  }, scaled(180_000));

  it('gates on a baseline: a known failure passes the job', async () => {
    const baseline = path.join(workspace, 'polka-baseline.json');
    const w = spawnSync(
      process.execPath,
      [path.join(ROOT, 'bin/fw-conformance.js'), '--adapter', path.join(ROOT, 'adapters/examples/polka.cjs'), '--profile', '4.x', '--tags', '@advisory:CVE-2016-10539', '--write-baseline', baseline, '--quiet'],
      { encoding: 'utf8', cwd: workspace, env: { ...process.env, CI: 'true' } },
    );
    expect(w.status, w.stderr).toBe(0);
    // Given the baseline, and given none: the one init writes in the workspace is the gate. Side by side.
    const [job, byInit] = await Promise.all([
      runAction({ adapter: path.join(ROOT, 'adapters/examples/polka.cjs'), profile: '4.x', tags: '@advisory:CVE-2016-10539', baseline }),
      runAction({ adapter: path.join(ROOT, 'adapters/examples/polka.cjs'), profile: '4.x', tags: '@advisory:CVE-2016-10539' }, (dir) =>
        fs.copyFileSync(baseline, path.join(dir, 'fw-conformance.baseline.json')),
      ),
    ]);
    expect(job.summary).toContain('No regressions.');
    expect(job.outputs.run['exit-code']).toBe('0');
    expect(job.verdict.code).toBe(0);
    expect(byInit.summary).toContain('No regressions.');
    expect(byInit.verdict.code).toBe(0);
  }, scaled(180_000));

  // A pull request: the workspace is the head's checkout, `base` the base branch's (as
  // actions/checkout with the base sha and a path puts it), each with its own framework behind
  // the same adapter path. The head breaks res.sendStatus(599): two regressions on the job's page.
  it("compares a pull request's head with its base: a regression fails the job, a fix passes it, a base without the adapter is said", async () => {
    const reference = JSON.stringify(path.join(ROOT, 'dist/reference/5.x.js'));
    const good = `module.exports = require(${reference});\n`;
    const broken =
      `const fw = require(${reference});\n` +
      `module.exports = Object.assign(() => { const app = fw(); app.use((req, res, next) => { const sendStatus = res.sendStatus; res.sendStatus = (code) => (code === 599 ? res.status(code).send('broken') : sendStatus.call(res, code)); next(); }); return app; }, fw);\n`;
    const checkout = (dir: string, framework: string) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'fw.cjs'), framework);
      fs.writeFileSync(path.join(dir, 'adapter.cjs'), "module.exports = require('./fw.cjs');\n");
    };
    const given = { adapter: './adapter.cjs', tags: '@spec:errors/sendStatus-unknown-code', base: 'fw-conformance-base' };

    // Five pull requests, side by side: a regression, a fix, a base of its own lockfile, a base
    // without the adapter, a base that is not results.
    const regressedJob = runAction(given, (dir) => {
      checkout(dir, broken);
      checkout(path.join(dir, 'fw-conformance-base'), good);
    });
    const fixedJob = runAction(given, (dir) => {
      checkout(dir, good);
      checkout(path.join(dir, 'fw-conformance-base'), broken);
    });
    // The base's framework is a package of the base's own lockfile: installed there (npm ci), not taken from the head.
    const ownJob = runAction(given, (dir) => {
      checkout(dir, good);
      const base = path.join(dir, 'fw-conformance-base');
      fs.mkdirSync(path.join(base, 'basefw'), { recursive: true });
      fs.writeFileSync(path.join(base, 'basefw', 'package.json'), JSON.stringify({ name: 'basefw', version: '1.0.0', main: 'index.js' }));
      fs.writeFileSync(path.join(base, 'basefw', 'index.js'), broken);
      fs.writeFileSync(path.join(base, 'package.json'), JSON.stringify({ name: 'base', version: '1.0.0', dependencies: { basefw: 'file:basefw' } }));
      fs.writeFileSync(path.join(base, 'adapter.cjs'), "module.exports = require('basefw');\n");
      execFileSync('npm', ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund'], { cwd: base, stdio: 'ignore' });
    });
    // The pull request that adds the adapter: its base cannot run it, and that fails nothing.
    const addedJob = runAction(given, (dir) => {
      checkout(dir, good);
      fs.mkdirSync(path.join(dir, 'fw-conformance-base'));
    });
    // A base given as results that are not results: exit 2, said.
    const badJob = runAction({ ...given, base: 'base.json' }, (dir) => {
      checkout(dir, good);
      fs.writeFileSync(path.join(dir, 'base.json'), '{}');
    });
    const [regressed, fixed, own, added, bad] = await Promise.all([regressedJob, fixedJob, ownJob, addedJob, badJob]);
    const run = regressed.steps.find((s) => s.step.id === 'run')!;
    expect(regressed.outputs.run['compare-exit-code'], run.stderr).toBe('1');
    expect(regressed.summary).toContain('## ❌ fw-conformance: adapter');
    expect(regressed.summary).toContain('## ❌ fw-conformance compare: 2 regressions');
    expect(regressed.summary).toMatch(/### `res-operations\/res\.sendStatus`[\s\S]*\| ❌ \| res\.sendStatus with an unknown code sends the code as the body .*\| passed \| failed \|/);
    expect(fs.existsSync(path.join(regressed.dir, 'fw-conformance-report/base-results.json'))).toBe(true);
    expect(regressed.verdict.code).toBe(1);

    expect(fixed.outputs.run['compare-exit-code']).toBe('0');
    expect(fixed.summary).toContain('## ✅ fw-conformance compare: no regression');
    expect(fixed.summary).toMatch(/\| ✅ \| res\.sendStatus with an unknown code sends the code as the body .*\| failed \| passed \|/);
    expect(fixed.verdict.code).toBe(0);

    expect(fs.existsSync(path.join(own.dir, 'fw-conformance-base/node_modules/basefw/index.js'))).toBe(true);
    expect(own.outputs.run['compare-exit-code'], own.steps.find((s) => s.step.id === 'run')!.stderr).toBe('0');
    expect(own.summary).toMatch(/\| ✅ \| res\.sendStatus with an unknown code sends the code as the body .*\| failed \| passed \|/);

    expect(added.summary).toContain("the base branch's run could not be made in 'fw-conformance-base' (exit 2");
    expect(added.outputs.run['compare-exit-code']).toBe('');
    expect(added.verdict.code).toBe(0);

    expect(bad.steps.find((s) => s.step.id === 'run')!.stderr).toContain('base.json is not fw-conformance results');
    expect(bad.summary).toContain("the base's results 'base.json' could not be compared (exit 2");
    expect(bad.verdict.code).toBe(2);
  }, scaled(240_000));

  it('keeps inputs out of the shell: a tag expression with quotes and $() is passed as one argument', async () => {
    const job = await runAction({ adapter: 'reference', tags: "@x and $(touch pwned) and '" });
    expect(fs.existsSync(path.join(job.dir, 'pwned'))).toBe(false);
    expect(job.steps.find((s) => s.step.id === 'run')!.stderr).toContain('is not a tag expression');
    expect(job.outputs.run['exit-code']).toBe('2');
    expect(job.verdict.code).toBe(2);
  }, scaled(60_000));

  it('runs on the runtime given: --runtime reaches the CLI', async () => {
    const job = await runAction({ adapter: 'reference', tags: '@cookies', runtime: './no-such-runtime' });
    expect(job.steps.find((s) => s.step.id === 'run')!.stderr).toContain('--runtime ./no-such-runtime: no such file');
    expect(job.outputs.run['exit-code']).toBe('2');
    expect(job.verdict.code).toBe(2);
  }, scaled(60_000));

  it('keeps the shard input out of the shell, and refuses what is not i/n', async () => {
    const job = await runAction({ adapter: 'reference', shard: '1/2 $(touch pwned)' });
    expect(fs.existsSync(path.join(job.dir, 'pwned'))).toBe(false);
    expect(job.summary).toContain("shard is i/n (such as 2/3), not '1/2 $(touch pwned)'");
    expect(job.verdict.code).toBe(2);
  });

  // Bun (a devDependency, found in node_modules) for the three runs: the runtime shows in the
  // summary and in the artifacts' names.
  it('two shards (on Bun) uploaded, downloaded and merged give the summary of the unsplit run', async () => {
    const given = { adapter: 'reference', profile: '5.x', tags: '@cookies', runtime: 'bun' };
    // The unsplit run and its two shards side by side, as a workflow's jobs run.
    const [whole, ...shards] = await Promise.all([runAction(given), ...['1/2', '2/2'].map((shard) => runAction({ ...given, shard }))]);
    expect(whole.outputs.run['exit-code'], whole.steps.find((s) => s.step.id === 'run')!.stderr).toBe('0');
    expect(whole.summary).toMatch(/## ✅ fw-conformance: reference \(5\.x\)[\s\S]*runtime: bun \d/);
    expect(whole.upload?.step.with?.name).toBe('fw-conformance-report-bun');

    for (const [i, shard] of shards.entries()) {
      expect(shard.outputs.run['exit-code'], shard.steps.find((s) => s.step.id === 'run')!.stderr).toBe('0');
      expect(shard.upload?.step.if).toBe('always()');
      expect(shard.upload?.step.with).toMatchObject({ name: `fw-conformance-results-bun-${i + 1}-of-2`, path: `fw-conformance-report/results-${i + 1}-of-2.json` });
      // No verdict on a shard's page: the merge gives it.
      expect(shard.summary).not.toContain('## ');
      expect(shard.summary).toContain(`shard ${i + 1}/2 ran; its results are the artifact \`fw-conformance-results-bun-${i + 1}-of-2\``);
      expect(shard.verdict.code).toBe(0);
    }

    // The merge, a merge with a shard missing, and one with none, side by side.
    const [merge, partial, none] = await Promise.all([
      runAction({ merge: 'true', runtime: 'bun' }, (dir) => download(shards, path.join(dir, 'fw-conformance-results'))),
      runAction({ merge: 'true', runtime: 'bun' }, (dir) => download(shards.slice(0, 1), path.join(dir, 'fw-conformance-results'))),
      runAction({ merge: 'true' }),
    ]);
    const run = merge.steps.find((s) => s.step.id === 'run')!;
    expect(run.code, run.stderr).toBe(0);
    // The same page, but for what the machine did to the runs: which checks it starved (a note,
    // not a verdict) and so the seal of the page's content.
    const verdicts = (summary: string) => summary.replace(/^### Waited on a starved framework[\s\S]*?(?=^### |^<!-- fw-conformance seal)/m, '').replace(/^<!-- fw-conformance seal: .*$/m, '').replace(/\n{3,}/g, '\n\n').trimEnd();
    expect(verdicts(merge.summary)).toBe(verdicts(whole.summary));
    expect(fs.readFileSync(path.join(merge.dir, 'fw-conformance-report/report.html'), 'utf8')).toContain('<html');
    expect(JSON.parse(fs.readFileSync(path.join(merge.dir, 'fw-conformance-report/results.json'), 'utf8')).shard).toBeUndefined();
    expect(merge.upload?.step.with).toMatchObject({ name: 'fw-conformance-report-bun', path: 'fw-conformance-report' });
    expect(merge.verdict.code).toBe(0);

    // A shard missing (its job cancelled, its artifact absent) is no verdict: exit 2, naming it.
    expect(partial.steps.find((s) => s.step.id === 'run')!.stderr).toContain('shard 2/2 missing');
    expect(partial.summary).toBe("fw-conformance: no verdict (exit 2); the job's log says why.\n");
    expect(partial.outputs.run['exit-code']).toBe('2');
    expect(partial.verdict.code).toBe(2);

    expect(none.summary).toContain("merge found no shard results (*.json) under 'fw-conformance-results'");
    expect(none.verdict.code).toBe(2);
  }, scaled(240_000));

  it("a failing check passes its shard's job and fails the merge, as it fails the unsplit run", async () => {
    const given = { adapter: path.join(ROOT, 'adapters/examples/polka.cjs'), profile: '4.x', tags: '@advisory:CVE-2016-10539' };
    // One check in two shards: one of them selects none, and never loads the adapter.
    const shards = await Promise.all(['1/2', '2/2'].map((shard) => runAction({ ...given, shard })));
    expect(shards.map((s) => s.outputs.run['exit-code']).sort()).toEqual(['0', '1']);
    expect(shards.map((s) => s.verdict.code)).toEqual([0, 0]);
    const merge = await runAction({ merge: 'true' }, (dir) => download(shards, path.join(dir, 'fw-conformance-results')));
    expect(merge.summary).toContain('## ❌ fw-conformance: polka');
    expect(merge.outputs.run['exit-code']).toBe('1');
    expect(merge.verdict.code).toBe(1);
  }, scaled(180_000));
});
