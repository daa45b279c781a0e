// Printed reproductions: the request as a curl command that sends exactly what the diff sent,
// and a repro.js that loads the very modules the run compared, and runs.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeExpress, parseExpressSpec } from '../adapters/express';
import { describeAdapter, type AdapterInfo } from '../adapters/isolation';
import { describeReference } from '../adapters/reference';
import { PACKAGE_ROOT } from '../layout/package-root';
import type { Decision } from './deciders';
import { curlCommand, decisionLines, reproductionScript } from './reproduction';
import type { DiffResult } from './run';

describe('curlCommand', () => {
  it('sends the path as is, without curl\'s own Accept and User-Agent', () => {
    expect(curlCommand({ method: 'GET', path: '/a/../b?x[]=1', headers: [['Host', 'example.com']] })).toBe(
      "curl -s -i -g --path-as-is -H 'Host: example.com' -H 'Accept:' -H 'User-Agent:' 'http://127.0.0.1:3000/a/../b?x[]=1'",
    );
  });

  it('sends HEAD as --head, a body byte for byte, and no Content-Type the diff did not send', () => {
    expect(curlCommand({ method: 'HEAD', path: '/', headers: [['Accept', 'text/html']] })).toBe(
      "curl -s -i -g --path-as-is --head -H 'Accept: text/html' -H 'User-Agent:' 'http://127.0.0.1:3000/'",
    );
    expect(curlCommand({ method: 'POST', path: '/', headers: [], body: { data: "it's\u0001é" } })).toBe(
      "curl -s -i -g --path-as-is -X POST -H 'Accept:' -H 'User-Agent:' -H 'Content-Type:' --data-binary $'it\\x27s\\x01\\xc3\\xa9' 'http://127.0.0.1:3000/'",
    );
  });
});

