// serve(app, { tls }): an adapter that starts the app itself, over HTTPS when asked.
const http = require('node:http');
const https = require('node:https');
const express = require('express5');
module.exports = {
  name: 'served-tls',
  generation: '5.x',
  fw: express,
  tls: true,
  serve(app, options = {}) {
    const handler = (req, res) => app(req, res);
    const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
          close: () => new Promise((done) => { server.close(done); server.closeAllConnections(); }),
        });
      });
    });
  },
};
