// express@5 whose req.ip reads undefined, as tinyhttp's does where it finds no address.
const express = require('express5');
function fw() {
  const app = express();
  Object.defineProperty(app.request, 'ip', { configurable: true, enumerable: true, get: () => undefined });
  return app;
}
module.exports = { name: 'express5 with req.ip undefined', generation: '5.x', fw: Object.assign(fw, express) };
