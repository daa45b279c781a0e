// Real express@5 whose list-valued fields go on the wire as one field line per member
// (`Vary: Accept` and `Vary: Origin` for `Vary: Accept, Origin`): RFC 9110 §5.3 makes the
// lines of one field name one list, joined in order with ", ", so a check that reads the field
// as HTTP does passes it wherever it passes express@5.
const express = require('express5');

// Fields whose value is a list (RFC 9110 §5.6.1), so splitting at a top-level "," keeps it whole.
const LISTS = new Set(['vary', 'cache-control', 'allow', 'link', 'accept-ranges', 'content-language']);

/** The members of a list value, split at commas outside quoted strings and <...>. */
function members(value) {
  const out = [];
  let cur = '';
  let quoted = false;
  let angle = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && quoted) { cur += c + (value[++i] ?? ''); continue; }
    if (c === '"') quoted = !quoted;
    else if (c === '<' && !quoted) angle = true;
    else if (c === '>' && !quoted) angle = false;
    if (c === ',' && !quoted && !angle) { out.push(cur.trim()); cur = ''; continue; }
    cur += c;
  }
  out.push(cur.trim());
  return out.filter((m) => m.length > 0);
}

const writeHead = express.response.writeHead;
express.response.writeHead = function (...args) {
  for (const name of this.getHeaderNames()) {
    const value = this.getHeader(name);
    if (LISTS.has(name) && typeof value === 'string') {
      const parts = members(value);
      if (parts.length > 1) this.setHeader(name, parts);
    }
  }
  return writeHead.apply(this, args);
};

module.exports = { name: 'express5-split-field-lines', generation: '5.x', fw: express };
