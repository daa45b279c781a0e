// Response helpers, compared with real Express of the same generation.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { differential, withServer, type Send } from './test-support/http';
import fw5 from './5.x';
import { hearDeprecations } from '../test-support/deprecations';

// Express's deprecated signatures are compared on purpose: its notices are heard, not printed.
hearDeprecations();

type Case = [name: string, setup: (fw: any, app: any) => void, requests: Array<Send | string>, only?: '4.x' | '5.x'];
const FILES = path.join(__dirname, 'test-support', 'files');

const cases: Case[] = [
  ['res.send variants', (fw, app) => {
    app.get('/s', (req: any, res: any) => res.send('<b>hi</b>'));
    app.get('/b', (req: any, res: any) => res.send(Buffer.from('bin')));
    app.get('/o', (req: any, res: any) => res.send({ a: [1] }));
    app.get('/n', (req: any, res: any) => res.send(null));
    app.get('/t', (req: any, res: any) => res.type('text').send('plain'));
    app.get('/c', (req: any, res: any) => res.set('Content-Type', 'text/plain; charset=latin1').send('x'));
    app.get('/204', (req: any, res: any) => res.status(204).send('gone'));
    app.get('/big', (req: any, res: any) => res.send('x'.repeat(2000)));
    app.get('/u', (req: any, res: any) => res.send());
  }, ['/s', '/b', '/o', '/n', '/t', '/c', '/204', '/big', '/u', { method: 'HEAD', path: '/s' }]],
  // The bytes of a header beyond ASCII depend on whether the body goes as a string or as bytes.
  ['headers beyond ASCII, with string bodies tagged or not, long or short', (fw, app) => {
    app.get('/tagged', (req: any, res: any) => res.set('X-Name', 'é').send('file'));
    app.get('/attachment', (req: any, res: any) => res.attachment('résumé.txt').send('file'));
    app.get('/json', (req: any, res: any) => res.set('X-Name', 'é').json({ a: 'é' }));
    app.get('/empty', (req: any, res: any) => res.set('X-Name', 'é').send(''));
    app.get('/long', (req: any, res: any) => res.set('X-Name', 'é').send('x'.repeat(1200)));
    const untagged = fw();
    untagged.set('etag', false);
    untagged.get('/short', (req: any, res: any) => res.set('X-Name', 'é').send('file'));
    untagged.get('/long', (req: any, res: any) => res.set('X-Name', 'é').send('x'.repeat(1200)));
    app.use('/untagged', untagged);
  }, ['/tagged', '/attachment', '/json', '/empty', '/long', '/untagged/short', '/untagged/long']],
  ['freshness 304', (fw, app) => app.get('/e', (req: any, res: any) => res.send('etagged')), ['/e', { path: '/e', headers: { 'If-None-Match': 'W/"7-OXq0pWEvUBdWUvPTqAvU/Zh8t2o"' } }]],
  ['etag setting forms', (fw, app) => {
    const mk = (v: unknown) => { const s = fw(); s.set('etag', v); s.get('/', (req: any, res: any) => res.send('body')); return s; };
    app.use('/strong', mk('strong'));
    app.use('/off', mk(false));
    app.use('/fn', mk(() => '"custom"'));
    app.use('/weak', mk(true));
  }, ['/strong', '/off', '/fn', '/weak']],
  ['json settings', (fw, app) => {
    app.set('json spaces', 2);
    app.set('json replacer', (k: string, v: unknown) => (k === 'secret' ? undefined : v));
    app.set('json escape', true);
    app.get('/j', (req: any, res: any) => res.json({ a: '<script>&', secret: 1 }));
    app.get('/p', (req: any, res: any) => res.jsonp({ a: '\u2028' }));
    app.get('/str', (req: any, res: any) => res.json('s'));
  }, ['/j', '/p', '/p?callback=cb', '/p?callback=alert(1)//', '/p?callback[]=a', '/str']],
  ['jsonp callback name', (fw, app) => { app.set('jsonp callback name', 'cb'); app.get('/p', (req: any, res: any) => res.jsonp(1)); }, ['/p?cb=fn&callback=no']],
  ['sendStatus and status', (fw, app) => {
    app.get('/s/:code', (req: any, res: any) => res.sendStatus(Number(req.params.code)));
  }, ['/s/201', '/s/404', '/s/599', '/s/418']],
  ['headers helpers', (fw, app) => app.get('/h', (req: any, res: any) => {
    res.append('X-A', '1').append('X-A', ['2', '3']);
    res.set({ 'X-B': 'b', 'X-N': 5 });
    res.links({ next: '/p2', last: '/p9' }).links({ first: '/p1' });
    res.vary('Accept').vary('Accept-Encoding').vary('accept');
    res.attachment('dir/report.pdf');
    res.cookie('a', 'b', { httpOnly: true, sameSite: 'strict' });
    res.cookie('obj', { x: 1 }, { maxAge: 0, path: '/x' });
    res.clearCookie('gone', { path: '/y' });
    res.location('/a b?q=<x>');
    res.json({ type: res.get('Content-Type') });
  }), ['/h']],
  ['redirects', (fw, app) => {
    app.get('/r1', (req: any, res: any) => res.redirect('/to?x=<script>"'));
    app.get('/r2', (req: any, res: any) => res.redirect(301, 'http://example.com/ü'));
    app.get('/r3', (req: any, res: any) => res.redirect('\r\nSet-Cookie: x=1'));
  }, ['/r1', { path: '/r1', headers: { Accept: 'text/html' } }, { path: '/r1', headers: { Accept: 'image/png' } }, { method: 'HEAD', path: '/r2' }, '/r2', '/r3']],
  ['format', (fw, app) => app.get('/f', (req: any, res: any) => res.format({
    'text/plain': () => res.send('text'), html: () => res.send('<p>html</p>'), json: () => res.send({ j: 1 }),
  })).get('/d', (req: any, res: any) => res.format({ json: () => res.send('j'), default: () => res.send('dflt') })),
  ['/f', { path: '/f', headers: { Accept: 'application/json' } }, { path: '/f', headers: { Accept: 'image/png' } }, { path: '/d', headers: { Accept: 'text/csv' } }]],
  ['sendFile and download', (fw, app) => {
    app.get('/f', (req: any, res: any) => res.sendFile(path.join(FILES, 'hello.txt'), { maxAge: 1000, immutable: true, lastModified: false }));
    app.get('/root/*rest', (req: any, res: any) => res.sendFile(req.params.rest.join('/'), { root: FILES }));
    app.get('/dot', (req: any, res: any) => res.sendFile('.hidden', { root: FILES }));
    app.get('/dl', (req: any, res: any) => res.download(path.join(FILES, 'hello.txt'), 'r é.txt', { headers: { 'X-Extra': '1', 'Content-Disposition': 'inline' }, lastModified: false }));
    app.get('/missing', (req: any, res: any) => res.sendFile(path.join(FILES, 'nope.txt'), (err: any) => res.status(err.status).send('cb ' + err.code)));
    app.get('/missing2', (req: any, res: any) => res.sendFile(path.join(FILES, 'nope.txt')));
    app.get('/rel', (req: any, res: any) => { try { res.sendFile('x.txt'); } catch (e: any) { res.send(e.message); } });
  }, [{ path: '/f', headers: { Range: 'bytes=0-3' } }, '/root/hello.txt', '/root/..%2F..%2Fpackage.json', '/dot', '/dl', '/missing', '/missing2', '/rel'], '5.x'],
  ['render', (fw, app) => {
    app.set('views', path.join(FILES, 'views'));
    app.set('view engine', 'ejs');
    app.locals.name = 'app';
    app.get('/v', (req: any, res: any) => res.render('page'));
    app.get('/v2', (req: any, res: any) => { res.locals.name = '<res>'; res.render('page.ejs'); });
    app.get('/v3', (req: any, res: any) => res.render('page', { name: 'opt' }, (err: any, html: string) => res.send('cb:' + html)));
    app.get('/missing', (req: any, res: any) => res.render('nope'));
  }, ['/v', '/v2', '/v3', '/missing']],
  ['4.x legacy signatures', (fw, app) => {
    app.get('/a', (req: any, res: any) => res.send(201, 'created'));
    app.get('/b', (req: any, res: any) => res.send(404));
    app.get('/c', (req: any, res: any) => res.json(202, { ok: 1 }));
    app.get('/d', (req: any, res: any) => res.redirect('/x', 301));
    app.get('/e', (req: any, res: any) => res.redirect('back'));
  }, ['/a', '/b', '/c', '/d', '/e', { path: '/e', headers: { Referer: '/prev' } }], '4.x'],
];

