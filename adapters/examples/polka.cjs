// polka 0.5 (https://github.com/lukeed/polka): an Express-like router on node:http.
// Its app is not a request handler function, so the adapter serves it itself.
const http = require('node:http');
const polka = require('polka');

module.exports = {
  name: 'polka',
  version: require('polka/package.json').version,
  generation: '4.x',
  fw: polka,
  tls: true,
  serve(app, options = {}) {
    const handler = (req, res) => app.handler(req, res);
    const server = options.tls ? require('node:https').createServer(options.tls, handler) : http.createServer(handler);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        resolve({
          url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
          close: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }),
        });
      });
    });
  },
};
