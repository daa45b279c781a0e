// express-session, unchanged, on Express and on the reference: the session
// cookie, state kept across requests, regenerate/destroy, rolling expiry, and
// Secure cookies behind a trusted proxy (req.secure from 'trust proxy').
import session from 'express-session';
import { describe, expect, it } from 'vitest';
import { cookieShapes, GENERATIONS, onBoth, parseSetCookie } from './harness';

function sessionApp(fw: any, options: Partial<session.SessionOptions> = {}) {
  const app = fw();
  app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: false, ...options }));
  app.get('/count', (req: any, res: any) => {
    req.session.views = (req.session.views ?? 0) + 1;
    res.json({ views: req.session.views });
  });
  app.get('/peek', (req: any, res: any) => res.json({ views: req.session.views ?? null, id: typeof req.sessionID }));
  app.post('/regenerate', (req: any, res: any, next: any) => {
    const before = req.sessionID;
    req.session.regenerate((err: unknown) => {
      if (err) return next(err);
      req.session.views = 100;
      res.json({ changed: req.sessionID !== before });
    });
  });
  app.post('/destroy', (req: any, res: any, next: any) => {
    req.session.destroy((err: unknown) => (err ? next(err) : res.send('destroyed')));
  });
  return app;
}

for (const gen of GENERATIONS) {
  describe(`express-session on ${gen}`, () => {
    it('keeps per-client state across requests in a signed connect.sid cookie', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { agent, request } = await listen(sessionApp(fw));
        const client = agent();
        const first = await client.get('/count');
        const second = await client.get('/count');
        const third = await client.get('/count');
        const stranger = await request().get('/peek');
        const sid = parseSetCookie(first.headers['set-cookie'])[0];
        return {
          bodies: [first.body, second.body, third.body, stranger.body],
          firstCookie: cookieShapes(first.headers['set-cookie'], ['connect.sid']),
          // With resave false and an unchanged cookie, later replies set no cookie.
          laterCookies: [second.headers['set-cookie'] ?? null, third.headers['set-cookie'] ?? null],
          signed: /^s%3A[\w-]+\.[\w%+/=-]+$/.test(sid.value),
          strangerCookie: stranger.headers['set-cookie'] ?? null,
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.bodies).toEqual([{ views: 1 }, { views: 2 }, { views: 3 }, { views: null, id: 'string' }]);
      expect(r.reference.firstCookie).toEqual([{ name: 'connect.sid', value: '<opaque>', attributes: { path: '/', httponly: true } }]);
      expect(r.reference.signed).toBe(true);
      expect(r.reference.laterCookies).toEqual([null, null]);
      // saveUninitialized: false → an untouched session sets no cookie.
      expect(r.reference.strangerCookie).toBeNull();
    });

    it('regenerate issues a new session id; destroy forgets the session', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { agent } = await listen(sessionApp(fw));
        const client = agent();
        const a = await client.get('/count');
        const regen = await client.post('/regenerate');
        const afterRegen = await client.get('/peek');
        const destroyed = await client.post('/destroy');
        const afterDestroy = await client.get('/peek');
        const idA = parseSetCookie(a.headers['set-cookie'])[0].value;
        const idB = parseSetCookie(regen.headers['set-cookie'])[0]?.value;
        return {
          regen: regen.body,
          newCookie: idB !== undefined && idB !== idA,
          afterRegen: afterRegen.body,
          destroyed: [destroyed.status, destroyed.text, destroyed.headers['set-cookie'] ?? null],
          afterDestroy: afterDestroy.body,
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.regen).toEqual({ changed: true });
      expect(r.reference.newCookie).toBe(true);
      expect(r.reference.afterRegen).toEqual({ views: 100, id: 'string' });
      expect(r.reference.destroyed).toEqual([200, 'destroyed', null]);
      expect(r.reference.afterDestroy).toEqual({ views: null, id: 'string' });
    });

    it('cookie options: maxAge sets Expires/Max-Age, rolling re-sends the cookie, name and path are honoured', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const app = sessionApp(fw, { name: 'sid', rolling: true, cookie: { maxAge: 60_000, path: '/', sameSite: 'lax' } });
        const { agent } = await listen(app);
        const client = agent();
        const first = await client.get('/count');
        const second = await client.get('/count');
        const c = parseSetCookie(first.headers['set-cookie'])[0];
        return {
          first: cookieShapes(first.headers['set-cookie'], ['sid']),
          second: cookieShapes(second.headers['set-cookie'], ['sid']),
          maxAgeSeconds: Math.round((Date.parse(c.attributes.expires as string) - Date.now()) / 1000),
          bodies: [first.body, second.body],
        };
      });
      const expected = [{ name: 'sid', value: '<opaque>', attributes: { path: '/', expires: 'future', httponly: true, samesite: 'Lax' } }];
      expect(r.reference.first).toEqual(expected);
      expect(r.reference.second).toEqual(expected);
      expect(r.reference.maxAgeSeconds).toBeGreaterThan(55);
      expect(r.reference.maxAgeSeconds).toBeLessThanOrEqual(60);
      expect(r.reference.bodies).toEqual([{ views: 1 }, { views: 2 }]);
      expect({ ...r.reference, maxAgeSeconds: 0 }).toEqual({ ...r.express, maxAgeSeconds: 0 });
    });

    it('a Secure cookie is set only when the request is secure (trust proxy + X-Forwarded-Proto)', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const app = sessionApp(fw, { cookie: { secure: true } });
        app.set('trust proxy', 'loopback');
        const { request } = await listen(app);
        const plain = await request().get('/count');
        const proxied = await request().get('/count').set('X-Forwarded-Proto', 'https');
        return {
          plain: cookieShapes(plain.headers['set-cookie'], ['connect.sid']),
          proxied: cookieShapes(proxied.headers['set-cookie'], ['connect.sid']),
        };
      });
      expect(r.reference).toEqual(r.express);
      // Over plain HTTP express-session refuses to send a Secure cookie.
      expect(r.reference.plain).toEqual([]);
      expect(r.reference.proxied).toEqual([
        { name: 'connect.sid', value: '<opaque>', attributes: { path: '/', httponly: true, secure: true } },
      ]);
    });
  });
}
