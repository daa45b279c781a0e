// A response that breaks a rule gives a failure starting with the rule's id and clause;
// an exempted rule gives none; the other rules still judge the exempted scenario.
import { describe, expect, it } from 'vitest';
import { HttpLint } from './http-lint';
import { ResponseHeaders } from './response-headers';
import type { WireRequest, WireResponse } from './http-client';

const request: WireRequest = { method: 'GET', path: '/', headers: [] };
function answer(status: number, raw: string[]): WireResponse {
  return { status, statusText: 'OK', headers: ResponseHeaders.fromRaw(raw), rawHeaders: raw, body: Buffer.from('ok'), text: 'ok', request, rawHead: Buffer.alloc(0), interimHeads: [] };
}
const undated = ['Content-Length', '2', 'Connection', 'close'];

describe('the HTTP/1.1 lint of each exchange', () => {
  it('fails the check with the rule first', () => {
    const failure = new HttpLint().judge(request, answer(200, undated));
    expect(failure?.message).toMatch(/^http\/date-present \(RFC 9110 6\.6\.1\): the 200 response carries no Date \(in the response to GET \/, status 200;/);
  });

  it('passes a response that keeps the rules', () => {
    expect(new HttpLint().judge(request, answer(200, ['Date', 'Sun, 06 Nov 1994 08:49:37 GMT', ...undated]))).toBeUndefined();
  });

  it('fails any check on a MUST, only the checks of its own row on a SHOULD', () => {
    const open = ['Date', 'Sun, 06 Nov 1994 08:49:37 GMT', 'Content-Length', '2', 'Connection', 'keep-alive'];
    const elsewhere = new HttpLint();
    elsewhere.exempt(['@spec:res-operations/res.send']);
    expect(elsewhere.judge(request, answer(200, open))).toBeUndefined();
    const own = new HttpLint();
    own.exempt(['@spec:http/connection-close-sent']);
    expect(own.judge(request, answer(200, open))?.message).toMatch(/^http\/connection-close-sent \(RFC 9112 9\.6\)/);
  });

  it('leaves out the rules a scenario exempts, and only those', () => {
    const lint = new HttpLint();
    lint.exempt(['@5.x', '@http-lint:off:http/date-present']);
    expect(lint.judge(request, answer(200, undated))).toBeUndefined();
    expect(lint.judge(request, answer(600, undated))?.message).toMatch(/^http\/status-code/);
  });

  it('defers its verdict in a security check, so the observation step sees what the attacker gets', () => {
    const security = new HttpLint();
    security.exempt(['@advisory:CWE-113', '@4.x']);
    expect(security.deferred).toBe(true);
    // The verdict is the same; only when the world throws it differs (world.ts, hooks.ts).
    expect(security.judge(request, answer(200, undated))?.message).toMatch(/^http\/date-present/);
    const ordinary = new HttpLint();
    ordinary.exempt(['@spec:res-operations/res.send']);
    expect(ordinary.deferred).toBe(false);
  });
});
