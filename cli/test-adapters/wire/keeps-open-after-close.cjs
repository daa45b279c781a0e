// A server that answers the first request on each connection with "Connection: close", and
// then neither closes the connection nor answers anything more: its fault is the open
// connection, and the request after the close is owed no response. (A raw TCP server: node's
// own closes as it says; the app the scenario builds is made, not served.)
const net = require('node:net');
const express = require('express5');

const BODY = 'closing';

module.exports = {
  name: 'keeps-open-after-close',
  generation: '5.x',
  fw: express,
  serve() {
    const sockets = new Set();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.once('data', () => {
        socket.write(
          `HTTP/1.1 200 OK\r\nDate: ${new Date().toUTCString()}\r\nConnection: close\r\n` +
            `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`,
        );
      });
    });
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () =>
        resolve({
          url: `http://127.0.0.1:${server.address().port}`,
          close: () =>
            new Promise((done) => {
              for (const s of sockets) s.destroy();
              server.close(() => done());
            }),
        }),
      );
    });
  },
};
