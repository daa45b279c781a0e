// Every request is answered with 300 MiB.
const express = require('express5');
const chunk = Buffer.alloc(1024 * 1024, 'x');
module.exports = function fw() {
  const app = express();
  app.use((req, res) => {
    let left = 300;
    res.writeHead(200, { 'content-type': 'text/plain' });
    const more = () => {
      while (left > 0) {
        left--;
        if (!res.write(chunk)) return res.once('drain', more);
      }
      res.end();
    };
    more();
  });
  return app;
};
