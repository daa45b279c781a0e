// A 4.x fork that took 5.x's res.status: it throws a RangeError for a code outside
// 100..999 before setting it.
const express = require('express4');

function fw() {
  const app = express();
  const status = app.response.status;
  app.response.status = function checked(code) {
    if (code < 100 || code > 999) throw new RangeError(`Invalid status code: ${code}`);
    return status.call(this, code);
  };
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'express4-status-checked', generation: '4.x', fw };
