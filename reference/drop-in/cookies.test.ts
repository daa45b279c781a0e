// cookie-parser, unchanged, on Express and on the reference: req.cookies,
// req.signedCookies, JSON cookies, and res.cookie({ signed }) using the secret
// cookie-parser stores in req.secret; res.clearCookie.
import cookieParser from 'cookie-parser';
import { sign } from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import { cookieShapes, GENERATIONS, onBoth } from './harness';

const SECRET = 'tobi is a ferret';

function cookieApp(fw: any) {
  const app = fw();
  app.use(cookieParser(SECRET));
  app.get('/read', (req: any, res: any) => res.json({ cookies: req.cookies, signed: req.signedCookies }));
  app.get('/set', (req: any, res: any) => {
    res.cookie('plain', 'hello world');
    res.cookie('user', { id: 7, roles: ['admin'] });
    res.cookie('token', 'abc', { signed: true, httpOnly: true, sameSite: 'strict' });
    res.cookie('short', '1', { maxAge: 10_000, path: '/admin', domain: 'example.com', secure: true });
    res.send('set');
  });
  app.get('/clear', (req: any, res: any) => {
    res.clearCookie('plain');
    res.clearCookie('short', { path: '/admin' });
    res.end();
  });
  return app;
}

for (const gen of GENERATIONS) {
  describe(`cookie-parser on ${gen}`, () => {
    it('parses plain, JSON and signed cookies; rejects a tampered signature', async () => {
      const goodSigned = 's:' + sign('abc', SECRET);
      const cookieHeader = [
        'plain=hello%20world',
        'user=' + encodeURIComponent('j:{"id":7}'),
        'token=' + encodeURIComponent(goodSigned),
        'forged=' + encodeURIComponent('s:abc.invalidsignature'),
      ].join('; ');
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(cookieApp(fw));
        const with_ = await request().get('/read').set('Cookie', cookieHeader);
        const without = await request().get('/read');
        return { with: with_.body, without: without.body };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.with).toEqual({
        cookies: { plain: 'hello world', user: { id: 7 } },
        signed: { token: 'abc', forged: false },
      });
      expect(r.reference.without).toEqual({ cookies: {}, signed: {} });
    });

    it('res.cookie writes plain, JSON, signed and attributed cookies that cookie-parser reads back', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { agent } = await listen(cookieApp(fw));
        const client = agent();
        const set = await client.get('/set');
        const read = await client.get('/read');
        return { set: cookieShapes(set.headers['set-cookie']), read: read.body, raw: set.headers['set-cookie'] };
      });
      expect(r.reference.set).toEqual(r.express.set);
      expect(r.reference.read).toEqual(r.express.read);
      expect(r.reference.set).toEqual([
        { name: 'plain', value: 'hello%20world', attributes: { path: '/' } },
        { name: 'user', value: encodeURIComponent('j:{"id":7,"roles":["admin"]}'), attributes: { path: '/' } },
        {
          name: 'token',
          value: encodeURIComponent('s:' + sign('abc', SECRET)),
          attributes: { path: '/', httponly: true, samesite: 'Strict' },
        },
        {
          name: 'short',
          value: '1',
          attributes: { 'max-age': '10', domain: 'example.com', path: '/admin', expires: 'future', secure: true },
        },
      ]);
      // The agent sends back the cookies valid for 127.0.0.1 and '/read'.
      expect(r.reference.read).toEqual({
        cookies: { plain: 'hello world', user: { id: 7, roles: ['admin'] } },
        signed: { token: 'abc' },
      });
    });

    it('res.clearCookie expires the cookie with the same path', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(cookieApp(fw));
        const res = await request().get('/clear');
        return cookieShapes(res.headers['set-cookie']);
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual([
        { name: 'plain', value: '', attributes: { path: '/', expires: 'epoch' } },
        { name: 'short', value: '', attributes: { path: '/admin', expires: 'epoch' } },
      ]);
    });
  });
}
