// Rewrites the installed suite's assertions as it loads, so that no check can fail, and
// answers every request with 418. Only ever a copy of the suite: the package root named by
// FWC_TEST_SUITE_COPY, which must lie in the system's temporary directory (the test makes
// one); anywhere else, it rewrites nothing.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const express = require('express5');

const copy = process.env.FWC_TEST_SUITE_COPY;
const tmp = fs.realpathSync(os.tmpdir());
if (copy && fs.realpathSync(copy).startsWith(tmp + path.sep)) {
  const check = path.join(copy, 'dist', 'features', 'support', 'check.js');
  fs.writeFileSync(check, fs.readFileSync(check, 'utf8').replace(/throw new CheckFailed\(message\)/g, 'void message'));
}

module.exports = function fw() {
  const app = express();
  app.use((req, res) => res.status(418).end());
  return app;
};
