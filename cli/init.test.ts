// fw-conformance init, through the built CLI: an adapter that fits the project, a workflow,
// the next command (which runs), and never a file overwritten. The workflows it writes, run as
// a runner runs their jobs, are cli/init-workflows.test.ts (npm run test:runs).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cli } from '../test-support/cli';
import { initProject } from '../test-support/init-project';
import { scaled } from '../test-support/time-factor';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-init-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The command init prints as the last step, narrowed to one check. */
function runNext(out: string, cwd: string, check: string): ReturnType<typeof cli> {
  const next = /\d+\. (npx fw-conformance .*)\n$/.exec(out)![1];
  const args = next.replace(/^npx fw-conformance /, '').split(' ');
  return cli([...args, '--check', check, '--parallel', '1'], { cwd });
}

// Concurrent: each test has a project directory of its own, and spends its time in the CLI.
describe.concurrent('fw-conformance init', () => {
  it.each([
    ['commonjs', 'fw-conformance.adapter.cjs', "const fw = require(\"./index.js\");"],
    ['esm', 'fw-conformance.adapter.mjs', 'import fw from "./index.js";'],
    ['typescript', 'fw-conformance.adapter.ts', 'import fw from "./src/index.ts";'],
  ] as const)('writes a %s adapter that runs, a workflow, and the next command', async (kind, file, importLine) => {
    const root = initProject(dir, kind);
    const r = await cli(['init', '--profile', '5.x'], { cwd: root });
    expect(r.out).toContain(`wrote ${file}\nwrote .github/workflows/fw-conformance.yml\nwrote fw-conformance.baseline.json`);
    expect(r.out).toContain('1. npm i -D fw-conformance');
    expect(r.out).toContain(`npx fw-conformance --adapter ./${file} --profile 5.x --baseline fw-conformance.baseline.json\n`);
    // The baseline the workflow gates on: the project's adapter and profile, no failure accepted yet.
    expect(JSON.parse(fs.readFileSync(path.join(root, 'fw-conformance.baseline.json'), 'utf8'))).toMatchObject({ kind: 'fw-conformance-baseline', adapter: { name: `my-${kind}-fw` }, profile: '5.x', failing: [] });
    expect(r.code).toBe(0);
    const adapter = fs.readFileSync(path.join(root, file), 'utf8');
    expect(adapter).toContain(importLine);
    expect(adapter).toContain(`name: "my-${kind}-fw"`);
    expect(adapter).not.toContain('serve(app');
    const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/fw-conformance.yml'), 'utf8'));
    const steps = workflow.jobs.conformance.steps as Array<{ run?: string; uses?: string; if?: string }>;
    expect(steps.some((s) => s.run?.includes(`--adapter ./${file} --profile 5.x --baseline fw-conformance.baseline.json`) && s.run.includes('markdown:$GITHUB_STEP_SUMMARY'))).toBe(true);
    expect(steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.if).toBe('always()');
    const run = await runNext(r.out, root, 'features/response/res.sendStatus.feature:25');
    expect(run.out, run.err).toContain(`my-${kind}-fw (generation 5.x) against profile 5.x`);
    expect(run.out).toContain('1 passed, 0 failed');
  }, scaled(120_000));

  it('writes a serve() adapter for an app that is not a (req, res) handler (polka), and it runs', async ({ expect }) => {
    const root = initProject(dir, 'commonjs', 'polka');
    const r = await cli(['init', '--profile', '4.x', '--serve'], { cwd: root });
    expect(r.code).toBe(0);
    expect(fs.readFileSync(path.join(root, 'fw-conformance.adapter.cjs'), 'utf8')).toContain('serve(app) {');
    const run = await runNext(r.out, root, 'features/response/res.end.feature:17');
    expect(run.out, run.err).toContain('1 passed, 0 failed');
  }, scaled(120_000));

  it('overwrites nothing: with one of its files there, it writes none and says why (exit 2)', async ({ expect }) => {
    const root = initProject(dir, 'commonjs');
    fs.mkdirSync(path.join(root, '.github/workflows'), { recursive: true });
    fs.writeFileSync(path.join(root, '.github/workflows/fw-conformance.yml'), 'mine\n');
    const r = await cli(['init'], { cwd: root });
    expect(r.err).toContain('.github/workflows/fw-conformance.yml already exists: init writes new files only and wrote nothing');
    expect(r.code).toBe(2);
    expect(fs.existsSync(path.join(root, 'fw-conformance.adapter.cjs'))).toBe(false);
    expect(fs.readFileSync(path.join(root, '.github/workflows/fw-conformance.yml'), 'utf8')).toBe('mine\n');
  });

  it('needs a package.json (exit 2)', async ({ expect }) => {
    const root = fs.mkdtempSync(path.join(dir, 'empty-'));
    const r = await cli(['init'], { cwd: root });
    expect(r.err).toContain("init needs the package.json of your framework's project");
    expect(r.code).toBe(2);
  });
});
