// A package swapped for another copy: every require of it, from any module, loads the other
// copy; nothing else moves.
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requestedPackage, swapPackages } from './package-swap';

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-swap-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A package that exports its version (and a file lib/part.js that says whose part it is). */
function install(dir: string, name: string, version: string, manifest: object = {}): string {
  fs.mkdirSync(path.join(dir, 'lib'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, ...manifest }));
  fs.writeFileSync(path.join(dir, 'index.js'), `module.exports = ${JSON.stringify(version)};`);
  fs.writeFileSync(path.join(dir, 'lib', 'part.js'), `module.exports = ${JSON.stringify(`part of ${version}`)};`);
  return dir;
}

describe('requestedPackage', () => {
  it('is the package a bare request names, and the path in it', () => {
    expect(requestedPackage('qs')).toEqual({ name: 'qs', sub: '' });
    expect(requestedPackage('qs/lib/parse')).toEqual({ name: 'qs', sub: 'lib/parse' });
    expect(requestedPackage('@tinyhttp/app/dist/index.js')).toEqual({ name: '@tinyhttp/app', sub: 'dist/index.js' });
    for (const notOne of ['./x', '../x', '/abs/x', 'node:fs', '@scope', '']) expect(requestedPackage(notOne), notOne).toBeUndefined();
  });
});

describe('swapPackages', () => {
  // A's tree: the framework with its own range-parser 1.2.1 and a qs; B's tree: range-parser 1.3.0.
  const a = path.join(tmp, 'a');
  install(path.join(a, 'node_modules', 'fw'), 'fw', '1.0.0');
  install(path.join(a, 'node_modules', 'fw', 'node_modules', 'range-parser'), 'range-parser', '1.2.1');
  install(path.join(a, 'node_modules', 'qs'), 'qs', '6.16.2');
  install(path.join(a, 'node_modules', '@s', 'p'), '@s/p', '1.0.0');
  const b = path.join(tmp, 'b', 'node_modules');
  const newer = install(path.join(b, 'range-parser'), 'range-parser', '1.3.0');
  const scoped = install(path.join(b, '@s', 'p'), '@s/p', '2.0.0');
  // An alias directory: range-parser 1.0.3 installed as range-parser-1.0.
  const alias = install(path.join(tmp, 'c', 'node_modules', 'range-parser-1.0'), 'range-parser', '1.0.3');
  // Required from inside the framework (its own nested copy) and from the app beside it.
  const fromFw = createRequire(path.join(a, 'node_modules', 'fw', 'index.js'));
  const fromApp = createRequire(path.join(a, 'app.js'));

  it('loads the other copy wherever it is required from, its files too; other packages stay', () => {
    const undo = swapPackages([{ name: 'range-parser', dir: newer }, { name: '@s/p', dir: scoped }]);
    try {
      expect(fromFw('range-parser')).toBe('1.3.0');
      expect(fromFw('range-parser/lib/part')).toBe('part of 1.3.0');
      expect(fromApp.resolve('range-parser')).toBe(path.join(newer, 'index.js'));
      expect(fromApp('@s/p')).toBe('2.0.0');
      expect(fromApp('qs')).toBe('6.16.2');
      expect(fromFw('./package.json')).toMatchObject({ name: 'fw' });
    } finally {
      undo();
    }
    expect(fromFw.resolve('range-parser')).toBe(path.join(a, 'node_modules', 'fw', 'node_modules', 'range-parser', 'index.js'));
  });

  it('loads a copy kept under another name (an alias) by its path', () => {
    const undo = swapPackages([{ name: 'range-parser', dir: alias }]);
    try {
      expect(fromFw.resolve('range-parser')).toBe(path.join(alias, 'index.js'));
      expect(fromFw.resolve('range-parser/lib/part')).toBe(path.join(alias, 'lib', 'part.js'));
    } finally {
      undo();
    }
  });
});
