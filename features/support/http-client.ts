// The suite's HTTP client: node's own, so paths and headers go on the wire exactly as
// the scenario wrote them (no normalisation of '..', '%2e' or duplicate headers).
import * as http from 'node:http';
import * as https from 'node:https';
import { Failure } from '../../adapters/isolation/failure';
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
  body: Buffer;
  text: string;
  request: WireRequest;
}

export class TimeoutError extends Failure {
  constructor(message: string) {
    super(message, 'TimeoutError');
  }
}

/** "GET /path" for messages; a very long path (an attacker's) is cut, with its length. */
export function describeRequest(request: Pick<WireRequest, 'method' | 'path'>): string {
  const p = request.path;
  return `${request.method} ${p.length > 80 ? `${p.slice(0, 60)}… (${p.length} characters)` : p}`;
}

/** More than this is not a response a check can be about: stop reading, fail the check. */
export const RESPONSE_LIMIT = 32 * 1024 * 1024;

/** Socket errors in the words of a check: what the framework did to the connection. */
function describeSocketError(err: NodeJS.ErrnoException, request: WireRequest): Error {
  if (err instanceof TimeoutError || err.name === 'ResponseTooLarge') return err;
  const what = describeRequest(request);
  if (err.code === 'ECONNRESET' || err.message === 'socket hang up') {
    return new Failure(`the framework closed the connection without a complete response to ${what} (${err.message})`);
  }
  if (err.code === 'ECONNREFUSED') return new Failure(`nothing listens where the app was served, for ${what} (${err.message})`);
  if (err.code === 'HPE_UNEXPECTED_CONTENT_LENGTH') return new Failure(repeatedLengthMessage(err, what));
  if (err.code?.startsWith('HPE_')) return new Failure(`the framework's response to ${what} is not valid HTTP: ${err.message}`);
  return err;
}

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
 */
export function send(baseUrl: string, request: WireRequest, timeoutMs: number, more?: () => number): Promise<WireResponse> {
  const url = new URL(baseUrl);
  const client = url.protocol === 'https:' ? https : http;
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
    const req = client.request({
      host: url.hostname,
      port: url.port,
      method: request.method,
      path: request.path,
      headers,
      agent: false,
      rejectUnauthorized: false,
      setHost: false,
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
      res.once('end', () => {
        clearTimeout(timer);
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headers: ResponseHeaders.fromRaw(res.rawHeaders),
          rawHeaders: res.rawHeaders,
          body,
          text: body.toString('utf8'),
          request,
        });
      });
    });
    req.end(request.body);
  });
}
