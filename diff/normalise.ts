// The normalisation applied to both answers before they are compared. Each rule removes
// something that differs between two correct frameworks, never something an app could
// rely on; the list and the reasons are in diff/README.md.
import type { Outcome } from './side';

/**
 * Headers not compared. `date`: the clock. `connection`, `keep-alive`: the connection
 * handling of node's HTTP server and of the client, not of the framework.
 */
export const IGNORED_HEADERS = new Set(['date', 'connection', 'keep-alive']);

/**
 * The stack frames of a development-mode error page (`<pre>Error: boom<br> &nbsp; &nbsp;at f (/path/file.js:1:2)...`):
 * they name the framework's own files and lines, different in any two implementations.
 * The first line (the error's name and message) stays.
 */
const STACK_FRAMES = /<br> &nbsp; &nbsp;at [^<]*/g;

/**
 * A cookie's Expires beside its Max-Age is the clock plus Max-Age: read on each side at its own
 * moment, it may fall on either side of a second. When it is that (within 2 s of the response's
 * Date plus Max-Age) it is written as such; any other Expires stays, to be compared.
 */
function clockExpires(cookie: string, date: string | undefined): string {
  const maxAge = /;\s*Max-Age=(-?\d+)/i.exec(cookie);
  const expires = /;\s*Expires=([^;]*)/i.exec(cookie);
  const sent = date === undefined ? NaN : Date.parse(date);
  if (!maxAge || !expires || Number.isNaN(sent)) return cookie;
  const drift = Date.parse(expires[1]) - (sent + Number(maxAge[1]) * 1000);
  if (!(Math.abs(drift) <= 2000)) return cookie;
  return cookie.replace(expires[0], expires[0].replace(expires[1], '(Date + Max-Age)'));
}

export interface Normalised {
  status: number;
  /** Lower-cased names, in order of the names' first appearance; repeated headers keep their order. */
  headers: Map<string, string[]>;
  body: string;
  /** The body was changed by normalisation: its Content-Length is then not compared (compare.ts). */
  bodyRewritten: boolean;
}

function bodyText(body: Buffer): string {
  const text = body.toString('utf8');
  // Binary bodies compare as bytes: base64 when UTF-8 does not round-trip them.
  return Buffer.from(text, 'utf8').equals(body) ? text : `base64:${body.toString('base64')}`;
}

export function normalise(outcome: Extract<Outcome, { kind: 'response' }>, method: string): Normalised {
  const headers = new Map<string, string[]>();
  const date = outcome.headers.find(([name]) => name.toLowerCase() === 'date')?.[1];
  for (const [name, value] of outcome.headers) {
    const lower = name.toLowerCase();
    if (IGNORED_HEADERS.has(lower)) continue;
    const list = headers.get(lower) ?? [];
    list.push(lower === 'set-cookie' ? clockExpires(value, date) : value);
    headers.set(lower, list);
  }
  // The default error page (finalhandler's, and the reference's) forbids everything with its
  // Content-Security-Policy. Its development-mode stack makes its length differ: a HEAD
  // response has no body to normalise, so its length is not compared.
  const errorPage = outcome.status >= 400 && (headers.get('content-security-policy') ?? []).includes("default-src 'none'");
  if (errorPage && method === 'HEAD') headers.delete('content-length');
  const raw = bodyText(outcome.body);
  const body = raw.replace(STACK_FRAMES, '');
  return { status: outcome.status, headers, body, bodyRewritten: body !== raw };
}
