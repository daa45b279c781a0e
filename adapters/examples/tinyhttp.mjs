// @tinyhttp/app 3 (https://tinyhttp.v1rtl.site): a modern Express-like framework, ES modules only.
// `fw()` makes `new App()`; its app is not a request handler function, so the adapter serves it.
// tinyhttp ships Express's built-in middleware as separate packages: the body parsers are
// milliparsec, static files are sirv, and a router is an App of its own (mounted with
// app.use(path, subApp)). The adapter maps them onto fw.json/urlencoded/text/raw, fw.static and
// fw.Router, renaming options where only the name or unit differs; they answer as they do.
import * as http from 'node:http';
import * as https from 'node:https';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import { App } from '@tinyhttp/app';
import * as milliparsec from 'milliparsec';

const require = createRequire(import.meta.url);
const sirv = require('sirv');
const bytes = require('bytes');

// The package's exports do not include package.json: read it beside the resolved entry.
const entry = new URL(import.meta.resolve('@tinyhttp/app'));
const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', entry), 'utf8'));

/** Express body-parser options as milliparsec's: limit is payloadLimit (bytes); a type function is the same function. */
function parserOptions(options = {}) {
  const mapped = {};
  if (options.limit !== undefined) mapped.payloadLimit = typeof options.limit === 'string' ? bytes.parse(options.limit) : options.limit;
  if (typeof options.type === 'function') mapped.type = options.type;
  return mapped;
}

/** serve-static options as sirv's: maxAge is in seconds there; dotfiles is a boolean (allow or not). */
function staticOptions(options = {}) {
  const mapped = {};
  if (options.etag !== undefined) mapped.etag = options.etag;
  if (options.extensions !== undefined) mapped.extensions = options.extensions || [];
  if (typeof options.maxAge === 'number') mapped.maxAge = Math.floor(options.maxAge / 1000);
  if (options.immutable !== undefined) mapped.immutable = options.immutable;
  if (options.dotfiles !== undefined) mapped.dotfiles = options.dotfiles === 'allow';
  if (options.setHeaders !== undefined) mapped.setHeaders = options.setHeaders;
  return mapped;
}

const fw = Object.assign(() => new App(), {
  json: (options) => milliparsec.json(parserOptions(options)),
  urlencoded: (options) => milliparsec.urlencoded(parserOptions(options)),
  text: (options) => milliparsec.text(parserOptions(options)),
  raw: (options) => milliparsec.raw(parserOptions(options)),
  static: (root, options) => sirv(root, staticOptions(options)),
  Router: () => new App(),
});

export default {
  name: 'tinyhttp',
  version: pkg.version,
  generation: '5.x',
  fw,
  tls: true,
  serve(app, options = {}) {
    const handler = (req, res) => app.handler(req, res);
    const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        resolve({
          url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
          close: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }),
        });
      });
    });
  },
};
