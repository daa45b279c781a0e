// Router behaviour, compared with real Express of the same generation.
import { describe, expect, it } from 'vitest';
import { differential, type Send } from '../test-support/http';
import fw from '../5.x';

type Case = [name: string, setup: (fw: any, app: any) => void, requests: Array<Send | string>, only?: '4.x' | '5.x'];

const echo = (req: any, res: any) => res.json({ params: req.params, url: req.url, base: req.baseUrl, orig: req.originalUrl, path: req.path });

const cases: Case[] = [
  ['params and regexps', (fw, app) => {
    app.get('/users/:id', echo);
    app.get(/^\/re\/(\d+)$/, echo);
    app.get(['/a', '/b/:x'], echo);
    app.get('/files/:name.:ext', echo);
  }, ['/users/42', '/users/a%2Fb', '/users/%E0', '/re/12', '/re/x', '/a', '/b/1', '/files/x.txt', '/USERS/1', '/users/1/']],
  ['4.x wildcards and optionals', (fw, app) => {
    app.get('/w/*', echo);
    app.get('/opt/:a?', echo);
    app.get('*', echo);
  }, ['/w/a/b', '/opt', '/opt/1', '/any/thing'], '4.x'],
  ['5.x wildcards and optionals', (fw, app) => {
    app.get('/w/*splat', echo);
    app.get('/opt{/:a}', echo);
    app.get('/{*rest}', echo);
  }, ['/w/a/b', '/opt', '/opt/1', '/any/thing', '/'], '5.x'],
  ['strict and case sensitive', (fw, app) => {
    app.enable('strict routing');
    app.enable('case sensitive routing');
    app.get('/foo', (req: any, res: any) => res.send('foo'));
    app.get('/bar/', (req: any, res: any) => res.send('bar/'));
  }, ['/foo', '/foo/', '/Foo', '/bar', '/bar/']],
  ['next route and router', (fw, app) => {
    const r = fw.Router();
    r.get('/x', (req: any, res: any, next: any) => next('router'), (req: any, res: any) => res.send('no'));
    app.use(r);
    app.get('/x', (req: any, res: any, next: any) => next('route'), (req: any, res: any) => res.send('skipped'));
    app.get('/x', (req: any, res: any) => res.send('second'));
  }, ['/x']],
  ['mounts and baseUrl', (fw, app) => {
    const r = fw.Router({ mergeParams: true });
    r.get('/:b', echo);
    r.use(echo);
    app.use('/m/:a', r);
    app.use('/n', (req: any, res: any, next: any) => next());
    app.use(['/p', '/q'], echo);
    app.use('/n', echo);
  }, ['/m/1/2', '/m/1', '/m/1/2/3?x=1', '/n/z?y', '/q/1', '/p', '/nn']],
  ['errors and error handlers', (fw, app) => {
    app.get('/throw', () => { throw new Error('x'); });
    app.get('/next', (req: any, res: any, next: any) => next(Object.assign(new Error('y'), { statusCode: 403 })));
    app.get('/status', (req: any, res: any, next: any) => { res.status(503); next(new Error('z')); });
    app.use((err: any, req: any, res: any, next: any) => (req.path === '/status' ? next(err) : res.status(500).send('handled ' + err.message)));
  }, ['/throw', '/next', '/status']],
  ['OPTIONS and HEAD', (fw, app) => {
    app.get('/o', (req: any, res: any) => res.send('get'));
    app.post('/o', (req: any, res: any) => res.send('post'));
    app.put('/o2', (req: any, res: any) => res.send('put'));
    app.head('/h', (req: any, res: any) => res.set('X-Head', '1').end());
    app.get('/h', (req: any, res: any) => res.send('get h'));
  }, [{ method: 'OPTIONS', path: '/o' }, { method: 'OPTIONS', path: '/o2' }, { method: 'HEAD', path: '/o' }, { method: 'HEAD', path: '/h' }, { method: 'DELETE', path: '/o' }]],
  ['app.param', (fw, app) => {
    const calls: string[] = [];
    app.param('id', (req: any, res: any, next: any, id: string) => { calls.push(id); req.user = 'u' + id; next(); });
    app.param(['a', 'b'], (req: any, res: any, next: any, v: string, name: string) => { calls.push(name + v); next(); });
    app.get('/u/:id', (req: any, res: any, next: any) => next());
    app.get('/u/:id', (req: any, res: any) => res.json({ user: req.user, calls }));
    app.get('/ab/:a/:b', (req: any, res: any) => res.json({ calls }));
  }, ['/u/7', '/ab/1/2']],
  // Instrumentation replaces layer.handle on a running app: the arity read from the new
  // handle decides, not one remembered from the old (the layer keeps it per function).
  ['a handle replaced between requests', (fw, app) => {
    app.use(function first(req: any, res: any, next: any) {
      res.set('X-First', 'ran');
      next();
    });
    app.get('/', (req: any, res: any) => res.send('ok'));
    app.get('/swap', (req: any, res: any) => {
      const layer = (req.app._router || req.app.router).stack.find((l: any) => l.name === 'first');
      layer.handle = function first(err: any, req2: any, res2: any, next: any) {
        next(err);
      };
      res.send('swapped');
    });
  }, ['/', '/swap', '/']],
  ['router.stack edited as an array (enough routes to be indexed)', (fw, app) => {
    const r = fw.Router();
    for (let i = 0; i < 12; i++) r.get(`/f${i}`, (req: any, res: any) => res.send(`f${i}`));
    r.get('/a', (req: any, res: any) => res.send('a'));
    r.get('/b', (req: any, res: any) => res.send('b'));
    app.use(r);
    app.get('/edit', (req: any, res: any) => {
      const other = fw.Router();
      other.get('/c', (req2: any, res2: any) => res2.send('c'));
      // a position written over (same length), a layer of another router pushed, one spliced out
      r.stack[12] = r.stack[13];
      r.stack.push(other.stack[0]);
      r.stack.splice(3, 1);
      res.send('edited');
    });
  }, ['/a', '/b', '/c', '/f3', '/edit', '/a', '/b', '/c', '/f3', '/f4']],
];

for (const gen of ['4.x', '5.x'] as const) {
  describe(`router (${gen}) behaves like Express`, () => {
    for (const [name, setup, requests, only] of cases) {
      if (only && only !== gen) continue;
      it(name, async () => {
        const r = await differential(gen, setup, requests);
        expect(r.reference).toEqual(r.express);
      });
    }
  });
}

describe('router.stack', () => {
  it('is a plain array the router owns as a data property; its layers carry nothing for an index', () => {
    // (its verb methods are made per method, so its type does not list them)
    const router = fw.Router() as unknown as { get(path: string, fn: () => void): void; stack: object[] };
    router.get('/users/:id', () => {});
    const own = Object.getOwnPropertyDescriptor(router, 'stack')!;
    expect([Array.isArray(router.stack), Object.getPrototypeOf(router.stack), 'value' in own, own.writable]).toEqual([true, Array.prototype, true, true]);
    expect(Object.keys(router.stack[0]).filter((k) => k === 'prefix' || k === 'sensitive')).toEqual([]);
  });
});

describe('5.x async errors', () => {
  it('a rejected promise reaches the error handler', async () => {
    const r = await differential('5.x', (fw, app) => {
      app.get('/a', async () => { throw Object.assign(new Error('async'), { status: 409 }); });
      app.get('/b', () => Promise.reject());
    }, ['/a', '/b']);
    expect(r.reference).toEqual(r.express);
  });
});
