// Fails the run's first request, then answers as express@5 does: a check that fails the first
// time and passes on a retry (--retries). The run's requests are counted in the file
// FWC_TEST_FLAKY names (shared by every framework process of the run); with
// FWC_TEST_FLAKY_MODE=crash the first request throws where nobody catches it (the process is
// retired, and the retry runs in a fresh one), else it is answered 503.
const fs = require('node:fs');
const express = require('express5');

function firstRequest() {
  const file = process.env.FWC_TEST_FLAKY;
  if (!file) return false;
  fs.appendFileSync(file, `${process.pid}\n`);
  return fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length === 1;
}

module.exports = Object.assign(function fw() {
  const app = express();
  app.use((req, res, next) => {
    if (!firstRequest()) return next();
    if (process.env.FWC_TEST_FLAKY_MODE === 'crash') setImmediate(() => { throw new Error('the first request breaks this process'); });
    else res.status(503).send('flaky: the first request fails');
  });
  return app;
}, express); // fw.json, fw.Router, ...: express's own
