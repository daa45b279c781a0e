// A planted fork (no installed Express release has the bug): express 5 whose fw.static drops
// the dotfiles option and serves every dotfile (the class of CWE-538: .env, .git served).
const express = require('express5');

function fw() {
  return express();
}
Object.assign(fw, express);
fw.static = (root, options = {}) => express.static(root, { ...options, dotfiles: 'allow' });
module.exports = { name: 'planted: static ignores dotfiles', generation: '5.x', fw };
