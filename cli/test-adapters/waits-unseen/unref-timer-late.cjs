// Every request goes on after 2.5 s from an unref'd timer: a framework at rest whose only
// pending work is a timer that does not keep the event loop alive, so node's list of what
// does leaves it out. Longer than the idle watch needs to decide (1.5 s): a framework that
// would answer, never one that would wait forever.
const express = require('express5');

module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => setTimeout(next, 2500).unref());
  return app;
};
