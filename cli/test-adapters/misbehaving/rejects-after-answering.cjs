// Leaves a promise rejection unhandled in the work that follows an answered request: it
// surfaces when the next request comes in (in a cost check, the CPU probe that waits for
// that work to end). Otherwise express@5.
const http = require('node:http');
const express = require('express5');

let answered = false;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event === 'request' && answered) {
    answered = false;
    Promise.reject(new Error('rejected after answering'));
  }
  return emit.call(this, event, req, ...rest);
};

module.exports = Object.assign(function fw() {
  const app = express();
  app.use((req, res, next) => {
    if (req.url !== '/__cpu') answered = true;
    next();
  });
  return app;
}, express);
