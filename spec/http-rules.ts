// The HTTP/1.1 rules every response is held to (RFC 9110 semantics, RFC 9112 the message
// syntax), one entry per rule: its id (also a row id, area "http", so the reports show the
// rules beside the spec's rows), the clause it comes from, and what it asks in one line.
// The linter is features/http/lint.ts; the scenarios of what one response cannot show are
// features/http/*.feature.
//
// `sees` says what a check needs to judge the rule:
// - message: the parsed response (status, the header lines in order, the body, the request
//   method): every exchange of every check is linted with it;
// - raw: the bytes as sent, which the suite's client (node's parser) does not keep: it
//   refuses or normalises them first (a CR in a value, a missing reason phrase's space,
//   whitespace around values). The raw-socket steps of features/http judge these, and the
//   lint of every exchange judges what the parsed form still shows;
// - connection: more than one response, or what happens to the connection after one.

/** must: fails every check whose response breaks it; should: fails the checks of its own row (features/support/http-lint.ts). */
export type HttpRuleLevel = 'must' | 'should';
export type HttpRuleSees = 'message' | 'raw' | 'connection';

export interface HttpRule {
  id: string;
  level: HttpRuleLevel;
  /** "RFC 9110 6.6.1": where the requirement is written. */
  clause: string;
  summary: string;
  sees: HttpRuleSees;
}

