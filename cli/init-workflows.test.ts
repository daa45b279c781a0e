// The workflows fw-conformance init writes, their jobs run as a runner runs them
// (test-support/github-steps.ts): the matrix of shards and its merge, and the plain workflow
// on a pull request and on a push. Each job runs the CLI, so the file is in npm run test:runs
// (test-support/tiers.mts); init itself is cli/init.test.ts.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { parse } from 'yaml';
import { BIN, cli } from '../test-support/cli';
import { condition, runJob, type Step } from '../test-support/github-steps';
import { initProject } from '../test-support/init-project';
import { scaled } from '../test-support/time-factor';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-init-workflows-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Concurrent: each test has a project directory of its own, and spends its time in the CLI.
describe.concurrent('the workflows fw-conformance init writes', () => {
  // The workflow's jobs run here as a runner would (test-support/github-steps.ts), for the node
  // runtime: its three shard jobs, narrowed to @cookies, then its merge job on their artifacts.
  it('writes with --matrix a workflow of runtimes x shards whose merge job gives one verdict per runtime', async ({ expect }) => {
    const root = initProject(dir, 'commonjs');
    const r = await cli(['init', '--profile', '5.x', '--matrix'], { cwd: root });
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('wrote fw-conformance.adapter.cjs\nwrote .github/workflows/fw-conformance.yml');
    type Job = { name: string; needs?: string; if?: string; strategy: { 'fail-fast': boolean; matrix: Record<string, unknown[]> }; steps: Step[] };
    const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/fw-conformance.yml'), 'utf8')) as { jobs: { shard: Job; merge: Job } };
    const { shard, merge } = workflow.jobs;
    expect(shard.strategy).toEqual({ 'fail-fast': false, matrix: { runtime: ['node', 'bun', 'deno'], shard: [1, 2, 3] } });
    expect(merge.strategy).toEqual({ 'fail-fast': false, matrix: { runtime: ['node', 'bun', 'deno'] } });
    expect(merge.needs).toBe('shard');
    expect(merge.if).toBe('${{ !cancelled() }}');
    const download = merge.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))!;
    expect(download.with).toEqual({ pattern: 'fw-conformance-results-${{ matrix.runtime }}-*', path: 'fw-conformance-results/', 'merge-multiple': true });
    expect(merge.steps.find((s) => s.run?.includes('merge'))?.run).toMatch(/^npx fw-conformance merge fw-conformance-results\/\*\.json --baseline fw-conformance\.baseline\.json --report "markdown:\$GITHUB_STEP_SUMMARY" /);
    // On a pull request each shard job runs the base's share from the base's own install (its
    // lockfile), and the merge job merges the base's shares and compares them with the head's.
    const onPr = (steps: Step[]) => steps.filter((s) => condition(s.if, false, (name) => (name === 'github.event_name' ? 'pull_request' : name === 'matrix.runtime' ? 'node' : name)));
    const baseShare = onPr(shard.steps).find((s) => s['working-directory'] === 'fw-conformance-base')!;
    expect(baseShare.run).toMatch(/^npm ci \|\|/);
    expect(baseShare.run).toContain('--shard ${{ matrix.shard }}/3');
    expect(onPr(shard.steps).find((s) => s.with?.path === 'fw-conformance-base')?.with?.ref).toBe('${{ github.event.pull_request.base.sha }}');
    expect(onPr(shard.steps).at(-1)!.with).toMatchObject({ name: 'fw-conformance-base-results-${{ matrix.runtime }}-${{ matrix.shard }}-of-3', path: 'fw-conformance-base-results/' });
    expect(onPr(merge.steps).find((s) => s.with?.pattern?.toString().startsWith('fw-conformance-base-results-'))?.with?.path).toBe('fw-conformance-base-results/');
    expect(onPr(merge.steps).find((s) => s.run?.includes(' compare '))?.run).toContain('npx fw-conformance merge fw-conformance-base-results/*.json --report json:fw-conformance-base.json');
    // Bun and Deno are installed in the jobs that run on them, and only there.
    const setups = (runtime: string) =>
      shard.steps.filter((s) => condition(s.if, false, (name) => (name === 'matrix.runtime' ? runtime : name))).map((s) => s.uses?.replace(/@.*/, '') ?? s.run);
    expect(setups('node')).toEqual(['actions/checkout', 'actions/setup-node', 'npm ci', expect.stringContaining('--runtime ${{ matrix.runtime }}'), 'actions/upload-artifact']);
    expect(setups('bun')).toContain('oven-sh/setup-bun');
    expect(setups('bun')).not.toContain('denoland/setup-deno');
    expect(setups('deno')).toContain('denoland/setup-deno');

    // Each job in a checkout of its own; npm ci has nothing to install here, and the built CLI is the installed one.
    const jobs = fs.mkdtempSync(path.join(dir, 'jobs-'));
    const checkout = () => {
      const workspace = fs.mkdtempSync(path.join(jobs, 'job-'));
      fs.cpSync(root, workspace, { recursive: true });
      return workspace;
    };
    const cliOf = (narrow: string) => (run: string) => (run === 'npm ci' ? ':' : run.replaceAll('npx fw-conformance', `node ${JSON.stringify(BIN)}${narrow}`));
    const uploads: Array<{ dir: string; name: string; path: string }> = [];
    // The three shard jobs side by side, as a runner's matrix runs them.
    const shardJobs = await Promise.all(
      [1, 2, 3].map((i) => {
        const matrix: Record<string, string> = { 'matrix.runtime': 'node', 'matrix.shard': String(i) };
        const context = (name: string) => matrix[name] ?? (name === 'github.event_name' ? 'push' : undefined);
        return runJob(shard.steps, { dir: checkout(), context, script: cliOf(' --tags @cookies') });
      }),
    );
    for (const [n, job] of shardJobs.entries()) {
      const i = n + 1;
      const run = job.steps.find((s) => s.step.run?.includes('--shard'))!;
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`shard ${i}/3 of`);
      const upload = job.steps.find((s) => s.step.uses?.startsWith('actions/upload-artifact@'))!.step.with!;
      expect(upload.name).toBe(`fw-conformance-results-node-${i}-of-3`);
      uploads.push({ dir: job.dir, name: upload.name, path: upload.path });
    }
    // download-artifact, merge-multiple: every matching artifact's files in one directory.
    const mergeDir = checkout();
    for (const u of uploads.filter((u) => u.name.startsWith('fw-conformance-results-node-'))) {
      fs.cpSync(path.join(u.dir, u.path), path.join(mergeDir, download.with!.path), { recursive: true });
    }
    const job = await runJob(merge.steps, { dir: mergeDir, context: (name) => (name === 'matrix.runtime' ? 'node' : name === 'github.event_name' ? 'push' : undefined), script: cliOf('') });
    const run = job.steps.find((s) => s.step.run?.includes('merge'))!;
    expect(run.code, run.stderr).toBe(0);
    expect(job.summary).toContain('## ✅ fw-conformance: my-commonjs-fw (5.x)');
    expect(job.summary).toContain('--tags @cookies); rows not selected');
    const merged = JSON.parse(fs.readFileSync(path.join(mergeDir, 'fw-conformance-report/results.json'), 'utf8'));
    const shardResults = [1, 2, 3].map((i) => JSON.parse(fs.readFileSync(path.join(mergeDir, `fw-conformance-results/results-${i}-of-3.json`), 'utf8')));
    expect(merged.results.length).toBe(shardResults.reduce((n, s) => n + s.results.length, 0));
    expect(shardResults.every((s) => s.results.length > 0)).toBe(true);
    expect(fs.existsSync(path.join(mergeDir, 'fw-conformance-report/report.html'))).toBe(true);
    expect(job.steps.at(-1)!.step.with).toEqual({ name: 'fw-conformance-report-node', path: 'fw-conformance-report/' });
  }, scaled(240_000));

  // The plain workflow's job on a pull request, run as a runner would: the head breaks
  // res.sendStatus(599) that the base's framework gets right; its regressions reach the job's
  // page and fail the job. On a push the base steps are skipped.
  it("compares a pull request's head with the base branch in its workflow, on the job's page", async ({ expect }) => {
    const root = initProject(dir, 'commonjs');
    const r = await cli(['init', '--profile', '5.x'], { cwd: root });
    expect(r.code, r.err).toBe(0);
    const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/fw-conformance.yml'), 'utf8')) as { jobs: { conformance: { steps: Step[] } } };
    const steps = workflow.jobs.conformance.steps;
    const checkoutBase = steps.find((s) => s.with?.path === 'fw-conformance-base')!;
    expect(checkoutBase.with!.ref).toBe('${{ github.event.pull_request.base.sha }}');
    const jobs = fs.mkdtempSync(path.join(dir, 'pr-'));
    // The pull request's checkouts: the head with a broken framework, its base (what actions/checkout with path puts there) as init left it.
    const head = fs.mkdtempSync(path.join(jobs, 'head-'));
    fs.cpSync(root, head, { recursive: true });
    fs.cpSync(root, path.join(head, 'fw-conformance-base'), { recursive: true });
    fs.appendFileSync(
      path.join(head, 'index.js'),
      `const fw = module.exports; module.exports = Object.assign(() => { const app = fw(); app.use((req, res, next) => { const s = res.sendStatus; res.sendStatus = (c) => (c === 599 ? res.status(c).send('broken') : s.call(res, c)); next(); }); return app; }, fw);\n`,
    );
    // The base's step installs from the base's lockfile: here its checkout has nothing to install.
    const baseStep = steps.find((s) => s['working-directory'] === 'fw-conformance-base')!;
    expect(baseStep.run).toMatch(/^npm ci \|\|/);
    const narrow = (run: string) => (run === 'npm ci' ? ':' : run.replace(/^npm ci \|\|.*$/m, ':').replaceAll('npx fw-conformance --adapter', `node ${JSON.stringify(BIN)} --tags @spec:errors/sendStatus-unknown-code --adapter`).replaceAll('npx fw-conformance compare', `node ${JSON.stringify(BIN)} compare`));
    const context = (event: string) => (name: string) => (name === 'github.event_name' ? event : name === 'github.event.pull_request.base.sha' ? 'abc123' : undefined);
    // The pull request that adds the adapter: the base cannot run it (below). Both jobs side by side.
    const adding = fs.mkdtempSync(path.join(jobs, 'adding-'));
    fs.cpSync(root, adding, { recursive: true });
    fs.mkdirSync(path.join(adding, 'fw-conformance-base'));
    const [pr, added] = await Promise.all([
      runJob(steps, { dir: head, context: context('pull_request'), script: narrow }),
      runJob(steps, { dir: adding, context: context('pull_request'), script: narrow }),
    ]);
    expect(pr.summary).toContain('## ❌ fw-conformance: my-commonjs-fw (5.x)');
    expect(pr.summary).toContain('## ❌ fw-conformance compare: 2 regressions');
    expect(pr.summary).toMatch(/\| ❌ \| res\.sendStatus with an unknown code sends the code as the body .*\| passed \| failed \|/);
    const compare = pr.steps.find((s) => s.step.run?.includes('compare'))!;
    expect(compare.code, compare.stderr).toBe(1);
    expect(pr.failed).toBe(true);

    // The pull request that adds the adapter: said, and no comparison fails.
    expect(added.summary).toContain("the base branch's run could not be made: no comparison");
    expect(added.failed).toBe(false);

    const push = await runJob(steps, { dir: adding, context: context('push'), script: narrow });
    expect(push.steps.some((s) => s.step.with?.path === 'fw-conformance-base' || s.step.run?.includes('compare'))).toBe(false);
    expect(push.failed).toBe(false);
  }, scaled(240_000));
});
