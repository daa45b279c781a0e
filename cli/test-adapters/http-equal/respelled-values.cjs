// Real express@5, whose header values go on the wire in other spellings that HTTP calls equal
// (RFC 9110): `text/plain;charset=UTF-8` for `text/plain; charset=utf-8`, a disposition type
// and parameter names in capitals with a token filename, lists without the space after ",",
// Cache-Control directives in capitals. A check that compares values as HTTP does passes it
// wherever it passes express@5 (features/support/field-equality.ts).
const express = require('express5');

const RESPELL = {
  // RFC 9110 §8.3.1: the type, subtype, parameter names and charset are case-insensitive; OWS around ";"
  'content-type': (v) => v.replace(/\s*;\s*/g, ';').replace(/charset=([^;]*)/i, (_, c) => `Charset=${c.toUpperCase()}`).replace(/^text\//, 'Text/'),
  // RFC 6266 §4.1: case-insensitive type and names; a token filename may go unquoted
  'content-disposition': (v) =>
    v.replace(/^attachment/, 'Attachment').replace(/;\s*filename=("?)([!#$%&'*+\-.^_`|~0-9A-Za-z]+)\1(?=;|$)/, ';FileName=$2'),
  // RFC 9110 §5.6.1: OWS around ","; field names and codings case-insensitive
  vary: (v) => v.replace(/\s*,\s*/g, ',').toLowerCase(),
  // RFC 9111 §5.2: directive names case-insensitive
  'cache-control': (v) => v.replace(/\s*,\s*/g, ',').replace(/(^|,)([a-z-]+)/g, (_, s, d) => s + d.toUpperCase()),
};

const writeHead = express.response.writeHead;
express.response.writeHead = function (...args) {
  for (const name of this.getHeaderNames()) {
    const respell = RESPELL[name];
    const value = this.getHeader(name);
    if (respell && typeof value === 'string') this.setHeader(name, respell(value));
  }
  return writeHead.apply(this, args);
};

module.exports = { name: 'express5-respelled-values', generation: '5.x', fw: express };
