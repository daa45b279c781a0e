// express@5 whose responses lack res.json: a framework that never had the helper.
const express = require('express5');
function fw() {
  const app = express();
  app.response.json = undefined;
  return app;
}
module.exports = { name: 'express5 without res.json', generation: '5.x', fw: Object.assign(fw, express) };
