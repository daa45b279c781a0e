// A planted fork (no installed Express release has the bug): express 5 whose fw.static, as a
// shortcut, decodes the path a second time and serves any file it finds, without checking
// that it is still inside the root (the class of CVE-2014-6394: %252e%252e is "..").
const fs = require('node:fs');
const path = require('node:path');
const express = require('express5');

function fw() {
  return express();
}
Object.assign(fw, express);
fw.static = (root, options) => {
  const served = express.static(root, options);
  return (req, res, next) => {
    let wanted;
    try {
      wanted = decodeURIComponent(decodeURIComponent(req.path));
    } catch {
      return served(req, res, next);
    }
    const file = path.join(root, wanted);
    fs.stat(file, (err, stat) => (!err && stat.isFile() ? res.sendFile(file, { dotfiles: 'allow' }) : served(req, res, next)));
  };
};
module.exports = { name: 'planted: static decodes twice', generation: '5.x', fw };
