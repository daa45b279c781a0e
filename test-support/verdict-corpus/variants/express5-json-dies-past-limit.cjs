// express@5 whose fw.json inflates a compressed body as it streams and, once the inflated
// bytes pass the limit, throws from the inflater's callback, where nobody catches it: the
// crafted body ends the process (ultimate-express's fw.json does, on a gzip body).
const zlib = require('node:zlib');
const bytes = require('bytes');
const express = require('express5');

function json(options = {}) {
  const limit = typeof options.limit === 'string' ? bytes.parse(options.limit) : options.limit ?? 100 * 1024;
  return (req, res, next) => {
    if (!req.is('json')) return next();
    const encoding = (req.headers['content-encoding'] || 'identity').toLowerCase();
    const stream = encoding === 'gzip' ? req.pipe(zlib.createGunzip()) : encoding === 'deflate' ? req.pipe(zlib.createInflate()) : req;
    const chunks = [];
    let size = 0;
    stream.on('data', (chunk) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) setImmediate(() => { throw new RangeError(`request entity too large: ${size} > ${limit}`); });
    });
    stream.on('error', (err) => next(Object.assign(err, { status: 400 })));
    stream.on('end', () => {
      try {
        req.body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        next();
      } catch (err) {
        next(Object.assign(err, { status: 400 }));
      }
    });
  };
}
module.exports = { name: 'express5 whose fw.json dies past the limit', generation: '5.x', fw: Object.assign(() => express(), express, { json }) };
