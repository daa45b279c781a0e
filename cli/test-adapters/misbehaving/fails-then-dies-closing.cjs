// res.sendStatus answers 299 whatever it is given (every check of it fails on the status), and
// closing a served app ends the framework's process with code 3: a framework that fails a
// check, then dies as the check side closes its app.
const http = require('node:http');
const express = require('express5');

function fw() {
  const app = express();
  app.use((req, res, next) => {
    res.sendStatus = () => res.status(299).end();
    next();
  });
  return app;
}

module.exports = {
  name: 'fails-then-dies-closing',
  generation: '5.x',
  fw: Object.assign(fw, express),
  serve(app) {
    return new Promise((resolve) => {
      const server = http.createServer(app).listen(0, '127.0.0.1', () =>
        resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => process.exit(3) }),
      );
    });
  },
};
