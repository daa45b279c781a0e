// The lines a take reports are the file's own, however the module was compiled: through the
// package's compile cache (layout/compile-cache.ts, a textual wrapper on Node before 22.1),
// from its kept code, or as Node compiles it. A function's first statement is its callers'
// work, not the load's (it was counted as run at load, 62 characters off, before the fix).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { readCoverageTakes, type CoverageTake } from './coverage-take';

const scratch = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-coverage-take-')));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const dist = (...p: string[]) => path.join(PACKAGE_ROOT, 'dist', ...p);

const root = path.join(scratch, 'fw');
const file = path.join(root, 'lib', 'response.js');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  [
    "'use strict';", //                                 1: load
    'exports.cookie = function (name, value) {', //     2: load (the declaration)
    '  var opts = { path: "/" };', //                    3: the first statement: the call's
    '  return name + "=" + value + opts.path;', //       4: the call's
    '};', //                                             5
    'exports.unused = function () {', //                6: load
    '  return 1;', //                                    7: nobody's
    '};', //                                             8
  ].join('\n') + '\n',
);

/** A process that takes coverage, loads the module (through the compile cache, or not), calls cookie(), and gives the takes. */
function takes(cached: boolean, tmp: string): CoverageTake[] {
  const dir = fs.mkdtempSync(path.join(tmp, 'coverage-'));
  const script = `
    ${cached ? `require(${JSON.stringify(dist('layout', 'compile-cache.js'))}).enableCompileCache(${JSON.stringify(root)});` : ''}
    const taker = require(${JSON.stringify(dist('adapters', 'isolation', 'coverage-take.js'))}).startCoverage(${JSON.stringify(dir)});
    const fw = require(${JSON.stringify(file)});
    taker.take(null);
    fw.cookie('a', 'b');
    taker.take('check');`;
  const r = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, TMPDIR: tmp }, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return readCoverageTakes(dir).takes;
}

describe('a take of V8 coverage', () => {
  it("counts a function's first statement as its caller's, through the compile cache or not", () => {
    const tmp = fs.mkdtempSync(path.join(scratch, 'tmp-'));
    // as Node compiles it; through the cache, compiled; through the cache, from the kept code
    for (const cached of [false, true, true]) {
      const [load, check] = takes(cached, tmp);
      expect(load, `cached: ${cached}`).toEqual({ check: null, files: { [file]: [1, 2, 5, 6, 8] } });
      expect(check, `cached: ${cached}`).toEqual({ check: 'check', files: { [file]: [2, 3, 4, 5] } });
    }
  });

  it('reads back every take written, leaving out a line a kill cut as it was written', () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'read-'));
    fs.mkdirSync(path.join(dir, 'raw'));
    const a: CoverageTake = { check: null, files: { '/fw/a.js': [1, 2] } };
    const b: CoverageTake = { check: 'c1', files: { '/fw/a.js': [3] } };
    fs.writeFileSync(path.join(dir, 'raw', '1-0.jsonl'), `${JSON.stringify(a)}\n${JSON.stringify(b)}\n`);
    fs.writeFileSync(path.join(dir, 'raw', '2-0.jsonl'), `${JSON.stringify(b)}\n{"check":"c2","fil`);
    fs.writeFileSync(path.join(dir, 'raw', 'notes.txt'), 'not a take');
    expect(readCoverageTakes(dir)).toEqual({ takes: [a, b, b], writers: 2 });
    expect(readCoverageTakes(path.join(dir, 'none'))).toEqual({ takes: [], writers: 0 });
  });
});
