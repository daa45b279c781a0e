// express@5 without fw.urlencoded: a framework that ships a JSON body parser only.
const express = require('express5');
const fw = Object.assign(() => express(), express, { urlencoded: undefined });
module.exports = { name: 'express5 without fw.urlencoded', generation: '5.x', fw };
