// Prints after it answered, from work deferred to later turns of the event loop, as Express 5
// logs a handler's error: its router ends the request from a setImmediate, and its final
// handler logs from another, after the 500 went out. The check side's close can come while
// that work is still queued, on a loaded machine; here it always does: the work is queued
// just as the close arrives, on the process's IPC channel (the framework on the main
// thread), ahead of the host's handling of it, and prints two turns later.
const express = require('express5');

module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => {
    process.prependOnceListener('message', () => setImmediate(() => setImmediate(() => console.error(`printed late for ${req.url}`))));
    next();
  });
  return app;
};
