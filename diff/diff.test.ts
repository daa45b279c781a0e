// The differential mode, end to end: the reference against real Express 4 and 5 for a small
// fixed budget (the CI run of `fw-conformance diff`), a planted difference found and shrunk,
// a crashing and a hanging framework reported as differences, the dependency that decides a
// difference of express@4 against express@5 (or none), and the exit codes.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDiffArgs } from '../cli/diff-args';
import { diffCommand } from '../cli/diff-command';
import { BIN, cli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';
import { compareOutcomes } from './compare';
import { decide } from './deciders';
import { differingVersions } from './dependency-versions';
import type { RequestModel } from './model';
import { runDiff, type DiffResult } from './run';
import { Side, type SideOptions } from './side';

const ROOT = path.join(__dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-diff-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** What a run that found nothing unexplained must show: the whole budget sent, and routes reached. */
function expectNoDifference(r: DiffResult, runs: number, perApp: number): void {
  const d = r.difference;
  expect(d, d && `${d.appCode}\n${JSON.stringify(d.request)}\n${JSON.stringify(d.differences, null, 2)}`).toBeUndefined();
  expect(r.apps).toBe(runs);
  expect(r.requests).toBe(runs * perApp);
  expect(r.statuses['200'] ?? 0, 'some requests reached a route that answered').toBeGreaterThan(0);
}

describe('fw-conformance diff: the reference against real Express (fixed budget)', () => {
  const budget = { runs: 12, requestsPerApp: 10, seed: 2026, timeoutMs: 5000, shrinkTimeMs: 20_000, cwd: ROOT };

  it('against express@5, profile 5.x', async () => {
    const r = await runDiff({ adapter: 'reference', against: 'express@5', ...budget });
    expect(r.profile).toBe('5.x');
    expectNoDifference(r, budget.runs, budget.requestsPerApp);
  });

  it('against express@4, profile 4.x (from the oracle\'s generation)', async () => {
    const r = await runDiff({ adapter: 'reference', against: 'express@4', ...budget });
    expect(r.profile).toBe('4.x');
    expectNoDifference(r, budget.runs, budget.requestsPerApp);
  });
});

describe('fw-conformance diff finds differences', () => {
  it('finds a planted difference, shrinks it to a small app and one request, and prints a reproduction', async () => {
    const json = path.join(tmp, 'planted.json');
    const planted = path.join('diff', 'test-adapters', 'json-ignores-spaces.cjs');
    const r = await cli(['diff', '--adapter', `./${planted}`, '--against', 'express@5', '--runs', '30', '--requests', '10', '--seed', '3', '--json', json, '--quiet']);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.out).toContain('DIFFERENCE');
    const result = JSON.parse(fs.readFileSync(json, 'utf8'));
    const d = result.difference;
    // Shrunk: the setting that matters and one route answering JSON.
    expect(d.appCode).toContain("app.set('json spaces', 2)");
    expect(d.appCode.split('\n').length, d.appCode).toBeLessThanOrEqual(3);
    expect(d.differences.map((x: { what: string }) => x.what)).toContain('body');
    expect(d.answers.against.body).toContain('\n  ');
    expect(d.answers.adapter.body).not.toContain('\n  ');
    // Runnable as printed: the adapter's module, the app, a server; the request as curl.
    expect(d.reproduction.script).toContain(`find("fw-conformance", "${planted.split(path.sep).join('/')}")`);
    expect(d.reproduction.script).not.toContain(ROOT);
    expect(d.reproduction.script).toContain(d.appCode);
    expect(d.reproduction.curl).toMatch(/^curl -s -i -g --path-as-is /);
    // The run went on after the difference: every app was run, each distinct difference kept once.
    expect(result.apps).toBe(30);
    expect(result.groups.length).toBeGreaterThanOrEqual(1);
    expect(new Set(result.groups.map((g: { key: string }) => g.key)).size).toBe(result.groups.length);
    expect(result.groups.every((g: { curl: string }) => g.curl.startsWith('curl '))).toBe(true);
    expect(result.groups.some((g: { recorded: string | null }) => g.recorded === null)).toBe(true);
    // The fork requires the very express 5 it is compared with: no package differs, its own code decides.
    expect(d.dependencies).toEqual([]);
    expect(d.decidedBy).toMatchObject({ by: 'framework', packages: [], reruns: 0 });
    expect(r.out).not.toContain('decided by');
  });

  it('reports a framework that crashes on a request as a difference, in bounded time', async () => {
    const exits = path.join(ROOT, 'cli', 'test-adapters', 'misbehaving', 'exits.cjs');
    const r = await cli(['diff', '--adapter', exits, '--against', 'express@5', '--runs', '3', '--requests', '2', '--timeout', '2s', '--shrink-time', '2s', '--quiet']);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.out).toMatch(/no answer: the framework's process exited with code 0/);
  });

  it('reports a framework that never answers as a difference, in bounded time', async () => {
    const hangs = path.join(ROOT, 'cli', 'test-adapters', 'hangs.cjs');
    const r = await cli(['diff', '--adapter', hangs, '--against', 'express@5', '--runs', '2', '--requests', '2', '--timeout', '1s', '--shrink-time', '2s', '--quiet']);
    expect(r.code, r.out + r.err).toBe(1);
    expect(r.out).toMatch(/no answer: .*(wait forever|no response within)/);
  });
});

describe('fw-conformance diff names the dependencies the sides loaded at different versions', () => {
  /** The version of `name` that node loads from the express installed as `alias` (this package's dev dependency). */
  const beside = (alias: string, name: string) => {
    const own = require.resolve(`${alias}/package.json`, { paths: [ROOT] });
    const manifest = name === 'express' ? own : require.resolve(`${name}/package.json`, { paths: [path.dirname(own)] });
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  };

  it('express@4 against express@5: range-parser and qs as each process loaded them', async () => {
    const stop = new AbortController();
    // The first difference is enough: the run stops there (no shrinking), naming what was loaded.
    const r = await runDiff({ adapter: 'express@4', against: 'express@5', profile: '5.x', runs: 20, requestsPerApp: 10, seed: 2026, timeoutMs: 5000, shrinkTimeMs: 5000, cwd: ROOT, stop: stop.signal, onDifference: () => stop.abort('enough') });
    const group = r.groups.find((g) => !g.recorded);
    expect(group, 'express 4 and 5 differ on some 5.x app').toBeDefined();
    const expected = ['range-parser', 'qs'].map((name) => ({ name, adapter: [beside('express4', name)], against: [beside('express5', name)] }));
    // (this checkout's tree: express4 holds its own range-parser 1.2.1 and qs 6.16, express5 the hoisted 1.3.0 and 6.17)
    expect(expected.every((e) => e.adapter[0] !== e.against[0]), JSON.stringify(expected)).toBe(true);
    expect(group!.dependencies).toEqual(expect.arrayContaining(expected));
    expect(group!.dependencies!.find((d) => d.name === 'express')).toMatchObject({ adapter: [beside('express4', 'express')], against: [beside('express5', 'express')] });
  });
});

// (about 23 reruns of express@4 each, two at a time: a framework process started for each)
describe('fw-conformance diff names the dependency that decides a difference: real Express on a fixed request', { timeout: scaled(240_000) }, () => {
  const sides = (adapter: string): SideOptions => ({ adapter, profile: '5.x', cwd: ROOT, timeoutMs: 5000 });

  /** Both sides on one app and request: the answers, what differs, and what each process loaded. */
  async function differenceOf(appCode: string, request: RequestModel) {
    const [a, b] = await Promise.all([Side.start(sides('express@4')), Side.start(sides('express@5'))]);
    try {
      await Promise.all([a.build(appCode), b.build(appCode)]);
      const [mine, theirs] = await Promise.all([a.exchange(request), b.exchange(request)]);
      const [minePackages, theirPackages] = await Promise.all([a.loadedPackages(), b.loadedPackages()]);
      return { mine, theirs, found: compareOutcomes(mine, theirs, request.method), differences: differingVersions(minePackages!, theirPackages!), theirPackages: theirPackages! };
    } finally {
      a.dispose();
      b.dispose();
    }
  }

  /** What decides it, with no time bound of its own (each rerun is bounded by the sides' timeout). */
  async function decided(appCode: string, request: RequestModel) {
    const d = await differenceOf(appCode, request);
    const decision = await decide({ side: sides('express@4'), appCode, request, against: d.theirs, found: d.found, differences: d.differences, againstPackages: d.theirPackages, timeLeft: () => true });
    return { ...d, decision };
  }

  it('express@4 against express@5, Range: bytes=abc on a static file (416 / 200): range-parser decides', async () => {
    const { mine, theirs, differences, decision } = await decided("app.use(fw.static(fixtures + '/static/public'));", { method: 'GET', path: '/hello.txt', headers: [['Host', 'example.com'], ['Range', 'bytes=abc']] });
    expect([mine.kind === 'response' && mine.status, theirs.kind === 'response' && theirs.status]).toEqual([416, 200]);
    expect(differences.length, 'express 4 and 5 load many packages at other versions').toBeGreaterThan(5);
    // express@5's send and serve-static decide it too: they bring its range-parser along.
    expect(decision).toMatchObject({ by: 'packages', packages: ['range-parser'], notSwapped: [{ name: 'express', why: 'the framework itself' }] });
    expect(decision.bringing.map((b) => b.name)).toContain('send');
    expect(decision.bringing.every((b) => b.through.includes('range-parser'))).toBe(true);
    // (with express@5's range-parser alone, express@4 serves the file as express@5 does but for
    // the charset's spelling of send 0.19's mime: another difference)
    expect(decision.still).toEqual(['header content-type']);
    // One rerun per package that could be swapped: none for all of them together (one decided).
    expect(decision.reruns).toBe(decision.swappable);
    expect(decision.swappable).toBe(differences.length - 1);
  });

  it("express@4 against express@5, the default query parser (extended / simple): Express's own code, no package", async () => {
    const { found, decision } = await decided('app.get(\'/\', (req, res) => res.json(req.query));', { method: 'GET', path: '/?a[b]=1', headers: [['Host', 'example.com']] });
    expect(found.map((f) => f.what)).toContain('body');
    // qs decides how a[b] parses, but express@4 hands it the query where express@5 does not.
    expect(decision).toMatchObject({ by: 'framework', packages: [] });
    expect(decision.reruns).toBe(decision.swappable + 1);
  });
});

describe('fw-conformance diff: a stopped run reports what it found so far', () => {
  const planted = `./${path.join('diff', 'test-adapters', 'json-ignores-spaces.cjs')}`;

  it('killed by SIGTERM while shrinking: the difference, unshrunk, in the JSON and the report', async () => {
    const json = path.join(tmp, 'stopped.json');
    const args = ['diff', '--adapter', planted, '--against', 'express@5', '--runs', '300', '--requests', '10', '--seed', '3', '--shrink-time', '10m', '--json', json];
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // The first difference is found, and its shrinking (ten minutes of it) under way: stop it there.
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (c: Buffer) => {
        err += c;
        if (/a difference \(.*\); shrinking it/.test(err)) resolve();
      });
      void exited.then(() => reject(new Error(`the diff ended before it found a difference:\n${out}${err}`)));
    });
    child.kill('SIGTERM');
    const code = await exited;
    expect(code, out + err).toBe(1);
    expect(out).toMatch(/STOPPED by SIGTERM after \d+ of 300 apps/);
    expect(out).toContain('--- repro.js ---');
    const result = JSON.parse(fs.readFileSync(json, 'utf8'));
    expect(result.stopped).toBe('SIGTERM');
    expect(result.apps).toBeLessThan(300);
    expect(result.groups.length).toBeGreaterThanOrEqual(1);
    expect(result.groups[0]).toMatchObject({ recorded: null, shrunk: false });
    expect(result.difference.appCode).toContain("'json spaces'");
    expect(result.difference.reproduction.script).toContain(result.difference.appCode);
  });

  it('stopped by --time-limit: what ran, said to be stopped', async () => {
    const json = path.join(tmp, 'time-limit.json');
    const r = await cli(['diff', '--adapter', 'reference', '--against', 'express@5', '--runs', '1000', '--requests', '5', '--time-limit', '2s', '--json', json, '--quiet']);
    const result = JSON.parse(fs.readFileSync(json, 'utf8'));
    expect(result.stopped, r.out + r.err).toMatch(/^the time limit/);
    expect(result.apps).toBeLessThan(1000);
    expect(r.code, 'no difference in what ran').toBe(0);
  });
});

