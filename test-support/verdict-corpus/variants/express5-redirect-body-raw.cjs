// express@5 whose res.redirect puts the URL in its HTML body as it was given, unescaped.
const express = require('express5');

function fw() {
  const app = express();
  app.response.redirect = function (a, b) {
    const [status, url] = typeof a === 'number' ? [a, b] : [302, a];
    this.location(url);
    this.status(status);
    this.format({
      text: () => this.send(`Found. Redirecting to ${url}`),
      html: () => this.send(`<!DOCTYPE html><p>Found. Redirecting to <a href="${url}">${url}</a></p>`),
      default: () => this.end(),
    });
  };
  return app;
}
module.exports = { name: 'express5 writing redirect URLs raw', generation: '5.x', fw: Object.assign(fw, express) };
