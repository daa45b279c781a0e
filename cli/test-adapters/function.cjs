// Function form: the module exports the framework function itself.
module.exports = require('express5');
