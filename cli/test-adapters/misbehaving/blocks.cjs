// Every request blocks the framework's event loop with a synchronous loop.
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use(() => { for (;;); });
  return app;
};
