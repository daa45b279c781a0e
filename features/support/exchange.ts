// The last request and response of a scenario, as recorded in the results for the reports.
import type { Exchange } from '../../run-protocol/attachments';
import type { SentHeaders, WireRequest, WireResponse } from './http-client';

const LIMIT = 4096;

function recordBody(body: Buffer): Exchange['request']['body'] & object {
  const cut = body.subarray(0, LIMIT);
  const text = cut.toString('utf8');
  // Valid UTF-8 round-trips; a cut inside a multi-byte character or binary data does not.
  const utf8 = Buffer.from(text, 'utf8').equals(cut);
  return {
    encoding: utf8 ? 'utf8' : 'base64',
    data: utf8 ? text : cut.toString('base64'),
    bytes: body.length,
    ...(body.length > LIMIT ? { truncated: true } : {}),
  };
}

function pairs(raw: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i], raw[i + 1]]);
  return out;
}

/** `sent`: the header lines as they went on the wire; the scenario's alone when the head was never written. */
export function recordExchange(request: WireRequest, response: WireResponse | undefined, requests: number, sent?: SentHeaders): Exchange {
  return {
    request: {
      method: request.method,
      path: request.path,
      headers: (sent ?? request.headers).map(([n, v]) => [n, v] as [string, string]),
      ...(request.body?.length ? { body: recordBody(request.body) } : {}),
    },
    ...(response
      ? { response: { status: response.status, statusText: response.statusText, headers: pairs(response.rawHeaders), body: recordBody(response.body) } }
      : {}),
    requests,
  };
}
