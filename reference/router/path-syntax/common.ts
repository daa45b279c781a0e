// Pieces shared by every path syntax: parameter decoding, and the literal
// prefix test that spares the regular expression paths that cannot match.
import type { CompiledPath } from './types';

/** URI-component decoding of a captured value; a malformed escape is a 400 error. */
export function decodeParam(value: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.indexOf('%') === -1) return value;
  try {
    return decodeURIComponent(value);
  } catch (err) {
    if (err instanceof URIError) {
      const e = err as URIError & { status?: number; statusCode?: number };
      e.message = `Failed to decode param '${value}'`;
      e.status = e.statusCode = 400;
    }
    throw err;
  }
}

/** Leading characters that every syntax reads literally (no parameter, group, wildcard or escape). */
const LITERAL_HEAD = /^[A-Za-z0-9\-_~/]*/;

/**
 * The literal start of a pattern, up to (not including) its last '/': a request
 * path that does not begin with it cannot match. Cut at a slash because the slash
 * before an optional part may itself be optional ('/a/:b?' matches '/a'); a
 * pattern with no special character at all is its whole prefix.
 */
export function literalPrefix(pattern: string): string {
  const head = LITERAL_HEAD.exec(pattern)![0];
  // a pattern that is all literal is its own prefix (nothing optional follows)
  if (head.length === pattern.length) return pattern.replace(/\/+$/, '');
  const slash = head.lastIndexOf('/');
  return slash > 0 ? head.slice(0, slash) : '';
}

/**
 * Wraps a compiled pattern with a cheap test of its literal prefix, so that a
 * request path is only given to the regular expression when it could match
 * (a router with many routes tries most of them for every request).
 * ASCII letters compare case-insensitively unless `sensitive`, as the
 * expression's 'i' flag does for them.
 */
export function guardPrefix(prefix: string, sensitive: boolean, compiled: CompiledPath): CompiledPath {
  if (prefix.length < 2) return compiled;
  const wanted = sensitive ? prefix : prefix.toLowerCase();
  const len = wanted.length;
  return {
    match(pathname) {
      if (pathname.length < len) return null;
      for (let i = 0; i < len; i++) {
        let c = pathname.charCodeAt(i);
        if (!sensitive && c >= 0x41 && c <= 0x5a) c |= 0x20;
        if (c !== wanted.charCodeAt(i)) return null;
      }
      return compiled.match(pathname);
    },
    prefix: wanted,
    sensitive,
  };
}

/** A path with its ASCII letters lower-cased: the case folding guardPrefix compares with. */
export function foldAscii(path: string): string {
  return /[A-Z]/.test(path) ? path.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : path;
}
