// Splitting req.url into pathname and query string, without allocating a URL
// object for the common origin-form ('/path?query').
import { parse as legacyParse } from 'node:url';

/**
 * A URL read as origin-form ('/path?query') without a parser: it starts with '/' and holds
 * none of the characters that make Node's URL parser read it differently (Express's
 * parseurl takes the same shortcut, so '//x@y' is a path, not an authority).
 */
function isOriginForm(url: string): boolean {
  if (url.charCodeAt(0) !== 0x2f) return false;
  for (let i = 1; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x23 || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0xa0 || c === 0xfeff) return false;
  }
  return true;
}

/** The pathname of a request URL; undefined when the URL cannot be parsed. */
export function pathnameOf(url: string | undefined): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  if (isOriginForm(url)) {
    const q = url.indexOf('?');
    return q === -1 ? url : url.slice(0, q);
  }
  try {
    return legacyParse(url).pathname ?? undefined;
  } catch {
    return undefined;
  }
}

/** The query string of a request URL without '?'; undefined when there is none. */
export function queryStringOf(url: string | undefined): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  if (isOriginForm(url)) {
    const q = url.indexOf('?');
    return q === -1 ? undefined : url.slice(q + 1);
  }
  try {
    return legacyParse(url).query ?? undefined;
  } catch {
    return undefined;
  }
}

/** For absolute-form URLs ('http://host/path'), the 'http://host' part; else ''. */
export function protohostOf(url: string): string {
  if (url.length === 0 || url.charCodeAt(0) === 0x2f) return '';
  const q = url.indexOf('?');
  const pathPart = q === -1 ? url : url.slice(0, q);
  const scheme = pathPart.indexOf('://');
  if (scheme === -1) return '';
  const slash = url.indexOf('/', scheme + 3);
  return slash === -1 ? url : url.slice(0, slash);
}
