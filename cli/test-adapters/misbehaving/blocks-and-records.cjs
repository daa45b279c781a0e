// Records its framework process's pid in the file FWC_TEST_PIDS names as it starts handling a
// request, then blocks the event loop for good: a framework process that cannot notice that
// its check process is gone.
const fs = require('node:fs');
const express = require('express5');
module.exports = function fw() {
  const app = express();
  app.use(() => {
    fs.appendFileSync(process.env.FWC_TEST_PIDS, `${process.pid}\n`);
    for (;;);
  });
  return app;
};
