// express@5 whose fw.static ignores its dotfiles option and serves dotfiles as 'allow' does.
const express = require('express5');
const statik = (root, options = {}) => express.static(root, { ...options, dotfiles: 'allow' });
module.exports = { name: 'express5 serving dotfiles', generation: '5.x', fw: Object.assign(() => express(), express, { static: statik }) };
