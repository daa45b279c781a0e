// A planted fork: express 5 whose res.json ignores the 'json spaces' setting (a fork that
// "optimised" res.json into a plain JSON.stringify). The diff must find it and shrink it.
const express = require('express5');

function fw() {
  const app = express();
  app.response.json = function json(obj) {
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json');
    return this.send(JSON.stringify(obj));
  };
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'planted: res.json ignores json spaces', generation: '5.x', fw };
