// express@5 whose apps indent JSON by two spaces unless told otherwise ("json spaces" 2 by
// default), as tinyhttp's res.json does: the same values, other bytes.
const express = require('express5');
function fw() {
  const app = express();
  app.set('json spaces', 2);
  return app;
}
module.exports = { name: 'express5 with indented JSON', generation: '5.x', fw: Object.assign(fw, express) };
