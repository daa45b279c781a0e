// A framework the machine does not run for a while (a busy runner, a suspended VM): its
// process is stopped (SIGSTOP) for FWC_TEST_FREEZE_MS (default 7000) while its module is
// imported, in serve() and at the first request of each process, and then continued
// (SIGCONT) by a helper process; apart from that it is express@5. FWC_TEST_FREEZE_AT picks
// the moments (import,serve,request). With FWC_TEST_SPIN=1 the same stretches are spent in a
// synchronous loop instead: the framework holds the time, not the machine.
const { spawn } = require('node:child_process');
const http = require('node:http');
const express = require('express5');

const MS = Number(process.env.FWC_TEST_FREEZE_MS || 7000);
const SPIN = process.env.FWC_TEST_SPIN === '1';
const AT = new Set((process.env.FWC_TEST_FREEZE_AT || 'import,serve,request').split(','));

function hold(at) {
  if (!AT.delete(at)) return;
  if (SPIN) {
    const until = Date.now() + MS;
    while (Date.now() < until);
    return;
  }
  spawn('sh', ['-c', `sleep ${MS / 1000}; kill -CONT ${process.pid}`], { detached: true, stdio: 'ignore' }).unref();
  process.kill(process.pid, 'SIGSTOP');
}

hold('import');

module.exports = {
  name: 'freezes',
  generation: '5.x',
  fw() {
    const app = express();
    app.use((req, res, next) => {
      hold('request');
      next();
    });
    return app;
  },
  serve(app) {
    hold('serve');
    const server = http.createServer(app);
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          url: `http://127.0.0.1:${server.address().port}`,
          close: () => {
            server.closeAllConnections();
            return new Promise((done) => server.close(() => done()));
          },
        });
      });
    });
  },
};
