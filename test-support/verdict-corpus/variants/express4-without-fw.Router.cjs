// express@4 without fw.Router: a framework whose only router is the app's own.
const express = require('express4');
const fw = Object.assign(() => express(), express, { Router: undefined });
module.exports = { name: 'express4 without fw.Router', generation: '4.x', fw };
