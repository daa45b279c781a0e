// Express 5 whose every other request throws from a timer, where no framework can catch it:
// the framework process (or thread) that runs it is ended, and a fresh one takes the next check.
const express = require('express5');
let requests = 0;
module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => {
    if (++requests % 2 === 0) setTimeout(() => { throw new Error('thrown from a timer'); }, 1);
    else next();
  });
  return app;
};
