// The installed package's root directory, whether running from source or from dist/.
import * as fs from 'node:fs';
import * as path from 'node:path';

function find(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'fw-conformance') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`fw-conformance: cannot find the package root above ${__dirname}`);
    dir = parent;
  }
}

export const PACKAGE_ROOT = find();
