// Every request prints megabytes to stdout and stderr before answering normally.
const express = require('express5');
const line = 'flood '.repeat(100) + '\n';
module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => {
    for (let i = 0; i < 5000; i++) { process.stdout.write(line); process.stderr.write(line); }
    next();
  });
  return app;
};
