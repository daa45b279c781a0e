// A planted fork (no installed Express release has the bug: node's own header API refuses
// CR and LF): express 5 whose res.redirect, to save time, writes the response head to the
// socket itself, so a CR LF taken from the request splits the response (CWE-113).
const express = require('express5');

function fw() {
  const app = express();
  app.response.redirect = function redirect(url) {
    this.socket.end(`HTTP/1.1 302 Found\r\nLocation: ${url}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  };
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'planted: redirect writes raw', generation: '5.x', fw };
