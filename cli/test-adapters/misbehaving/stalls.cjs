// The first request of each framework process stalls its event loop for 1.6 s of CPU time (as
// a long garbage collection of a leaking heap does: on a busy machine it lasts longer on the
// clock) and is then never answered; the loop answers pings again after the stall. Later
// requests are answered as express@5 does.
const express = require('express5');
let stalled = false;
module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => {
    if (stalled) return next();
    stalled = true;
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const until = cpuMs() + 1600;
    while (cpuMs() < until);
  });
  return app;
};
