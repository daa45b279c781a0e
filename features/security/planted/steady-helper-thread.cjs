// A planted framework that is safe: the reference, in a process with a helper thread that
// works on its own steadily (as a log shipper's or an exporter's thread does): 1 ms of CPU
// every 5 ms. What an attacker's request costs it is what it costs the reference; the
// helper's work is the process's pace at rest, no request's (features/steps/cpu-cost.steps.ts).
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const helper = new Worker(
  `const burn = () => { const end = process.hrtime.bigint() + 1000000n; while (process.hrtime.bigint() < end); };
   setInterval(burn, 5);`,
  { eval: true },
);
helper.unref();
module.exports = require(path.join(__dirname, '..', '..', '..', 'dist', 'reference', '5.x.js'));
