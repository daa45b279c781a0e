// express@5 without res.json: a handler that calls it throws a TypeError, which Express
// catches (a 500) and prints, as a framework lacking that member of the interface would.
const express = require('express5');
module.exports = Object.assign(function fw() {
  const app = express();
  app.use((req, res, next) => {
    res.json = undefined;
    next();
  });
  return app;
}, express); // fw.json, fw.Router, ...: express's own