describe('decisionLines', () => {
  const dependencies = [
    { name: 'express', adapter: ['4.22.3'], against: ['5.3.0'], framework: true as const },
    { name: 'qs', adapter: ['6.16.2'], against: ['6.17.1'] },
    { name: 'range-parser', adapter: ['1.2.1'], against: ['1.3.0'] },
    { name: 'send', adapter: ['0.19.2'], against: ['1.2.1'] },
  ];
  const decided = (d: Partial<Decision>): Decision => ({ by: 'packages', packages: [], bringing: [], still: [], partly: [], reruns: 3, swappable: 3, notSwapped: [{ name: 'express', why: 'the framework itself' }], ...d });
  const lines = (d?: Decision) => decisionLines({ dependencies, decidedBy: d }, 'express@4', 'express@5').join('\n');

  it('prints the deciders first and only; the whole list is counted, left to --json', () => {
    const text = lines(decided({ packages: ['range-parser'], bringing: [{ name: 'send', through: ['range-parser'] }], still: ['header content-type'] }));
    expect(text).toBe(
      "  decided by range-parser 1.2.1 / 1.3.0 (express@4 / express@5): with express@5's copy, express@4 answers as express@5 does; then header content-type still differs: another difference\n" +
        "    (also with express@5's send, which brings range-parser along)\n" +
        '    (4 packages loaded at different versions, all in --json; 3 reruns)',
    );
    expect(text).not.toContain('qs');
  });

  it("says the framework's own code, naming no package", () => {
    const text = lines(decided({ by: 'framework', reruns: 4 }));
    expect(text).toMatch(/^  decided by express@4's own code: with express@5's copy of any one of the 3 packages it loaded at other versions, or of all of them, it still answers otherwise\n/);
    expect(text).not.toMatch(/range-parser|qs|send/);
    // (a part of it decided by one package: said under it)
    expect(lines(decided({ by: 'framework', partly: [{ name: 'send', fields: ['header content-type'] }] }))).toContain(
      "\n    (with express@5's send 0.19.2 / 1.2.1 alone, header content-type agrees: that part is send's)\n",
    );
  });

  it('names a set that decides only together, and says what is not known and why', () => {
    expect(lines(decided({ by: 'together', packages: ['qs', 'range-parser', 'send'], reruns: 4 }))).toContain('decided by qs, range-parser, send together');
    expect(lines(decided({ by: 'unknown', packages: ['qs'], why: 'out of time after 2 of 3 swaps', reruns: 2 }))).toContain(
      'which package decides it is not known: out of time after 2 of 3 swaps; so far qs 6.16.2 / 6.17.1 decides it',
    );
  });

  it('not searched: the first few of the list; nothing when no package differs', () => {
    expect(lines()).toBe('  loaded at different versions (express@4 / express@5): express 4.22.3 / 5.3.0, qs 6.16.2 / 6.17.1, range-parser 1.2.1 / 1.3.0 and 1 more (all in --json; which decides it was not searched)');
    expect(decisionLines({ dependencies: [], decidedBy: decided({ by: 'framework' }) }, 'a', 'b')).toEqual([]);
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-repro-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The adapter as the run described it, from `cwd` (as `fw-conformance diff` run there would). */
function infoOf(spec: string, cwd: string): AdapterInfo {
  if (spec === 'reference') return describeReference('5.x')!;
  const express = parseExpressSpec(spec);
  if (express) return describeExpress(express, cwd)!;
  return describeAdapter({ name: path.basename(spec), generation: '5.x', source: path.resolve(cwd, spec) });
}

function resultOf(adapter: string, against: string, cwd: string): DiffResult {
  const info = { adapter: infoOf(adapter, cwd), against: infoOf(against, cwd) };
  return { ...info, profile: info.against.generation, seed: 1, runs: 1, requestsPerApp: 1, apps: 1, requests: 1, statuses: {}, refusedApps: 0, groups: [], ms: 0 };
}

/** Serves repro.js at `file` from the directory `cwd` (`against`: the other side), PORT=0, and sends `request` (GET /): what came, and what the process wrote to stderr. */
async function serveRepro(file: string, cwd: string, against: boolean, requestPath = '/'): Promise<{ status: number; body: string; headers: Headers; stderr: string }> {
  const child = spawn(process.execPath, [file, ...(against ? ['against'] : [])], { cwd, env: { ...process.env, PORT: '0', NODE_PATH: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (c: Buffer) => {
        stdout += c;
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`repro.js exited (${code}) before listening:\n${stderr}`)));
    });
    const res = await fetch(url + requestPath);
    return { status: res.status, body: await res.text(), headers: res.headers, stderr };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
  }
}

/** Writes repro.js in `dir` and serves it from there. */
function writeRepro(script: string, dir: string): string {
  const file = path.join(dir, 'repro.js');
  fs.writeFileSync(file, script);
  return file;
}

const APP = "app.get('/', (req, res) => res.send('served by ' + (typeof fw.Router)));";

describe('repro.js requires the modules the run compared', () => {
  it("express@5 from a project with its own express: that express, not this package's alias", async () => {
    const project = path.join(tmp, 'project');
    const own = path.join(project, 'node_modules', 'express');
    fs.mkdirSync(own, { recursive: true });
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'project', private: true }));
    // (with fw-conformance installed: the reference and the fixtures are its files)
    fs.symlinkSync(PACKAGE_ROOT, path.join(project, 'node_modules', 'fw-conformance'));
    fs.writeFileSync(path.join(own, 'package.json'), JSON.stringify({ name: 'express', version: '5.3.0', main: 'index.js' }));
    // The project's express: Express 5 itself, saying it was loaded.
    const express5 = require.resolve('express5', { paths: [PACKAGE_ROOT] });
    fs.writeFileSync(path.join(own, 'index.js'), `process.stderr.write("the project's express\\n");\nmodule.exports = require(${JSON.stringify(express5)});\n`);

    const result = resultOf('reference', 'express@5', project);
    expect(result.against.source, 'the run compares the project\'s express').toContain(`of ${project}`);
    const script = reproductionScript(result, 'reference', 'express@5', project, APP);
    expect(script).toContain('find("express", "index.js")');
    expect(script).not.toContain('express5');
    const file = writeRepro(script, project);
    const served = await serveRepro(file, project, true);
    expect(served).toMatchObject({ status: 200, body: 'served by function', stderr: "the project's express\n" });
    expect((await serveRepro(file, PACKAGE_ROOT, false)).body).toBe('served by function');
  });

  it.each([
    ['express@4.17', 'express-4.17'],
    ['express@4', 'express4'],
    ['express@5', 'express5'],
  ])('%s: the installed release (%s), by its name, which loads', async (spec, alias) => {
    const script = reproductionScript(resultOf('reference', spec, PACKAGE_ROOT), 'reference', spec, PACKAGE_ROOT, APP);
    expect(script).toContain(`find(${JSON.stringify(alias)}, "index.js")`);
    expect(await serveRepro(writeRepro(script, tmp), PACKAGE_ROOT, true)).toMatchObject({ status: 200, body: 'served by function' });
  });

  it('a path to an adapter file: the file the run imported, as a file of its package', async () => {
    const adapter = path.join('diff', 'test-adapters', 'json-ignores-spaces.cjs');
    const script = reproductionScript(resultOf(`./${adapter}`, 'express@5', PACKAGE_ROOT), `./${adapter}`, 'express@5', PACKAGE_ROOT, APP);
    expect(script).toContain('find("fw-conformance", "diff/test-adapters/json-ignores-spaces.cjs")');
    expect(await serveRepro(writeRepro(script, tmp), PACKAGE_ROOT, false)).toMatchObject({ status: 200, body: 'served by function' });
  });
});

