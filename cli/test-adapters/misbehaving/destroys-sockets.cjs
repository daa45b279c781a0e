// Every request's connection is destroyed without a response.
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use((req) => req.socket.destroy());
  return app;
};
