#!/usr/bin/env node
'use strict';
// The installed command: runs the compiled CLI, then exits once output is flushed
// (explicitly, so a handler the framework left open can never keep a CI job alive).
const fs = require('node:fs');
const path = require('node:path');
// A clone of the repository has sources only (npm ci builds nothing: the package has no
// prepare script, and the published package ships dist/): build once, then run.
const root = path.join(__dirname, '..');
if (!fs.existsSync(path.join(root, 'dist', 'cli', 'start.js')) && fs.existsSync(path.join(root, 'tsconfig.json'))) {
  process.stderr.write('fw-conformance: no build in this clone yet; building dist/ (tsc -p tsconfig.json) first\n');
  const tsc = require('node:child_process').spawnSync(process.execPath, [require.resolve('typescript/bin/tsc', { paths: [root] }), '-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) {
    process.stderr.write('fw-conformance: the build failed (above); the run could not be made\n');
    process.exit(2);
  }
}
require('../dist/layout/compile-cache-on.js'); // first: the modules below load with their compiled code
require('../dist/cli/start.js')
  .start(process.argv.slice(2))
  .then((code) => {
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  });
