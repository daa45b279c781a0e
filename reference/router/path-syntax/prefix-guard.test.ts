// The literal-prefix guard and the router's index (which skips by the same prefix) are fast paths
// in front of path-to-regexp: they may only turn away paths the expression
// itself would not match. For generated patterns and request paths, the
// guarded matcher answers exactly as the bare expression does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import pathToRegexp0 = require('path-to-regexp-0');
import { match as compileMatch } from 'path-to-regexp';
import { foldAscii } from './common';
import { pathSyntax4 } from './4.x';
import { pathSyntax5 } from './5.x';
import type { CompiledPath, PathMatchOptions } from './types';

const literal = fc.stringMatching(/^[a-cA-C0-9\-_~.]{1,4}$/);
const param = fc.constantFrom(':id', ':x');
/** Patterns with and without a trailing slash (dropped unless strict). */
const withTrailingSlash = (p: string) => fc.constantFrom(p, p + '/');
const options = fc.record({ sensitive: fc.boolean(), strict: fc.boolean(), end: fc.boolean() });
/** Request paths built from the same pieces, so that near misses are common. */
const requestPath = fc
  .array(fc.oneof(literal, fc.constantFrom('a', 'B', 'c1', '', '%41', 'a.b')), { minLength: 0, maxLength: 4 })
  .map((parts) => '/' + parts.join('/'))
  .chain((p) => fc.constantFrom(p, p + '/', p.toUpperCase(), p.toLowerCase()));

/** Request paths made from a pattern: its parameters filled, optional parts in or out, slashes and case varied. */
function pathsFor(pattern: string): fc.Arbitrary<string[]> {
  const filled = (keepOptional: boolean) =>
    pattern
      .replace(/\{\/:\w+\}/g, keepOptional ? '/v' : '')
      .replace(/\/:\w+\?/g, keepOptional ? '/v' : '')
      .replace(/:\w+/g, 'v');
  const variant = fc.tuple(fc.boolean(), fc.constantFrom('', '/', 'x', '/x'), fc.constantFrom('same', 'upper', 'lower', 'trim'));
  const derived = variant.map(([keep, tail, form]) => {
    const p = filled(keep) + tail;
    return form === 'upper' ? p.toUpperCase() : form === 'lower' ? p.toLowerCase() : form === 'trim' ? p.replace(/\/+$/, '') || '/' : p;
  });
  return fc.array(fc.oneof(derived, requestPath), { minLength: 1, maxLength: 8 });
}

/**
 * What the guarded matcher says, and what the bare expression says: whether, and how
 * much, matched. A match also starts with the prefix the router's index skips others by.
 */
function agree(guarded: CompiledPath, o: PathMatchOptions, bare: (path: string) => string | null, path: string): void {
  const got = guarded.match(path);
  expect(got === null ? null : got.path, path).toBe(bare(path));
  if (got !== null && guarded.prefix !== undefined) {
    expect((o.sensitive ? path : foldAscii(path)).startsWith(guarded.prefix), path).toBe(true);
  }
}

describe('the literal-prefix guard answers as the bare expression', () => {
  it('4.x (path-to-regexp 0.1)', () => {
    const pattern = fc.array(fc.oneof(literal, param, param.map((p) => p + '?')), { minLength: 1, maxLength: 4 }).map((s) => '/' + s.join('/'))
      .chain(withTrailingSlash);
    fc.assert(
      fc.property(pattern.chain((p) => fc.tuple(fc.constant(p), pathsFor(p))), options, ([p, paths], o: PathMatchOptions) => {
        const guarded = pathSyntax4(p, o);
        const re = pathToRegexp0(p, [], o);
        for (const path of paths) agree(guarded, o, (x) => re.exec(x)?.[0] ?? null, path);
      }),
      { numRuns: 300 },
    );
  });

  it('5.x (path-to-regexp 8)', () => {
    const piece = fc.oneof(literal, param, param.map((p) => `{/${p}}`));
    const pattern = fc.array(piece, { minLength: 1, maxLength: 4 }).map((s) => '/' + s.join('/').replace(/\/\{/g, '{'))
      .chain(withTrailingSlash);
    fc.assert(
      fc.property(pattern.chain((p) => fc.tuple(fc.constant(p), pathsFor(p))), options, ([p, paths], o: PathMatchOptions) => {
        const guarded = pathSyntax5(p, o);
        const source = o.strict ? p : p.replace(/\/+$/, '');
        const bare = compileMatch(source, { sensitive: o.sensitive, end: o.end, trailing: !o.strict, decode: (v) => v });
        for (const path of paths) {
          agree(guarded, o, (x) => {
            try {
              const m = bare(x);
              return m ? m.path : null;
            } catch {
              return null;
            }
          }, path);
        }
      }),
      { numRuns: 300 },
    );
  });
});
