// ultimate-express 2 (the shipped example adapter) whose fw.json is its own with inflate off:
// a compressed body is refused before anything is inflated (with a 500: its error has no status).
const example = require('../../../adapters/examples/ultimate-express.cjs');
const express = example.fw;
const fw = Object.assign((...args) => express(...args), express, { json: (options = {}) => express.json({ ...options, inflate: false }) });
module.exports = { ...example, name: 'ultimate-express with fw.json not inflating', fw };
