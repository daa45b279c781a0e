// Every request makes the framework's process exit with code 0.
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use(() => process.exit(0));
  return app;
};
