// The last shrinking pass: parts taken out one at a time while the difference remains.
import { describe, expect, it } from 'vitest';
import { minimise, type Case } from './minimise';
import { outsideRecordedDivergences } from './generators';
import type { Item } from './model';

const route = (v: string): Item => ({ t: 'route', method: 'get', path: { t: 'segments', segments: [{ t: 'lit', v }] }, handlers: [{ t: 'json', fields: ['params', 'query', 'path'] }] });

describe('minimise', () => {
  it('removes every part the difference does not need, anywhere in the app and the request', async () => {
    const start: Case = {
      app: {
        settings: { strict: true, jsonSpaces: 2 },
        errorHandler: true,
        items: [route('a'), { t: 'mount', kind: 'router', at: [{ t: 'lit', v: 'p' }], mergeParams: false, settings: {}, items: [route('b'), route('needed')] }, route('c')],
      },
      request: { method: 'GET', path: '/p/needed?x=1', headers: [['Host', 'example.com'], ['Accept', 'text/html']], body: { data: 'x' } },
    };
    // "The difference": the route 'needed' answering JSON with the path, and json spaces set.
    const differs = async (c: Case) => {
      const text = JSON.stringify(c.app);
      return text.includes('"needed"') && text.includes('"path"') && c.app.settings.jsonSpaces === 2 ? 'found' : undefined;
    };
    const { case: smallest, found } = await minimise(start, differs, Date.now() + 60_000);
    expect(found).toBe('found');
    expect(smallest.app).toEqual({
      settings: { jsonSpaces: 2 },
      errorHandler: false,
      items: [{ t: 'mount', kind: 'router', at: [{ t: 'lit', v: 'p' }], mergeParams: false, settings: {}, items: [{ ...route('needed'), handlers: [{ t: 'json', fields: ['path'] }] }] }],
    });
    expect(smallest.request).toEqual({ method: 'GET', path: '/p/needed', headers: [['Host', 'example.com']] });
  });

  // seed 4365888 at 4.x: taking out 'query parser' turned a difference into the recorded
  // divergence of the default parser ('simple' in the spec, 'extended' in Express 4)
  it('keeps what the generator gives every app, so it never shrinks into a recorded divergence', async () => {
    const start: Case = {
      app: { settings: { queryParser: 'extended', strict: true }, errorHandler: false, items: [route('a')] },
      request: { method: 'GET', path: '/a?x[1]=1', headers: [['Host', 'example.com']] },
    };
    const tried: Case[] = [];
    const differs = async (c: Case) => (tried.push(c), 'found');
    const { case: smallest } = await minimise(start, differs, Date.now() + 60_000, (app) => outsideRecordedDivergences(app, '4.x'));
    expect(tried.every((c) => c.app.settings.queryParser === 'extended')).toBe(true);
    expect(smallest.app.settings).toEqual({ queryParser: 'extended' });
    expect(smallest.request).toEqual({ method: 'GET', path: '/a', headers: [['Host', 'example.com']] });
  });
});
