// serve(app): the adapter starts the app itself (for frameworks whose app is not a node handler).
const http = require('node:http');
const express = require('express5');
module.exports = {
  name: 'served',
  generation: '5.x',
  fw: express,
  serve(app) {
    return new Promise((resolve) => {
      const server = http.createServer((req, res) => app(req, res)).listen(0, '127.0.0.1', () => {
        resolve({
          url: `http://127.0.0.1:${server.address().port}`,
          close: () => new Promise((done) => { server.close(done); server.closeAllConnections(); }),
        });
      });
    });
  },
};
