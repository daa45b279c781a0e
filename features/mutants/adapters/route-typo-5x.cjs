// A 5.x fork whose route methods look at each handler with a typo: a non-function
// handler makes it crash with a TypeError ("Cannot read properties of undefined")
// instead of refusing the argument.
const express = require('express5');

function fw() {
  const app = express();
  const get = app.get;
  app.get = function (path, ...handlers) {
    if (handlers.length) for (const h of handlers.flat()) if (typeof h !== 'function') h.call.apply(h, []);
    return get.apply(this, arguments);
  };
  return app;
}
Object.assign(fw, express);
module.exports = { name: 'express5-route-typo', generation: '5.x', fw };
