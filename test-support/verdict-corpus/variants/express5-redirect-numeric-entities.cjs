// express@5 whose res.redirect escapes the URL in its HTML body as numeric character
// references (&#60; for <), where Express writes &lt;: markup escaped another way, as safe.
const express = require('express5');
const escape = (text) => String(text).replace(/[^\w ./:?=-]/g, (c) => `&#${c.codePointAt(0)};`);

function fw() {
  const app = express();
  app.response.redirect = function (a, b) {
    const [status, url] = typeof a === 'number' ? [a, b] : [302, a];
    this.location(url);
    const address = this.get('Location');
    this.status(status);
    this.format({
      text: () => this.send(`Found. Redirecting to ${address}`),
      html: () => this.send(`<!DOCTYPE html><title>Redirecting</title><p>Found. Redirecting to ${escape(address)}</p>`),
      default: () => this.end(),
    });
  };
  return app;
}
module.exports = { name: 'express5 escaping redirects with numeric references', generation: '5.x', fw: Object.assign(fw, express) };
