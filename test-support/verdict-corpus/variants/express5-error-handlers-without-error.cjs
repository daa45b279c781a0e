// express@5 whose router calls error-handling middleware without the error: the handler
// receives (req, res, next) in the places of (err, req, res).
const express = require('express5');

function fw() {
  const app = express();
  const use = app.use;
  app.use = function (...args) {
    return use.apply(
      this,
      args.map((a) => (typeof a === 'function' && a.length === 4 ? function (err, req, res, next) { return a.call(this, req, res, next); } : a)),
    );
  };
  return app;
}
module.exports = { name: 'express5 calling error handlers without the error', generation: '5.x', fw: Object.assign(fw, express) };
