import { describe, expect, it } from 'vitest';
import fw from '../../3.x';
import { withServer } from '../../test-support/http';
import { readSession, writeSession } from './cookieSession';

describe('cookie session values', () => {
  it('round-trip a session signed with the secret', () => {
    expect(readSession(writeSession({ user: 'tobi' }, 'k'), 'k')).toEqual({ user: 'tobi' });
  });

  it.each([
    ['another secret', writeSession({ user: 'tobi' }, 'other')],
    ['a changed payload', writeSession({ user: 'tobi' }, 'k').replace('tobi', 'root')],
    ['an unsigned value', 'j:{"user":"tobi"}'],
    ['a signed non-JSON value', 's:' + 'x.y'],
    ['a signed array', writeSession([] as never, 'k')],
  ])('ignore %s', (_name, value) => {
    expect(readSession(value, 'k')).toBeUndefined();
  });
});

describe('fw.cookieSession', () => {
  const app = fw();
  app.use(fw.cookieParser());
  app.use(fw.cookieSession({ key: 'sid', secret: 'keyboard cat' }));
  app.get('/login', (req: any, res: any) => {
    req.session.user = 'tobi';
    res.send('in');
  });
  app.get('/whoami', (req: any, res: any) => res.json({ user: req.session.user ?? null }));
  app.get('/logout', (req: any, res: any) => {
    req.session = null;
    res.send('out');
  });

  it('keeps the session across requests, refuses a forged cookie, clears on null', async () => {
    await withServer(app, async (send) => {
      const login = await send('/login');
      const cookie = String((login.headers['set-cookie'] as string[])[0]).split(';')[0];
      expect(cookie).toMatch(/^sid=s%3Aj%3A/);
      expect(JSON.parse((await send({ path: '/whoami', headers: { cookie } })).body)).toEqual({ user: 'tobi' });

      const forged = cookie.replace(encodeURIComponent('"tobi"'), encodeURIComponent('"root"'));
      expect(JSON.parse((await send({ path: '/whoami', headers: { cookie: forged } })).body)).toEqual({ user: null });

      const logout = await send({ path: '/logout', headers: { cookie } });
      expect(logout.headers['set-cookie']).toEqual(['sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly']);
    });
  });

  it('fails the request without a secret', async () => {
    const bare = fw();
    bare.use(fw.cookieSession());
    bare.use((err: any, req: any, res: any, next: any) => res.send(500, err.message));
    await withServer(bare, async (send) => {
      expect((await send('/')).body).toBe('`secret` option required for cookie sessions');
    });
  });
});
