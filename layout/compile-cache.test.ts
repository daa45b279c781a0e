// Modules loaded with kept compiled code behave as modules Node compiles; a file changed is
// compiled anew, code that V8 refuses is made again, and nothing outside the root is touched.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import Module from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from './package-root';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-compile-cache-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const BUILT = path.join(PACKAGE_ROOT, 'dist', 'layout', 'compile-cache.js');
const builtin = typeof (Module as unknown as { enableCompileCache?: unknown }).enableCompileCache === 'function';

/** A root with a module that uses everything a module's scope gives it, and a module outside the root. */
function project(): { root: string; outside: string; tmp: string } {
  const dir = fs.mkdtempSync(path.join(scratch, 'p-'));
  const root = path.join(dir, 'root');
  fs.mkdirSync(path.join(root, 'lib'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'lib', 'main.js'),
    `'use strict';
     const helper = require('./helper');
     exports.same = this === exports;
     exports.file = __filename;
     exports.dir = __dirname;
     exports.resolved = require.resolve('./helper');
     exports.paths = Array.isArray(require.resolve.paths('x'));
     exports.cached = require.cache[require.resolve('./helper')] !== undefined;
     exports.helper = helper();
     exports.lazy = () => [1, 2, 3].map((n) => n * 2).join(',');
     exports.dynamic = require('./dynamic').dynamic;
     exports.esm = process.features.require_module ? require('./esm.mjs').x : 'esm';`,
  );
  fs.writeFileSync(path.join(root, 'lib', 'esm.mjs'), `export const x = 'esm';`);
  fs.writeFileSync(path.join(root, 'lib', 'dynamic.js'), `exports.dynamic = () => import('./helper.js').then((m) => m.default());`);
  fs.writeFileSync(path.join(root, 'lib', 'helper.js'), `module.exports = () => 'helped';`);
  const outside = path.join(dir, 'outside.js');
  fs.writeFileSync(outside, `module.exports = 'outside';`);
  return { root, outside, tmp: fs.mkdtempSync(path.join(dir, 'tmp-')) };
}

/** Runs a Node process that keeps compiled code for `root`, loads its module and the outside one, and says what happened. */
function load(p: { root: string; outside: string; tmp: string }): { main: Record<string, unknown>; counts: { fromCache: number; compiled: number } } {
  const script = `
    const cache = require(${JSON.stringify(BUILT)});
    cache.enableCompileCache(${JSON.stringify(p.root)});
    const main = require(${JSON.stringify(path.join(p.root, 'lib', 'main.js'))});
    const outside = require(${JSON.stringify(p.outside)});
    main.dynamic().then((dynamic) => {
      console.log(JSON.stringify({ main: { ...main, lazy: main.lazy(), dynamic, outside }, counts: cache.compileCacheCounts }));
    });`;
  const r = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, TMPDIR: p.tmp }, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as ReturnType<typeof load>;
}

function cacheDir(tmp: string): string {
  return path.join(tmp, `fw-conformance-compiled-${process.getuid!()}`);
}

describe.skipIf(builtin || process.platform === 'win32')('compiled code kept between runs (Node before 22.1)', () => {
  it('gives modules the scope Node gives them, compiled the first time and taken from the kept code the next', () => {
    const p = project();
    const expected = {
      same: true,
      file: path.join(p.root, 'lib', 'main.js'),
      dir: path.join(p.root, 'lib'),
      resolved: path.join(p.root, 'lib', 'helper.js'),
      paths: true,
      cached: true,
      helper: 'helped',
      lazy: '2,4,6',
      dynamic: 'helped',
      esm: 'esm',
      outside: 'outside',
    };
    const first = load(p);
    expect(first.main).toEqual(expected);
    // main.js and helper.js; not dynamic.js, whose import() Node compiles, nor an ES module, nor the module outside the root
    expect(first.counts).toEqual({ fromCache: 0, compiled: 2 });
    expect(fs.readdirSync(cacheDir(p.tmp))).toHaveLength(2);
    const second = load(p);
    expect(second.main).toEqual(expected);
    expect(second.counts).toEqual({ fromCache: 2, compiled: 0 });
  });

  it('compiles a changed file anew, and makes again the code that V8 refuses', () => {
    const p = project();
    load(p);
    fs.writeFileSync(path.join(p.root, 'lib', 'helper.js'), `module.exports = () => 'changed';`);
    const changed = load(p);
    expect(changed.main.helper).toBe('changed');
    expect(changed.counts).toEqual({ fromCache: 1, compiled: 1 });
    for (const name of fs.readdirSync(cacheDir(p.tmp))) fs.writeFileSync(path.join(cacheDir(p.tmp), name), 'not code');
    const refused = load(p);
    expect(refused.main.helper).toBe('changed');
    expect(refused.counts).toEqual({ fromCache: 0, compiled: 2 });
    expect(load(p).counts).toEqual({ fromCache: 2, compiled: 0 });
  });

  it('reads no code from a directory that other users can write', () => {
    const p = project();
    load(p);
    fs.chmodSync(cacheDir(p.tmp), 0o777);
    const r = load(p);
    expect(r.main.helper).toBe('helped');
    expect(r.counts).toEqual({ fromCache: 0, compiled: 2 });
  });
});
