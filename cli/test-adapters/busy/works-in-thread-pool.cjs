// Every request first spends seconds in node's thread pool (pbkdf2) with nothing else
// pending in the process: a framework at work, not one that waits forever.
const crypto = require('node:crypto');
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => crypto.pbkdf2('password', 'salt', 6_000_000, 64, 'sha512', () => next()));
  return app;
};
