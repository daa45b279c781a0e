#!/usr/bin/env node
'use strict';
// The installed command: runs the compiled CLI, then exits once output is flushed
// (explicitly, so a handler the framework left open can never keep a CI job alive).
require('../dist/layout/compile-cache-on.js'); // first: the modules below load with their compiled code
require('../dist/cli/start.js')
  .start(process.argv.slice(2))
  .then((code) => {
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  });
