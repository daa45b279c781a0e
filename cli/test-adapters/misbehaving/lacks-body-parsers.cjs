// Express 5 without its body parsers (fw.json, fw.urlencoded, ...), as frameworks that leave
// them to middleware packages are: a check whose app uses one is not implemented, not failed.
const express = require('express5');
const fw = (...args) => express(...args);
Object.assign(fw, express);
for (const parser of ['json', 'urlencoded', 'text', 'raw']) delete fw[parser];
module.exports = { name: 'no-body-parsers', generation: '5.x', fw };
