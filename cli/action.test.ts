// The GitHub Action (action.yml at the root), run as a runner runs a composite action: each
// step's shell with the environment GitHub gives it (GITHUB_ACTION_PATH, GITHUB_STEP_SUMMARY,
// GITHUB_OUTPUT, the step's env with its ${{ }} expressions filled in), in a workspace of
// its own. `uses:` steps (upload-artifact) are GitHub's: their inputs are checked, not run.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.join(__dirname, '..');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  'working-directory'?: string;
}
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

/** Runs the action's steps as a runner would; returns what the job would show. */
function runAction(given: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(workspace, 'job-'));
  const summary = path.join(dir, 'step-summary.md');
  const output = path.join(dir, 'output');
  fs.writeFileSync(summary, '');
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, given[k] ?? v.default ?? '']));
  const outputs: Record<string, Record<string, string>> = {};
  const expr = (text: string): string =>
    text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, e: string) => {
      if (e.startsWith('inputs.')) return inputs[e.slice(7)];
      if (e === 'github.action_path') return ROOT;
      const m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(e);
      if (m) return outputs[m[1]]?.[m[2]] ?? '';
      throw new Error(`an expression this test does not know: ${e}`);
    });
  const steps: Array<{ step: Step; code: number | null; stdout: string; stderr: string }> = [];
  let failed = false;
  for (const step of action.runs.steps) {
    // A step runs when the ones before it succeeded, or always with if: always().
    if (failed && step.if !== 'always()') continue;
    if (step.uses) {
      steps.push({ step: { ...step, with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expr(String(v))])) }, code: 0, stdout: '', stderr: '' });
      continue;
    }
    fs.writeFileSync(output, '');
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_ACTION_PATH: ROOT, GITHUB_WORKSPACE: dir, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expr(String(v));
    const cwd = step['working-directory'] ? expr(step['working-directory']) : dir;
    const r = spawnSync(step.shell ?? 'bash', ['-e', '-c', expr(step.run!)], { cwd, env, encoding: 'utf8', timeout: 120_000 });
    if (step.id) {
      outputs[step.id] = Object.fromEntries(
        fs.readFileSync(output, 'utf8').split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
    }
    steps.push({ step, code: r.status, stdout: r.stdout, stderr: r.stderr });
    if (r.status !== 0) failed = true;
  }
  const upload = steps.find((s) => s.step.uses?.startsWith('actions/upload-artifact@'));
  return { dir, steps, summary: fs.readFileSync(summary, 'utf8'), outputs, upload, verdict: steps[steps.length - 1] };
}

describe('action.yml', () => {
  it('is a composite action with the inputs adapter, profile, tags, baseline and reports', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['adapter', 'baseline', 'profile', 'reports', 'tags']);
    expect(action.inputs.adapter.required).toBe(true);
  });

  it('publishes the summary, keeps the HTML report and passes on a conforming framework', () => {
    fs.writeFileSync(path.join(workspace, 'ok.cjs'), `module.exports = require(${JSON.stringify(require.resolve('express5'))});\n`);
    const job = runAction({ adapter: '../ok.cjs', profile: '5.x', tags: '@advisory:CVE-2025-15284', reports: 'out/fwc' });
    const run = job.steps.find((s) => s.step.id === 'run')!;
    expect(run.code, run.stderr).toBe(0);
    expect(job.outputs.run['exit-code']).toBe('0');
    expect(job.summary).toContain('## ✅ fw-conformance: ok');
    expect(job.summary).toContain('filtered run: 1 of');
    expect(fs.readFileSync(path.join(job.dir, 'out/fwc/report.html'), 'utf8')).toContain('<html');
    expect(job.upload?.step.if).toBe('always()');
    expect(job.upload?.step.with?.path).toBe('out/fwc');
    expect(job.verdict.code).toBe(0);
  }, 180_000);

  it('fails the job on a failing check, after the summary and the report are kept', () => {
    const job = runAction({ adapter: path.join(ROOT, 'adapters/examples/polka.cjs'), profile: '4.x', tags: '@advisory:CVE-2025-15284' });
    expect(job.outputs.run['exit-code']).toBe('1');
    expect(job.summary).toContain('## ❌ fw-conformance: polka');
    expect(fs.existsSync(path.join(job.dir, 'fw-conformance-report/report.html'))).toBe(true);
    expect(job.upload?.step.with?.path).toBe('fw-conformance-report');
    expect(job.verdict.step.name).toBe('Verdict');
    expect(job.verdict.code).toBe(1);
  }, 180_000);

  it('gates on a baseline: a known failure passes the job', () => {
    const baseline = path.join(workspace, 'polka-baseline.json');
    const w = spawnSync(
      process.execPath,
      [path.join(ROOT, 'bin/fw-conformance.js'), '--adapter', path.join(ROOT, 'adapters/examples/polka.cjs'), '--profile', '4.x', '--tags', '@advisory:CVE-2025-15284', '--write-baseline', baseline, '--quiet'],
      { encoding: 'utf8', cwd: workspace, env: { ...process.env, CI: 'true' } },
    );
    expect(w.status, w.stderr).toBe(0);
    const job = runAction({ adapter: path.join(ROOT, 'adapters/examples/polka.cjs'), profile: '4.x', tags: '@advisory:CVE-2025-15284', baseline });
    expect(job.summary).toContain('No regressions.');
    expect(job.outputs.run['exit-code']).toBe('0');
    expect(job.verdict.code).toBe(0);
  }, 180_000);

  it('keeps inputs out of the shell: a tag expression with quotes and $() is passed as one argument', () => {
    const job = runAction({ adapter: 'reference', tags: "@x and $(touch pwned) and '" });
    expect(fs.existsSync(path.join(job.dir, 'pwned'))).toBe(false);
    expect(job.steps.find((s) => s.step.id === 'run')!.stderr).toContain('is not a tag expression');
    expect(job.outputs.run['exit-code']).toBe('2');
    expect(job.verdict.code).toBe(2);
  }, 60_000);
});
