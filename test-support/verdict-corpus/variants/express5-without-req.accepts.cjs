// express@5 whose requests lack req.accepts: content negotiation left to the app.
const express = require('express5');
function fw() {
  const app = express();
  app.request.accepts = undefined;
  return app;
}
module.exports = { name: 'express5 without req.accepts', generation: '5.x', fw: Object.assign(fw, express) };
