// What the HTTP lint knows of each field (the shape of httplint's field table, not its
// code): whether it holds one value or is a list, and which hold HTTP dates.

/**
 * Singleton fields: RFC 9110 defines them as one value, not a list, so a sender never repeats
 * them (5.3), equal values included. Lower-cased. Set-Cookie is neither (RFC 6265 3).
 */
export const SINGLETON_FIELDS: ReadonlySet<string> = new Set([
  'access-control-allow-credentials', // Fetch: a single value
  'access-control-allow-origin',
  'access-control-max-age',
  'age', // RFC 9111 5.1
  'content-disposition', // RFC 6266 4.1
  'content-length', // RFC 9110 8.6
  'content-location', // RFC 9110 8.7
  'content-range', // RFC 9110 14.4
  'content-type', // RFC 9110 8.3
  'date', // RFC 9110 6.6.1
  'etag', // RFC 9110 8.8.3
  'expires', // RFC 9111 5.3
  'last-modified', // RFC 9110 8.8.2
  'location', // RFC 9110 10.2.2
  'max-forwards',
  'referrer-policy',
  'retry-after', // RFC 9110 10.2.3
  'server', // RFC 9110 10.2.4: products, space-separated, not a list
  'strict-transport-security', // RFC 6797 6.1
  'x-content-type-options',
  'x-frame-options', // RFC 7034 2.1
]);

/** List fields (RFC 9110 5.6.1 #rule) whose elements are tokens or simple items: no empty element. */
export const LIST_FIELDS: ReadonlySet<string> = new Set([
  'accept-ranges', // RFC 9110 14.3
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-expose-headers',
  'allow', // RFC 9110 10.2.1
  'cache-control', // RFC 9111 5.2
  'connection', // RFC 9110 7.6.1
  'content-encoding', // RFC 9110 8.4
  'content-language', // RFC 9110 8.5
  'trailer', // RFC 9110 6.6.2
  'transfer-encoding', // RFC 9112 6.1
  'upgrade', // RFC 9110 7.8
  'vary', // RFC 9110 12.5.5
  'via', // RFC 9110 7.6.3
]);

/** Fields whose value is an HTTP-date a server generates (RFC 9110 5.6.7). Retry-After may be seconds instead. */
export const DATE_FIELDS: ReadonlySet<string> = new Set(['date', 'last-modified', 'expires', 'retry-after']);

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** IMF-fixdate (RFC 9110 5.6.7): "Sun, 06 Nov 1994 08:49:37 GMT". */
export const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT$`);

/** tchar (RFC 9110 5.6.2). */
export const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The elements of one list field line, split at commas outside quoted strings (RFC 9110
 * 5.6.1), each trimmed of optional whitespace.
 */
export function listElements(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quoted && c === '\\') {
      current += c + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === ',' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  out.push(current.trim());
  return out;
}
