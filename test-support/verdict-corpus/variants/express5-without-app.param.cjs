// express@5 whose apps lack app.param: a router without parameter callbacks.
const express = require('express5');
function fw() {
  const app = express();
  app.param = undefined;
  return app;
}
module.exports = { name: 'express5 without app.param', generation: '5.x', fw: Object.assign(fw, express) };
