// passport, unchanged, on Express and on the reference: a login form with
// passport-local and express-session (serializeUser / deserializeUser,
// req.user, req.isAuthenticated, session regeneration on login, req.logout),
// and stateless HTTP Basic authentication with passport-http.
// Each run gets its own Passport instance, so strategies never leak between runs.
import session from 'express-session';
import { Passport } from 'passport';
import { BasicStrategy } from 'passport-http';
import { Strategy as LocalStrategy } from 'passport-local';
import { describe, expect, it } from 'vitest';
import { GENERATIONS, onBoth, parseSetCookie } from './harness';

const USERS = [
  { id: 1, username: 'alice', password: 'wonderland', name: 'Alice' },
  { id: 2, username: 'bob', password: 'builder', name: 'Bob' },
];
const byName = (username: string) => USERS.find((u) => u.username === username);

function loginApp(fw: any) {
  const passport = new Passport();
  const calls: string[] = [];
  passport.use(
    new LocalStrategy((username, password, done) => {
      const user = byName(username);
      if (!user || user.password !== password) return done(null, false, { message: 'Incorrect username or password.' });
      done(null, user);
    }),
  );
  passport.serializeUser((user: any, done) => {
    calls.push(`serialize:${user.id}`);
    done(null, user.id);
  });
  passport.deserializeUser((id: number, done) => {
    calls.push(`deserialize:${id}`);
    done(null, USERS.find((u) => u.id === id) ?? false);
  });

  const app = fw();
  app.use(fw.urlencoded({ extended: false }));
  app.use(session({ secret: 'passport secret', resave: false, saveUninitialized: false }));
  app.use(passport.initialize());
  app.use(passport.session());
  app.get('/login', (req: any, res: any) => res.send(`login form; messages: ${JSON.stringify(req.session.messages ?? [])}`));
  app.post('/login', passport.authenticate('local', { successRedirect: '/me', failureRedirect: '/login', failureMessage: true }));
  const requireUser = (req: any, res: any, next: any) => (req.isAuthenticated() ? next() : res.status(401).json({ error: 'login required' }));
  app.get('/me', requireUser, (req: any, res: any) => res.json({ user: { id: req.user.id, name: req.user.name }, authenticated: req.isAuthenticated() }));
  app.post('/logout', (req: any, res: any, next: any) => {
    req.logout((err: unknown) => (err ? next(err) : res.redirect('/login')));
  });
  return { app, calls };
}

function basicApp(fw: any) {
  const passport = new Passport();
  passport.use(
    new BasicStrategy((username, password, done) => {
      const user = byName(username);
      done(null, user && user.password === password ? user : false);
    }),
  );
  const app = fw();
  app.use(passport.initialize());
  app.get('/api/whoami', passport.authenticate('basic', { session: false }), (req: any, res: any) => res.json({ name: req.user.name }));
  return app;
}

for (const gen of GENERATIONS) {
  describe(`passport on ${gen}`, () => {
    it('passport-local: failed login redirects back with a message; login, req.user, logout', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { app, calls } = loginApp(fw);
        const { agent } = await listen(app);
        const client = agent();
        const anonymous = await client.get('/me');
        const badLogin = await client.post('/login').type('form').send({ username: 'alice', password: 'nope' });
        const form = await client.get('/login');
        const badSid = parseSetCookie(badLogin.headers['set-cookie'])[0]?.value;
        const login = await client.post('/login').type('form').send({ username: 'alice', password: 'wonderland' });
        const goodSid = parseSetCookie(login.headers['set-cookie'])[0]?.value;
        const me = await client.get('/me');
        const meAgain = await client.get('/me');
        const logout = await client.post('/logout');
        const afterLogout = await client.get('/me');
        return {
          anonymous: [anonymous.status, anonymous.body],
          badLogin: [badLogin.status, badLogin.headers.location],
          form: form.text,
          login: [login.status, login.headers.location],
          // passport regenerates the session on login (session fixation defence).
          newSessionOnLogin: Boolean(badSid && goodSid && badSid !== goodSid),
          me: [me.status, me.body],
          meAgain: meAgain.body,
          logout: [logout.status, logout.headers.location],
          afterLogout: [afterLogout.status, afterLogout.body],
          calls,
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual({
        anonymous: [401, { error: 'login required' }],
        badLogin: [302, '/login'],
        form: 'login form; messages: ["Incorrect username or password."]',
        login: [302, '/me'],
        newSessionOnLogin: true,
        me: [200, { user: { id: 1, name: 'Alice' }, authenticated: true }],
        meAgain: { user: { id: 1, name: 'Alice' }, authenticated: true },
        logout: [302, '/login'],
        afterLogout: [401, { error: 'login required' }],
        calls: ['serialize:1', 'deserialize:1', 'deserialize:1', 'deserialize:1'],
      });
    });

    it('passport-http Basic: 401 with a WWW-Authenticate challenge, then req.user from valid credentials', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(basicApp(fw));
        const none = await request().get('/api/whoami');
        const wrong = await request().get('/api/whoami').auth('bob', 'wrong');
        const right = await request().get('/api/whoami').auth('bob', 'builder');
        return [none, wrong, right].map((res) => ({
          status: res.status,
          challenge: res.headers['www-authenticate'] ?? null,
          body: res.text,
        }));
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual([
        { status: 401, challenge: 'Basic realm="Users"', body: 'Unauthorized' },
        { status: 401, challenge: 'Basic realm="Users"', body: 'Unauthorized' },
        { status: 200, challenge: null, body: '{"name":"Bob"}' },
      ]);
    });
  });
}
