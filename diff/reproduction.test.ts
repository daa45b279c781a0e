// Printed reproductions: the request as a curl command that sends exactly what the diff sent,
// and a repro.js that loads the very modules the run compared, and runs.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeExpress, parseExpressSpec } from '../adapters/express';
import { describeAdapter, type AdapterInfo } from '../adapters/isolation/protocol';
import { describeReference } from '../adapters/reference';
import { PACKAGE_ROOT } from '../layout/package-root';
import { curlCommand, reproductionScript } from './reproduction';
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

/** Writes repro.js in `dir`, serves it (`against`: the other side) on a free port, GET /: what came, and what the process wrote to stderr. */
async function serveRepro(script: string, dir: string, against: boolean): Promise<{ status: number; body: string; stderr: string }> {
  const file = path.join(dir, 'repro.js');
  fs.writeFileSync(file, script);
  const child = spawn(process.execPath, [file, ...(against ? ['against'] : [])], { cwd: dir, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
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
    const res = await fetch(url + '/');
    return { status: res.status, body: await res.text(), stderr };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill();
    await exited;
  }
}

const APP = "app.get('/', (req, res) => res.send('served by ' + (typeof fw.Router)));";

describe('repro.js requires the modules the run compared', () => {
  it("express@5 from a project with its own express: that express, not this package's alias", async () => {
    const project = path.join(tmp, 'project');
    const own = path.join(project, 'node_modules', 'express');
    fs.mkdirSync(own, { recursive: true });
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'project', private: true }));
    fs.writeFileSync(path.join(own, 'package.json'), JSON.stringify({ name: 'express', version: '5.3.0', main: 'index.js' }));
    // The project's express: Express 5 itself, saying it was loaded.
    const express5 = require.resolve('express5', { paths: [PACKAGE_ROOT] });
    fs.writeFileSync(path.join(own, 'index.js'), `process.stderr.write("the project's express\\n");\nmodule.exports = require(${JSON.stringify(express5)});\n`);

    const result = resultOf('reference', 'express@5', project);
    expect(result.against.source, 'the run compares the project\'s express').toContain(`of ${project}`);
    const script = reproductionScript(result, 'reference', 'express@5', project, APP);
    expect(script).toContain(JSON.stringify(path.join(own, 'index.js')).slice(1, -1));
    expect(script).not.toContain(`${path.sep}express5${path.sep}`);
    const served = await serveRepro(script, project, true);
    expect(served).toEqual({ status: 200, body: 'served by function', stderr: "the project's express\n" });
    expect((await serveRepro(script, project, false)).body).toBe('served by function');
  });

  it.each([
    ['express@4.17', 'express-4.17'],
    ['express@4', 'express4'],
    ['express@5', 'express5'],
  ])('%s: the installed release (%s), which loads', async (spec, alias) => {
    const script = reproductionScript(resultOf('reference', spec, PACKAGE_ROOT), 'reference', spec, PACKAGE_ROOT, APP);
    expect(script).toContain(path.join(PACKAGE_ROOT, 'node_modules', alias, 'index.js'));
    expect(await serveRepro(script, tmp, true)).toMatchObject({ status: 200, body: 'served by function' });
  });

  it('a path to an adapter file: the file the run imported', async () => {
    const adapter = path.join('diff', 'test-adapters', 'json-ignores-spaces.cjs');
    const script = reproductionScript(resultOf(`./${adapter}`, 'express@5', PACKAGE_ROOT), `./${adapter}`, 'express@5', PACKAGE_ROOT, APP);
    expect(script).toContain(path.join(PACKAGE_ROOT, adapter));
    expect(await serveRepro(script, tmp, false)).toMatchObject({ status: 200, body: 'served by function' });
  });
});
