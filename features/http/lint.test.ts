// Each rule of the lint judges what it should and notes what breaks it; a response that
// keeps every rule gets no note.
import { describe, expect, it } from 'vitest';
import { HTTP_RULES } from '../../spec/http-rules';
import { describeNote, HeadGetLengths, lintResponse, NotModifiedLengths, type LintedResponse } from './lint';

const DATE = 'Sun, 06 Nov 1994 08:49:37 GMT';

function response(over: Partial<LintedResponse> = {}): LintedResponse {
  return {
    request: { method: 'GET', version: '1.1', connection: ['close'] },
    status: 200,
    reason: 'OK',
    headers: [
      ['Date', DATE],
      ['Content-Type', 'text/plain'],
      ['Content-Length', '2'],
      ['Connection', 'close'],
    ],
    body: Buffer.from('ok'),
    ...over,
  };
}

const rules = (r: LintedResponse) => lintResponse(r).notes.map((n) => n.rule);
const withHeaders = (headers: Array<[string, string]>, over: Partial<LintedResponse> = {}) =>
  response({ headers: [...response().headers, ...headers], ...over });

describe('the HTTP/1.1 lint', () => {
  it('notes nothing in a response that keeps every rule', () => {
    expect(rules(response())).toEqual([]);
  });

  it('notes a singleton field sent twice, equal values included', () => {
    expect(rules(withHeaders([['content-type', 'text/plain']]))).toEqual(['http/singleton-field-once']);
    expect(rules(withHeaders([['Vary', 'Accept'], ['Vary', 'Origin']]))).toEqual([]);
  });

  it('notes two cookies folded on one Set-Cookie line, not an Expires with a comma', () => {
    expect(rules(withHeaders([['Set-Cookie', `a=1; Path=/; Expires=${DATE}`], ['Set-Cookie', 'b=2']]))).toEqual([]);
    expect(rules(withHeaders([['Set-Cookie', 'a=1; Path=/, b=2; Path=/']]))).toEqual(['http/set-cookie-not-folded']);
  });

  it('notes a field name that is not a token, and a control character in a value, but not whitespace around it', () => {
    expect(rules(withHeaders([['X Bad', 'v']]))).toEqual(['http/field-name-token']);
    expect(rules(withHeaders([['X-A', 'a\u0000b']]))).toEqual(['http/field-value-chars']);
    expect(rules(withHeaders([['X-A', '  tab\there  ']]))).toEqual([]);
  });

  it('notes an empty list element, outside quoted strings only', () => {
    expect(rules(withHeaders([['Vary', 'Accept, , Origin']]))).toEqual(['http/list-no-empty-elements']);
    expect(rules(withHeaders([['Cache-Control', 'no-cache,']]))).toEqual(['http/list-no-empty-elements']);
    expect(rules(withHeaders([['Cache-Control', 'private="a,,b"']]))).toEqual([]);
  });

  it('asks Date of 2xx, 3xx and 4xx responses, not of 5xx', () => {
    const undated = response().headers.filter(([n]) => n !== 'Date');
    expect(rules(response({ headers: undated }))).toEqual(['http/date-present']);
    expect(rules(response({ status: 404, headers: undated }))).toEqual(['http/date-present']);
    expect(rules(response({ status: 503, headers: undated }))).toEqual([]);
  });

  it('asks IMF-fixdate of every HTTP date, Retry-After in seconds aside', () => {
    expect(rules(withHeaders([['Last-Modified', 'Sunday, 06-Nov-94 08:49:37 GMT']]))).toEqual(['http/date-imf-fixdate']);
    expect(rules(withHeaders([['Expires', '0']]))).toEqual(['http/date-imf-fixdate']);
    expect(rules(withHeaders([['Retry-After', '120']]))).toEqual([]);
  });

  it('judges the framing: the length, Transfer-Encoding beside it, 1xx and 204, HTTP/1.0', () => {
    expect(rules(response({ body: Buffer.from('okk') }))).toEqual(['http/content-length-exact']);
    const lengthless = response().headers.filter(([n]) => n !== 'Content-Length');
    expect(rules(response({ headers: [...lengthless, ['Content-Length', '2x']] }))).toContain('http/content-length-syntax');
    expect(rules(withHeaders([['Transfer-Encoding', 'chunked']]))).toEqual(['http/no-length-with-transfer-encoding']);
    expect(rules(response({ status: 204, body: Buffer.alloc(0) }))).toEqual(['http/no-framing-on-1xx-204']);
    expect(rules(response({ headers: [...lengthless, ['Transfer-Encoding', 'chunked']], request: { method: 'GET', version: '1.0', connection: [] } }))).toEqual([
      'http/no-chunked-to-http10',
    ]);
  });

  it('asks no content of HEAD, 204 and 304', () => {
    expect(rules(response({ request: { method: 'HEAD', version: '1.1', connection: ['close'] } }))).toEqual(['http/no-content-on-head']);
    const bare = response().headers.filter(([n]) => n !== 'Content-Length');
    expect(rules(response({ status: 204, headers: bare }))).toEqual(['http/no-content-on-204']);
    expect(rules(response({ status: 304, headers: bare }))).toEqual(['http/no-content-on-304']);
  });

  it('asks that nothing but the next response follow the head of HEAD, 1xx, 204 and 304 responses', () => {
    const bare = response().headers.filter(([n]) => n !== 'Content-Length');
    const trailing = { bytes: Buffer.from('stale'), size: 5 };
    const empty = Buffer.alloc(0);
    expect(rules(response({ status: 304, headers: bare, body: empty, trailing }))).toEqual(['http/no-content-on-304']);
    expect(rules(response({ status: 204, headers: bare, body: empty, trailing }))).toEqual(['http/no-content-on-204']);
    expect(rules(response({ body: empty, trailing, request: { method: 'HEAD', version: '1.1', connection: ['close'] } }))).toEqual(['http/no-content-on-head']);
    expect(rules(response({ status: 100, reason: 'Continue', headers: [], body: empty, trailing }))).toEqual(['http/no-content-on-1xx']);
    expect(rules(response({ status: 100, reason: 'Continue', headers: [], body: empty }))).toEqual([]);
    const note = lintResponse(response({ status: 304, headers: bare, body: empty, trailing })).notes[0];
    expect(describeNote(note)).toBe('http/no-content-on-304 (RFC 9110 15.4.5): 5 bytes follow the head of the 304 response, where the next response or the close belongs: "stale"');
  });

  it('judges the status code, the reason phrase and, from the bytes, the status line', () => {
    expect(rules(response({ status: 600 }))).toEqual(['http/status-code']);
    expect(rules(response({ reason: 'O\u0001K' }))).toEqual(['http/reason-phrase-syntax']);
    const raw = { statusLine: 'HTTP/1.1 200 OK', headerLines: ['Date: ' + DATE] };
    expect(rules(response({ raw }))).toEqual([]);
    expect(rules(response({ raw: { ...raw, statusLine: 'HTTP/1.1 200' } }))).toEqual(['http/status-line-syntax']);
    expect(rules(response({ raw: { ...raw, headerLines: ['Date ' + DATE] } }))).toEqual(['http/field-value-chars']);
    expect(rules(response({ raw: { ...raw, lengthMismatch: '3 bytes came after' } }))).toEqual(['http/content-length-exact']);
  });

  it('asks the close option back when the request asked to close', () => {
    const open = response().headers.filter(([n]) => n !== 'Connection');
    expect(rules(response({ headers: open }))).toEqual(['http/connection-close-sent']);
    expect(rules(response({ headers: open, request: { method: 'GET', version: '1.1', connection: [] } }))).toEqual([]);
  });

  it('reads each field it knows by its grammar, one rule a field', () => {
    expect(rules(withHeaders([['Content-Encoding', 'utf-8']]))).toEqual(['http/content-encoding-coding']);
    const typeless = response().headers.filter(([n]) => n !== 'Content-Type');
    expect(rules(response({ headers: [...typeless, ['Content-Type', '']] }))).toEqual(['http/content-type-syntax']);
    expect(rules(withHeaders([['ETag', 'abc'], ['Vary', 'Accept'], ['Set-Cookie', 'a=1; Path=/']]))).toEqual(['http/etag-syntax']);
    expect(lintResponse(withHeaders([['Location', '/a b']])).notes.map(describeNote)).toEqual(['http/location-syntax (RFC 9110 10.2.2; RFC 3986 4.1): Location: "/a b" is not a URI reference: " " must be percent-encoded']);
  });

  it('asks a 206 for its range and a 416 for the length it missed', () => {
    expect(rules(withHeaders([['Content-Range', 'bytes 0-1/13']], { status: 206 }))).toEqual([]);
    expect(rules(response({ status: 206 }))).toEqual(['http/partial-content-range']);
    const multipart = response().headers.map(([n, v]): [string, string] => (n === 'Content-Type' ? [n, 'multipart/byteranges; boundary=x'] : [n, v]));
    expect(rules(response({ status: 206, headers: multipart }))).toEqual([]);
    expect(rules(withHeaders([['Content-Range', 'bytes */13']], { status: 416 }))).toEqual([]);
    expect(rules(response({ status: 416 }))).toEqual(['http/unsatisfiable-range-length']);
    // a 206 or 416 the app chose itself (res.sendStatus(206)), to a request without Range: the app's choice
    const noRange = { method: 'GET', version: '1.1', connection: ['close'], range: false };
    expect(rules(response({ status: 206, request: noRange }))).toEqual([]);
    expect(rules(response({ status: 416, request: noRange }))).toEqual([]);
    expect(rules(response({ status: 206, request: { ...noRange, range: true } }))).toEqual(['http/partial-content-range']);
  });

  it('asks that Last-Modified be no later than Date', () => {
    expect(rules(withHeaders([['Last-Modified', DATE]]))).toEqual([]);
    expect(rules(withHeaders([['Last-Modified', 'Sun, 06 Nov 1994 08:49:38 GMT']]))).toEqual(['http/last-modified-not-after-date']);
  });

  it('judges only rules of the table, and names the rule and its clause first', () => {
    const ids = new Set<string>(HTTP_RULES.map((r) => r.id));
    expect([...lintResponse(response()).judged].filter((id) => !ids.has(id))).toEqual([]);
    expect(describeNote({ rule: 'http/date-present', detail: 'no Date' })).toBe('http/date-present (RFC 9110 6.6.1): no Date');
  });
});

