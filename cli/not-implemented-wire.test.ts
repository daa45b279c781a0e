// A member of the interface missing is named on a raw connection too: the framework's process
// dies of the TypeError nobody caught, taking the connection with it, and the check says so
// with the member named, as a check through the HTTP client does.
import * as path from 'node:path';
import { describe, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const LACKS_RES_SEND = path.join(__dirname, 'test-adapters', 'lacks-res-send.cjs');

describe('a member missing in a handler answering on a raw connection', { timeout: scaled(60_000) }, () => {
  it('names the member its scaffolding lacks; the example that does not use it passes', async ({ expect }) => {
    // Pipelined (a close owed after the first response) and in turn (HTTP/1.0 keep-alive).
    const r = await runCli(['--adapter', LACKS_RES_SEND, '--profile', '5.x', '--name', '^an HTTP/1\\.0 request with(out)? keep-alive', '--name', '^after the response to "Connection: close"', '--parallel', '1']);
    // The checks are about connections, not res.send: the member their app answers with is
    // their scaffolding, so they are not applicable, the member named (runner/not-implemented.ts).
    expect(r.results!.summary, r.output).toMatchObject({ passed: 1, failed: 0, notImplemented: 0, skipped: 3 });
    const streamed = r.results!.results.find((c) => c.name.includes('streamed, unchunked'))!;
    expect(streamed.status).toBe('passed');
    for (const check of r.results!.results.filter((c) => c !== streamed)) {
      expect(check, check.name).toMatchObject({ status: 'skipped' });
      expect(check.reason).toMatch(/^not applicable: only its set-up uses res\.send, which the framework lacks/);
      expect(check.error).toMatch(/^the framework threw an exception nobody caught while handling \S+ \/\S+ HTTP\/1\.\d.* on one connection:\nTypeError: res\.send is not a function/);
    }
  });
});
