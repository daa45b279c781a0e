// The comparison of two answers and its normalisation (normalise.ts).
import { describe, expect, it } from 'vitest';
import { compareOutcomes } from './compare';
import type { Outcome } from './side';

function answer(status: number, headers: Array<[string, string]>, body: string): Outcome {
  return { kind: 'response', status, headers, body: Buffer.from(body) };
}

const page = (text: string) => `<!DOCTYPE html>\n<html lang="en">\n<body>\n<pre>${text}</pre>\n</body>\n</html>\n`;
const errorHeaders = (body: string): Array<[string, string]> => [
  ['Content-Security-Policy', "default-src 'none'"],
  ['Content-Type', 'text/html; charset=utf-8'],
  ['Content-Length', String(Buffer.byteLength(body))],
];

describe('compareOutcomes', () => {
  it('ignores Date and header-name case, and compares everything else', () => {
    const a = answer(200, [['Date', 'Mon, 01 Jan 2024 00:00:00 GMT'], ['ETag', 'W/"1"'], ['X-A', '1']], 'x');
    const b = answer(200, [['date', 'Tue, 02 Jan 2024 00:00:00 GMT'], ['etag', 'W/"1"'], ['x-a', '2']], 'x');
    expect(compareOutcomes(a, b, 'GET')).toEqual([{ what: 'header', name: 'x-a', adapter: '1', against: '2' }]);
  });

  it('drops the stack frames of a development error page, and then does not compare the lengths', () => {
    const one = page('Error: boom<br> &nbsp; &nbsp;at f (/a/b.js:1:2)<br> &nbsp; &nbsp;at g (/a/c.js:3:4)');
    const two = page('Error: boom<br> &nbsp; &nbsp;at h (/node_modules/x/index.js:10:20)');
    expect(compareOutcomes(answer(500, errorHeaders(one), one), answer(500, errorHeaders(two), two), 'GET')).toEqual([]);
    const bang = page('Error: bang');
    expect(compareOutcomes(answer(500, errorHeaders(one), one), answer(500, errorHeaders(bang), bang), 'GET').map((d) => d.what)).toEqual(['body']);
    // Without a stack to drop, the lengths are compared as any header.
    const short = page('Error: b');
    expect(compareOutcomes(answer(500, errorHeaders(short), short), answer(500, errorHeaders(bang), bang), 'GET').map((d) => d.name ?? d.what)).toEqual(['content-length', 'body']);
  });

  it('does not compare the length of an error page answered to HEAD (its stack is not there to drop)', () => {
    const a = answer(404, [['Content-Security-Policy', "default-src 'none'"], ['Content-Length', '140']], '');
    const b = answer(404, [['Content-Security-Policy', "default-src 'none'"], ['Content-Length', '180']], '');
    expect(compareOutcomes(a, b, 'HEAD')).toEqual([]);
    expect(compareOutcomes(answer(200, [['Content-Length', '1']], ''), answer(200, [['Content-Length', '2']], ''), 'HEAD')).toHaveLength(1);
  });

  it('keeps the order of repeated headers, and compares binary bodies as bytes', () => {
    const a = answer(200, [['Set-Cookie', 'a=1'], ['Set-Cookie', 'b=2']], '');
    const b = answer(200, [['Set-Cookie', 'b=2'], ['Set-Cookie', 'a=1']], '');
    expect(compareOutcomes(a, b, 'GET').map((d) => d.name)).toEqual(['set-cookie']);
    const x: Outcome = { kind: 'response', status: 200, headers: [], body: Buffer.from([0xff, 0x00]) };
    const y: Outcome = { kind: 'response', status: 200, headers: [], body: Buffer.from([0xfe, 0x00]) };
    expect(compareOutcomes(x, y, 'GET')).toEqual([{ what: 'body', adapter: 'base64:/wA=', against: 'base64:/gA=' }]);
  });

  it("takes a cookie's Expires that is its Date plus Max-Age for what it is, the clock; any other Expires is compared", () => {
    const cookie = (date: string, expires: string, maxAge = 1): Outcome =>
      answer(200, [['Date', date], ['Set-Cookie', `sid=v; Max-Age=${maxAge}; Path=/; Expires=${expires}; HttpOnly`]], 'cookie');
    // The two sides read the clock on either side of a second (diff seed 20261126, 4.x).
    const a = cookie('Thu, 26 Nov 2026 18:30:17 GMT', 'Thu, 26 Nov 2026 18:30:18 GMT');
    const b = cookie('Thu, 26 Nov 2026 18:30:18 GMT', 'Thu, 26 Nov 2026 18:30:19 GMT');
    expect(compareOutcomes(a, b, 'GET')).toEqual([]);
    // Seconds taken for milliseconds: Expires 1000 s away while Max-Age says 1.
    const late = cookie('Thu, 26 Nov 2026 18:30:18 GMT', 'Thu, 26 Nov 2026 18:46:58 GMT');
    expect(compareOutcomes(a, late, 'GET').map((d) => d.name)).toEqual(['set-cookie']);
    // Max-Age differs: compared as ever.
    expect(compareOutcomes(a, cookie('Thu, 26 Nov 2026 18:30:17 GMT', 'Thu, 26 Nov 2026 18:30:19 GMT', 2), 'GET').map((d) => d.name)).toEqual(['set-cookie']);
  });

  it('a side that did not answer differs from one that did; two that did not agree', () => {
    const none: Outcome = { kind: 'failure', stage: 'request', message: "the framework's process exited with code 0" };
    expect(compareOutcomes(none, answer(200, [], 'x'), 'GET')).toEqual([
      { what: 'outcome', adapter: "no answer: the framework's process exited with code 0", against: 'answered 200' },
    ]);
    expect(compareOutcomes(none, { ...none, message: 'other words' }, 'GET')).toEqual([]);
  });
});
