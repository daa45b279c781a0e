// serve(app) whose close() is a plain server.close(): it resolves only when every connection
// has ended, so a connection the suite left open would hold it until the server's time-outs end
// it: set to 10 minutes here, so that a close held so is told from one slowed by a busy machine. With FWC_TEST_CLOSE_ALL it also calls
// closeAllConnections(), as the examples do. FWC_TEST_CLOSES: a file that gets one line per
// close, "<connections open when close() was called> <ms the close took>" (cli/close.test.ts).
const fs = require('node:fs');
const http = require('node:http');
const https = require('node:https');
const express = require('express5');

module.exports = {
  name: 'plain-close',
  generation: '5.x',
  fw: express,
  tls: true,
  serve(app, options = {}) {
    const server = options.tls ? https.createServer(options.tls, app) : http.createServer(app);
    server.keepAliveTimeout = server.headersTimeout = server.requestTimeout = 600_000;
    const open = new Set();
    server.on(options.tls ? 'secureConnection' : 'connection', (socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
          close: () =>
            new Promise((done) => {
              const started = Date.now();
              const openAtClose = open.size;
              server.close(() => {
                if (process.env.FWC_TEST_CLOSES) fs.appendFileSync(process.env.FWC_TEST_CLOSES, `${openAtClose} ${Date.now() - started}\n`);
                done();
              });
              if (process.env.FWC_TEST_CLOSE_ALL) server.closeAllConnections();
            }),
        });
      });
    });
  },
};
