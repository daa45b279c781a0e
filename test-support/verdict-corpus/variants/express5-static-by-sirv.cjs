// express@5 whose fw.static is sirv (polka's and tinyhttp's choice), its options mapped as the
// example adapters map them. sirv serves /.well-known/ even without dotfiles (RFC 8615, in
// its documentation).
const express = require('express5');
const sirv = require('sirv');

function statik(root, options = {}) {
  return sirv(root, { dotfiles: options.dotfiles === 'allow', etag: options.etag !== false });
}
module.exports = { name: 'express5 with sirv as fw.static', generation: '5.x', fw: Object.assign(() => express(), express, { static: statik }) };
