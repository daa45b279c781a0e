// express@5 whose fw.static redirects a directory to the request's own path plus "/", as it
// came: "//evil.example/%2e%2e" becomes a protocol-relative Location (CVE-2015-1164's bug).
const fs = require('node:fs');
const path = require('node:path');
const express = require('express5');

function statik(root, options = {}) {
  const serve = express.static(root, { ...options, redirect: false });
  return (req, res, next) => {
    let target;
    try {
      target = path.join(root, decodeURIComponent(req.path));
    } catch {
      return serve(req, res, next);
    }
    if (!req.path.endsWith('/') && target.startsWith(root) && fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
      return res.redirect(301, `${req.originalUrl.split('?')[0]}/`);
    }
    return serve(req, res, next);
  };
}
module.exports = { name: 'express5 redirecting directories raw', generation: '5.x', fw: Object.assign(() => express(), express, { static: statik }) };
