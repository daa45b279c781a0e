// The function form, noting each process that loads it: one line per load, in the file
// FWC_TEST_LOADS names (cli/cli.test.ts counts the framework processes a run starts).
const fs = require('node:fs');
if (process.env.FWC_TEST_LOADS) fs.appendFileSync(process.env.FWC_TEST_LOADS, `${process.pid}\n`);
module.exports = require('express5');
