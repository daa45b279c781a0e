import { describe, expect, it } from 'vitest';
import { differential } from './test-support/http';

for (const gen of ['4.x', '5.x'] as const) {
  describe(`smoke ${gen}`, () => {
    it('hello', async () => {
      const r = await differential(gen, (fw, app) => {
        app.get('/', (req: any, res: any) => res.send('hello'));
        app.get('/json', (req: any, res: any) => res.json({ a: 1 }));
        app.get('/users/:id', (req: any, res: any) => res.json(req.params));
        app.use('/sub', (req: any, res: any) => res.json({ url: req.url, base: req.baseUrl, orig: req.originalUrl }));
        app.get('/q', (req: any, res: any) => res.json(req.query));
        app.get('/r', (req: any, res: any) => res.redirect('/x?<b>'));
        app.get('/err', () => { throw Object.assign(new Error('boom'), { status: 418 }); });
      }, ['/', '/json', '/users/a%20b', '/sub/x/y?z=1', '/q?a[b]=1&c=2&c=3', '/r', { path: '/r', headers: { accept: 'text/html' } }, '/err', '/nope', { method: 'OPTIONS', path: '/users/1' }, { method: 'HEAD', path: '/' }]);
      expect(r.reference).toEqual(r.express);
    });
  });
}
