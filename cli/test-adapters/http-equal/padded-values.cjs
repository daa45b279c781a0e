// Real express@5, whose every header value goes on the wire padded with spaces and tabs:
// `Content-Length: \t 13 \t`. RFC 9112 §5: field-line = field-name ":" OWS field-value OWS, so
// the value is the same; the suite's client reads it as any user agent does.
const express = require('express5');

const writeHead = express.response.writeHead;
express.response.writeHead = function (...args) {
  for (const name of this.getHeaderNames()) {
    const value = this.getHeader(name);
    if (typeof value === 'string' || typeof value === 'number') this.setHeader(name, `\t ${value} \t`);
    else if (Array.isArray(value)) this.setHeader(name, value.map((v) => ` ${v}\t`));
  }
  return writeHead.apply(this, args);
};

module.exports = { name: 'express5-padded-values', generation: '5.x', fw: express };
