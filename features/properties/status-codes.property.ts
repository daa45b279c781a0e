import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { STATUS_CODES } from 'node:http';
import { defineProperty } from './property';

// The scenario's app: GET /status/:code answers res.status(code).send('x') and
// GET /sendStatus/:code answers res.sendStatus(code). A thrown error is answered
// 200 { threw: name, at, statusCode }: where it was thrown ('status', 'send' or
// 'sendStatus') and the response's status code at that moment.
// Codes 100-199 are informational: the runtime's client reads them as interim
// responses, so they are left out; 204, 205 and 304 carry no body by definition.
const BODYLESS = new Set([204, 205, 304]);

export default defineProperty({
  name: 'status-codes',
  statement:
    'a code from 200 to 999 set with res.status or res.sendStatus is sent as is (sendStatus body: the status text, else the number); ' +
    'a code below 100 or above 999 never reaches the wire: in 5.x res.status throws a RangeError and leaves the status unchanged, ' +
    'in 4.x res.status sets it and the runtime throws when the response is sent',
  runsFactor: 1.5,
  build: ({ request, profile }) =>
    fc.asyncProperty(
      fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 200, max: 999 }) },
        { weight: 1, arbitrary: fc.integer({ min: -1000, max: 99 }) },
        { weight: 1, arbitrary: fc.integer({ min: 1000, max: 100000 }) },
      ),
      fc.constantFrom('status', 'sendStatus'),
      async (code, method) => {
        const res = await request({ method: 'GET', path: `/${method}/${code}`, headers: [] });
        if (code < 100 || code > 999) {
          assert.equal(res.status, 200, `code ${code}: the thrown error is answered by the app`);
          const strict = profile === '5.x';
          const at = method === 'sendStatus' ? 'sendStatus' : strict ? 'status' : 'send';
          // 4.x leaves the code to the runtime (res.status and res.sendStatus alike), whose error is its own: Node throws a RangeError,
          // Deno a TypeError (conformance-report/runtimes.md). 5.x's res.status throws a RangeError itself.
          const answer = JSON.parse(res.text) as { threw: string };
          const threw = strict ? 'RangeError' : answer.threw;
          assert.ok(typeof threw === 'string' && /Error$/.test(threw), `${method}(${code}): ${res.text}`);
          assert.deepEqual(answer, { threw, at, statusCode: strict ? 200 : code }, `${method}(${code})`);
          return;
        }
        assert.equal(res.status, code);
        if (BODYLESS.has(code)) {
          assert.equal(res.body.length, 0);
          return;
        }
        const expected = method === 'status' ? 'x' : STATUS_CODES[code] ?? String(code);
        assert.equal(res.text, expected, `${method}(${code})`);
      },
    ),
});
