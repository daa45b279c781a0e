// Path syntaxes: matching rules, and no catastrophic backtracking.
import { describe, expect, it } from 'vitest';
import pathToRegexp0 = require('path-to-regexp-0');
import { pathToRegexp } from 'path-to-regexp';
import { pathSyntax4 } from './4.x';
import { pathSyntax5 } from './5.x';

const route = { sensitive: false, strict: false, end: true };

/**
 * The capture groups of a regular expression source, each with the literal
 * character that precedes it ('' at the start).
 */
function groups(source: string): Array<{ before: string; body: string }> {
  const out: Array<{ before: string; body: string }> = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') { i++; continue; }
    if (source[i] === '[') { while (source[i] !== ']') i += source[i] === '\\' ? 2 : 1; continue; }
    if (source[i] !== '(' || source[i + 1] === '?') continue;
    let depth = 0;
    let j = i;
    for (; j < source.length; j++) {
      if (source[j] === '\\') { j++; continue; }
      if (source[j] === '(') depth++;
      if (source[j] === ')' && --depth === 0) break;
    }
    // The literal before the group, skipping non-capturing group openers.
    let k = i - 1;
    while (k >= 2 && source.slice(k - 2, k + 1) === '(?:') k -= 3;
    const before = k >= 0 ? (source[k - 1] === '\\' ? source[k] : source[k]) : '';
    out.push({ before, body: source.slice(i, j + 1) });
  }
  return out;
}

const risky = ['/:a-:b-:c-:d-:e', '/:a.:b.:c.:d', '/:from-:to/:x-:y', '/:a~:b~:c'];

describe('no catastrophic backtracking', () => {
  it('4.x: a parameter after a literal separator cannot consume that separator', () => {
    for (const p of risky) {
      for (const g of groups(pathToRegexp0(p, [], {}).source)) {
        if (g.before && g.before !== '/' && g.before !== '^') expect(g.body, `${p}: ${g.body}`).toContain(g.before === '.' ? '\\.' : g.before);
      }
    }
  });
  it('5.x: a parameter after a literal separator cannot consume that separator', () => {
    for (const p of risky) {
      for (const g of groups(pathToRegexp(p).regexp.source)) {
        if (g.before && g.before !== '/' && g.before !== '^') expect(g.body, `${p}: ${g.body}`).toContain(g.before === '.' ? '\\.' : g.before);
      }
    }
  });
  it('pathological paths against many-parameter routes are rejected', () => {
    const hostile = '/' + '-'.repeat(5000) + '/x';
    for (const syntax of [pathSyntax4, pathSyntax5]) {
      for (const p of risky) expect(syntax(p, route).match(hostile)).toBeNull();
    }
  });
});

describe('plain patterns are matched as strings', () => {
  for (const [name, syntax] of [['4.x', pathSyntax4], ['5.x', pathSyntax5]] as const) {
    it(`${name}: routes and mounts`, () => {
      const r = syntax('/users/list', route);
      expect(r.match('/users/list')).toEqual({ params: {}, path: '/users/list' });
      expect(r.match('/USERS/list/')).not.toBeNull();
      expect(r.match('/users/list//')).toBeNull();
      expect(syntax('/users/list', { ...route, strict: true }).match('/users/list/')).toBeNull();
      expect(syntax('/Users', { ...route, sensitive: true }).match('/users')).toBeNull();
      const m = syntax('/api/', { sensitive: false, strict: false, end: false });
      expect(m.match('/API/v1')).toEqual({ params: {}, path: '/API' });
      expect(m.match('/apiv1')).toBeNull();
      expect(syntax('/', { sensitive: false, strict: false, end: false }).match('/x')).toEqual({ params: {}, path: '' });
    });
  }
  it('malformed escapes in parameters are 400 errors', () => {
    for (const syntax of [pathSyntax4, pathSyntax5]) {
      expect(() => syntax('/:id', route).match('/%E0%A4%A')).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});

describe('literal prefix guard', () => {
  it('never rejects a path the expression matches', () => {
    const cases: Array<[string, string[]]> = [
      ['/route-150/:id', ['/route-150/abc', '/ROUTE-150/abc', '/route-150/abc/']],
      ['/a/:b?', ['/a', '/a/x', '/A/']],
      ['/users/:id/books/:book', ['/users/1/books/2', '/Users/1/Books/2']],
      ['/files/*', ['/files/a/b', '/files/']],
    ];
    for (const [pattern, paths] of cases) {
      const m4 = pathSyntax4(pattern, route);
      for (const p of paths) expect(m4.match(p), `4.x ${pattern} ${p}`).not.toBeNull();
    }
    const m5 = pathSyntax5('/a{/:b}', route);
    expect(m5.match('/a')).not.toBeNull();
    expect(pathSyntax5('/route-1/:id', route).match('/ROUTE-1/x')).not.toBeNull();
  });

  it('rejects other prefixes, and case differences when sensitive', () => {
    expect(pathSyntax5('/route-1/:id', route).match('/route-2/x')).toBeNull();
    expect(pathSyntax5('/Route/:id', { ...route, sensitive: true }).match('/route/x')).toBeNull();
    expect(pathSyntax4('/Route/:id', { ...route, sensitive: true }).match('/route/x')).toBeNull();
  });
});

describe('literal prefix of a pattern', () => {
  it('is known for literal starts, lower-cased unless sensitive', () => {
    expect(pathSyntax5('/Users/:id', route).prefix).toBe('/users');
    expect(pathSyntax5('/Users/:id', { ...route, sensitive: true }).prefix).toBe('/Users');
    expect(pathSyntax4('/users', route).prefix).toBe('/users');
    expect(pathSyntax4('/a/:b?', route).prefix).toBe('/a');
    expect(pathSyntax5('/api/v1/items-2/:id', route).prefix).toBe('/api/v1/items-2');
    expect(pathSyntax5('/:id', route).prefix).toBeUndefined();
    expect(pathSyntax5('/', { ...route, end: false }).prefix).toBeUndefined();
    expect(pathSyntax4('/ab*', route).prefix).toBeUndefined();
    expect(pathSyntax5(/^\/x/, route).prefix).toBeUndefined();
  });
});
