// A planted fork (no installed Express release has the bug): express 5 whose fw.json applies
// its limit to the compressed bytes, inflates the body whole, and only then applies it to the
// inflated bytes (the class of CWE-409: a 64 KB gzip body becomes 64 MB in memory before
// anything says no). It answers 413 as a sound parser does; only what it spent tells.
const zlib = require('node:zlib');
const express = require('express5');

function fw() {
  return express();
}
Object.assign(fw, express);
fw.json = (options = {}) => {
  // only the limit's order is planted: a limit that is no byte size (NaN) is the default
  const limit = Number.isFinite(options.limit) ? options.limit : 100 * 1024;
  return (req, res, next) => {
    if (!req.is('json')) return next();
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      chunks.push(c);
    });
    req.on('end', () => {
      if (size > limit) return next(Object.assign(new Error('too large'), { status: 413 }));
      try {
        const raw = Buffer.concat(chunks);
        const encoding = (req.headers['content-encoding'] || 'identity').toLowerCase();
        const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw;
        if (body.length > limit) return next(Object.assign(new Error('too large'), { status: 413 }));
        req.body = JSON.parse(body.toString('utf8') || '{}');
        next();
      } catch (err) {
        next(Object.assign(err, { status: 400 }));
      }
    });
  };
};
module.exports = { name: 'planted: json inflates unbounded', generation: '5.x', fw };
