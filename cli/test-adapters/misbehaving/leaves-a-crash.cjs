// The first request a process serves leaves work behind that fails later: a promise whose
// reaction throws, resolved as the next check on that process makes its app (the reaction
// runs in the first check's async context, as a file callback called after the answer
// would). Otherwise express@5.
const express = require('express5');

let armed = false;
let release;

module.exports = Object.assign(function fw() {
  if (release) release();
  release = undefined;
  const app = express();
  app.use((req, res, next) => {
    if (!armed) {
      armed = true;
      new Promise((resolve) => (release = resolve)).then(() => {
        throw new Error('thrown by work the first check left running');
      });
    }
    next();
  });
  return app;
}, express);
