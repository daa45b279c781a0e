// The header lines of a response, every one as it came, and the one accessor the steps and
// properties read them through. node's `res.headers` keeps only the first line of
// Content-Type, Location, ETag and a dozen others and drops the rest without a word, so a
// framework answering `Location: /ok` and `Location: http://evil.example/` would pass a check
// about the first while a client may follow the second. Here a field that holds one value
// (SINGLE_VALUED) fails the check when it comes twice with different values, naming both.
//
// Identical repeats of a single-valued field are read as the one value. RFC 9110 §5.3 allows
// repeats only for list fields, but what a check is about is what a client does, and the
// clients agree on an identical repeat: Chromium refuses a response for repeated
// Content-Length, Content-Disposition or Location only when the values differ
// (HeadersContainMultipleCopiesOfField), and everyone else takes one of the equal values.
// (node's own parser refuses any repeated Content-Length, equal or not: the client reports it,
// see http-client.ts.)
import { CheckFailed, show } from './check';

/**
 * Fields that carry one value: RFC 9110 defines them as a singleton (not a list), and a
 * browser refuses a repeat or picks one of them. Lower-cased.
 */
export const SINGLE_VALUED: ReadonlySet<string> = new Set([
  'access-control-allow-credentials',
  'access-control-allow-origin',
  'access-control-max-age',
  'age',
  'content-disposition',
  'content-length',
  'content-location',
  'content-range',
  'content-type',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'date',
  'etag',
  'expires',
  'last-modified',
  'location',
  'referrer-policy',
  'refresh',
  'retry-after',
  'server',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/** Set-Cookie is neither: each line is a cookie of its own, and lines cannot be joined with commas (RFC 6265 §3). */
const SET_COOKIE = 'set-cookie';

export class ResponseHeaders {
  /** [name as sent, value] in the order received. */
  readonly lines: ReadonlyArray<readonly [string, string]>;

  constructor(lines: ReadonlyArray<readonly [string, string]>) {
    this.lines = lines;
  }

  /** From node's `rawHeaders` (name, value, name, value, ...), which keeps every line in order. */
  static fromRaw(raw: readonly string[]): ResponseHeaders {
    const lines: Array<[string, string]> = [];
    for (let i = 0; i + 1 < raw.length; i += 2) lines.push([raw[i], raw[i + 1]]);
    return new ResponseHeaders(lines);
  }

  /** Every value of the field, in order (case-insensitive name). */
  all(name: string): string[] {
    const lower = name.toLowerCase();
    return this.lines.filter(([n]) => n.toLowerCase() === lower).map(([, v]) => v);
  }

  has(name: string): boolean {
    return this.all(name).length > 0;
  }

  /**
   * The value a client reads, or undefined when the field is absent. A single-valued field
   * sent twice with different values fails the check (CheckFailed naming every value); a
   * list field's lines are joined with ", " as RFC 9110 §5.3 combines them; Set-Cookie lines
   * are joined with newlines (read them one by one with `all`).
   */
  get(name: string): string | undefined {
    const values = this.all(name);
    if (values.length === 0) return undefined;
    const lower = name.toLowerCase();
    if (lower === SET_COOKIE) return values.join('\n');
    if (!SINGLE_VALUED.has(lower)) return values.join(', ');
    const distinct = [...new Set(values)];
    if (distinct.length > 1) throw new CheckFailed(repeatedMessage(name, distinct, values.length));
    return values[0];
  }
}

/** "the response carries Location 2 times with different values: "/ok", "http://evil.example/" ...". */
export function repeatedMessage(name: string, distinct: readonly string[], lines: number): string {
  return (
    `the response carries ${name} ${lines} times with different values: ${distinct.map(show).join(', ')}; ` +
    `${name} holds one value, and a client takes either one or refuses the response`
  );
}
