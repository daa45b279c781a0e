// cors, unchanged, on Express and on the reference: simple requests, an
// origin allow-list, credentials, exposed headers, the preflight OPTIONS
// answered by cors (204), preflightContinue handing OPTIONS to the app, and
// per-route cors next to the router's own automatic OPTIONS answer.
import cors from 'cors';
import { describe, expect, it } from 'vitest';
import { GENERATIONS, headersOf, onBoth } from './harness';

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
  'vary',
  'content-length',
  'allow',
];

function observe(res: any) {
  return { status: res.status, headers: headersOf(res.headers, CORS_HEADERS), body: res.text };
}

function corsApp(fw: any) {
  const app = fw();
  const allowList = ['https://app.example', 'https://admin.example'];
  const restricted = cors({
    origin: (origin, cb) => cb(null, origin !== undefined && allowList.includes(origin)),
    credentials: true,
    exposedHeaders: ['X-Total-Count'],
    maxAge: 600,
  });
  app.get('/public', cors(), (req: any, res: any) => res.json({ public: true }));
  // A preflight for every path under /api, then the same options on the routes.
  app.options('/api/items', restricted);
  app.use('/api', restricted);
  app.get('/api/items', (req: any, res: any) => res.set('X-Total-Count', '2').json([1, 2]));
  app.delete('/api/items', (req: any, res: any) => res.sendStatus(204));
  return app;
}

for (const gen of GENERATIONS) {
  describe(`cors on ${gen}`, () => {
    it('simple requests: * for a public route; allow-list with credentials and exposed headers', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(corsApp(fw));
        return [
          observe(await request().get('/public').set('Origin', 'https://anyone.example')),
          observe(await request().get('/api/items').set('Origin', 'https://app.example')),
          observe(await request().get('/api/items').set('Origin', 'https://evil.example')),
        ];
      });
      expect(r.reference).toEqual(r.express);
      const [pub, allowed, refused] = r.reference;
      expect(pub.headers['access-control-allow-origin']).toBe('*');
      expect(pub.body).toBe('{"public":true}');
      expect(allowed.headers).toMatchObject({
        'access-control-allow-origin': 'https://app.example',
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'X-Total-Count',
        vary: 'Origin',
      });
      expect(allowed.body).toBe('[1,2]');
      // A refused origin still gets the response, with no CORS header at all
      // (the origin callback said false, so cors only called next()): the browser blocks it.
      expect(refused.status).toBe(200);
      expect(refused.body).toBe('[1,2]');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('preflight OPTIONS is answered by cors with 204 and the allowed methods, headers and max-age', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const { request } = await listen(corsApp(fw));
        const preflight = (origin: string) =>
          request()
            .options('/api/items')
            .set('Origin', origin)
            .set('Access-Control-Request-Method', 'DELETE')
            .set('Access-Control-Request-Headers', 'X-Custom, Content-Type');
        return [observe(await preflight('https://admin.example')), observe(await preflight('https://evil.example'))];
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference[0]).toEqual({
        status: 204,
        headers: {
          'access-control-allow-origin': 'https://admin.example',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
          // Without allowedHeaders, cors reflects the requested headers.
          'access-control-allow-headers': 'X-Custom, Content-Type',
          'access-control-expose-headers': 'X-Total-Count',
          'access-control-max-age': '600',
          vary: 'Origin, Access-Control-Request-Headers',
          'content-length': '0',
          allow: undefined,
        },
        body: '',
      });
      // A refused preflight: cors calls next(), so the router's automatic OPTIONS
      // answer (200, Allow) goes out without any Access-Control-Allow-* header.
      expect(r.reference[1].status).toBe(200);
      expect(r.reference[1].headers['access-control-allow-origin']).toBeUndefined();
      expect(r.reference[1].headers['access-control-allow-methods']).toBeUndefined();
      expect(r.reference[1].headers.allow).toContain('DELETE');
    });

    it('app.use(cors()) answers every preflight; preflightContinue passes OPTIONS on to the router', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const global = fw();
        global.use(cors({ methods: ['GET', 'POST'], allowedHeaders: ['Content-Type'], optionsSuccessStatus: 200 }));
        global.post('/things', (req: any, res: any) => res.status(201).send('made'));

        const continued = fw();
        continued.use(cors({ preflightContinue: true }));
        continued.get('/things', (req: any, res: any) => res.send('things'));
        continued.put('/things', (req: any, res: any) => res.send('put'));

        const a = await listen(global);
        const b = await listen(continued);
        const pre = (s: typeof a) =>
          s.request().options('/things').set('Origin', 'https://x.example').set('Access-Control-Request-Method', 'POST');
        return {
          global: [observe(await pre(a)), observe(await a.request().post('/things').set('Origin', 'https://x.example'))],
          continued: observe(await pre(b)),
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference.global[0]).toMatchObject({
        status: 200,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET,POST',
          'access-control-allow-headers': 'Content-Type',
          'content-length': '0',
        },
      });
      expect(r.reference.global[1]).toMatchObject({ status: 201, body: 'made', headers: { 'access-control-allow-origin': '*' } });
      // cors set its headers and called next(): the router's automatic OPTIONS answer follows.
      expect(r.reference.continued.status).toBe(200);
      expect(r.reference.continued.headers['access-control-allow-origin']).toBe('*');
      expect(r.reference.continued.headers['access-control-allow-methods']).toBe('GET,HEAD,PUT,PATCH,POST,DELETE');
      expect(r.reference.continued.headers.allow).toBe(gen === '5.x' ? 'GET, HEAD, PUT' : 'GET,HEAD,PUT');
      expect(r.reference.continued.body).toBe(r.reference.continued.headers.allow);
    });
  });
}
