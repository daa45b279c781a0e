// Request helpers, compared with real Express of the same generation.
import { describe, expect, it } from 'vitest';
import { differential, withServer, type Send } from './test-support/http';
import fw5 from './5.x';
import { hearDeprecations } from '../test-support/deprecations';

// Express's deprecated signatures are compared on purpose: its notices are heard, not printed.
hearDeprecations();

type Case = [name: string, setup: (fw: any, app: any) => void, requests: Array<Send | string>];

const info = (req: any, res: any) =>
  res.json({
    ip: req.ip, ips: req.ips, protocol: req.protocol, secure: req.secure, hostname: req.hostname, host: req.host,
    subdomains: req.subdomains, xhr: req.xhr, path: req.path, query: req.query,
  });

const proxied: Send = {
  path: '/p?a=1',
  headers: { 'X-Forwarded-For': '10.0.0.1, 203.0.113.5, 127.0.0.1', 'X-Forwarded-Proto': 'https, http', 'X-Forwarded-Host': 'api.sub.example.com:8080, other', Host: 'a.b.example.org:3000' },
};
const trustCase = (value: unknown): Case => [`trust proxy ${String(value)}`, (fw, app) => { app.set('trust proxy', value); app.get('/p', info); }, [proxied]];

const cases: Case[] = [
  ['defaults', (fw, app) => app.get('/p', info), [proxied, { path: '/p', headers: { Host: '[::1]:80', 'X-Requested-With': 'XMLHttpRequest' } }, { path: '/p', headers: { Host: '127.0.0.1' } }]],
  trustCase(true), trustCase(1), trustCase(2), trustCase('loopback'), trustCase('127.0.0.1, 203.0.113.0/24'), trustCase(['loopback', '203.0.113.5']),
  ['trust proxy function', (fw, app) => { app.set('trust proxy', (addr: string, i: number) => i < 2); app.get('/p', info); }, [proxied]],
  ['subdomain offset', (fw, app) => { app.set('subdomain offset', 1); app.get('/p', info); }, [proxied]],
  ['query parsers', (fw, app) => {
    const sub = fw();
    sub.set('query parser', false);
    sub.get('/q', (req: any, res: any) => res.json(req.query));
    app.use('/off', sub);
    const custom = fw();
    custom.set('query parser', (s: string) => ({ raw: s }));
    custom.get('/q', (req: any, res: any) => res.json(req.query));
    app.use('/custom', custom);
    const ext = fw();
    ext.set('query parser', 'extended');
    ext.get('/q', (req: any, res: any) => res.json(req.query));
    app.use('/ext', ext);
    app.set('query parser', 'extended');
    app.get('/q', (req: any, res: any) => res.json(req.query));
  }, ['/q?a[b]=1&a[c]=2&d=1&d=2&__proto__[x]=1', '/ext/q?a[b]=1&__proto__[polluted]=1&constructor[prototype][p]=1', '/custom/q?z=1', '/off/q?z=1']],
  ['accepts family', (fw, app) => app.get('/a', (req: any, res: any) => res.json({
    t: req.accepts(['json', 'text/html']), none: req.accepts('image/png'), e: req.acceptsEncodings('gzip', 'br'),
    c: req.acceptsCharsets('utf-8'), l: req.acceptsLanguages('fr', 'en'), all: req.acceptsLanguages(),
  })), [{ path: '/a', headers: { Accept: 'text/html,application/json;q=0.5', 'Accept-Encoding': 'br', 'Accept-Language': 'en-US, en;q=0.8' } }, '/a']],
  ['is, get, range', (fw, app) => app.post('/i', (req: any, res: any) => res.json({
    json: req.is('json'), text: req.is('text/*'), wild: req.is(['html', 'application/*']), ref: req.get('Referrer'),
    range: req.range(1000), combined: req.range(1000, { combine: true }), type: req.range(1000)?.type,
  })), [{ method: 'POST', path: '/i', body: '{}', headers: { 'Content-Type': 'application/json; charset=utf-8', Referer: '/from', Range: 'bytes=0-10,5-20' } },
    { method: 'POST', path: '/i', headers: { Range: 'bytes=2000-3000' } }, { method: 'POST', path: '/i', headers: { Range: 'bytes=5-1' } }]],
  ['fresh and stale', (fw, app) => app.get('/f', (req: any, res: any) => { res.set('ETag', '"abc"'); res.json({ fresh: req.fresh, stale: req.stale }); }),
    [{ path: '/f', headers: { 'If-None-Match': '"abc"' } }, { path: '/f', headers: { 'If-None-Match': '"x"' } }]],
];

for (const gen of ['4.x', '5.x'] as const) {
  describe(`request (${gen}) behaves like Express`, () => {
    for (const [name, setup, requests] of cases) {
      // Express 4 parses req.query once with the root app's parser; the spec says a
      // sub-app does not inherit 'query parser', and the reference uses the sub-app's own.
      if (gen === '4.x' && name === 'query parsers') continue;
      it(name, async () => {
        const r = await differential(gen, setup, requests);
        expect(r.reference).toEqual(r.express);
      });
    }
  });
}

describe('query parsing cannot pollute prototypes', () => {
  it('extended and simple parsers leave Object.prototype alone', async () => {
    for (const gen of ['4.x', '5.x'] as const) {
      await differential(gen, (fw, app) => {
        app.set('query parser', 'extended');
        app.get('/', (req: any, res: any) => res.json(req.query));
      }, ['/?__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1']);
      expect(({} as any).polluted).toBeUndefined();
      expect(Object.prototype.hasOwnProperty('polluted')).toBe(false);
    }
  });
});

describe('req.range', () => {
  it('is -2 for a malformed header (spec), -1 for an unsatisfiable one', async () => {
    const app = (fw5 as any)();
    app.get('/', (req: any, res: any) => res.json([req.range(100), req.range(100, { combine: true })]));
    await withServer(app, async (send) => {
      expect(JSON.parse((await send({ path: '/', headers: { Range: 'items=x' } })).body)).toEqual([-2, -2]);
      expect(JSON.parse((await send({ path: '/', headers: { Range: 'bytes=500-' } })).body)).toEqual([-1, -1]);
      expect((await send('/')).body).toBe('[null,null]');
    });
  });
});
