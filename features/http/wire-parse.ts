// Responses read from the bytes of one connection, as they were sent: the status line and
// the header lines untouched (node's parser would refuse or normalise them first), the
// content framed by Content-Length, chunked coding or the close, and interim (1xx)
// responses kept apart. Lenient on purpose: what it reads is then judged by lint.ts.

export interface WireMessage {
  statusLine: string;
  /** "1.1" from "HTTP/1.1"; empty when the status line is not HTTP's. */
  version: string;
  status: number;
  reason: string;
  /** The header lines as sent, without their CRLF. */
  headerLines: string[];
  /** The lines as (name, value), the value without the whitespace around it. */
  headers: Array<[string, string]>;
  /** The content, the chunked coding removed. */
  body: Buffer;
  /** A 1xx response before the final one. */
  interim: boolean;
  /** Set when the content did not end where Content-Length said. */
  lengthMismatch?: string;
  /**
   * Bytes after the head of a response with no content (a 1xx, to HEAD, a 204, a 304) that
   * start no response: up to the next status line, or the close.
   */
  trailing?: { bytes: Buffer; size: number };
}

export interface WireRead {
  /** Every response complete so far, interim ones included, in order. */
  messages: WireMessage[];
  /** Bytes after the last complete response that do not (yet) make one. */
  rest: Buffer;
}

const CRLF2 = Buffer.from('\r\n\r\n');
const STATUS_START = Buffer.from('HTTP/');

/**
 * Where the next response starts after a head that ends its message, at `at`: at once, or
 * after bytes that start no response (up to the next "HTTP/", or all of them, as far as they came).
 */
function nextResponse(bytes: Buffer, at: number): number {
  const start = bytes.subarray(at, at + STATUS_START.length);
  if (STATUS_START.subarray(0, start.length).equals(start)) return at;
  const next = bytes.indexOf(STATUS_START, at);
  return next < 0 ? bytes.length : next;
}

function trailingOf(bytes: Buffer, from: number, to: number): { trailing?: { bytes: Buffer; size: number } } {
  return to > from ? { trailing: { bytes: Buffer.from(bytes.subarray(from, Math.min(to, from + 256))), size: to - from } } : {};
}

/**
 * Reads the responses in `bytes`, the answers to requests of `methods` in order (HEAD's
 * response has no content). `closed`: the server closed the connection, so a response
 * without framing ends here, and a short one is short.
 */
export function readResponses(bytes: Buffer, methods: readonly string[], closed: boolean): WireRead {
  const messages: WireMessage[] = [];
  let at = 0;
  let answered = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf(CRLF2, at);
    if (end < 0) break;
    const lines = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const statusLine = lines[0];
    const m = /^HTTP\/(\d\.\d) (\d+)(?: (.*))?$/.exec(statusLine);
    const status = m ? Number(m[2]) : 0;
    const headerLines = lines.slice(1);
    const headers = headerLines.map((l): [string, string] => {
      const i = l.indexOf(':');
      return i < 0 ? [l, ''] : [l.slice(0, i), l.slice(i + 1).replace(/^[ \t]+|[ \t]+$/g, '')];
    });
    const base = { statusLine, version: m?.[1] ?? '', status, reason: m?.[3] ?? '', headerLines, headers };
    let next = end + 4;
    if (status >= 100 && status < 200 && status !== 101) {
      const after = nextResponse(bytes, next);
      messages.push({ ...base, body: Buffer.alloc(0), interim: true, ...trailingOf(bytes, next, after) });
      at = after;
      continue;
    }
    const method = (methods[answered] ?? 'GET').toUpperCase();
    const value = (name: string) => headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
    const te = value('transfer-encoding').join(',').toLowerCase();
    const lengths = value('content-length');
    let body: Buffer;
    let lengthMismatch: string | undefined;
    let trailing: WireMessage['trailing'];
    if (method === 'HEAD' || status === 204 || status === 304) {
      body = Buffer.alloc(0);
      const after = nextResponse(bytes, next);
      trailing = trailingOf(bytes, next, after).trailing;
      next = after;
    } else if (/(^|,)\s*chunked\s*$/.test(te)) {
      const chunks: Buffer[] = [];
      let p = next;
      let done = false;
      for (;;) {
        const eol = bytes.indexOf('\r\n', p);
        if (eol < 0) break;
        const size = parseInt(bytes.subarray(p, eol).toString('latin1').split(';')[0].trim(), 16);
        if (!Number.isFinite(size)) break;
        if (size === 0) {
          // Trailer fields, then the empty line.
          let t = eol + 2;
          for (;;) {
            const e = bytes.indexOf('\r\n', t);
            if (e < 0) break;
            if (e === t) {
              done = true;
              p = e + 2;
              break;
            }
            t = e + 2;
          }
          break;
        }
        if (eol + 2 + size + 2 > bytes.length) break;
        chunks.push(bytes.subarray(eol + 2, eol + 2 + size));
        p = eol + 2 + size + 2;
      }
      if (!done) break;
      body = Buffer.concat(chunks);
      next = p;
    } else if (lengths.length) {
      const length = Number(lengths[0]);
      if (bytes.length - next < length) {
        if (!closed) break;
        lengthMismatch = `Content-Length says ${length} bytes; the connection closed after ${bytes.length - next}`;
        body = bytes.subarray(next);
        next = bytes.length;
      } else {
        body = bytes.subarray(next, next + length);
        next += length;
      }
    } else {
      // Neither: the content ends with the connection (RFC 9112 6.3, item 8).
      if (!closed) break;
      body = bytes.subarray(next);
      next = bytes.length;
    }
    messages.push({ ...base, body: Buffer.from(body), interim: false, ...(lengthMismatch ? { lengthMismatch } : {}), ...(trailing ? { trailing } : {}) });
    answered++;
    at = next;
  }
  const rest = bytes.subarray(at);
  // Bytes after a response framed by Content-Length that start no response: the length was short.
  const last = messages[messages.length - 1];
  if (closed && rest.length && last && !last.lengthMismatch && !rest.toString('latin1').startsWith('HTTP/')) {
    last.lengthMismatch = `${rest.length} bytes came after the ${last.body.length} bytes Content-Length announced: ${JSON.stringify(rest.subarray(0, 40).toString('latin1'))}`;
  }
  return { messages, rest };
}
