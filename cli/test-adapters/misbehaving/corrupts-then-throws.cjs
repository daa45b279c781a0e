// In the first framework process of a run (the one that creates the file FWC_TEST_MARK
// names), the first request corrupts the process's shared state (a module-level flag, a
// patched prototype of node's own ServerResponse) and then throws from a timer, where nobody
// can catch it. A check that ran on this process afterwards would see the corruption: a 500
// with "corrupted by an earlier check" as its body. Later processes answer as express@5 does.
const fs = require('node:fs');
const http = require('node:http');
const express = require('express5');

const first = claim(process.env.FWC_TEST_MARK);
let corrupted = false;

function claim(file) {
  try {
    fs.closeSync(fs.openSync(file, 'wx'));
    return true;
  } catch {
    return false;
  }
}

function corrupt() {
  corrupted = true;
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function (status, ...rest) {
    return writeHead.call(this, 500, ...rest);
  };
}

module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => {
    if (corrupted) return res.send('corrupted by an earlier check');
    if (!first) return next();
    corrupt();
    setTimeout(() => {
      throw new Error('thrown after corrupting the process');
    }, 1);
  });
  return app;
};
