// Each request takes memory fast and blocks the event loop meanwhile, as a leak does when the
// process pages and collects garbage without end: Buffers of 8 MiB, filled so that their pages
// are resident, every 25 ms up to FWC_TEST_LEAK_MIB (default 96), then a synchronous loop for
// good. Under a --max-memory a little above that, the stall is the memory's doing.
const express = require('express5');
const LEAK_MIB = Number(process.env.FWC_TEST_LEAK_MIB || 96);
const held = [];
module.exports = function fw() {
  const app = express();
  app.use(() => {
    for (let taken = 0; taken < LEAK_MIB; taken += 8) {
      held.push(Buffer.alloc(8 * 1024 * 1024, 1));
      const until = Date.now() + 25;
      while (Date.now() < until);
    }
    for (;;);
  });
  return app;
};
