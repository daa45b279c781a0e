// The wire faults: wrappers of real express@4, express@5 and the reference that each break
// one rule of spec/http-rules.ts and nothing else a fork would mean to change, the way a
// framework that writes its own status lines and headers (uWebSockets.js, Bun's and Deno's
// servers, a patched writeHead) can. `npm run mutants -- --target wire` runs each against the
// checks of its rows (wire-harness.ts); every one must be killed.
//
// A fault is JavaScript run in a first middleware (`app`: `req`, `res`; `onHead(res, fn)`
// runs fn just before the head is written; `rawHead(res, fn)` rewrites the head's bytes as
// node built them) or on the server before it listens (`server`: `server`, `app`).

export type WireTarget = 'express@4' | 'express@5' | 'reference';

export interface WireFault {
  /** `<what is wrong>`; the catalogue's ids are `wire/<target>/<what>`. */
  id: string;
  /** The rules of spec/http-rules.ts it breaks, whose checks must kill it. */
  rows: string[];
  why: string;
  app?: string;
  server?: string;
  /** The targets it applies to (default: all three). */
  targets?: WireTarget[];
}

const ALL: WireTarget[] = ['express@4', 'express@5', 'reference'];

const FAULTS: WireFault[] = [
  // ---- fields ----
  { id: 'content-type-twice', rows: ['http/singleton-field-once'], why: 'Content-Type written twice with the same value (a header set by two layers)', app: "onHead(res, () => { const t = res.getHeader('Content-Type'); if (t) res.setHeader('Content-Type', [String(t), String(t)]) })" },
  { id: 'etag-twice', rows: ['http/singleton-field-once'], why: 'ETag appended rather than set', app: "onHead(res, () => { const t = res.getHeader('ETag'); if (t) res.setHeader('ETag', [String(t), String(t)]) })" },
  { id: 'date-twice', rows: ['http/singleton-field-once'], why: 'a second Date line beside the runtime\'s own', app: "rawHead(res, (h) => h.replace(/\\r\\nDate: ([^\\r]*)/, '\\r\\nDate: $1\\r\\nDate: $1'))" },
  { id: 'set-cookie-folded', rows: ['http/set-cookie-not-folded'], why: 'cookies joined with ", " on one Set-Cookie line, as for a list field', app: "onHead(res, () => { const c = res.getHeader('Set-Cookie'); if (Array.isArray(c) && c.length > 1) res.setHeader('Set-Cookie', c.join(', ')) })" },
  { id: 'cache-control-trailing-comma', rows: ['http/list-no-empty-elements'], why: 'a list field built by joining with a separator after each element', app: "onHead(res, () => { const c = res.getHeader('Cache-Control'); if (c) res.setHeader('Cache-Control', String(c) + ',') })" },
  { id: 'header-nul', rows: ['http/field-value-chars'], why: 'a value with a NUL byte written past the runtime\'s checks', app: "rawHead(res, (h) => h.replace(/\\r\\n\\r\\n$/, '\\r\\nX-Fault: a\\u0000b\\r\\n\\r\\n'))" },
  { id: 'header-space-before-colon', rows: ['http/field-value-chars'], why: 'a header line written "Name : value"', app: "rawHead(res, (h) => h.replace(/\\r\\nContent-Type:/i, '\\r\\nContent-Type :'))" },
  { id: 'field-name-with-space', rows: ['http/field-name-token'], why: 'a field name with a space in it, written past the runtime\'s checks', app: "rawHead(res, (h) => h.replace(/\\r\\n\\r\\n$/, '\\r\\nX Fault: 1\\r\\n\\r\\n'))" },
  // ---- dates ----
  { id: 'no-date', rows: ['http/date-present'], why: 'the Date header turned off (res.sendDate = false), as a server without a clock would', app: 'res.sendDate = false' },
  { id: 'date-iso', rows: ['http/date-imf-fixdate'], why: 'Date written with toISOString()', app: "onHead(res, () => res.setHeader('Date', new Date().toISOString()))" },
  { id: 'last-modified-rfc850', rows: ['http/date-imf-fixdate'], why: 'Last-Modified in the obsolete RFC 850 form', app: "onHead(res, () => { const l = res.getHeader('Last-Modified'); if (l) { const d = new Date(String(l)); const days = ['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday']; const p = d.toUTCString().split(' '); res.setHeader('Last-Modified', days[d.getUTCDay()] + ', ' + p[1] + '-' + p[2] + '-' + p[3].slice(2) + ' ' + p[4] + ' GMT') } })" },
  // ---- framing ----
  { id: 'length-plus-one', rows: ['http/content-length-exact'], why: 'Content-Length counted one byte more than the content', app: "onHead(res, () => { const l = res.getHeader('Content-Length'); if (l !== undefined) res.setHeader('Content-Length', String(Number(l) + 1)) })" },
  { id: 'length-in-characters', rows: ['http/content-length-exact'], why: 'Content-Length counted in characters, not bytes', app: "onHead(res, () => { const l = res.getHeader('Content-Length'); if (l !== undefined && Number(l) === 13) res.setHeader('Content-Length', '11') })" },
  { id: 'length-with-unit', rows: ['http/content-length-syntax'], why: 'Content-Length written with a unit', app: "rawHead(res, (h) => h.replace(/\\r\\nContent-Length: (\\d+)/i, '\\r\\nContent-Length: $1 bytes'))" },
  { id: 'length-beside-chunked', rows: ['http/no-length-with-transfer-encoding'], why: 'a streamed response announces a Content-Length beside its chunked coding', app: "rawHead(res, (h) => /transfer-encoding: chunked/i.test(h) ? h.replace(/\\r\\n\\r\\n$/, '\\r\\nContent-Length: 17\\r\\n\\r\\n') : h)" },
  { id: 'length-on-204', rows: ['http/no-framing-on-1xx-204'], why: 'a 204 keeps Content-Length: 0', app: "rawHead(res, (h) => / 204 /.test(h.split('\\r\\n')[0]) ? h.replace(/\\r\\n\\r\\n$/, '\\r\\nContent-Length: 0\\r\\n\\r\\n') : h)" },
  { id: 'length-on-100', rows: ['http/expect-continue'], why: '100 Continue written with a Content-Length', server: "server.on('checkContinue', (req, res) => { res.socket.write('HTTP/1.1 100 Continue\\r\\nContent-Length: 0\\r\\n\\r\\n'); app(req, res) })" },
  { id: 'head-length-zero', rows: ['http/head-length-as-get'], why: 'HEAD answered with Content-Length: 0, the length of what it sends', app: "if (req.method === 'HEAD') onHead(res, () => { if (res.getHeader('Content-Length') !== undefined) res.setHeader('Content-Length', '0') })" },
  { id: 'chunked-to-http10', rows: ['http/no-chunked-to-http10'], why: 'a streamed response chunked whatever the request\'s version', app: "if (req.httpVersion === '1.0') res.useChunkedEncodingByDefault = true" },
  // ---- content ----
  { id: 'head-with-body', rows: ['http/no-content-on-head', 'http/pipelined-in-order'], why: 'HEAD answered with the body GET gets', app: "if (req.method === 'HEAD') { req.method = 'GET'; res._hasBody = true }" },
  { id: 'body-on-204', rows: ['http/no-content-on-204'], why: 'a 204 sends the body it was given', app: "rawHead(res, (h) => / 204 /.test(h.split('\\r\\n')[0]) ? h + 'dropped' : h)" },
  { id: 'body-on-304', rows: ['http/no-content-on-304'], why: 'a 304 sends content after its head', app: "rawHead(res, (h) => / 304 /.test(h.split('\\r\\n')[0]) ? h + 'stale' : h)" },
  // ---- status line ----
  { id: 'status-line-no-space', rows: ['http/status-line-syntax'], why: 'the status line written without the space before the reason', app: "rawHead(res, (h) => h.replace(/^(HTTP\\/1\\.1 \\d{3}) /, '$1'))" },
  { id: 'reason-control-char', rows: ['http/reason-phrase-syntax'], why: 'a reason phrase with a control character', app: "rawHead(res, (h) => h.replace(/^(HTTP\\/1\\.1 \\d{3} [^\\r]*)/, '$1\\u0001'))" },
  { id: 'status-four-digits', rows: ['http/status-code'], why: 'the status code written with four digits', app: "rawHead(res, (h) => h.replace(/^HTTP\\/1\\.1 (\\d{3})/, 'HTTP/1.1 $10'))" },
  // ---- connection ----
  { id: 'close-not-announced', rows: ['http/connection-close-sent'], why: 'the connection is closed after "Connection: close" without saying so', app: "onHead(res, () => res.removeHeader('Connection'))" },
  { id: 'close-ignored', rows: ['http/connection-close-honoured'], why: '"Connection: close" ignored: the connection kept alive', app: "if (/close/i.test(req.headers.connection || '')) { res.shouldKeepAlive = true; onHead(res, () => res.setHeader('Connection', 'keep-alive')) }" },
  { id: 'http10-kept-open', rows: ['http/http10-closes'], why: 'an HTTP/1.0 request without keep-alive kept open', app: "if (req.httpVersion === '1.0' && !/keep-alive/i.test(req.headers.connection || '')) res.shouldKeepAlive = true" },
  { id: 'http10-keep-alive-broken', rows: ['http/http10-keep-alive'], why: 'HTTP/1.0 keep-alive announced, but the connection closed', app: "if (req.httpVersion === '1.0') { res.shouldKeepAlive = false; onHead(res, () => res.setHeader('Connection', 'keep-alive')) }" },
  { id: 'keep-alive-off', rows: ['http/pipelined-in-order', 'http/persistent-after-body'], why: 'every connection closed after one response, even an HTTP/1.1 one', app: 'res.shouldKeepAlive = false' },
  { id: 'no-continue', rows: ['http/expect-continue'], why: 'Expect: 100-continue never answered: the handler waits for a body the client holds back', server: "server.on('checkContinue', (req, res) => app(req, res))" },
  { id: 'head-drops-etag', rows: ['http/head-fields-as-get'], why: 'HEAD answered without the ETag GET gets', app: "if (req.method === 'HEAD') onHead(res, () => res.removeHeader('ETag'))" },
  // ---- conditional requests ----
  { id: 'preconditions-ignored', rows: ['http/precondition-failed'], why: 'If-Match and If-Unmodified-Since dropped before the file sender reads them: a failed precondition gets the file', app: "delete req.headers['if-match']; delete req.headers['if-unmodified-since']" },
  { id: 'if-range-ignored', rows: ['http/if-range-mismatch-whole'], why: 'If-Range dropped: a stale validator still gets the range, spliced onto another version', app: "delete req.headers['if-range']" },
  { id: 'not-modified-drops-etag', rows: ['http/not-modified-metadata'], why: 'a 304 written without the ETag the 200 carries', app: "onHead(res, () => { if (res.statusCode === 304) res.removeHeader('ETag') })" },
  { id: 'not-modified-length-zero', rows: ['http/not-modified-metadata'], why: 'a 304 announcing Content-Length: 0, the length of what it sends, not of the 200', app: "rawHead(res, (h) => / 304 /.test(h.split('\\r\\n')[0]) ? h.replace(/\\r\\n\\r\\n$/, '\\r\\nContent-Length: 0\\r\\n\\r\\n') : h)" },
];

/** Every fault on every target it applies to: `wire/<target>/<id>`. */
export const wireFaults: Array<WireFault & { target: WireTarget; key: string }> = FAULTS.flatMap((f) =>
  (f.targets ?? ALL).map((target) => ({ ...f, target, key: `wire/${target}/${f.id}` })),
);
