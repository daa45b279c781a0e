// express@4 whose responses lack res.sendStatus (added in Express 4.7; some forks never did).
const express = require('express4');
function fw() {
  const app = express();
  app.response.sendStatus = undefined;
  return app;
}
module.exports = { name: 'express4 without res.sendStatus', generation: '4.x', fw: Object.assign(fw, express) };
