// @tinyhttp/app 3 (https://tinyhttp.v1rtl.site): a modern Express-like framework, ES modules only.
// `fw()` makes `new App()`; its app is not a request handler function, so the adapter serves it.
import * as http from 'node:http';
import * as https from 'node:https';
import * as fs from 'node:fs';
import { App } from '@tinyhttp/app';

// The package's exports do not include package.json: read it beside the resolved entry.
const entry = new URL(import.meta.resolve('@tinyhttp/app'));
const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', entry), 'utf8'));

export default {
  name: 'tinyhttp',
  version: pkg.version,
  generation: '5.x',
  fw: () => new App(),
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
