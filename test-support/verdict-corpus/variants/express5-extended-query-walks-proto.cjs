// express@5 whose 'extended' query parser nests bracketed keys by walking the object as
// written: "a[__proto__][x]=1" walks into Object.prototype and writes x there.
const express = require('express5');

function nested(query) {
  const out = {};
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const decode = (s) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(rawKey);
    const keys = key.split(/[[\]]+/).filter(Boolean);
    let at = out;
    for (const k of keys.slice(0, -1)) {
      if (typeof at[k] !== 'object' || at[k] === null) at[k] = {};
      at = at[k];
    }
    if (keys.length) at[keys[keys.length - 1]] = decode(rawValue);
  }
  return out;
}

function fw() {
  const app = express();
  const set = app.set;
  app.set = function (name, value) {
    if (name === 'query parser' && value === 'extended') return set.call(this, name, nested);
    return set.apply(this, arguments);
  };
  return app;
}
module.exports = { name: 'express5 whose extended query parser walks __proto__', generation: '5.x', fw: Object.assign(fw, express) };
