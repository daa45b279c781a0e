// Every request waits 2.5 s on a timer, then goes on: a framework at rest with a timer
// pending, which would answer. Longer than the idle watch needs to decide (1.5 s), so a
// runtime whose list of pending work is blind (Bun lists no timer) would show it as idle.
const express = require('express5');

module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => setTimeout(next, 2500));
  return app;
};
