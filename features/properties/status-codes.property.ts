import fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { STATUS_CODES } from 'node:http';
import { defineProperty } from './property';

// The scenario's app: GET /status/:code answers res.status(code).send('x') and
// GET /sendStatus/:code answers res.sendStatus(code); both report a thrown error as
// 200 { threw: name } (5.x throws in res.status), and any error reaching the error
// handler becomes 500 (4.x fails when the runtime writes the head).
// Codes 100-199 are informational: the runtime's client reads them as interim
// responses, so they are left out; 204, 205 and 304 carry no body by definition.
const BODYLESS = new Set([204, 205, 304]);

export default defineProperty({
  name: 'status-codes',
  statement:
    'a code from 200 to 999 set with res.status or res.sendStatus is sent as is (sendStatus body: the status text, else the number); ' +
    'a code below 100 or above 999 never reaches the wire: 5.x throws, 4.x ends in a 500',
  numRuns: 60,
  build: ({ request }) =>
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
          if (res.status === 200) assert.equal(JSON.parse(res.text).threw, 'RangeError');
          else assert.equal(res.status, 500, `code ${code}`);
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
