// express@5 that catches what a handler throws (or rejects with) and answers 500 itself,
// before any error-handling middleware, printing nothing: as restana and similar frameworks do.
const express = require('express5');
const METHODS = ['use', 'all', 'get', 'post', 'put', 'delete', 'patch'];

function guarded(handler) {
  if (typeof handler !== 'function' || handler.length === 4 || handler.handle) return handler;
  return function (req, res, next) {
    const fail = () => {
      res.statusCode = 500;
      res.end('Internal Server Error');
    };
    try {
      const result = handler.call(this, req, res, next);
      if (result && typeof result.then === 'function') result.then(undefined, fail);
      return result;
    } catch {
      fail();
    }
  };
}

function fw() {
  const app = express();
  for (const method of METHODS) {
    const register = app[method];
    app[method] = function (...args) {
      return register.apply(this, args.map((a) => (Array.isArray(a) ? a.map(guarded) : guarded(a))));
    };
  }
  return app;
}
module.exports = { name: 'express5 answering errors 500 itself', generation: '5.x', fw: Object.assign(fw, express) };
