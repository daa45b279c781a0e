// The suite's HTTP client: node's own, so paths and headers go on the wire exactly as
// the scenario wrote them (no normalisation of '..', '%2e' or duplicate headers). What comes
// back passes through a HeadGate (head-gate.ts) on its way to node's parser: a response RFC
// 9112 allows is read, node's stricter corners aside (a Content-Length padded with a tab), and
// one it forbids is refused naming the rule; the heads are kept as received (`rawHead`).
import * as http from 'node:http';
import * as net from 'node:net';
import * as tls from 'node:tls';
import { Failure } from '../../adapters/isolation';
import { HeadGate, InvalidResponse } from './head-gate';
import { ResponseHeaders } from './response-headers';

export interface WireRequest {
  method: string;
  path: string;
  /** Pairs keep order and allow repeated names. */
  headers: Array<[string, string]>;
  body?: Buffer;
}

export interface WireResponse {
  status: number;
  statusText: string;
  /** Every header line as received, read through one accessor (response-headers.ts): never node's `res.headers`, which drops repeats. */
  headers: ResponseHeaders;
  /** node's rawHeaders: name, value, name, value, ... in order. */
  rawHeaders: string[];
  /** The final head as received, byte for byte: status line, field lines, the empty line (for a linter of the wire). */
  rawHead: Buffer;
  /** Interim (1xx) heads received before it, byte for byte. */
  interimHeads: Buffer[];
  body: Buffer;
  text: string;
  request: WireRequest;
  /**
   * The bytes that came after the head of a response with no content (to HEAD, a 204, a 304),
   * before the close or a short idle wait: the first HeadGate.TRAILING_KEPT of them and how
   * many came. A kept-alive connection would read them as the next response.
   */
  trailing?: { bytes: Buffer; size: number };
}

/**
 * Every header line of a request as it went on the wire, in order: the scenario's, then those
 * the client adds (Host, Content-Length) and those node adds by rules of method and body that
 * this suite does not repeat (Connection, Transfer-Encoding).
 */
export type SentHeaders = Array<[string, string]>;

/**
 * The header lines of the head a request wrote. node keeps that head, byte for byte, as a
 * string on the request once it is written (`_header`, node 18 to 24); http-client.test.ts
 * holds it to what a server reads.
 */
function sentHeaders(req: http.ClientRequest): SentHeaders | undefined {
  const head = (req as unknown as { _header?: unknown })._header;
  if (typeof head !== 'string') return undefined;
  const lines = head.split('\r\n').slice(1).filter((l) => l !== '');
  // node writes each line "name: value"; a name holds no colon
  return lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]);
}

export class TimeoutError extends Failure {
  /** No response within the bound: the framework did not answer (isNoAnswer, adapters/isolation/failure.ts). */
  readonly noAnswer = true;

  constructor(message: string) {
    super(message, 'TimeoutError');
  }
}

/** "GET /path" for messages; a very long path (an attacker's) is cut, with its length. */
export function describeRequest(request: Pick<WireRequest, 'method' | 'path'>): string {
  const p = request.path;
  return `${request.method} ${p.length > 80 ? `${p.slice(0, 60)}… (${p.length} characters)` : p}`;
}

/** A bound started now: how much of `ms` is left at each moment (wall-clock by default; a check passes one that counts the framework's time). */
export type IdleBound = (ms: number) => () => number;
const wallClockIdle: IdleBound = (ms) => {
  const deadline = Date.now() + ms;
  return () => deadline - Date.now();
};

/**
 * How long a response with no content is watched for bytes after its head when the server
 * does not close the connection (it was asked to: the common case ends on the close).
 */
export const SETTLE_IDLE_MS = 50;

/** More than this is not a response a check can be about: stop reading, fail the check. */
export const RESPONSE_LIMIT = 32 * 1024 * 1024;

/** Socket errors in the words of a check: what the framework did to the connection. */
function describeSocketError(err: NodeJS.ErrnoException, request: WireRequest): Error {
  if (err instanceof TimeoutError || err.name === 'ResponseTooLarge' || err instanceof InvalidResponse) return err;
  const what = describeRequest(request);
  if (err.code === 'ECONNRESET' || err.message === 'socket hang up') {
    return new Failure(`the framework closed the connection without a complete response to ${what} (${err.message})`);
  }
  if (err.code === 'ECONNREFUSED') return new Failure(`nothing listens where the app was served, for ${what} (${err.message})`);
  // node names this one HPE_INVALID_CONTENT_LENGTH or HPE_UNEXPECTED_CONTENT_LENGTH by version: read its words
  if (err.code?.startsWith('HPE_') && /Content-Length can't be present with Transfer-Encoding/.test(err.message)) {
    return new InvalidResponse(`${invalid(what)}RFC 9112 §6.2: a sender must not send Content-Length in a message that has Transfer-Encoding (${err.message})`);
  }
  if (err.code === 'HPE_UNEXPECTED_CONTENT_LENGTH') return new InvalidResponse(repeatedLengthMessage(err, what));
  const rule = err.code === undefined ? undefined : PARSER_RULES[err.code];
  if (rule) return new InvalidResponse(`${invalid(what)}${rule} (${err.message})`);
  if (err.code?.startsWith('HPE_')) return new InvalidResponse(`${invalid(what)}${err.message}`);
  return err;
}

function invalid(what: string): string {
  return `the framework's response to ${what} is not valid HTTP: `;
}

/**
 * The rules behind node's parser errors past the head (the head itself is read by
 * response-head.ts first): framing, chunks, trailers.
 */
