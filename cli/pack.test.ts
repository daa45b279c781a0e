// The published package works where users run it: packed, installed in a scratch
// directory, run with npx against an adapter path of that directory.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, runCli } from '../test-support/cli';
import { wholeRun } from '../test-support/whole-runs';
import { scaled } from '../test-support/time-factor';

const ROOT = path.join(__dirname, '..');
let scratch: string;
let tarball: string;

/** The CLI of the package installed in the scratch project. */
const installedBin = () => path.join(scratch, 'node_modules', 'fw-conformance', 'bin', 'fw-conformance.js');

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: scaled(240_000) });
}

describe('npm pack', () => {
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-pack-'));
    // --ignore-scripts: the tree was built by `npm run test:runs` already; pack what is there.
    const name = npm(['pack', '--ignore-scripts', '--pack-destination', scratch, '--silent'], ROOT).trim().split('\n').pop()!;
    tarball = path.join(scratch, name);
    fs.writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], scratch);
    fs.writeFileSync(path.join(scratch, 'adapter.js'), "module.exports = require('fw-conformance/reference/5.x');\n");
    // A third-party framework, as a user has it: real Express 5 installed beside the suite,
    // nothing else (no view engine, no middleware of the scenarios).
    const version = (JSON.parse(fs.readFileSync(require.resolve('express5/package.json'), 'utf8')) as { version: string }).version;
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', `express@${version}`], scratch);
    fs.writeFileSync(path.join(scratch, 'express-adapter.js'), "module.exports = require('express');\n");
  }, scaled(300_000));

  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('ships the compiled CLI, the features and the spec, and no tests', () => {
    const files = npm(['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT);
    const list = (JSON.parse(files) as Array<{ files: Array<{ path: string }> }>)[0].files.map((f) => f.path);
    expect(list).toContain('dist/cli/main.js');
    expect(list).toContain('spec/rows.tsv');
    // the example adapters the README points to
    expect(list).toEqual(expect.arrayContaining(['adapters/examples/polka.cjs', 'adapters/examples/tinyhttp.mjs']));
    expect(list.some((f) => f.endsWith('.feature'))).toBe(true);
    // the example adapters of third-party frameworks, for --adapter node_modules/fw-conformance/adapters/examples/...
    for (const example of ['polka.cjs', 'tinyhttp.mjs', 'ultimate-express.cjs']) expect(list).toContain(`adapters/examples/${example}`);
    expect(list.some((f) => f.includes('.test.'))).toBe(false);
    // the build's incremental state (tsconfig.json's tsBuildInfoFile) is no part of the package
    expect(list.some((f) => f.endsWith('.tsbuildinfo'))).toBe(false);
    // Express's recorded runs, which tell a fork's known divergences (runner/recorded-divergences.ts)
    for (const g of ['3', '4', '5']) expect(list).toContain(`conformance-report/results/express@${g}-${g}.x.json`);
  });

  // Installing builds nothing: the package ships its build, and no script runs at install
  // (npm warned "install-scripts ... prepare: tsc" for `npm i -D` of the tarball).
  it('ships dist/ with every module bin/ and the exports load, and has no script that runs at install', () => {
    const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT)) as Array<{ files: Array<{ path: string }> }>;
    const list = new Set(packed.files.map((f) => f.path));
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; exports: Record<string, { default: string }> };
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) expect(pkg.scripts, script).not.toHaveProperty(script);
    expect(pkg.scripts.prepack).toBe('tsc -p tsconfig.json');
    for (const file of ['dist/cli/start.js', 'dist/layout/compile-cache-on.js', 'dist/runner/recorded-divergences.js']) expect(list).toContain(file);
    for (const entry of Object.values(pkg.exports).filter((e) => typeof e === 'object')) expect(list).toContain(entry.default.replace(/^\.\//, ''));
    // and the installed package.json is the one that says so
    const installed = JSON.parse(fs.readFileSync(path.join(scratch, 'node_modules', 'fw-conformance', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(Object.keys(installed.scripts).filter((s) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(s))).toEqual([]);
  });

  it('runs with npx <tarball> --adapter <path> from a scratch directory', async () => {
    // Relative: npx runs an absolute path as a command instead of installing it.
    const r = await cli(['--adapter', './adapter.js', '--name', '^res\\.sendStatus', '--parallel', '1'], {
      command: ['npx', '--yes', '--prefer-offline', './' + path.basename(tarball)],
      cwd: scratch,
      timeoutMs: 240_000,
    });
    expect(r.out).toContain('adapter (generation 5.x) against profile 5.x');
    expect(r.out).toMatch(/[1-9]\d* passed, 0 failed/);
    expect(r.code).toBe(0);
  }, scaled(300_000));

  it('runs the whole 5.x profile on a framework installed in the user\'s project as the bundled express@5 adapter does', async () => {
    const r = await runCli(['--adapter', './express-adapter.js', '--quiet'], { bin: installedBin(), cwd: scratch });
    expect(r.results, r.stderr).toBeDefined();
    const outOfTree = r.results!;
    // The bundled express@5 adapter on the same tree (the run committed.test.ts reads too).
    const bundled = await wholeRun({ adapter: 'express@5', profile: '5.x' });
    const ids = (res: typeof bundled, keep: (c: (typeof bundled.results)[number]) => boolean) =>
      res.results.filter(keep).map((c) => c.id).sort();
    // The view checks need an engine nobody installed in the scratch project: it comes with the suite.
    expect(outOfTree.results.filter((c) => c.feature.startsWith('features/views/') && c.status !== 'passed').map((c) => `${c.id}: ${c.error}`)).toEqual([]);
    // Same checks, same verdicts; what the bundled oracle counts as known divergences fail here
    // the same way, so they are Express's recorded ones (runner/recorded-divergences.ts): known too.
    expect(ids(outOfTree, (c) => c.status === 'passed')).toEqual(ids(bundled, (c) => c.status === 'passed'));
    expect(ids(outOfTree, (c) => c.status === 'failed')).toEqual(ids(bundled, (c) => c.status === 'failed' && c.divergence === true));
    expect(ids(outOfTree, (c) => c.status === 'failed' && !c.recordedDivergence)).toEqual([]);
    expect(outOfTree.summary).toMatchObject({ failed: 0, divergent: bundled.summary.divergent, skipped: 0 });
    expect(r.code).toBe(0);
  }, scaled(300_000));

  it('gives the reference framework to require() and import by generation', () => {
    const out = execFileSync(
      process.execPath,
      ['-e', "const fw = require('fw-conformance/reference/4.x'); console.log(typeof fw, typeof fw().get, typeof fw.Router)"],
      { cwd: scratch, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('function function function');
  });

  it('runs --adapter express@5 on the express the user\'s project has', async () => {
    const r = await cli(['--adapter', 'express@5', '--check', 'features/response/res.sendStatus.feature:25', '--parallel', '1'], { bin: installedBin(), cwd: scratch });
    expect(r.out).toMatch(/express@5 5\.\d+\.\d+ \(generation 5\.x/);
    expect(r.out).toContain('1 passed, 0 failed');
    expect(r.code).toBe(0);
  }, scaled(180_000));

  it('says which command installs express@4 when the user\'s project has only express 5', async () => {
    const r = await cli(['--adapter', 'express@4', '--profile', '4.x'], { bin: installedBin(), cwd: scratch });
    expect(r.err).toMatch(/express@4 is not installed: your project's express is 5\.\d+\.\d+/);
    expect(r.err).toContain('Install it beside your framework with: npm i -D express4@npm:express@4');
    expect(r.code).toBe(2);
  }, scaled(180_000));

  // The README's section for framework authors, run as written in a fork of Express 5 as its
  // author has it: Express's own files under the project's name, its dependencies installed,
  // and no `express` package, so the oracle is what the block's own line installs. Only `npm i`
  // is told to prefer the cache, and the suite's own install takes the tarball: the package is
  // not published from here. Outside the scratch project, whose express the oracle would find
  // up the directory tree.
  it('runs the commands of the README\'s section for authors as written', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const block = /<!-- authors:begin -->\n```sh\n([\s\S]*?)```\n<!-- authors:end -->/.exec(readme);
    expect(block, 'README.md lacks the authors block').not.toBeNull();
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-myfw-'));
    try {
      forkOfExpress5(project);
      // nothing the oracle could use: the block installs it
      expect(() => require.resolve('express/package.json', { paths: [project] })).toThrow();
      expect(() => require.resolve('express5/package.json', { paths: [project] })).toThrow();
      const commands = block![1].trim().split('\n');
      for (const command of commands) runAsWritten(command, project);
      expect(commands.length).toBeGreaterThan(5);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  }, scaled(900_000));
});

/** A fork of the Express 5 this repository tests against, in `project`: its files and dependencies, under its own name. */
function forkOfExpress5(project: string): void {
  const express = path.dirname(require.resolve('express5/package.json'));
  const manifest = JSON.parse(fs.readFileSync(path.join(express, 'package.json'), 'utf8')) as { files: string[]; dependencies: Record<string, string> };
  for (const file of manifest.files) fs.cpSync(path.join(express, file), path.join(project, file), { recursive: true });
  const own = { name: 'myfw', version: '1.0.0', main: 'index.js', dependencies: manifest.dependencies };
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify(own, null, 2));
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline'], project);
}

/** One line of the README's block, in `project`: exit 0, and what each kind of command must print. */
function runAsWritten(command: string, project: string): void {
  const line = command
    .replace('npm i -D fw-conformance', `npm i -D ${tarball}`)
    .replace(/^npm i /, 'npm i --prefer-offline --no-audit --no-fund ');
  const r = spawnSync('bash', ['-c', line], { cwd: project, encoding: 'utf8', timeout: scaled(240_000), env: { ...process.env, CI: 'true' } });
  expect(r.status, `${command}\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`).toBe(0);
  if (command.includes(' init')) {
    expect(r.stdout).toContain('wrote fw-conformance.adapter.cjs');
    expect(r.stdout).toContain('npx fw-conformance --adapter ./fw-conformance.adapter.cjs --profile 5.x');
    expect(fs.existsSync(path.join(project, '.github', 'workflows', 'fw-conformance.yml'))).toBe(true);
  }
  if (command.includes('--adapter express@5')) expect(r.stdout).toMatch(/express@5 5\.\d+\.\d+ \(generation 5\.x/);
  if (command.includes('--adapter express@4')) expect(r.stdout).toMatch(/express@4 4\.\d+\.\d+ \(generation 4\.x/);
  if (command.startsWith('npx fw-conformance show')) {
    expect(r.stdout).toContain('Request on the wire');
    expect(r.stdout).toMatch(/\n {4}Host: 127\.0\.0\.1:\d+\n/);
    expect(r.stdout).toContain('Response received');
  }
}
