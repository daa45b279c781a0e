// Day one of a fork of Express: a copy of the latest release as the project's framework, the
// packed suite installed as the README says, `init`, then the command the generated workflow
// runs (narrowed to the divergence checks and res.sendStatus's). Express's recorded
// divergences are known from the start, each said with its entry; a fork that fixes one
// passes it, one whose failure differs from Express's fails, and so does a broken check.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resultsSchema, type Results } from '../runner/results';
import { scaled } from '../test-support/time-factor';

const ROOT = path.join(__dirname, '..');
const SELECTION = '@divergence or @spec:res-operations/res.sendStatus';
let scratch: string;
let tarball: string;

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: scaled(300_000) });
}

/** The release a dev dependency alias of this repository installs: express5 -> its directory and version. */
function release(alias: 'express4' | 'express5'): { dir: string; version: string } {
  const manifest = require.resolve(`${alias}/package.json`, { paths: [ROOT] });
  return { dir: path.dirname(manifest), version: (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version };
}

/** A fork: the release's files as the project's own (its dependencies installed), then the suite and init as the README says. */
function fork(alias: 'express4' | 'express5', profile: '4.x' | '5.x'): string {
  const { dir } = release(alias);
  const project = path.join(scratch, `myfw-${profile}`);
  fs.cpSync(dir, project, { recursive: true, filter: (f) => !f.startsWith(path.join(dir, 'node_modules')) });
  const pkg = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'myfw', version: '1.0.0', main: 'index.js', dependencies: pkg.dependencies }, null, 2));
  npm(['install', '--prefer-offline', '--no-audit', '--no-fund'], project);
  npm(['i', '-D', '--prefer-offline', '--no-audit', '--no-fund', tarball], project);
  execFileSync('npx', ['fw-conformance', 'init', '--profile', profile], { cwd: project, encoding: 'utf8' });
  return project;
}

/** The command of the generated workflow's gate step, as a runner runs it, narrowed to SELECTION. */
function workflowRun(project: string): { code: number | null; output: string; summary: string; results: Results; html: string } {
  const workflow = parse(fs.readFileSync(path.join(project, '.github/workflows/fw-conformance.yml'), 'utf8')) as { jobs: { conformance: { steps: Array<{ run?: string; if?: string }> } } };
  const gate = workflow.jobs.conformance.steps.filter((s) => !s.if && s.run?.startsWith('npx fw-conformance --adapter'));
  expect(gate).toHaveLength(1);
  const summary = path.join(project, 'summary.md');
  fs.rmSync(path.join(project, 'fw-conformance-report'), { recursive: true, force: true });
  const r = spawnSync('bash', ['-e', '-c', `${gate[0].run!.trim()} --tags '${SELECTION}'`], {
    cwd: project,
    encoding: 'utf8',
    timeout: scaled(300_000),
    env: { ...process.env, CI: 'true', GITHUB_STEP_SUMMARY: summary },
  });
  const read = (f: string) => fs.readFileSync(path.join(project, 'fw-conformance-report', f), 'utf8');
  // The progress lines go to stderr, the summary to stdout: the terminal shows both.
  return { code: r.status, output: r.stdout + r.stderr, summary: fs.readFileSync(summary, 'utf8'), results: resultsSchema.parse(JSON.parse(read('results.json'))), html: read('report.html') };
}

const recordedFailures = (profile: string): Set<string> => {
  const record = JSON.parse(fs.readFileSync(path.join(ROOT, `conformance-report/results/express@${profile[0]}-${profile}.json`), 'utf8')) as { checks: Record<string, { status: string }> };
  return new Set(Object.entries(record.checks).filter(([, c]) => c.status === 'failed').map(([id]) => id));
};