const PARSER_RULES: Readonly<Record<string, string>> = {
  HPE_INVALID_CONTENT_LENGTH: 'RFC 9110 §8.6: Content-Length is one decimal number',
  HPE_INVALID_TRANSFER_ENCODING: 'RFC 9112 §6.1: chunked is the final transfer coding of a response that has one',
  HPE_INVALID_CHUNK_SIZE: 'RFC 9112 §7.1: a chunk starts with its size in hexadecimal, optionally extensions, then CRLF',
  HPE_STRICT: 'RFC 9112 §7.1: each chunk\'s data ends in CRLF',
  HPE_CR_EXPECTED: 'RFC 9112 §2.1, §7.1: lines of the message end in CRLF',
  HPE_LF_EXPECTED: 'RFC 9112 §2.2: a sender must not generate a bare CR',
  HPE_INVALID_HEADER_TOKEN: 'RFC 9112 §5, §7.1.2: a field line (here a trailer field: the head was read before) is field-name ":" OWS field-value OWS',
  HPE_INVALID_EOF_STATE: 'RFC 9112 §8: the connection closed before the end of the content its framing announced',
};

/**
 * node's parser refuses a response with Content-Length twice, even twice the same value
 * (measured on node 20: HPE_UNEXPECTED_CONTENT_LENGTH "Duplicate Content-Length"). The
 * message names the lines, read from the bytes the parser stopped at.
 */
function repeatedLengthMessage(err: NodeJS.ErrnoException & { rawPacket?: unknown }, what: string): string {
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1') : '';
  const head = raw.split('\r\n\r\n')[0];
  const values = [...head.matchAll(/^content-length:[ \t]*(.*?)[ \t]*$/gim)].map((m) => JSON.stringify(m[1]));
  const lines = values.length > 1 ? `: ${values.join(', ')}` : '';
  return (
    `the framework's response to ${what} carries Content-Length more than once${lines}; ` +
    `Content-Length holds one value, and node's HTTP parser refuses the response (${err.message})`
  );
}

/**
 * Sends `request` and reads its response within `timeoutMs`; when that runs out, `more()` (if
 * given) may say how much longer to wait (the framework was not run meanwhile: starvation.ts).
 * `sent` hears the header lines as they went, once they are written (before any response).
 */
export function send(
  baseUrl: string,
  request: WireRequest,
  timeoutMs: number,
  more?: () => number,
  sent?: (headers: SentHeaders) => void,
  idle: IdleBound = wallClockIdle,
): Promise<WireResponse> {
  const url = new URL(baseUrl);
  const secure = url.protocol === 'https:';
  const port = Number(url.port) || (secure ? 443 : 80);
  let gate: HeadGate | undefined;
  const connect = (): HeadGate => {
    const socket = secure ? tls.connect({ host: url.hostname, port, rejectUnauthorized: false }) : net.connect({ host: url.hostname, port });
    gate = new HeadGate(socket, http.maxHeaderSize, (reason) => new InvalidResponse(`${invalid(describeRequest(request))}${reason}`), request.method);
    return gate;
  };
  const headers: string[] = [];
  let hasLength = false;
  let hasHost = false;
  for (const [name, value] of request.headers) {
    headers.push(name, value);
    const lower = name.toLowerCase();
    if (lower === 'content-length' || lower === 'transfer-encoding') hasLength = true;
    if (lower === 'host') hasHost = true;
  }
  if (!hasHost) headers.push('Host', url.host);
  if (request.body && !hasLength) headers.push('Content-Length', String(request.body.length));
  return new Promise((resolve, reject) => {
    // No agent: one connection per request, `Connection: close`, as `agent: false` gave.
    const req = http.request({
      host: url.hostname,
      port,
      method: request.method,
      path: request.path,
      headers,
      setHost: false,
      createConnection: connect,
    });
    let timer: NodeJS.Timeout;
    const arm = (ms: number) => {
      timer = setTimeout(() => {
        const longer = more?.() ?? 0;
        if (longer > 0) return arm(longer);
        req.destroy(
          new TimeoutError(
            `no response within ${timeoutMs} ms to ${describeRequest(request)}: the handler never ended the response ` +
              `(raise the limit with --timeout if it is legitimately slow)`,
          ),
        );
      }, ms);
    };
    arm(timeoutMs);
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(describeSocketError(err, request));
    });
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > RESPONSE_LIMIT) {
          const tooLarge = new Failure(
            `the response to ${describeRequest(request)} exceeded ${RESPONSE_LIMIT / 1024 / 1024} MiB; the suite stopped reading it`,
            'ResponseTooLarge',
          );
          clearTimeout(timer);
          reject(tooLarge);
          req.destroy();
          return;
        }
        chunks.push(c);
      });
      res.once('error', (err) => {
        clearTimeout(timer);
        reject(describeSocketError(err, request));
      });
      const finish = async (): Promise<void> => {
        clearTimeout(timer);
        const body = Buffer.concat(chunks);
        // Whatever follows a response with no content: up to the close it was asked for, or a short idle wait.
        let trailing: WireResponse['trailing'];
        if (gate?.hasNoContent) {
          await gate.settle(() => idle(SETTLE_IDLE_MS));
          trailing = gate.trailing;
        }
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headers: ResponseHeaders.fromRaw(res.rawHeaders),
          rawHeaders: res.rawHeaders,
          rawHead: gate?.heads.at(-1) ?? Buffer.alloc(0),
          interimHeads: gate?.heads.slice(0, -1) ?? [],
          body,
          text: body.toString('utf8'),
          request,
          ...(trailing?.size ? { trailing } : {}),
        });
        // A kept-alive connection is not reused (one request a connection): done with it.
        if (gate?.hasNoContent) gate.destroy();
      };
      res.once('end', () => void finish());
    });
    req.end(request.body);
    // end() wrote the head (into the socket's buffer while it connects): it is known now
    const wrote = sentHeaders(req);
    if (wrote) sent?.(wrote);
  });
}
