// polka 0.5 (the shipped example adapter) whose fw.static is Express's serve-static in
// place of sirv: no /.well-known/ exemption.
const example = require('../../../adapters/examples/polka.cjs');
const express = require('express4');
module.exports = { ...example, name: 'polka with serve-static', fw: Object.assign(example.fw, { static: express.static }) };
