// express@5 whose fw.static refuses any path with a dot-dot segment (raw or encoded) with a
// 403 error of its own, before serve-static looks: a traversal refused another way, as safe.
const express = require('express5');
const UP = /(^|\/|\\|%2f|%5c)(\.|%2e){2}(\/|\\|%2f|%5c|%00|$)/i;

function statik(root, options) {
  const serve = express.static(root, options);
  return (req, res, next) => {
    if (UP.test(req.url)) return next(Object.assign(new Error('Forbidden'), { status: 403, expose: true }));
    return serve(req, res, next);
  };
}
module.exports = { name: 'express5 refusing traversal with 403', generation: '5.x', fw: Object.assign(() => express(), express, { static: statik }) };
