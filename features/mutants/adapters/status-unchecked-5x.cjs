// A 5.x fork that kept 4.x's res.status: it sets any code without checking it, so an
// out-of-range code throws only later, when the runtime writes the head.
const express = require('express5');

function fw() {
  const app = express();
  app.response.status = function status(code) {
    this.statusCode = code;
    return this;
  };
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'express5-status-unchecked', generation: '5.x', fw };