describe('fw-conformance diff: a run that cannot be made exits 2', () => {
  it('on a bad flag, or without --against', async () => {
    expect(() => parseDiffArgs(['--against', 'express@5', '--runz', '3'])).toThrow('unknown option "--runz"; did you mean --runs?');
    expect(() => parseDiffArgs(['--against', 'express@5', '--tags', '@x'])).toThrow('unknown option "--tags"');
    expect(() => parseDiffArgs(['--against', 'express@5', '--json'])).toThrow('--json needs a value');
    expect(parseDiffArgs(['-h']).help).toBe(true);
    expect(() => parseDiffArgs(['--runs', '3'])).toThrow('diff needs --against');
    expect(() => parseDiffArgs(['--against', 'express@5', '--runs', '0'])).toThrow('--runs takes a positive whole number');
    expect(() => parseDiffArgs(['--against', 'express@5', '--profile', '3.x'])).toThrow('4.x or 5.x');
    expect(parseDiffArgs(['--against', 'express@5']).decideTimeMs).toBe(60_000);
    expect(parseDiffArgs(['--against', 'express@5', '--decide-time', '0']).decideTimeMs).toBe(0);
    expect(parseDiffArgs(['--against', 'express@5', '--decide-time', '2m']).decideTimeMs).toBe(120_000);
    expect(() => parseDiffArgs(['--against', 'express@5', '--decide-time', 'soon'])).toThrow('--decide-time takes a positive duration');
    expect(await diffCommand(['--against', 'express@5', '--runz', '3'])).toBe(2);
  });

  it('when an adapter fails to load, still writing the JSON result that says why', async () => {
    const json = path.join(tmp, 'error.json');
    const r = await cli(['diff', '--adapter', path.join(ROOT, 'cli', 'test-adapters', 'throws-at-import.cjs'), '--against', 'express@5', '--json', json]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('boom while importing the adapter');
    expect(JSON.parse(fs.readFileSync(json, 'utf8'))).toMatchObject({ difference: null, error: expect.stringContaining('boom while importing') });
  });
});
