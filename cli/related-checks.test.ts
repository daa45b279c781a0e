// --related and --changed choose checks by the last coverage (relatedChecks): the checks that
// reached a file named, the checks new since, and what is said of a file the coverage does not
// know; a TypeScript source of the package is known by its build (layout/built-file.ts).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_COVERAGE_FORMAT, type CodeCoverage } from '../conformance-report/src/code-coverage';
import { builtFileOf } from '../layout/built-file';
import { relatedChecks } from './code-coverage';

// A package of its own (real directories: relatedChecks resolves symbolic links as the modules were loaded).
const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-related-')));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const built = (rel: string) => path.join(root, 'dist', rel);
const fwFile = path.join(root, 'node_modules', 'fw', 'lib', 'response.js');

const coverage: CodeCoverage = {
  format: CODE_COVERAGE_FORMAT,
  version: 1,
  adapter: 'reference',
  profile: '5.x',
  createdAt: '2026-12-05T00:00:00.000Z',
  suite: ['a', 'b', 'c'],
  checks: ['a', 'b', 'c'],
  rows: [[], [], []],
  files: {
    [built('reference/response/cookie.js')]: { lines: [1, 2], load: [1], checks: { 2: [0] } },
    [built('reference/response/send.js')]: { lines: [1, 2, 3], load: [1], checks: { 2: [0, 1], 3: [2] } },
    [fwFile]: { lines: [1], load: [], checks: { 1: [1] } },
  },
};
const PROFILE = ['a', 'b', 'c', 'new'];

describe('relatedChecks', () => {
  it('selects the checks that reached a file the coverage names, and those new since it', () => {
    const r = relatedChecks(coverage, [fwFile], root, PROFILE, root);
    expect(r).toMatchObject({ ids: ['b', 'new'], reached: 1, fresh: 1, unknown: [], noneKnown: false, viaBuild: [] });
  });

  it('takes a TypeScript source of the package as its build, and says so', () => {
    const source = path.join(root, 'reference', 'response', 'cookie.ts');
    const r = relatedChecks(coverage, [source], root, PROFILE, root);
    expect(r).toMatchObject({ ids: ['a', 'new'], reached: 1, unknown: [], noneKnown: false });
    expect(r.viaBuild).toEqual([[source, built('reference/response/cookie.js')]]);
  });

  it('names the files it does not know, and whether it knew none of them', () => {
    const missing = path.join(root, 'reference', 'nowhere.ts');
    const other = path.join(root, 'node_modules', 'fw', 'src', 'response.ts');
    expect(relatedChecks(coverage, [missing, other], root, PROFILE, root)).toMatchObject({ ids: ['new'], reached: 0, unknown: [missing, other], noneKnown: true });
    const mixed = relatedChecks(coverage, [missing, fwFile], root, PROFILE, root);
    expect(mixed).toMatchObject({ ids: ['b', 'new'], unknown: [missing], noneKnown: false });
  });
});

describe('builtFileOf', () => {
  it('maps a TypeScript source of the package to dist/, as tsconfig.json builds it', () => {
    expect(builtFileOf(path.join(root, 'reference', 'router', 'layer.ts'), root)).toBe(built('reference/router/layer.js'));
    expect(builtFileOf(path.join(root, 'cli', 'x.mts'), root)).toBe(built('cli/x.mjs'));
    expect(builtFileOf(path.join(root, 'cli', 'x.cts'), root)).toBe(built('cli/x.cjs'));
  });

  it('leaves alone what the build does not make: JavaScript, declarations, dist/, node_modules/, files elsewhere', () => {
    for (const file of ['reference/x.js', 'reference/x.d.ts', 'dist/reference/x.ts', 'node_modules/fw/x.ts', '../elsewhere/x.ts']) {
      expect(builtFileOf(path.resolve(root, file), root), file).toBeUndefined();
    }
  });
});