for (const gen of ['4.x', '5.x'] as const) {
  describe(`response (${gen}) behaves like Express`, () => {
    for (const [name, setup, requests, only] of cases) {
      if (only && only !== gen) continue;
      it(name, async () => {
        const r = await differential(gen, setup, requests);
        expect(r.reference).toEqual(r.express);
      });
    }
  });
}

describe('response security', () => {
  it('refuses header values with CR or LF', async () => {
    const app = (fw5 as any)();
    let thrown: unknown;
    app.get('/', (req: any, res: any) => {
      try {
        res.set('X-Injected', 'a\r\nSet-Cookie: evil=1');
      } catch (e) {
        thrown = e;
      }
      res.send('ok');
    });
    await withServer(app, async (send) => {
      const reply = await send('/');
      expect(reply.headers['set-cookie']).toBeUndefined();
    });
    expect(thrown).toBeInstanceOf(TypeError);
  });

  it('encodes the Location header and escapes the HTML redirect body', async () => {
    const app = (fw5 as any)();
    app.get('/', (req: any, res: any) => res.redirect('/x"><script>alert(1)</script>\r\nX: y'));
    await withServer(app, async (send) => {
      const reply = await send({ path: '/', headers: { Accept: 'text/html' } });
      expect(reply.headers.location).toBe('/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E%0D%0AX:%20y');
      expect(reply.headers.x).toBeUndefined();
      expect(reply.body).not.toContain('<script>');
    });
  });

  it('keeps sendFile inside root', async () => {
    const app = (fw5 as any)();
    app.get('/*p', (req: any, res: any) => res.sendFile(req.params.p.join('/'), { root: FILES }));
    await withServer(app, async (send) => {
      expect((await send('/hello.txt')).status).toBe(200);
      expect((await send('/..%2F..%2Fresponse.ts')).status).toBe(403);
      expect((await send('/%2E%2E/response.test.ts')).status).toBe(403);
    });
  });
});
