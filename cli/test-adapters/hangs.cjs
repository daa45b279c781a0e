// Every request reaches a middleware that never answers.
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use(() => {});
  return app;
};