describe('day one of a fork of Express', () => {
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-day-one-'));
    // --ignore-scripts: the tree was built by the test run already; pack what is there.
    const name = npm(['pack', '--ignore-scripts', '--pack-destination', scratch, '--silent'], ROOT).trim().split('\n').pop()!;
    tarball = path.join(scratch, name);
  }, scaled(300_000));

  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('is green for a copy of Express 5: its recorded divergences said as such; a fix passes, another failure or a break fails', () => {
    const express = release('express5').version;
    const project = fork('express5', '5.x');
    const words = `Express ${express} does the same: recorded divergence (features/divergences.md:`;
    const first = workflowRun(project);
    expect(first.code, first.output).toBe(0);
    const divergent = first.results.results.filter((c) => c.status === 'failed');
    expect(divergent.length).toBeGreaterThan(0);
    expect(first.results.summary).toMatchObject({ failed: 0, divergent: divergent.length });
    // Each is one Express fails, said with its entry, in the terminal and every report.
    expect(divergent.filter((c) => !recordedFailures('5.x').has(c.id) || c.recordedDivergence?.express !== express)).toEqual([]);
    for (const c of divergent) expect(first.output).toContain(`KNOWN DIVERGENCE ${c.id}: ${words}`);
    expect(first.summary.split(words).length - 1).toBe(divergent.length);
    expect(first.html).toContain(words);
    expect(first.results.results.some((c) => c.spec.includes('res-operations/res.sendStatus') && c.status === 'passed')).toBe(true);

    // The fork splits a comma list in req.accepts (the spec's answer), except under Accept */*,
    // where it answers otherwise than Express; and res.sendStatus's body is upper case.
    const request = path.join(project, 'lib/request.js');
    const accepts = 'return accept.types.apply(accept, arguments);\n};';
    expect(fs.readFileSync(request, 'utf8')).toContain(accepts);
    fs.writeFileSync(
      request,
      fs.readFileSync(request, 'utf8').replace(
        accepts,
        "if (arguments.length === 1 && typeof arguments[0] === 'string' && arguments[0].indexOf(',') !== -1) {\n" +
          "    return this.headers.accept === '*/*' ? 'mine' : accept.types.apply(accept, arguments[0].split(/ *, */));\n  }\n  " +
          accepts,
      ),
    );
    const response = path.join(project, 'lib/response.js');
    const body = 'var body = statuses.message[statusCode] || String(statusCode)';
    expect(fs.readFileSync(response, 'utf8')).toContain(body);
    fs.writeFileSync(response, fs.readFileSync(response, 'utf8').replace(body, `${body};\n  body = body.toUpperCase()`));
    const next = workflowRun(project);
    expect(next.code).toBe(1);
    const status = (name: RegExp) => next.results.results.filter((c) => name.test(c.name)).map((c) => `${c.status}${c.recordedDivergence ? ' (recorded)' : ''}`);
    expect(status(/req\.accepts of the comma list '(json, text|json, html)'/)).toEqual(['passed', 'passed']);
    expect(status(/req\.accepts of the comma list 'application\/json, xml'/)).toEqual(['failed']);
    expect(next.output).toMatch(/FAIL \(tagged @divergence\) features\/request\/req\.accepts\.feature::with Accept "\*\/\*"/);
    expect(next.results.results.filter((c) => c.spec.includes('res-operations/res.sendStatus') && c.status === 'failed' && !c.divergence).length).toBeGreaterThan(0);
    expect(next.results.summary.divergent).toBe(divergent.length - 3);
  }, scaled(900_000));

  it('is green for a copy of Express 4, its recorded divergences said as such', () => {
    const express = release('express4').version;
    const project = fork('express4', '4.x');
    const run = workflowRun(project);
    expect(run.code, run.output).toBe(0);
    const divergent = run.results.results.filter((c) => c.status === 'failed');
    expect(divergent.length).toBeGreaterThan(0);
    expect(run.results.summary).toMatchObject({ failed: 0, divergent: divergent.length });
    expect(divergent.filter((c) => c.recordedDivergence?.express !== express)).toEqual([]);
    expect(run.summary).toContain(`Express ${express} does the same: recorded divergence (features/divergences.md:`);
  }, scaled(900_000));
});
