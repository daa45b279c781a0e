// GitHub Actions steps run as a runner runs them, for the tests of action.yml and of the
// workflow `init` writes: each `run:` step in bash -e with the environment GitHub gives it
// (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, GITHUB_WORKSPACE, the step's env), its ${{ }}
// expressions filled in, its `if:` evaluated; `uses:` steps are GitHub's own actions: their
// inputs are recorded for the test to check, not run.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scaled } from './time-factor';

export interface Step {
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

export interface StepRun {
  /** The step, its `with:` filled in for a `uses:` step. */
  step: Step;
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Job {
  dir: string;
  /** The steps that ran (skipped ones are absent), in order. */
  steps: StepRun[];
  /** What the steps wrote to $GITHUB_STEP_SUMMARY: the job's page. */
  summary: string;
  /** Each step's outputs, by step id. */
  outputs: Record<string, Record<string, string>>;
  /** The job fails when a step that ran failed. */
  failed: boolean;
}

export interface JobOptions {
  /** The job's workspace (its working directory); made before, holding what a checkout or a download put there. */
  dir: string;
  /** The value of a context path (`inputs.adapter`, `matrix.runtime`, `github.action_path`); undefined: unknown. */
  context: (name: string) => string | undefined;
  /** Variables of the runner's environment beyond GITHUB_*. */
  env?: Record<string, string>;
  /** The script as the test runs it (e.g. `npx fw-conformance` made the built CLI). */
  script?: (run: string) => string;
}

/** A step's script in its shell: its exit code (null: killed at the bound) and what it printed. */
function runScript(shell: string, script: string, options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(shell, ['-e', '-c', script], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const bound = setTimeout(() => child.kill('SIGKILL'), scaled(180_000));
    child.once('error', (err) => {
      clearTimeout(bound);
      resolve({ code: null, stdout, stderr: `${stderr}${String(err)}` });
    });
    child.once('close', (code) => {
      clearTimeout(bound);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Runs the steps of one job; resolves to what the job's page would show. Asynchronous, so
 * that jobs (a workflow's shards, the tests of a file) run side by side.
 */
export async function runJob(steps: Step[], o: JobOptions): Promise<Job> {
  const summary = path.join(o.dir, '.github-step-summary.md');
  const output = path.join(o.dir, '.github-output');
  fs.writeFileSync(summary, '');
  const outputs: Record<string, Record<string, string>> = {};
  const value = (name: string): string => {
    const m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(name);
    if (m) return outputs[m[1]]?.[m[2]] ?? '';
    const v = o.context(name);
    if (v === undefined) throw new Error(`an expression these tests do not know: ${name}`);
    return v;
  };
  const expr = (text: string): string => text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, e: string) => value(e));
  const ran: StepRun[] = [];
  let failed = false;
  for (const step of steps) {
    if (!condition(step.if, failed, value)) continue;
    if (step.uses) {
      ran.push({ step: { ...step, with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expr(String(v))])) }, code: 0, stdout: '', stderr: '' });
      continue;
    }
    fs.writeFileSync(output, '');
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: o.dir, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, ...o.env };
    for (const [k, v] of Object.entries(step.env ?? {})) env[k] = expr(String(v));
    const cwd = step['working-directory'] ? path.resolve(o.dir, expr(step['working-directory'])) : o.dir;
    const script = (o.script ?? ((s: string) => s))(expr(step.run!));
    const r = await runScript(step.shell ?? 'bash', script, { cwd, env });
    if (step.id) {
      outputs[step.id] = Object.fromEntries(
        fs.readFileSync(output, 'utf8').split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
    }
    ran.push({ step, code: r.code, stdout: r.stdout, stderr: r.stderr });
    if (r.code !== 0) failed = true;
  }
  return { dir: o.dir, steps: ran, summary: fs.readFileSync(summary, 'utf8'), outputs, failed };
}

/**
 * A step's `if:`, in the part of GitHub's expression language these files use: terms joined by
 * &&, each a status function (always(), success(), failure(), !cancelled()) or `a == b` /
 * `a != b` of context values and 'literals'. Without a status function, success() is implied.
 */
export function condition(text: string | undefined, failed: boolean, value: (name: string) => string): boolean {
  if (text === undefined) return !failed;
  const e = text.trim().replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1');
  const operand = (t: string): string => {
    const m = /^'((?:[^']|'')*)'$/.exec(t.trim());
    return m ? m[1].replace(/''/g, "'") : value(t.trim());
  };
  let status: boolean | undefined;
  let rest = true;
  for (const term of e.split('&&').map((t) => t.trim())) {
    if (term === 'always()' || term === '!cancelled()') status = true;
    else if (term === 'success()') status = !failed;
    else if (term === 'failure()') status = failed;
    else {
      const m = /^(.+?)\s*(==|!=)\s*(.+)$/.exec(term);
      if (!m) throw new Error(`an if: these tests do not know: ${text}`);
      // GitHub compares strings ignoring case.
      const same = operand(m[1]).toLowerCase() === operand(m[3]).toLowerCase();
      rest &&= m[2] === '==' ? same : !same;
    }
  }
  return (status ?? !failed) && rest;
}
