// A planted fork (ultimate-express 2.1.0 does this): express 5 whose fw.json refuses a body
// that inflates past the limit with 413, as a sound parser does, then goes on writing to the
// answered request, and the error that gives is thrown where nobody catches it. A small
// compressed body over the limit ends the process: a denial of service, seen as the
// framework's death on the check's request (features/support/hooks.ts), not as a cost.
const zlib = require('node:zlib');
const express = require('express5');

function fw() {
  return express();
}
Object.assign(fw, express);
fw.json = () => {
  const limit = 100 * 1024;
  return (req, res, next) => {
    if (!req.is('json')) return next();
    const encoding = (req.headers['content-encoding'] || 'identity').toLowerCase();
    const source = encoding === 'gzip' ? req.pipe(zlib.createGunzip()) : encoding === 'deflate' ? req.pipe(zlib.createInflate()) : req;
    const chunks = [];
    let size = 0;
    let refused = false;
    source.on('data', (c) => {
      size += c.length;
      if (size > limit && !refused) {
        refused = true;
        next(Object.assign(new Error('too large'), { status: 413 }));
        // the answered request is written to once more, outside any handler's reach
        setImmediate(() => {
          throw new Error("Can't write body: Response was already sent");
        });
      }
      if (!refused) chunks.push(c);
    });
    source.on('error', (err) => next(Object.assign(err, { status: 400 })));
    source.on('end', () => {
      if (refused) return;
      try {
        req.body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        next();
      } catch (err) {
        next(Object.assign(err, { status: 400 }));
      }
    });
  };
};
module.exports = { name: 'planted: json dies past the limit', generation: '5.x', fw };
