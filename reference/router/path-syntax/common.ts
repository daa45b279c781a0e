// Pieces shared by every path syntax: parameter decoding and the fast path
// for patterns that are plain strings (no parameters, no wildcards).
import type { CompiledPath, PathMatch, PathMatchOptions } from './types';

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

/** Characters that mean nothing special in any generation's syntax. */
const PLAIN_PATTERN = /^[\w\-.~/%@,;=&']*$/;

export function isPlainPattern(pattern: unknown): boolean {
  return typeof pattern === 'string' && PLAIN_PATTERN.test(pattern);
}

/**
 * A plain string pattern needs no regular expression: it is compared as a string.
 * Routes (end) match the pattern with at most one trailing slash unless strict;
 * mounts match it as a prefix ending at a '/' or at the end of the path.
 */
export function compilePlain(pattern: string, options: PathMatchOptions): CompiledPath {
  const sensitive = options.sensitive;
  if (!options.end) {
    const prefix = trimTrailingSlashes(pattern);
    if (prefix === '') return { match: () => ({ params: {}, path: '' }) };
    const wanted = sensitive ? prefix : prefix.toLowerCase();
    const len = wanted.length;
    return {
      match(pathname) {
        if (pathname.length < len) return null;
        if (pathname.length > len && pathname.charCodeAt(len) !== 0x2f /* / */) return null;
        const head = pathname.length === len ? pathname : pathname.slice(0, len);
        if ((sensitive ? head : head.toLowerCase()) !== wanted) return null;
        return { params: {}, path: head };
      },
    };
  }
  const exact = options.strict ? pattern : trimTrailingSlashes(pattern) || '/';
  const wanted = sensitive ? exact : exact.toLowerCase();
  const loose = !options.strict && wanted !== '/';
  return {
    match(pathname): PathMatch | null {
      const candidate = sensitive ? pathname : pathname.toLowerCase();
      if (candidate === wanted) return { params: {}, path: pathname };
      if (loose && candidate.length === wanted.length + 1 && candidate.endsWith('/') && candidate.startsWith(wanted)) {
        return { params: {}, path: pathname };
      }
      return null;
    },
  };
}

function trimTrailingSlashes(pattern: string): string {
  let end = pattern.length;
  while (end > 0 && pattern.charCodeAt(end - 1) === 0x2f) end--;
  return pattern.slice(0, end);
}
