// Generated apps as JavaScript: each generation's path syntax, and every generated app is
// code that parses (a reproduction must run as printed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appSource } from './app-source';
import { appArbitrary } from './generators';
import type { AppModel, Item } from './model';

const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor as new (...args: string[]) => unknown;

const app: AppModel = {
  settings: { strict: true },
  errorHandler: false,
  items: [
    { t: 'route', method: 'get', path: { t: 'segments', segments: [{ t: 'lit', v: 'a' }, { t: 'optional', name: 'id' }] }, handlers: [{ t: 'sendStatus', code: 204 }] },
    { t: 'route', method: 'get', path: { t: 'segments', segments: [{ t: 'lit', v: 'f' }, { t: 'wildcard', name: 'rest' }] }, handlers: [{ t: 'json', fields: ['params'] }] },
    { t: 'mount', kind: 'router', at: [{ t: 'param', name: 'tenant' }], mergeParams: true, settings: {}, items: [{ t: 'route', method: 'post', path: { t: 'regexp', source: '^\\/r\\/(\\d+)$', flags: '' }, handlers: [{ t: 'next' }, { t: 'send', value: 'text' }] }] },
  ],
};

describe('appSource', () => {
  it('writes 5.x paths in path-to-regexp 8 syntax', () => {
    const code = appSource(app, '5.x');
    expect(code).toContain("app.get('/a{/:id}', (req, res, next) => res.sendStatus(204));");
    expect(code).toContain("app.get('/f/*rest', (req, res, next) => res.json({ params: req.params }));");
    expect(code).toContain('const router1 = fw.Router({ mergeParams: true });');
    expect(code).toContain("router1.post(/^\\/r\\/(\\d+)$/, (req, res, next) => next(), (req, res, next) => res.send('hello'));");
    expect(code).toContain("app.use('/:tenant', router1);");
    expect(code.startsWith("app.set('strict routing', true);")).toBe(true);
  });

  it('writes a middleware that sets req.url before passing on', () => {
    const rewrite: AppModel = { settings: {}, errorHandler: false, items: [{ t: 'use', path: { t: 'segments', segments: [{ t: 'lit', v: 'a' }] }, action: { t: 'rewrite', to: '/b?x=1' } }] };
    expect(appSource(rewrite, '5.x')).toBe("app.use('/a', (req, res, next) => { req.url = '/b?x=1'; next(); });");
  });

  it.each(['4.x', '5.x'] as const)('%s apps sometimes set req.url in middleware mounted at a path', (generation) => {
    const mountedRewrite = (items: Item[]): boolean =>
      items.some((item) => (item.t === 'use' && item.path !== undefined && item.action.t === 'rewrite') || (item.t === 'mount' && mountedRewrite(item.items)));
    const apps = fc.sample(appArbitrary(generation), { numRuns: 200, seed: 1 });
    expect(apps.filter((model) => mountedRewrite(model.items)).length).toBeGreaterThan(5);
  });

  it('writes 4.x paths in path-to-regexp 0.1 syntax', () => {
    const code = appSource(app, '4.x');
    expect(code).toContain("app.get('/a/:id?', ");
    expect(code).toContain("app.get('/f/*', ");
  });

  it.each(['4.x', '5.x'] as const)('every generated %s app is JavaScript that parses', (generation) => {
    fc.assert(
      fc.property(appArbitrary(generation), (model) => {
        const code = appSource(model, generation);
        expect(() => new AsyncFunction('fw', 'app', 'fixtures', 'require', code)).not.toThrow();
        if (generation === '5.x') expect(code).not.toMatch(/\(\\\\d\+\)'/); // no inline patterns in 5.x
      }),
      { numRuns: 200, seed: 1 },
    );
  });
});
