// The HTTP/1.1 lint of one response (the shape of REDbot's httplint): fed the status line,
// the header lines in order, the content and the request it answers, it says which rules of
// spec/http-rules.ts it judged and which the response breaks, each as a note naming the rule
// and its clause. It judges what the response shows; a rule that needs the raw bytes is
// judged only when they are given (`raw`), as the raw-socket steps do.
import { httpRule, type HttpRuleId } from '../../spec/http-rules';
import { FIELD_GRAMMARS } from './field-grammar';
import { DATE_FIELDS, IMF_FIXDATE, LIST_FIELDS, SINGLETON_FIELDS, TOKEN, listElements } from './fields';

export type HeaderLines = ReadonlyArray<readonly [string, string]>;

export interface LintedResponse {
  /** The request it answers. */
  request: {
    method: string;
    /** "1.1" or "1.0". */
    version: string;
    /** The Connection options the request carried, lower-cased (the client's own included). */
    connection: readonly string[];
    /** Whether it carried Range: a 206 or 416 answers one; an app's own res.sendStatus(206) is the app's choice. Unknown: judged. */
    range?: boolean;
  };
  status: number;
  reason: string;
  headers: HeaderLines;
  /** The content as received (after the transfer coding is removed). */
  body: Buffer;
  /**
   * Bytes that came after the head of a response that has no content (to HEAD, a 1xx, a 204,
   * a 304), before the next response or the close: the first of them, and how many came.
   */
  trailing?: { bytes: Buffer; size: number };
  /** What only the bytes on the wire show, when the check has them. */
  raw?: {
    statusLine: string;
    /** The header lines as sent, without their CRLF. */
    headerLines: readonly string[];
    /** Set when the content did not end where Content-Length said: what came. */
    lengthMismatch?: string;
  };
}

export interface Note {
  rule: HttpRuleId;
  /** What the response shows, for the check's message. */
  detail: string;
}

export interface Lint {
  /** The rules the response gave something to judge (a 204 rule is judged on 204s only). */
  judged: Set<HttpRuleId>;
  notes: Note[];
}

const CTL_BUT_HTAB = /[\x00-\x08\x0a-\x1f\x7f]/;
const REASON = /^[\t\x20-\x7e\x80-\xff]*$/;

