// express@<release>: the user's own express when it is that release, else an alias, else an
// error that gives the command which installs one. Fake installs in a scratch directory.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AdapterError } from './contract';
import { expressAdapter, parseExpressSpec, resolveExpress } from './express';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-express-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A project with packages installed under these names, at these versions. */
function project(installed: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(dir, 'p-'));
  for (const [name, version] of Object.entries(installed)) {
    const pkg = path.join(root, 'node_modules', name);
    fs.mkdirSync(pkg, { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'express', version, main: 'index.js' }));
    fs.writeFileSync(path.join(pkg, 'index.js'), `module.exports = function fw() { return (req, res) => res.end(${JSON.stringify(name + '@' + version)}); };`);
  }
  return root;
}

describe('express@<release>', () => {
  it('reads the release and the generation, and refuses a major without one', () => {
    expect(parseExpressSpec('express@4')).toMatchObject({ release: '4', generation: '4.x', aliases: ['express4'] });
    expect(parseExpressSpec('express@4.17.1')).toMatchObject({ release: '4.17.1', aliases: ['express-4.17.1', 'express-4.17', 'express4'] });
    expect(parseExpressSpec('./express@4.js')).toBeUndefined();
    expect(() => parseExpressSpec('express@6')).toThrow(/no Express 6 generation/);
  });

  it("takes the user's own express when its major matches", () => {
    const cwd = project({ express: '4.21.2', express4: '4.22.1' });
    const adapter = expressAdapter(parseExpressSpec('express@4')!, cwd);
    expect(adapter).toMatchObject({ name: 'express@4', version: '4.21.2', interfaceVersion: '4.21.2', generation: '4.x', oracle: true });
    expect(adapter.source).toContain(cwd);
  });

  it("takes an alias of the user's project when the own express is another release", () => {
    const cwd = project({ express: '5.1.0', express4: '4.22.1', 'express-4.16': '4.16.4' });
    expect(resolveExpress(parseExpressSpec('express@4')!, cwd)).toMatchObject({ version: '4.22.1', source: 'express4 4.22.1 (your project)' });
    expect(resolveExpress(parseExpressSpec('express@4.16')!, cwd)).toMatchObject({ version: '4.16.4' });
    // 4.1 is not 4.16: a release matches on whole numbers.
    expect(() => resolveExpress(parseExpressSpec('express@4.1')!, project({ express: '4.16.4' }))).toThrow(AdapterError);
  });

  it('says what is installed and the command that installs the release asked for', () => {
    const cwd = project({ express: '5.1.0' });
    let message = '';
    try {
      resolveExpress(parseExpressSpec('express@4.15.0')!, cwd);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain("express@4.15.0 is not installed: your project's express is 5.1.0");
    expect(message).toContain('npm i -D express-4.15@npm:express@4.15.0');
  });
});
