// Starts a process of its own when loaded (one that would run for ten minutes) and records
// its pid in the file FWC_TEST_PIDS names; the first framework process to load exits while
// handling its first request, the others behave. Whether the framework process is killed
// by the run or ends by itself, what it started must not outlive the run.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const express = require('express5');

const file = process.env.FWC_TEST_PIDS;
const first = !fs.existsSync(file) || fs.readFileSync(file, 'utf8').trim() === '';
const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'ignore' });
fs.appendFileSync(file, `${child.pid}\n`);

function fw() {
  const app = express();
  if (first) app.use(() => process.exit(0));
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'leaves processes', generation: '5.x', fw };
