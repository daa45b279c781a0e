// ultimate-express 2 (https://github.com/dimdenGD/ultimate-express): "a very fast
// re-implementation of Express.js 4" on uWebSockets.js, claimed a drop-in replacement. Its app
// listens on a uWS socket, not a node:http server, so the adapter serves it with app.listen.
// HTTPS is chosen when the app is created (uwsOptions.key_file_name), not when it is served,
// so the adapter does not declare tls: the TLS checks are not applicable.
const express = require('ultimate-express');

module.exports = {
  name: 'ultimate-express',
  version: require('ultimate-express/package.json').version,
  generation: '4.x',
  fw: express,
  serve(app) {
    return new Promise((resolve, reject) => {
      try {
        app.listen(0, '127.0.0.1', () => {
          resolve({
            url: `http://127.0.0.1:${app.address().port}`,
            // uWS closes the listen socket and every connection, idle keep-alive ones included.
            close: () => new Promise((done) => app.close(() => done())),
          });
        });
      } catch (err) {
        reject(err);
      }
    });
  },
};
