// app.listen's server builds req/res with the app's prototypes from the start
// (listen.ts), a fast path beside the straightforward one: a server made with
// http.createServer(app), where app.handle changes each object's prototype.
// For generated requests, both answer alike: status, headers and body.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import reference3 from './3.x';
import reference4 from './4.x';
import reference5 from './5.x';
import type { Framework } from './create';
import { sendRequest, type Reply, type Send } from './test-support/http';
import type { Next, Req, Res } from './types';

const FILES = path.join(__dirname, 'test-support', 'files');

/** An app touching most of fw.request and fw.response, a sub-app and the static middleware. */
function buildApp(fw: Framework) {
  const app = fw();
  const sub = fw();
  sub.get('/:name', (req: Req, res: Res) => res.json({ name: req.params.name, baseUrl: req.baseUrl, url: req.url }));
  app.use(fw.json());
  app.use('/files', fw.static(FILES));
  app.use('/sub', sub);
  app.get('/', (_req: Req, res: Res) => res.send('Hello World'));
  app.get('/info', (req: Req, res: Res) =>
    res.json({ query: req.query, host: req.hostname, protocol: req.protocol, xhr: req.xhr, fresh: req.fresh, accepts: req.accepts(['json', 'html']) }),
  );
  app.post('/echo', (req: Req, res: Res) => res.status(201).json(req.body));
  app.get('/cookie', (_req: Req, res: Res) => res.cookie('a', 'b', { httpOnly: true }).type('txt').send('set'));
  app.get('/redirect', (_req: Req, res: Res) => res.redirect('/there?x=<y>'));
  app.get('/error', (_req: Req, _res: Res, next: Next) => next(Object.assign(new Error('nope'), { status: 418 })));
  app.all('/any', (req: Req, res: Res) => res.send(req.method));
  app.set('env', 'test');
  return app;
}

const request: fc.Arbitrary<Send> = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
  path: fc.constantFrom('/', '/info', '/info?a=1&a=2&b[c]=d', '/echo', '/cookie', '/redirect', '/error', '/any', '/sub/x%20y', '/files/hello.txt', '/files', '/files/.hidden', '/missing', '//x', '/%E0%A4%A'),
  headers: fc.record(
    {
      accept: fc.constantFrom('application/json', 'text/html', 'text/plain;q=0.5, */*;q=0.1', 'image/png'),
      'if-none-match': fc.constantFrom('W/"b-Ck1VqNd45QIvq3AZd8XYQLvEhtA"', '*', 'W/"x"'),
      'x-requested-with': fc.constant('XMLHttpRequest'),
      host: fc.constantFrom('example.com', 'a.b.example.com:8080'),
      'content-type': fc.constantFrom('application/json', 'text/plain'),
    },
    { requiredKeys: [] },
  ),
  body: fc.option(fc.constantFrom('{"a":1}', '[1,2]', '{bad', ''), { nil: undefined }),
});

/** A reply without what differs between any two answers (the Date header). */
function comparable(reply: Reply): Reply {
  const { date: _date, ...headers } = reply.headers;
  return { ...reply, headers };
}

async function serve(server: http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each([
  ['3.x', reference3 as Framework],
  ['4.x', reference4 as Framework],
  ['5.x', reference5 as Framework],
])('%s: app.listen answers as http.createServer(app) does', (_name, fw) => {
  it('for generated requests', async () => {
    const fast = await serve(buildApp(fw).listen(0, '127.0.0.1'));
    const plain = await serve(http.createServer(buildApp(fw)).listen(0, '127.0.0.1'));
    try {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const [a, b] = await Promise.all([sendRequest(fast.port, r), sendRequest(plain.port, r)]);
          expect(comparable(a)).toEqual(comparable(b));
        }),
        { numRuns: 150 },
      );
    } finally {
      await fast.close();
      await plain.close();
    }
  });

  it('and its objects have the app prototypes when they arrive', async () => {
    const app = fw();
    app.get('/', (_req: Req, res: Res) => res.end());
    const server = app.listen(0, '127.0.0.1');
    const seen: boolean[] = [];
    server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });
    const served = await serve(server);
    try {
      await sendRequest(served.port, { path: '/' });
      expect(seen).toEqual([true]);
    } finally {
      await served.close();
    }
  });
});
