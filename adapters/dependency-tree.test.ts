// The tree is read as node resolves it: up the node_modules directories from each dependant,
// each copy once, a name installed at several versions named by its path.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dependencyTree, NOT_INSTALLED } from './dependency-tree';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-tree-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes `<root>/<where>/package.json`. */
function pkg(root: string, where: string, version: string, dependencies: Record<string, string> = {}, optionalDependencies?: Record<string, string>): void {
  fs.mkdirSync(path.join(root, where), { recursive: true });
  fs.writeFileSync(path.join(root, where, 'package.json'), JSON.stringify({ version, dependencies, optionalDependencies }));
}

describe('dependencyTree', () => {
  it('follows dependencies up the node_modules directories, and names each copy of a duplicated package by its path', () => {
    const root = fs.mkdtempSync(path.join(dir, 'p-'));
    pkg(root, 'node_modules/express5', '5.3.0', { send: '^1.1.0', 'range-parser': '^1.2.1', debug: '^4.4.0' });
    // send is nested under the alias, range-parser hoisted to the project's node_modules.
    pkg(root, 'node_modules/express5/node_modules/send', '1.2.1', { 'range-parser': '^1.2.1', ms: '^2.1.3', debug: '^4.4.0' });
    pkg(root, 'node_modules/range-parser', '1.3.0');
    pkg(root, 'node_modules/debug', '4.4.3', { ms: '^2.1.3' });
    pkg(root, 'node_modules/ms', '2.1.3');
    pkg(root, 'node_modules/express5/node_modules/send/node_modules/ms', '2.1.2');
    // Not a dependency of anything reached: not in the tree.
    pkg(root, 'node_modules/unrelated', '1.0.0');
    expect(dependencyTree(path.join(root, 'node_modules/express5'), 'express')).toEqual({
      express: '5.3.0',
      send: '1.2.1',
      'range-parser': '1.3.0',
      debug: '4.4.3',
      'ms@node_modules/ms': '2.1.3',
      'ms@node_modules/express5/node_modules/send/node_modules/ms': '2.1.2',
    });
  });

  it('says which required dependency is not installed, and skips an optional one that is not', () => {
    const root = fs.mkdtempSync(path.join(dir, 'p-'));
    pkg(root, 'node_modules/express', '4.22.3', { qs: '6.14.0' }, { fsevents: '^2.0.0' });
    expect(dependencyTree(path.join(root, 'node_modules/express'), 'express')).toEqual({ express: '4.22.3', qs: NOT_INSTALLED });
  });

  it("reads this repository's oracle: express5 loads router and range-parser", () => {
    const here = path.resolve(__dirname, '..', 'node_modules');
    const five = dependencyTree(path.join(here, 'express5'), 'express');
    expect(five).toMatchObject({ express: expect.stringMatching(/^5\./), router: expect.any(String), 'range-parser': expect.any(String) });
  });
});
