// What a raw-connection check waits for: the responses owed, then the close. After a request
// with "Connection: close" the server owes nothing more, so a server that then keeps the
// connection open fails for that, not for a response to the next request it was never owed.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChecks } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const ADAPTER = path.join(__dirname, 'test-adapters', 'wire', 'keeps-open-after-close.cjs');

describe('a pipelined exchange after "Connection: close"', { timeout: scaled(60_000) }, () => {
  it('fails a server that keeps the connection open for the open connection', async () => {
    const { code, results } = await runChecks(['--adapter', ADAPTER, '--name', 'after the response to "Connection: close"', '--timeout', '1s', '--quiet']);
    expect(code).toBe(1);
    expect(results.results.map((r) => [r.status, r.error?.split('\n')[0]])).toEqual([
      ['failed', 'Error: the server kept the connection open after 1 response (to GET /closing HTTP/1.1, GET /ignored HTTP/1.1); it was to close it'],
    ]);
  });
});
