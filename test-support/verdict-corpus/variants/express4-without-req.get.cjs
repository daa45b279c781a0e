// express@4 whose requests lack req.get (and its alias req.header): headers read from req.headers only.
const express = require('express4');
function fw() {
  const app = express();
  app.request.get = undefined;
  app.request.header = undefined;
  return app;
}
module.exports = { name: 'express4 without req.get', generation: '4.x', fw: Object.assign(fw, express) };
