// express@5 whose app.set('query parser', value) is accepted and silently ignored: the setting keeps
// its default, as a framework that knows the name but not the setting.
const express = require('express5');
function fw() {
  const app = express();
  const set = app.set;
  app.set = function (name, value) {
    if (name === 'query parser' && arguments.length > 1) return this;
    return set.apply(this, arguments);
  };
  return app;
}
module.exports = { name: "express5 ignoring app.set('query parser')", generation: '5.x', fw: Object.assign(fw, express) };
