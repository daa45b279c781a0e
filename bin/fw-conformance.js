#!/usr/bin/env node
'use strict';
// The installed command: runs the compiled CLI.
require('../dist/cli/main.js')
  .main(process.argv.slice(2))
  .then((code) => {
    process.exit(code);
  });
