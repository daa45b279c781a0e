// What a --watch pass with --coverage reruns after an edit (cli/watch-coverage.ts): the checks
// whose coverage reached the edited files and those it holds nothing of; the whole selection
// for an edit the coverage cannot tell of; and the watch's results merged after such a pass.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_COVERAGE_FORMAT, type CodeCoverage } from '../conformance-report/src/code-coverage';
import { results } from '../conformance-report/src/fixtures/results';
import { rerunAfter } from './watch-coverage';
import { mergePass } from './watch';

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-watch-coverage-')));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text = '// code\n') => {
  const f = path.join(dir, name);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, text);
  return f;
};

const status = file('lib/status.js');
const json = file('lib/json.js');
const loaded = file('lib/constants.js');
const source = file('src/router.ts');
const built = file('dist/router.js', `"use strict";\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify({ version: 3, sources: ['../src/router.ts'], mappings: 'AAAA', names: [] })).toString('base64')}\n`);

const coverage: CodeCoverage = {
  format: CODE_COVERAGE_FORMAT,
  version: 1,
  adapter: './adapter.cjs',
  profile: '5.x',
  createdAt: '2026-12-05T00:00:00.000Z',
  suite: ['a', 'b', 'c', 'd'],
  checks: ['a', 'b', 'c', 'd'],
  rows: [[], [], [], []],
  files: {
    [status]: { lines: [1, 2], load: [1], checks: { 2: [0, 1] } },
    [json]: { lines: [1, 2], load: [1], checks: { 2: [2] } },
    [loaded]: { lines: [1], load: [1], checks: {} },
    [source]: { lines: [1, 2], load: [1], checks: { 2: [3] } },
  },
};
const of = { adapter: './adapter.cjs', profile: '5.x' };
const selection = ['a', 'b', 'c', 'd', 'e'];

describe('rerunAfter', () => {
  it('picks the checks whose coverage reached an edited file, and those the coverage holds nothing of', () => {
    expect(rerunAfter(coverage, [status], dir, selection, of)).toEqual({ ids: ['a', 'b', 'e'], reached: 2, fresh: 1 });
    expect(rerunAfter(coverage, [status, json], dir, ['a', 'c'], of)).toEqual({ ids: ['a', 'c'], reached: 2, fresh: 0 });
    // reached by no check of the selection: nothing to rerun
    expect(rerunAfter(coverage, [json], dir, ['a', 'b'], of)).toEqual({ ids: [], reached: 0, fresh: 0 });
  });

  it('takes a generated file for the sources its source map names', () => {
    expect(rerunAfter(coverage, [built], dir, ['a', 'd'], of)).toEqual({ ids: ['d'], reached: 1, fresh: 0 });
  });

  it('leaves out a file gone and a directory', () => {
    expect(rerunAfter(coverage, [path.join(dir, 'lib/gone.js'), path.join(dir, 'lib'), json], dir, selection, of)).toEqual({ ids: ['c', 'e'], reached: 1, fresh: 1 });
  });

  it('reruns the whole selection for a file no check reached, a file it does not know, or coverage of another run', () => {
    expect(rerunAfter(coverage, [json, loaded], dir, selection, of)).toEqual({ whole: "lib/constants.js is a file no check's coverage names (only loaded, not code, or new)" });
    expect(rerunAfter(coverage, [file('views/index.ejs')], dir, selection, of)).toEqual({ whole: "views/index.ejs is a file no check's coverage names (only loaded, not code, or new)" });
    expect(rerunAfter(coverage, [status], dir, selection, { ...of, profile: '4.x' })).toEqual({ whole: 'no coverage of ./adapter.cjs on profile 4.x to choose by' });
    expect(rerunAfter(undefined, [status], dir, selection, of)).toHaveProperty('whole');
  });
});

describe('mergePass', () => {
  it("replaces the checks a pass reran in the watch's results, keeps the others, and counts again", () => {
    const before = results('fork');
    const failing = results('fork', { failing: true });
    const rerun = { ...failing, results: failing.results.filter((r) => r.status === 'failed'), selection: { ids: ['x'], ofTotal: 1 } };
    const merged = mergePass(before, rerun);
    expect(merged.selection).toEqual(before.selection);
    expect(merged.results.map((r) => r.id)).toEqual([...before.results.map((r) => r.id), ...rerun.results.map((r) => r.id).filter((id) => !before.results.some((b) => b.id === id))]);
    expect(merged.summary.failed).toBe(rerun.results.length);
    expect(merged.summary.passed).toBe(before.summary.passed - before.results.filter((b) => rerun.results.some((r) => r.id === b.id) && b.status === 'passed').length);
  });
});