export const HTTP_RULES = [
  // Fields
  { id: 'http/singleton-field-once', level: 'must', clause: 'RFC 9110 5.3', sees: 'message', summary: 'a field that holds one value (Content-Type, Content-Length, Date, ETag, Location, ...) is sent on one line, even when a repeat would carry the same value' },
  { id: 'http/set-cookie-not-folded', level: 'should', clause: 'RFC 9110 5.3; RFC 6265 3', sees: 'message', summary: 'each cookie is a Set-Cookie line of its own, never two cookies joined with a comma on one line' },
  { id: 'http/field-name-token', level: 'must', clause: 'RFC 9110 5.1', sees: 'message', summary: 'a field name is a token (no space, colon or separator)' },
  { id: 'http/field-value-chars', level: 'must', clause: 'RFC 9110 5.5', sees: 'raw', summary: 'a field value holds no CR, LF, NUL or other control character but HTAB (whitespace around the value is allowed)' },
  { id: 'http/list-no-empty-elements', level: 'must', clause: 'RFC 9110 5.6.1', sees: 'message', summary: 'a list field (Vary, Allow, Cache-Control, Connection, ...) has no empty element ("a, , b", "a,")' },
  // Dates
  { id: 'http/date-present', level: 'must', clause: 'RFC 9110 6.6.1', sees: 'message', summary: 'a 2xx, 3xx or 4xx response carries Date (an origin server with a clock)' },
  { id: 'http/date-imf-fixdate', level: 'must', clause: 'RFC 9110 5.6.7', sees: 'message', summary: 'every HTTP date the server generates (Date, Last-Modified, Expires, Retry-After) is in IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT"' },
  // Framing
  { id: 'http/content-length-syntax', level: 'must', clause: 'RFC 9110 8.6', sees: 'message', summary: 'Content-Length is one run of digits' },
  { id: 'http/content-length-exact', level: 'must', clause: 'RFC 9112 6.3', sees: 'raw', summary: 'the content has exactly the Content-Length the response announces' },
  { id: 'http/no-length-with-transfer-encoding', level: 'must', clause: 'RFC 9112 6.2', sees: 'message', summary: 'a response with Transfer-Encoding carries no Content-Length' },
  { id: 'http/no-framing-on-1xx-204', level: 'must', clause: 'RFC 9110 8.6; RFC 9112 6.1', sees: 'message', summary: 'a 1xx or 204 response carries neither Content-Length nor Transfer-Encoding' },
  { id: 'http/head-length-as-get', level: 'must', clause: 'RFC 9110 8.6', sees: 'connection', summary: "a response to HEAD that carries Content-Length carries the one GET's response has (same path, same ETag)" },
  { id: 'http/no-chunked-to-http10', level: 'must', clause: 'RFC 9112 6.1', sees: 'raw', summary: 'a response to an HTTP/1.0 request carries no Transfer-Encoding' },
  // Content
  { id: 'http/no-content-on-head', level: 'must', clause: 'RFC 9110 9.3.2', sees: 'message', summary: 'a response to HEAD has no content' },
  { id: 'http/no-content-on-204', level: 'must', clause: 'RFC 9110 15.3.5', sees: 'message', summary: 'a 204 response has no content' },
  { id: 'http/no-content-on-304', level: 'must', clause: 'RFC 9110 15.4.5', sees: 'message', summary: 'a 304 response has no content' },
  // Status line
  { id: 'http/status-code', level: 'must', clause: 'RFC 9112 4; RFC 9110 15', sees: 'message', summary: 'the status code is three digits, 100 to 599' },
  { id: 'http/reason-phrase-syntax', level: 'must', clause: 'RFC 9112 4', sees: 'message', summary: 'the reason phrase holds only HTAB, SP, visible characters and obs-text' },
  { id: 'http/status-line-syntax', level: 'must', clause: 'RFC 9112 4', sees: 'raw', summary: 'the status line is "HTTP/1.x", SP, the code, SP, the reason phrase (possibly empty), CRLF' },
  // Connection
  { id: 'http/connection-close-sent', level: 'should', clause: 'RFC 9112 9.6', sees: 'message', summary: 'the response to a request with "Connection: close" carries the "close" option' },
  { id: 'http/connection-close-honoured', level: 'must', clause: 'RFC 9112 9.6', sees: 'connection', summary: 'after the response to a request with "Connection: close" the server closes the connection, and answers nothing more on it' },
  { id: 'http/http10-closes', level: 'must', clause: 'RFC 9112 9.3', sees: 'connection', summary: 'an HTTP/1.0 request without keep-alive gets its response and then the connection closes' },
  { id: 'http/http10-keep-alive', level: 'should', clause: 'RFC 9112 9.3; RFC 9112 C.2.2', sees: 'connection', summary: 'the response to an HTTP/1.0 request with "Connection: keep-alive" says whether the connection persists ("keep-alive": the next request is answered on it) or not (it closes), and the connection does as it says' },
  { id: 'http/persistent-after-body', level: 'should', clause: 'RFC 9112 9.3', sees: 'connection', summary: 'after a request with a body is answered, the next request on the kept-alive connection is answered' },
  { id: 'http/pipelined-in-order', level: 'must', clause: 'RFC 9112 9.3.2', sees: 'connection', summary: 'requests pipelined on one connection are answered in the order they were sent' },
  { id: 'http/expect-continue', level: 'must', clause: 'RFC 9110 10.1.1', sees: 'connection', summary: 'a request with "Expect: 100-continue" gets 100 Continue before a handler reads its body, or a final response without the body; an unknown expectation may get 417' },
  { id: 'http/head-fields-as-get', level: 'should', clause: 'RFC 9110 9.3.2', sees: 'connection', summary: "a response to HEAD carries the header fields GET's response would (Date's value aside; Content-Length and Transfer-Encoding may be left out)" },
  // Conditional requests (RFC 9110 13): what a sender of files and res.send's freshness owe a
  // validator the client sends back; judged by a conditional request after the plain one.
  { id: 'http/precondition-failed', level: 'must', clause: 'RFC 9110 13.1.1; 13.1.4; 13.2.2', sees: 'connection', summary: 'a GET whose If-Match names no current entity tag, or whose If-Unmodified-Since is older than Last-Modified, gets 412 and not the representation; one that holds ("*", the entity tag, a date not older) gets it' },
  { id: 'http/if-range-mismatch-whole', level: 'must', clause: 'RFC 9110 13.1.5; 14.2', sees: 'connection', summary: 'a Range whose If-Range does not match (another entity tag, a date other than Last-Modified) is ignored: 200 and the whole representation; a matching one gets the range' },
  { id: 'http/not-modified-metadata', level: 'must', clause: 'RFC 9110 15.4.5; 8.6', sees: 'connection', summary: "a 304 carries the ETag, Cache-Control, Expires, Vary and Content-Location the 200 carries, the 200's Last-Modified if any, and no Content-Length but the 200's" },
] as const satisfies readonly HttpRule[];

export type HttpRuleId = (typeof HTTP_RULES)[number]['id'];

const BY_ID = new Map<string, HttpRule>(HTTP_RULES.map((r) => [r.id, r]));

export function httpRule(id: string): HttpRule | undefined {
  return BY_ID.get(id);
}

/** The section the rules' rows sit in, beside the spec's sections. */
export const HTTP_SECTION = 'HTTP/1.1';
