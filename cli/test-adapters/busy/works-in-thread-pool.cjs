// Every request first spends 2.5 s in node's thread pool (pbkdf2, one slice after another,
// always one in flight) with nothing else pending in the process: a framework at work, not
// one that waits forever. Bounded by time, not by a count of iterations, so that it lasts
// longer than the idle watch needs to decide (1.5 s) on any machine, and no longer than
// that under load.
const crypto = require('node:crypto');
const express = require('express5');

const WORK_MS = 2500;

function work(done) {
  const until = Date.now() + WORK_MS;
  const slice = () => crypto.pbkdf2('password', 'salt', 50_000, 64, 'sha512', () => (Date.now() < until ? slice() : done()));
  slice();
}

module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => work(() => next()));
  return app;
};
