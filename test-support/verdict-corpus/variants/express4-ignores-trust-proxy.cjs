// express@4 whose app.set('trust proxy', value) is accepted and silently ignored: the setting keeps
// its default, as a framework that knows the name but not the setting.
const express = require('express4');
function fw() {
  const app = express();
  const set = app.set;
  app.set = function (name, value) {
    if (name === 'trust proxy' && arguments.length > 1) return this;
    return set.apply(this, arguments);
  };
  return app;
}
module.exports = { name: "express4 ignoring app.set('trust proxy')", generation: '4.x', fw: Object.assign(fw, express) };
