// Starts processes that outlive their parent unless someone kills them, and records their
// pids in the file FWC_TEST_PIDS names: when the adapter loads, a `sleep` started with
// `detached: true` (a session of its own, out of the framework process's group), one started
// so with an environment of its own (it carries nothing of the framework's), and one left
// behind by a shell that ends at once (its parent is gone before anyone looks). The first
// framework process exits on its first request; the others answer as express@5 does.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const express = require('express5');

const file = process.env.FWC_TEST_PIDS;
const first = !fs.existsSync(file) || fs.readFileSync(file, 'utf8').trim() === '';

const detached = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
detached.unref();
const ownEnv = spawn('sleep', ['600'], { detached: true, stdio: 'ignore', env: { PATH: process.env.PATH } });
ownEnv.unref();
// The shell prints the pid of the sleep it leaves behind, and ends.
const orphan = spawnSync('sh', ['-c', 'setsid sleep 600 >/dev/null 2>&1 < /dev/null & echo $!'], { encoding: 'utf8' }).stdout.trim();
fs.appendFileSync(file, `${detached.pid}\n${ownEnv.pid}\n${orphan}\n`);

function fw() {
  const app = express();
  if (first) app.use(() => process.exit(0));
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'leaves detached processes', generation: '5.x', fw };
