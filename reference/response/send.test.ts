// send's fresh-check skip (accelerators.freshSkip): a request without If-None-Match or
// If-Modified-Since is never fresh, so res.send does not ask. Property: for generated
// statuses, bodies, ETags and request headers, res.send answers the same with the skip as
// with req.fresh read at every send, also where the app sets req.fresh itself.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { accelerators, resetAccelerators } from '../accelerators';
import { comparable, withServer } from '../test-support/http';
import reference4 from '../4.x';
import reference5 from '../5.x';
import { scaled } from '../../test-support/time-factor';

const frameworks = { '4.x': reference4, '5.x': reference5 } as const;

const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST'),
  status: fc.constantFrom(200, 201, 204, 301, 404),
  body: fc.constantFrom('hello', '', 'x'.repeat(100)),
  lastModified: fc.boolean(),
  /** The app's own req.fresh (an override), or none. */
  ownFresh: fc.constantFrom<'none' | 'true' | 'false'>('none', 'none', 'true', 'false'),
  headers: fc.record(
    {
      'if-none-match': fc.constantFrom('W/"5-nope"', '*', 'W/"5-qUqP5cyxm6YcTAhz05Hph5gvu9M"'),
      'if-modified-since': fc.constantFrom(new Date(0).toUTCString(), new Date(Date.UTC(2100, 0, 1)).toUTCString()),
      'cache-control': fc.constantFrom('no-cache', 'max-age=0'),
    },
    { requiredKeys: [] },
  ),
});

type Case = typeof request extends fc.Arbitrary<infer T> ? T : never;

afterEach(resetAccelerators);

describe.each(Object.entries(frameworks))('res.send %s: the fresh-check skip answers as the check does', (_gen, fw) => {
  it('for generated responses and requests', async () => {
    const app = (fw as () => any)();
    app.use((req: any, res: any) => {
      const r = JSON.parse(String(req.headers['x-case'])) as Case;
      if (r.ownFresh !== 'none') Object.defineProperty(req, 'fresh', { value: r.ownFresh === 'true' });
      if (r.lastModified) res.set('Last-Modified', new Date(Date.UTC(2020, 0, 1)).toUTCString());
      res.status(r.status).send(r.body);
    });
    await withServer(app, async (send) => {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const sent = { method: r.method, path: '/', headers: { ...r.headers, 'x-case': JSON.stringify(r) } };
          accelerators.freshSkip = true;
          const skipped = comparable(await send(sent));
          accelerators.freshSkip = false;
          const checked = comparable(await send(sent));
          expect(skipped).toEqual(checked);
        }),
        { numRuns: 200 },
      );
    });
  }, scaled(60_000));
});