describe('repro.js runs anywhere, each side through its adapter', () => {
  // ultimate-express's adapter serves the app itself (uWS, not node:http: the app is no
  // request handler, and http.createServer(app) never answers). A sub-app's own x-powered-by
  // is Express 4's, not ultimate-express's: a difference the two sides show on GET /s.
  const app = ["app.set('x-powered-by', false);", 'const sub = fw();', "sub.get('/', (req, res) => res.send('hi'));", "app.use('/s', sub);"].join('\n');
  const ue = path.join(PACKAGE_ROOT, 'adapters', 'examples', 'ultimate-express.cjs');

  it('written in one directory, moved to another, run from a third: the difference again', async () => {
    const result = resultOf(ue, 'express@4', PACKAGE_ROOT);
    result.adapter = { ...result.adapter, serve: true };
    const script = reproductionScript(result, ue, 'express@4', PACKAGE_ROOT, app);
    // Nothing of this machine: no path of the package, nor of the directory the diff ran in.
    expect(script).not.toContain(PACKAGE_ROOT);
    expect(script).not.toContain(os.tmpdir());
    const [written, moved, project] = ['written-', 'moved-', 'elsewhere-'].map((d) => fs.mkdtempSync(path.join(tmp, d)));
    fs.renameSync(writeRepro(script, written), path.join(moved, 'repro.js'));
    // The third directory: a project that installed fw-conformance and express4 (links here).
    fs.mkdirSync(path.join(project, 'node_modules'));
    fs.symlinkSync(PACKAGE_ROOT, path.join(project, 'node_modules', 'fw-conformance'));
    fs.symlinkSync(path.join(PACKAGE_ROOT, 'node_modules', 'express4'), path.join(project, 'node_modules', 'express4'));

    const file = path.join(moved, 'repro.js');
    const [mine, theirs] = [await serveRepro(file, project, false, '/s'), await serveRepro(file, project, true, '/s')];
    expect([mine.status, mine.body, theirs.status, theirs.body]).toEqual([200, 'hi', 200, 'hi']);
    expect(mine.headers.get('x-powered-by'), 'ultimate-express, served by its adapter').toBeNull();
    expect(theirs.headers.get('x-powered-by'), 'express@4').toBe('Express');
  });

  it('says which package it could not find, and where it looked', async () => {
    const script = reproductionScript(resultOf('reference', 'express@4', PACKAGE_ROOT), 'reference', 'express@4', PACKAGE_ROOT, APP);
    const nowhere = fs.mkdtempSync(path.join(tmp, 'nowhere-'));
    await expect(serveRepro(writeRepro(script, nowhere), nowhere, true)).rejects.toThrow(/the package express4 is not installed where it looks/);
  });
});
