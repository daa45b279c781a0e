// What a framework process says it loaded: the packages of the files in its module cache,
// named by their manifests; the ES modules it imported, from its inspector.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { compiledFiles, filesExporting, loadedPackages, packageDirOf } from './loaded-packages';

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
  const nm = path.join(tmp, 'node_modules');
  const files = [
    install(path.join(nm, 'express4'), 'express', '4.22.3'),
    install(path.join(nm, 'express4', 'node_modules', 'range-parser'), 'range-parser', '1.2.1'),
    install(path.join(nm, 'range-parser'), 'range-parser', '1.3.0'),
    path.join(nm, 'range-parser', 'index.js'),
    path.join(tmp, 'app.js'),
  ];

  it('names each loaded copy by its manifest (an alias by the name it holds), each once, with its directory', () => {
    expect(loadedPackages({ required: files })).toEqual([
      { name: 'express', version: '4.22.3', dir: path.join(nm, 'express4') },
      { name: 'range-parser', version: '1.2.1', dir: path.join(nm, 'express4', 'node_modules', 'range-parser') },
      { name: 'range-parser', version: '1.3.0', dir: path.join(nm, 'range-parser') },
    ]);
  });

  it('of two copies of one version, keeps the one nearest the root', () => {
    const nested = install(path.join(nm, 'express4', 'node_modules', 'ms'), 'ms', '2.0.0');
    const hoisted = install(path.join(nm, 'ms'), 'ms', '2.0.0');
    expect(loadedPackages({ required: [nested, hoisted] })).toEqual([{ name: 'ms', version: '2.0.0', dir: path.join(nm, 'ms') }]);
  });

  it('marks the framework, and what was only imported (ES modules)', () => {
    const esm = install(path.join(nm, '@tinyhttp', 'app'), '@tinyhttp/app', '3.0.11');
    expect(loadedPackages({ required: files.slice(1, 2), compiled: [files[0], esm, files[1]], framework: [files[0]] })).toEqual([
      { name: '@tinyhttp/app', version: '3.0.11', dir: path.join(nm, '@tinyhttp', 'app'), esm: true },
      { name: 'express', version: '4.22.3', dir: path.join(nm, 'express4'), esm: true, framework: true },
      { name: 'range-parser', version: '1.2.1', dir: path.join(nm, 'express4', 'node_modules', 'range-parser') },
    ]);
  });

  it('by default, what this process has required', () => {
    require('fast-check');
    const version = (JSON.parse(fs.readFileSync(require.resolve('fast-check/package.json'), 'utf8')) as { version: string }).version;
    expect(loadedPackages()).toContainEqual(expect.objectContaining({ name: 'fast-check', version }));
  });
});

describe('compiledFiles', () => {
  it('names the files of ES modules this thread imported, which require.cache does not hold', async () => {
    const dir = path.join(tmp, 'node_modules', 'esm-only');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'esm-only', version: '1.0.0', type: 'module' }));
    fs.writeFileSync(path.join(dir, 'index.js'), 'export const x = 1;');
    // (imported by node itself, not through vitest's module graph)
    const importer = path.join(tmp, 'importer.cjs');
    fs.writeFileSync(importer, `module.exports = () => import(${JSON.stringify(pathToFileURL(path.join(dir, 'index.js')).href)});`);
    await (require(importer) as () => Promise<unknown>)();
    const compiled = compiledFiles();
    expect(compiled).toContain(path.join(fs.realpathSync(dir), 'index.js'));
    expect(Object.keys(require.cache)).not.toContain(path.join(fs.realpathSync(dir), 'index.js'));
    expect(loadedPackages({ compiled })).toContainEqual(expect.objectContaining({ name: 'esm-only', version: '1.0.0', esm: true }));
  });
});

describe('filesExporting', () => {
  it('finds the module whose exports are the framework function (or its default)', () => {
    const fw = () => undefined;
    const cache = { '/x/index.js': { exports: fw }, '/x/lib/other.js': { exports: {} }, '/y/esm.js': { exports: { default: fw } } } as unknown as NodeJS.Dict<NodeJS.Module>;
    expect(filesExporting(fw, cache)).toEqual(['/x/index.js', '/y/esm.js']);
    expect(filesExporting(undefined, cache)).toEqual([]);
  });
});
