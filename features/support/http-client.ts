// The suite's HTTP client: node's own, so paths and headers go on the wire exactly as
// the scenario wrote them (no normalisation of '..', '%2e' or duplicate headers).
import * as http from 'node:http';
import * as https from 'node:https';

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
  /** Lower-cased names; repeated headers joined by node's rules (set-cookie stays an array). */
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
  text: string;
  request: WireRequest;
}

export class TimeoutError extends Error {}

export function send(baseUrl: string, request: WireRequest, timeoutMs: number): Promise<WireResponse> {
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
    const timer = setTimeout(() => {
      req.destroy(
        new TimeoutError(
          `no response within ${timeoutMs} ms to ${request.method} ${request.path}: the handler never ended the response ` +
            `(raise the limit with --timeout if it is legitimately slow)`,
        ),
      );
    }, timeoutMs);
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      res.once('end', () => {
        clearTimeout(timer);
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          statusText: res.statusMessage ?? '',
          headers: res.headers,
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
