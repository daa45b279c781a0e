// Every request throws from a timer, where no framework can catch it.
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use(() => setTimeout(() => { throw new Error('thrown from a timer'); }, 1));
  return app;
};
