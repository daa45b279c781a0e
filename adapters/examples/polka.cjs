// polka 0.5 (https://github.com/lukeed/polka): an Express-like router on node:http.
// Its app is not a request handler function, so the adapter serves it itself.
// polka ships Express's built-in middleware as separate packages: the body parsers are
// @polka/parse, static files are sirv (both by polka's author), and a router is a polka app of
// its own (mounted with app.use(path, subApp)). The adapter maps them onto fw.json/urlencoded/
// text/raw, fw.static and fw.Router, renaming options where only the name or unit differs;
// they answer as they do.
const http = require('node:http');
const polka = require('polka');
const parse = require('@polka/parse');
const sirv = require('sirv');
const bytes = require('bytes');

/** Express body-parser options as @polka/parse's: limit in bytes; a content type string is the same string. */
function parserOptions(options = {}) {
  const mapped = {};
  if (options.limit !== undefined) mapped.limit = typeof options.limit === 'string' ? bytes.parse(options.limit) : options.limit;
  if (typeof options.type === 'string') mapped.type = options.type;
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

const fw = Object.assign((options) => polka(options), {
  json: (options) => parse.json(parserOptions(options)),
  urlencoded: (options) => parse.urlencoded(parserOptions(options)),
  text: (options) => parse.text(parserOptions(options)),
  raw: (options) => parse.raw(parserOptions(options)),
  static: (root, options) => sirv(root, staticOptions(options)),
  Router: () => polka(),
});

module.exports = {
  name: 'polka',
  version: require('polka/package.json').version,
  generation: '4.x',
  fw,
  tls: true,
  serve(app, options = {}) {
    const handler = (req, res) => app.handler(req, res);
    const server = options.tls ? require('node:https').createServer(options.tls, handler) : http.createServer(handler);
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
