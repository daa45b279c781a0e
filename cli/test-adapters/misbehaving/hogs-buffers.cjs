// Every request holds on to more and more memory outside the JavaScript heap (Buffers,
// filled so that their pages are resident), 32 MiB every few milliseconds, and never answers.
const express = require('express5');
const held = [];
module.exports = function fw() {
  const app = express();
  app.use(() => {
    const grow = () => {
      held.push(Buffer.alloc(32 * 1024 * 1024, 1));
      setTimeout(grow, 5);
    };
    grow();
  });
  return app;
};
