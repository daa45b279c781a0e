// express@5 whose res.location refuses a URL with a backslash (raw or encoded) with a 400
// error instead of encoding it: a safe answer of another status.
const express = require('express5');

function fw() {
  const app = express();
  const location = app.response.location;
  app.response.location = function (url) {
    if (/\\|%5c/i.test(String(url))) throw Object.assign(new Error('a Location with a backslash is refused'), { status: 400, expose: true });
    return location.call(this, url);
  };
  return app;
}
module.exports = { name: 'express5 refusing backslash redirects with 400', generation: '5.x', fw: Object.assign(fw, express) };
