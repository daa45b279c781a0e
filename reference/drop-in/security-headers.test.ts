// helmet, unchanged, on Express and on the reference: the default security
// headers on every kind of response (route, error page, 404), X-Powered-By
// removed, and a configured CSP using a per-request nonce from res.locals.
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { GENERATIONS, headersOf, onBoth } from './harness';

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
];

const DEFAULTS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    "img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';" +
    'upgrade-insecure-requests',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'x-powered-by': undefined,
};

for (const gen of GENERATIONS) {
  describe(`helmet on ${gen}`, () => {
    it('sets the default security headers on routes, errors and 404s, and removes X-Powered-By', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const app = fw();
        app.use(helmet());
        app.get('/', (req: any, res: any) => res.send('<h1>home</h1>'));
        app.get('/boom', () => {
          throw new Error('boom');
        });
        const { request } = await listen(app);
        const out = [];
        for (const path of ['/', '/boom', '/missing']) {
          const res = await request().get(path);
          out.push({ status: res.status, headers: headersOf(res.headers, HELMET_HEADERS) });
        }
        return out;
      });
      expect(r.reference).toEqual(r.express);
      // The final handler of Express replaces CSP on its own error pages with "default-src 'none'".
      expect(r.reference.map((x) => x.status)).toEqual([200, 500, 404]);
      expect(r.reference[0].headers).toEqual(DEFAULTS);
      for (const page of r.reference.slice(1)) {
        expect(page.headers).toEqual({ ...DEFAULTS, 'content-security-policy': "default-src 'none'" });
      }
    });

    it('a configured policy: CSP with a per-request nonce, frameguard deny, HSTS preload, no referrer policy', async () => {
      const r = await onBoth(gen, async ({ fw, listen }) => {
        const app = fw();
        app.use((req: any, res: any, next: any) => {
          res.locals.nonce = randomBytes(8).toString('hex');
          next();
        });
        app.use(
          helmet({
            contentSecurityPolicy: {
              useDefaults: false,
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'", (req: any, res: any) => `'nonce-${res.locals.nonce}'`],
              },
            },
            frameguard: { action: 'deny' },
            strictTransportSecurity: { maxAge: 63072000, preload: true },
            referrerPolicy: false,
          }),
        );
        app.get('/', (req: any, res: any) => res.send(`<script nonce="${res.locals.nonce}"></script>`));
        const { request } = await listen(app);
        const res = await request().get('/');
        const nonce = /nonce="([0-9a-f]+)"/.exec(res.text)![1];
        return {
          status: res.status,
          csp: res.headers['content-security-policy'].replace(nonce, 'NONCE'),
          frame: res.headers['x-frame-options'],
          hsts: res.headers['strict-transport-security'],
          referrer: res.headers['referrer-policy'] ?? null,
        };
      });
      expect(r.reference).toEqual(r.express);
      expect(r.reference).toEqual({
        status: 200,
        csp: "default-src 'self';script-src 'self' 'nonce-NONCE'",
        frame: 'DENY',
        hsts: 'max-age=63072000; includeSubDomains; preload',
        referrer: null,
      });
    });
  });
}
