// Where a directory's redirect sends the client: the URL the request wrote, with a '/' added
// to its path, for fw.static of every generation.
import * as url from 'node:url';
import encodeUrl from 'encodeurl';

/**
 * The Location of the redirect of the directory `originalUrl` names. Its path keeps one
 * leading slash: GET //evil.example/%2e%2e is the root directory, and "//evil.example/%2e%2e/"
 * would be a protocol-relative URL, another host for a browser (CVE-2015-1164).
 */
export function slashedLocation(originalUrl: string): string {
  const original = url.parse(originalUrl);
  original.path = null;
  original.pathname = collapseLeadingSlashes((original.pathname ?? '') + '/');
  return encodeUrl(url.format(original));
}

function collapseLeadingSlashes(p: string): string {
  let i = 0;
  while (i < p.length && p.charCodeAt(i) === 0x2f) i++;
  return i > 1 ? '/' + p.slice(i) : p;
}
