// express@5 whose req.query reads undefined: a framework that leaves the query string unparsed.
const express = require('express5');
function fw() {
  const app = express();
  Object.defineProperty(app.request, 'query', { configurable: true, enumerable: true, get: () => undefined });
  return app;
}
module.exports = { name: 'express5 with req.query undefined', generation: '5.x', fw: Object.assign(fw, express) };
