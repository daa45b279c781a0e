// express@4 whose apps lack app.route: routes are registered one method at a time.
const express = require('express4');
function fw() {
  const app = express();
  app.route = undefined;
  return app;
}
module.exports = { name: 'express4 without app.route', generation: '4.x', fw: Object.assign(fw, express) };
