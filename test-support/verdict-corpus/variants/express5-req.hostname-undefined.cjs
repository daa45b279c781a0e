// express@5 whose req.hostname reads undefined: a framework that never derived it.
const express = require('express5');
function fw() {
  const app = express();
  Object.defineProperty(app.request, 'hostname', { configurable: true, enumerable: true, get: () => undefined });
  return app;
}
module.exports = { name: 'express5 with req.hostname undefined', generation: '5.x', fw: Object.assign(fw, express) };
