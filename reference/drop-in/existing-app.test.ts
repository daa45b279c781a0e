// An existing Express application (fixtures/existing-app: router module with
// router.param, express.json, express.static, ejs views with includes,
// res.format, a 404 handler and error middleware) runs unchanged when
// `require('express')` is swapped for the reference framework.
import { describe, expect, it } from 'vitest';
import { createApp } from './fixtures/existing-app/app';
import { express, GENERATIONS, headersOf, onBoth, reference } from './harness';

const NAMES = ['content-type', 'content-length', 'location', 'cache-control', 'etag', 'last-modified', 'x-powered-by', 'vary'];

const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

for (const gen of GENERATIONS) {
  describe(`an existing Express ${gen} application`, () => {
    it('the reference is a different framework with the same surface', () => {
      const app = reference(gen)();
      expect(reference(gen)).not.toBe(express(gen));
      expect(Object.getPrototypeOf(app)).toBe(reference(gen).application);
      for (const name of ['Router', 'json', 'urlencoded', 'static', 'raw', 'text']) {
        expect(typeof reference(gen)[name], name).toBe('function');
      }
    });

    it.each(['app.listen', 'http.createServer'] as const)('serves pages, API, static files and errors exactly as on Express (%s)', async (via) => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request, agent } = await listen(createApp(fw), via);
        const html = (res: any) => ({ status: res.status, headers: headersOf(res.headers, NAMES), body: squash(res.text) });
        const json = (res: any) => ({ status: res.status, headers: headersOf(res.headers, NAMES), body: res.body });
        const api = agent().set('Accept', 'application/json');
        return {
          root: html(await request().get('/')),
          usersHtml: html(await request().get('/users').set('Accept', 'text/html').set('X-User', 'tj')),
          userHtml: html(await request().get('/users/2').set('Accept', 'text/html')),
          usersJson: json(await api.get('/users')),
          created: json(await api.post('/users').send({ name: 'Jane' })),
          createdRead: json(await api.get('/users/3')),
          invalid: json(await api.post('/users').send({})),
          badJson: json(await api.post('/users').set('Content-Type', 'application/json').send('{"name":')),
          deleted: (await api.delete('/users/3')).status,
          missingUser: json(await api.get('/users/3')),
          missingPage: html(await request().get('/nope?x=1').set('Accept', 'text/html')),
          staticIndex: html(await request().get('/about.html')),
          staticCss: html(await request().get('/css/site.css')),
          health: json(await request().get('/health')),
        };
      });
      // Static files: Last-Modified and ETag come from the same file on both sides.
      expect(r.reference).toEqual(r.express);

      const ref = r.reference;
      expect(ref.root).toMatchObject({ status: 302, headers: { location: '/users' }, body: 'Found. Redirecting to /users' });
      expect(ref.usersHtml).toMatchObject({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Accept', 'x-powered-by': 'Express' } });
      expect(ref.usersHtml.body).toBe(
        '<header>Ferrets Inc. | signed in as tj</header> <h1>Users</h1> <ul><li><a href="/users/1">Tobi</a></li><li><a href="/users/2">Loki</a></li></ul>',
      );
      expect(ref.userHtml.body).toBe('<header>Ferrets Inc.</header> <h1>Loki</h1><p>#2</p>');
      expect(ref.usersJson).toMatchObject({ status: 200, body: [{ id: 1, name: 'Tobi' }, { id: 2, name: 'Loki' }] });
      expect(ref.created).toMatchObject({ status: 201, headers: { location: '/users/3' }, body: { id: 3, name: 'Jane' } });
      expect(ref.createdRead.body).toEqual({ id: 3, name: 'Jane' });
      expect(ref.invalid).toMatchObject({ status: 422, body: { error: 'name is required' } });
      // express.json's parse error reaches the app's error middleware with status 400.
      expect(ref.badJson.status).toBe(400);
      expect(ref.badJson.body.error).toMatch(/JSON/);
      expect(ref.deleted).toBe(204);
      expect(ref.missingUser).toMatchObject({ status: 404, body: { error: 'No user 3' } });
      expect(ref.missingPage).toMatchObject({ status: 404, body: '<header>Ferrets Inc.</header> <h1>Error 404</h1><p>Not found: /nope?x=1</p>' });
      // serve-static 1.x (Express 4) writes the charset as UTF-8, 2.x (Express 5) as utf-8.
      const charset = gen === '4.x' ? 'UTF-8' : 'utf-8';
      expect(ref.staticIndex).toMatchObject({
        status: 200,
        headers: { 'content-type': `text/html; charset=${charset}`, 'cache-control': 'public, max-age=3600' },
        body: '<!doctype html><title>about us</title>',
      });
      expect(ref.staticIndex.headers.etag).toMatch(/^W\/"/);
      expect(ref.staticCss).toMatchObject({ status: 200, headers: { 'content-type': `text/css; charset=${charset}` }, body: 'body { font-family: sans-serif; }' });
      expect(ref.health.body).toEqual({ ok: true, env: process.env.NODE_ENV || 'development' });
    });

    if (gen === '4.x') {
      // A known drop-in difference, recorded in features/divergences.md: the spec
      // (and so the reference 4.x) defaults 'query parser' to 'simple'; Express 4
      // defaults to 'extended'. An Express 4 app reading nested query strings
      // must set the parser explicitly to run unchanged on the reference.
      it("4.x: nested query strings need app.set('query parser', 'extended') on the reference", async () => {
        const r = await onBoth(gen, async ({ fw, listen }) => {
          const read = async (configure: (app: any) => void) => {
            const app = fw();
            configure(app);
            app.get('/search', (req: any, res: any) => res.json(req.query));
            const { request } = await listen(app);
            return (await request().get('/search?filter[tag]=ferret&sort[]=name')).body;
          };
          return { byDefault: await read(() => {}), extended: await read((app) => app.set('query parser', 'extended')) };
        });
        const nested = { filter: { tag: 'ferret' }, sort: ['name'] };
        expect(r.express).toEqual({ byDefault: nested, extended: nested });
        expect(r.reference).toEqual({ byDefault: { 'filter[tag]': 'ferret', 'sort[]': 'name' }, extended: nested });
      });
    }
  });
}
