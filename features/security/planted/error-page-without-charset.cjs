// A planted fork (no installed Express release has the bug: express 3.11 and 4.5 fixed it in
// 2014, before the oldest fixture): express 5 with a final handler of its own that escapes
// what it shows but sends it as text/html without a charset, as express before 3.11 and 4.5
// did for 4xx pages (CVE-2014-6393: an old browser then guesses UTF-7 from the content).
const express = require('express5');

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function fw() {
  const app = express();
  const handle = app.handle;
  app.handle = function (req, res, callback) {
    return handle.call(this, req, res, callback || ((err) => {
      const status = err ? Number(err.status || err.statusCode) : 404;
      res.statusCode = status >= 400 && status < 600 ? status : 500;
      res.setHeader('Content-Type', 'text/html');
      res.end(escapeHtml(err ? String(err.stack || err) : `Cannot ${req.method} ${req.originalUrl}`));
    }));
  };
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'planted: error page without charset', generation: '5.x', fw };
