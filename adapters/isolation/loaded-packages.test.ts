// What a framework process says it loaded: the packages of the files in its module cache,
// named by their manifests.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadedPackages, packageDirOf } from './loaded-packages';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-loaded-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function install(dir: string, name: string, version: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version }));
  fs.writeFileSync(path.join(dir, 'index.js'), '');
  return path.join(dir, 'index.js');
}

describe('packageDirOf', () => {
  it('is the directory under the last node_modules, scoped or not', () => {
    const nm = path.join(tmp, 'node_modules');
    expect(packageDirOf(path.join(nm, 'express4', 'node_modules', 'range-parser', 'index.js'))).toBe(path.join(nm, 'express4', 'node_modules', 'range-parser'));
    expect(packageDirOf(path.join(nm, '@tinyhttp', 'app', 'dist', 'index.js'))).toBe(path.join(nm, '@tinyhttp', 'app'));
    expect(packageDirOf(path.join(tmp, 'src', 'app.js'))).toBeUndefined();
  });
});

describe('loadedPackages', () => {
  it('names each loaded copy by its manifest (an alias by the name it holds), each once', () => {
    const nm = path.join(tmp, 'node_modules');
    const files = [
      install(path.join(nm, 'express4'), 'express', '4.22.3'),
      install(path.join(nm, 'express4', 'node_modules', 'range-parser'), 'range-parser', '1.2.1'),
      install(path.join(nm, 'range-parser'), 'range-parser', '1.3.0'),
      path.join(nm, 'range-parser', 'index.js'),
      path.join(tmp, 'app.js'),
    ];
    expect(loadedPackages(files)).toEqual([
      { name: 'express', version: '4.22.3' },
      { name: 'range-parser', version: '1.2.1' },
      { name: 'range-parser', version: '1.3.0' },
    ]);
  });

  it('by default, what this process has required', () => {
    require('fast-check');
    const version = (JSON.parse(fs.readFileSync(require.resolve('fast-check/package.json'), 'utf8')) as { version: string }).version;
    expect(loadedPackages()).toContainEqual({ name: 'fast-check', version });
  });
});
