// Every request throws from a timer, where no framework can catch it. Each load of this module
// appends where it runs to the file FWC_TEST_LOADS names: "<pid> <thread id> <loads so far in
// this module instance>". FWC_TEST_NATIVE=1: it tries to load a native addon first (the name
// is no file: the try is what the framework process sees); FWC_TEST_SPAWN=1: it starts a
// process that sleeps, whose pid goes on the line too.
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const { threadId } = require('node:worker_threads');
const express = require('express5');

let loads = 0;
loads++;
if (process.env.FWC_TEST_NATIVE === '1') {
  try {
    process.dlopen({ exports: {} }, '/no/such/addon.node');
  } catch {
    // (there is none: what counts is that it was asked for)
  }
}
const sleeper = process.env.FWC_TEST_SPAWN === '1' ? spawn('sleep', ['60'], { stdio: 'ignore' }) : undefined;
fs.appendFileSync(process.env.FWC_TEST_LOADS, `${process.pid} ${threadId} ${loads}${sleeper ? ` ${sleeper.pid}` : ''}\n`);

module.exports = function fw() {
  const app = express();
  app.use(() => setTimeout(() => { throw new Error('thrown from a timer'); }, 1));
  return app;
};
