// express@5 whose res.cookie writes its name, path and domain into Set-Cookie unchecked.
const express = require('express5');

function fw() {
  const app = express();
  app.response.cookie = function (name, value, options = {}) {
    let cookie = `${name}=${encodeURIComponent(String(value))}; Path=${options.path ?? '/'}`;
    if (options.domain) cookie += `; Domain=${options.domain}`;
    if (options.httpOnly) cookie += '; HttpOnly';
    this.append('Set-Cookie', cookie);
    return this;
  };
  return app;
}
module.exports = { name: 'express5 writing cookie attributes unchecked', generation: '5.x', fw: Object.assign(fw, express) };
