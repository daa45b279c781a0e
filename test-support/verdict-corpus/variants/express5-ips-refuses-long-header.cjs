// express@5 whose req.ips throws on an X-Forwarded-For header longer than 1000 characters:
// every such request is answered 500, the ordinary ones included.
const express = require('express5');
function fw() {
  const app = express();
  const ips = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), 'ips');
  Object.defineProperty(app.request, 'ips', {
    configurable: true,
    enumerable: true,
    get() {
      if ((this.headers['x-forwarded-for'] ?? '').length > 1000) throw new RangeError('X-Forwarded-For is too long');
      return ips.get.call(this);
    },
  });
  return app;
}
module.exports = { name: 'express5 refusing a long X-Forwarded-For', generation: '5.x', fw: Object.assign(fw, express) };
