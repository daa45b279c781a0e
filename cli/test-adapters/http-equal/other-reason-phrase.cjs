// Real express@5 that sends another reason phrase than node's (translated, as RFC 9112 §4
// foresees): `HTTP/1.1 404 Introuvable`. A client ignores the reason phrase, and so do the checks.
const express = require('express5');

const writeHead = express.response.writeHead;
express.response.writeHead = function (status, ...rest) {
  // writeHead(status, [reason], [headers]): a reason given by the app is replaced too
  const headers = rest.find((r) => typeof r === 'object');
  return writeHead.call(this, status, `Statut ${status} (traduit)`, ...(headers ? [headers] : []));
};

module.exports = { name: 'express5-other-reason-phrase', generation: '5.x', fw: express };