describe("HEAD's Content-Length against GET's", () => {
  const answer = (length: string, etag = 'W/"5-abc"') => ({ status: 200, headers: [['ETag', etag], ['Content-Length', length]] as Array<[string, string]> });

  it('compares the same path and ETag, in either order', () => {
    const lengths = new HeadGetLengths();
    expect(lengths.judge('GET', '/', answer('5'))).toBeUndefined();
    expect(lengths.judge('HEAD', '/', answer('5'))).toEqual({});
    const other = new HeadGetLengths();
    other.judge('HEAD', '/', answer('4'));
    expect(other.judge('GET', '/', answer('5'))?.note?.rule).toBe('http/head-length-as-get');
  });

  it('leaves another path or another ETag alone', () => {
    const lengths = new HeadGetLengths();
    lengths.judge('GET', '/a', answer('5'));
    expect(lengths.judge('HEAD', '/b', answer('4'))).toBeUndefined();
    expect(lengths.judge('HEAD', '/a', answer('4', '"other"'))).toBeUndefined();
  });
});

describe("a 304's Content-Length against the 200's", () => {
  const answer = (status: number, length?: string, tag = '"v1"') => ({
    status,
    headers: [['ETag', tag], ...(length === undefined ? [] : [['Content-Length', length]])] as Array<[string, string]>,
  });

  it('admits none or the same, notes another, for the same path and ETag', () => {
    const lengths = new NotModifiedLengths();
    expect(lengths.judge('GET', '/', answer(200, '13'))).toBeUndefined();
    expect(lengths.judge('GET', '/', answer(304))).toEqual({});
    expect(lengths.judge('GET', '/', answer(304, '13'))).toEqual({});
    expect(lengths.judge('GET', '/', answer(304, '0'))?.note?.rule).toBe('http/not-modified-length');
    expect(lengths.judge('GET', '/other', answer(304, '0'))).toBeUndefined();
    expect(lengths.judge('GET', '/', answer(304, '0', '"v2"'))).toBeUndefined();
  });
});
