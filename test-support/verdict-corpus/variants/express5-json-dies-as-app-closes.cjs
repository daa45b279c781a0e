// express@5 whose fw.json answers a body past the limit with 413, as it should, and leaves
// behind a listener that throws when the server closes (the inflater it never ended): the
// crafted request ends the process, not during its own exchange but as the app is closed.
const express = require('express5');

function json(options) {
  const parse = express.json(options);
  return (req, res, next) =>
    parse(req, res, (err) => {
      if (err && err.status === 413) {
        req.socket.server.once('close', () => {
          throw new Error('inflater left open: stream write after end');
        });
      }
      next(err);
    });
}
module.exports = { name: 'express5 whose fw.json dies as the app closes', generation: '5.x', fw: Object.assign(() => express(), express, { json }) };
