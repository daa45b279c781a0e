// Aimed requests become paths of the app's own routes, mount paths included.
import { describe, expect, it } from 'vitest';
import { aimAt } from './aim';
import type { AppModel } from './model';

const app: AppModel = {
  settings: {},
  errorHandler: false,
  items: [
    { t: 'route', method: 'get', path: { t: 'segments', segments: [{ t: 'lit', v: 'a' }, { t: 'optional', name: 'id' }] }, handlers: [{ t: 'next' }] },
    { t: 'mount', kind: 'router', at: [{ t: 'lit', v: 'p' }, { t: 'param', name: 'tenant' }], mergeParams: false, settings: {}, items: [
      { t: 'route', method: 'get', path: { t: 'segments', segments: [{ t: 'wildcard', name: 'rest' }] }, handlers: [{ t: 'next' }] },
    ] },
  ],
};

describe('aimAt', () => {
  it('fills parameters with the values, keeps the query, and counts routes modulo their number', () => {
    const request = { method: 'GET', path: '/ignored?q=1', headers: [] as Array<[string, string]> };
    expect(aimAt(app, { ...request, aim: { route: 0, values: ['42'] } }).path).toBe('/a/42?q=1');
    expect(aimAt(app, { ...request, aim: { route: 0, values: [''] } }).path).toBe('/a?q=1');
    expect(aimAt(app, { ...request, aim: { route: 3, values: ['x', 'y', 'z'] } })).toEqual({ method: 'GET', path: '/p/x/y/z?q=1', headers: [] });
    expect(aimAt(app, request).path).toBe('/ignored?q=1');
  });
});
