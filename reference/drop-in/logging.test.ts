// morgan, unchanged, on Express and on the reference, logging to a captured
// stream: the predefined formats (combined, common, tiny, dev), :url as the
// original URL inside mounted routers, :remote-addr from req.ip (trust proxy),
// :remote-user from Basic auth, :res[header], custom tokens, skip.
import { Writable } from 'node:stream';
import morgan from 'morgan';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../test-support/time-factor';
import { GENERATIONS, onBoth, until } from './harness';

function captured(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { stream, lines };
}

/** Log lines with the parts that vary between runs (time, port) made constant. */
function normalize(line: string): string {
  return line
    .replace(/\[\d{2}\/\w{3}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000\]/, '[DATE]')
    .replace(/\d+(\.\d+)? ms/, 'N ms')
    .replace(/ \d+\.\d{3}$/, ' N')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');
}

function loggingApp(fw: any, format: string, stream: Writable, options: morgan.Options<any, any> = {}) {
  const app = fw();
  app.use(morgan(format, { stream, ...options }));
  const api = fw.Router();
  api.get('/items/:id', (req: any, res: any) => res.json({ id: req.params.id }));
  app.use('/api', api);
  app.get('/text', (req: any, res: any) => res.type('text').send('hello'));
  app.get('/teapot', (req: any, res: any) => res.status(418).send('short and stout'));
  app.get('/redirect', (req: any, res: any) => res.redirect('/text'));
  return app;
}

async function logsFor(
  fw: any,
  listen: (app: any) => Promise<{ request(): any }>,
  format: string,
  requests: Array<(request: () => any) => Promise<unknown>>,
  options: morgan.Options<any, any> = {},
  expectedLines = requests.length,
): Promise<string[]> {
  const { stream, lines } = captured();
  const { request } = await listen(loggingApp(fw, format, stream, options));
  for (const send of requests) await send(request);
  // morgan writes when the response has finished, possibly after the client read it.
  await until(() => lines.length >= expectedLines, scaled(2000));
  return lines.map(normalize);
}

const traffic = [
  (r: () => any) => r().get('/api/items/42?x=1').set('User-Agent', 'vitest/1').set('Referer', 'http://ref.example/'),
  (r: () => any) => r().get('/text').auth('alice', 'secret'),
  (r: () => any) => r().get('/teapot'),
  (r: () => any) => r().get('/nowhere'),
  (r: () => any) => r().get('/redirect'),
];

for (const gen of GENERATIONS) {
  describe(`morgan on ${gen}`, () => {
    it('combined format: one Apache-style line per request', async () => {
      const r = await onBoth(gen, ({ fw, listen }) => logsFor(fw, listen, 'combined', traffic));
      expect(r.reference).toEqual(r.express);
      // {"id":"42"} is 11 bytes; the 404 page is the final handler's HTML; the
      // redirect body is the plain-text one ("Found. Redirecting to /text").
      expect(r.reference).toEqual([
        '127.0.0.1 - - [DATE] "GET /api/items/42?x=1 HTTP/1.1" 200 11 "http://ref.example/" "vitest/1"',
        '127.0.0.1 - alice [DATE] "GET /text HTTP/1.1" 200 5 "-" "-"',
        '127.0.0.1 - - [DATE] "GET /teapot HTTP/1.1" 418 15 "-" "-"',
        '127.0.0.1 - - [DATE] "GET /nowhere HTTP/1.1" 404 146 "-" "-"',
        '127.0.0.1 - - [DATE] "GET /redirect HTTP/1.1" 302 27 "-" "-"',
      ]);
    });

    it('tiny and dev formats; :response-time is present', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => ({
        tiny: await logsFor(fw, listen, 'tiny', traffic.slice(0, 3)),
        dev: await logsFor(fw, listen, 'dev', traffic.slice(2, 3)),
      }));
      expect(r.reference).toEqual(r.express);
      expect(r.reference.tiny).toEqual(['GET /api/items/42?x=1 200 11 - N ms', 'GET /text 200 5 - N ms', 'GET /teapot 418 15 - N ms']);
      // dev colours the status (4xx yellow), unless NO_COLOR was set when morgan loaded.
      const dev = process.env.NO_COLOR ? 'GET /teapot 418 N ms - 15' : '\x1b[0mGET /teapot \x1b[33m418\x1b[0m N ms - 15\x1b[0m';
      expect(r.reference.dev).toEqual([dev]);
    });

    it('custom tokens, :res[header], :remote-addr through a trusted proxy, and skip', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        morgan.token('user-id', (req: any) => req.params?.id ?? req.query?.user ?? '-');
        const { stream, lines } = captured();
        const app = fw();
        app.set('trust proxy', 'loopback');
        app.use(
          morgan(':remote-addr :method :url :status :res[content-type] :req[x-request-id] :user-id', {
            stream,
            skip: (req: any, res: any) => res.statusCode === 404,
          }),
        );
        app.get('/users/:id', (req: any, res: any) => res.json({ ok: true }));
        app.get('/q', (req: any, res: any) => res.send('q'));
        const { request } = await listen(app);
        await request().get('/users/9').set('X-Forwarded-For', '203.0.113.7').set('X-Request-Id', 'req-1');
        await request().get('/missing');
        await request().get('/q?user=bob');
        await until(() => lines.length >= 2, scaled(2000));
        // Give a wrongly logged 404 time to show up before counting lines.
        await new Promise((res) => setTimeout(res, 20));
        return lines;
      });
      expect(r.reference).toEqual(r.express);
      // :remote-addr is req.ip: the X-Forwarded-For client, as loopback is trusted.
      // :user-id runs at finish and still sees the matched route's req.params.
      expect(r.reference).toEqual([
        '203.0.113.7 GET /users/9 200 application/json; charset=utf-8 req-1 9',
        '127.0.0.1 GET /q?user=bob 200 text/html; charset=utf-8 - bob',
      ]);
      expect(r.reference).toHaveLength(2);
    });
  });
}