export function lintResponse(r: LintedResponse): Lint {
  const judged = new Set<HttpRuleId>();
  const notes: Note[] = [];
  const judge = (rule: HttpRuleId, ok: boolean, detail: () => string) => {
    judged.add(rule);
    if (!ok) notes.push({ rule, detail: detail() });
  };
  const lines = r.headers;
  const values = (name: string) => lines.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
  const has = (name: string) => values(name).length > 0;
  const method = r.request.method.toUpperCase();

  // Fields
  const counts = new Map<string, number>();
  for (const [name] of lines) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  const repeated = [...counts].filter(([n, c]) => SINGLETON_FIELDS.has(n) && c > 1);
  judge('http/singleton-field-once', repeated.length === 0, () =>
    repeated.map(([n, c]) => `${lines.find(([l]) => l.toLowerCase() === n)![0]} comes ${c} times (${values(n).map((v) => JSON.stringify(v)).join(', ')})`).join('; '),
  );
  const cookies = values('set-cookie');
  if (cookies.length) {
    const folded = cookies.filter((c) => /,\s*[!#$%&'*+\-.^_`|~0-9A-Za-z]+=/.test(c.replace(/expires=[^;]*/gi, '')));
    judge('http/set-cookie-not-folded', folded.length === 0, () => `Set-Cookie ${folded.map((c) => JSON.stringify(c)).join(', ')} holds more than one cookie`);
  }
  const badNames = lines.filter(([n]) => !TOKEN.test(n)).map(([n]) => JSON.stringify(n));
  judge('http/field-name-token', badNames.length === 0, () => `field name ${badNames.join(', ')} is not a token`);
  // OWS around a value is allowed (RFC 9110 5.5): only what lies inside is judged.
  const badValues = lines.filter(([, v]) => CTL_BUT_HTAB.test(v)).map(([n, v]) => `${n}: ${JSON.stringify(v)}`);
  judge('http/field-value-chars', badValues.length === 0, () => `${badValues.join('; ')} holds a control character`);
  const lists = lines.filter(([n]) => LIST_FIELDS.has(n.toLowerCase()));
  if (lists.length) {
    const empty = lists.filter(([, v]) => v.trim() !== '' && listElements(v).some((e) => e === ''));
    judge('http/list-no-empty-elements', empty.length === 0, () => empty.map(([n, v]) => `${n}: ${JSON.stringify(v)} has an empty element`).join('; '));
  }

  // The grammar of each field the response carries (field-grammar.ts), one rule a field.
  for (const { field, rule, read } of FIELD_GRAMMARS) {
    const found = lines.filter(([n]) => n.toLowerCase() === field);
    if (!found.length) continue;
    const bad = found.flatMap(([n, v]) => {
      const why = read(v);
      return why === undefined ? [] : [`${n}: ${why}`];
    });
    judge(rule, bad.length === 0, () => bad.join('; '));
  }
  // Ranges: a single part says which; an unsatisfiable range says the length it missed.
  const ranges = values('content-range');
  if (r.status === 206 && r.request.range !== false) {
    const multipart = /^multipart\/byteranges\b/i.test(values('content-type')[0]?.trim() ?? '');
    judge('http/partial-content-range', multipart || (ranges.length === 1 && /^\S+ \d+-\d+\//.test(ranges[0].trim())), () =>
      ranges.length ? `the 206 response carries Content-Range ${ranges.map((v) => JSON.stringify(v)).join(', ')}, not first-last/length` : 'the 206 response carries no Content-Range and is not multipart/byteranges',
    );
  }
  if (r.status === 416 && r.request.range !== false) {
    judge('http/unsatisfiable-range-length', ranges.length === 1 && /^\S+ \*\/\d+$/.test(ranges[0].trim()), () =>
      ranges.length ? `the 416 response carries Content-Range ${ranges.map((v) => JSON.stringify(v)).join(', ')}, not "bytes */length"` : 'the 416 response carries no Content-Range "bytes */length"',
    );
  }

  // Dates
  if (r.status >= 200 && r.status < 500) judge('http/date-present', has('date'), () => `the ${r.status} response carries no Date`);
  const [modified, date] = [values('last-modified'), values('date')];
  if (modified.length === 1 && date.length === 1 && IMF_FIXDATE.test(modified[0].trim()) && IMF_FIXDATE.test(date[0].trim())) {
    judge('http/last-modified-not-after-date', Date.parse(modified[0]) <= Date.parse(date[0]), () => `Last-Modified ${modified[0].trim()} is later than Date ${date[0].trim()}`);
  }
  const dates = lines.filter(([n, v]) => DATE_FIELDS.has(n.toLowerCase()) && !(n.toLowerCase() === 'retry-after' && /^\d+$/.test(v.trim())));
  if (dates.length) {
    const bad = dates.filter(([, v]) => !IMF_FIXDATE.test(v.trim()));
    judge('http/date-imf-fixdate', bad.length === 0, () => bad.map(([n, v]) => `${n}: ${JSON.stringify(v)} is not an IMF-fixdate`).join('; '));
  }

  // Framing
  const lengths = values('content-length');
  if (lengths.length) {
    const bad = lengths.filter((v) => !/^\d+$/.test(v.trim()));
    judge('http/content-length-syntax', bad.length === 0, () => `Content-Length ${bad.map((v) => JSON.stringify(v)).join(', ')} is not a number`);
  }
  const length = lengths.length === 1 && /^\d+$/.test(lengths[0].trim()) ? Number(lengths[0].trim()) : undefined;
  const bodiless = method === 'HEAD' || r.status === 204 || r.status === 304 || r.status < 200;
  if (length !== undefined && !bodiless) {
    judge('http/content-length-exact', length === r.body.length && !r.raw?.lengthMismatch, () => r.raw?.lengthMismatch ?? `Content-Length says ${length} bytes; the content has ${r.body.length}`);
  } else if (r.raw?.lengthMismatch) {
    judge('http/content-length-exact', false, () => r.raw!.lengthMismatch!);
  }
  const te = values('transfer-encoding');
  if (te.length) judge('http/no-length-with-transfer-encoding', !lengths.length, () => `Transfer-Encoding ${JSON.stringify(te.join(', '))} comes with Content-Length ${JSON.stringify(lengths.join(', '))}`);
  if (r.status < 200 || r.status === 204) {
    judge('http/no-framing-on-1xx-204', !lengths.length && !te.length, () => `the ${r.status} response carries ${[lengths.length ? `Content-Length: ${lengths.join(', ')}` : '', te.length ? `Transfer-Encoding: ${te.join(', ')}` : ''].filter(Boolean).join(' and ')}`);
  }
  if (r.request.version === '1.0') judge('http/no-chunked-to-http10', !te.length, () => `the response to an HTTP/1.0 request carries Transfer-Encoding: ${te.join(', ')}`);

  // Content: what the parser read as content, and what came after a head that ends the message.
  const after = r.trailing?.size ?? 0;
  const content = (what: string) => () =>
    after
      ? `${after} bytes follow the head of ${what}, where the next response or the close belongs: ${JSON.stringify(r.trailing!.bytes.subarray(0, 40).toString('latin1'))}${after > 40 ? '…' : ''}`
      : `${what} has ${r.body.length} bytes of content`;
  if (r.status < 200) judge('http/no-content-on-1xx', r.body.length === 0 && !after, content(`the ${r.status} response`));
  else if (method === 'HEAD') judge('http/no-content-on-head', r.body.length === 0 && !after, content('the response to HEAD'));
  if (r.status === 204) judge('http/no-content-on-204', r.body.length === 0 && !after, content('the 204 response'));
  if (r.status === 304) judge('http/no-content-on-304', r.body.length === 0 && !after, content('the 304 response'));

  // Status line
  judge('http/status-code', Number.isInteger(r.status) && r.status >= 100 && r.status <= 599, () => `the status code is ${r.status}`);
  judge('http/reason-phrase-syntax', REASON.test(r.reason), () => `the reason phrase ${JSON.stringify(r.reason)} holds a character outside HTAB, SP, VCHAR and obs-text`);
  if (r.raw) {
    const line = r.raw.statusLine;
    judge('http/status-line-syntax', /^HTTP\/1\.[01] \d{3} [\t\x20-\x7e\x80-\xff]*$/.test(line), () => `the status line is ${JSON.stringify(line)}`);
    const rawBad = r.raw.headerLines.filter((l) => /[\r\n\0]/.test(l) || !/^[^:\s]+:/.test(l));
    judge('http/field-value-chars', rawBad.length === 0, () => `the header line ${rawBad.map((l) => JSON.stringify(l)).join(', ')} is not "name: value" without CR, LF or NUL`);
  }

  // Connection
  if (r.request.connection.includes('close') && r.status >= 200) {
    const options = values('connection').flatMap(listElements).map((o) => o.toLowerCase());
    judge('http/connection-close-sent', options.includes('close'), () => `the response to a request with "Connection: close" carries ${options.length ? `Connection: ${options.join(', ')}` : 'no Connection field'}`);
  }
  return { judged, notes };
}

/** A SHOULD of the table (not a MUST): it fails the checks of its own row only. */
export function isRecommendation(rule: string): boolean {
  return httpRule(rule)?.level === 'should';
}

/** "http/date-present (RFC 9110 6.6.1): the 200 response carries no Date; ...": a note for a check's message. */
export function describeNote(note: Note): string {
  const rule = httpRule(note.rule);
  return `${note.rule} (${rule?.clause ?? '?'}): ${note.detail}`;
}

/**
 * HEAD's Content-Length against GET's (RFC 9110 8.6), across the exchanges of one check: for
 * the same path and the same ETag (the same representation: Express's weak ETags are made
 * from the bytes too), the lengths agree.
 */
export class HeadGetLengths {
  private readonly seen = new Map<string, { method: string; length: string }>();

  /** Undefined when there is nothing to compare; else a note when this response and an earlier one of the other method disagree. */
  judge(method: string, path: string, r: Pick<LintedResponse, 'status' | 'headers'>): { note?: Note } | undefined {
    const m = method.toUpperCase();
    if ((m !== 'GET' && m !== 'HEAD') || r.status !== 200) return undefined;
    const get = (name: string) => r.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v.trim());
    const etag = get('etag');
    const length = get('content-length');
    if (etag.length !== 1 || length.length !== 1) return undefined;
    const key = `${path}\n${etag[0]}`;
    const other = this.seen.get(key);
    this.seen.set(key, { method: m, length: length[0] });
    if (!other || other.method === m) return undefined;
    if (other.length === length[0]) return {};
    const [head, getLength] = m === 'HEAD' ? [length[0], other.length] : [other.length, length[0]];
    return { note: { rule: 'http/head-length-as-get', detail: `HEAD ${path} answers Content-Length ${head}, GET ${path} ${getLength} (ETag ${etag[0]})` } };
  }
}

/**
 * A 304's Content-Length against the 200's (RFC 9110 8.6: a server may send in a 304 the
 * Content-Length a 200 to the same request would carry, no other), across the exchanges of one
 * check: same path, same ETag.
 */
export class NotModifiedLengths {
  private readonly lengths = new Map<string, string>();

  /** Undefined when there is nothing to compare; else a note when a 304 carries another length than the 200 did. */
  judge(method: string, path: string, r: Pick<LintedResponse, 'status' | 'headers'>): { note?: Note } | undefined {
    if (method.toUpperCase() !== 'GET' || (r.status !== 200 && r.status !== 304)) return undefined;
    const get = (name: string) => r.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v.trim());
    const etag = get('etag');
    const length = get('content-length');
    if (etag.length !== 1) return undefined;
    const key = `${path}\n${etag[0]}`;
    if (r.status === 200) {
      if (length.length === 1) this.lengths.set(key, length[0]);
      return undefined;
    }
    const full = this.lengths.get(key);
    if (full === undefined || length.length === 0) return full === undefined ? undefined : {};
    if (length.length === 1 && length[0] === full) return {};
    return { note: { rule: 'http/not-modified-length', detail: `the 304 to GET ${path} carries Content-Length ${length.join(', ')}, the 200 ${full} (ETag ${etag[0]})` } };
  }
}
