// Application behaviour: settings, sub-apps, mounting; compared with real Express.
import { describe, expect, it } from 'vitest';
import { differential, withServer, type Send } from './test-support/http';
import fw4 from './4.x';
import fw5 from './5.x';

type Case = [name: string, setup: (fw: any, app: any) => void, requests: Array<Send | string>];

const cases: Case[] = [
  ['sub-apps: mountpath, path(), req.app switching, mount event, settings inheritance', (fw, app) => {
    const blog = fw();
    const admin = fw();
    const events: string[] = [];
    blog.on('mount', (parent: any) => events.push('blog mounted on ' + parent.path()));
    admin.on('mount', () => events.push('admin mounted'));
    app.set('json spaces', 1);
    app.set('trust proxy', true);
    app.set('subdomain offset', 3);
    app.set('view engine', 'ejs');
    admin.get('/', (req: any, res: any) => res.json({
      same: req.app === admin, resApp: res.app === admin, mountpath: admin.mountpath, path: admin.path(), base: req.baseUrl,
      spaces: admin.get('json spaces'), trust: admin.get('trust proxy'), offset: admin.get('subdomain offset'),
      engine: admin.get('view engine'), protocol: req.protocol, events,
    }));
    blog.use('/admin', admin);
    blog.use((req: any, res: any, next: any) => next());
    app.use(['/blog', '/b'], blog);
    app.get('/blog/after', (req: any, res: any) => res.json({ back: req.app === app }));
    app.use('/blog', (req: any, res: any) => res.json({ back: req.app === app, base: req.baseUrl }));
  }, [{ path: '/blog/admin/', headers: { 'X-Forwarded-Proto': 'https' } }, '/b/admin', '/blog/after', '/blog/zzz']],
  ['x-powered-by off and env production error page', (fw, app) => {
    app.disable('x-powered-by');
    app.set('env', 'production');
    app.get('/e', () => { throw new Error('secret stack'); });
    app.get('/sent', (req: any, res: any, next: any) => { res.status(200).send('partial'); next(new Error('late')); });
  }, ['/e', '/sent', '/none']],
  ['settings getters', (fw, app) => {
    app.enable('foo');
    app.get('/', (req: any, res: any) => res.json({
      foo: app.enabled('foo'), bar: app.disabled('bar'), env: app.get('env'), etag: app.get('etag'), qp: app.get('query parser'),
      offset: app.get('subdomain offset'), trust: app.get('trust proxy'), jsonp: app.get('jsonp callback name'), xpb: app.get('x-powered-by'),
      locals: Object.keys(app.locals), settingsLocal: app.locals.settings === app.settings,
    }));
  }, ['/']],
  // 4.x initialises a request in the first layer of its router: an app with nothing
  // registered answers without X-Powered-By; 5.x sets it in app.handle.
  ['an app with nothing registered', () => {}, ['/', '/a', { method: 'POST', path: '/x' }]],
  ['an app with settings only, and an empty sub-app', (fw, app) => {
    app.set('json spaces', 2);
    const empty = fw();
    const host = fw();
    host.use('/empty', empty);
    app.use('/host', host);
  }, ['/', '/host/empty/x', '/host/other']],
  ['route objects', (fw, app) => {
    app.route('/r').get((req: any, res: any) => res.send('get')).post((req: any, res: any) => res.send('post')).all((req: any, res: any) => res.send('all'));
  }, ['/r', { method: 'POST', path: '/r' }, { method: 'PUT', path: '/r' }]],
];

for (const gen of ['4.x', '5.x'] as const) {
  describe(`application (${gen}) behaves like Express`, () => {
    for (const [name, setup, requests] of cases) {
      it(name, async () => {
        const r = await differential(gen, setup, requests);
        expect(r.reference).toEqual(r.express);
      });
    }
  });
}

describe('generation differences of the application', () => {
  it('app.router: lazy router in 5.x, throws in 4.x', () => {
    const a5 = (fw5 as any)();
    expect(typeof a5.router).toBe('function');
    expect(a5.router).toBe(a5.router);
    const a4 = (fw4 as any)();
    expect(() => a4.router).toThrow(/app\.router' is deprecated/);
  });

  it('extending fw.response and fw.request reaches existing apps', async () => {
    const app = (fw5 as any)();
    (fw5 as any).response.shout = function (this: any, s: string) { return this.send(s.toUpperCase()); };
    (fw5 as any).request.hello = function () { return 'hi'; };
    app.get('/', (req: any, res: any) => res.shout(req.hello()));
    await withServer(app, async (send) => expect((await send('/')).body).toBe('HI'));
    delete (fw5 as any).response.shout;
    delete (fw5 as any).request.hello;
  });

  it('app.listen serves with the app prototypes', async () => {
    const app = (fw5 as any)();
    app.get('/', (req: any, res: any) => res.json({ ok: req.app === app }));
    const server = await new Promise<any>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    try {
      const r = await fetch(`http://127.0.0.1:${server.address().port}/`);
      expect(await r.json()).toEqual({ ok: true });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('app.render renders with app.locals and the view cache', async () => {
    const path = await import('node:path');
    const app = (fw5 as any)();
    app.set('views', path.join(__dirname, 'test-support', 'files', 'views'));
    app.locals.name = 'locals';
    let calls = 0;
    app.engine('tpl', (file: string, opts: any, cb: any) => { calls++; cb(null, `${path.basename(file)}:${opts.name}`); });
    const render = (name: string, opts: object) => new Promise((resolve, reject) => app.render(name, opts, (e: any, html: string) => (e ? reject(e) : resolve(html))));
    await expect(render('page.ejs', { name: 'x' })).resolves.toBe('<p>x</p>');
    await expect(render('nope.tpl', {})).rejects.toThrow(/Failed to lookup view "nope.tpl" in views directory/);
    expect(calls).toBe(0);
  });
});
