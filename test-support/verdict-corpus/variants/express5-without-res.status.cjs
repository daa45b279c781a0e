// express@5 whose responses lack res.status (a framework where the status is res.statusCode only).
const express = require('express5');
function fw() {
  const app = express();
  app.response.status = undefined;
  return app;
}
module.exports = { name: 'express5 without res.status', generation: '5.x', fw: Object.assign(fw, express) };
