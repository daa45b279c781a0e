// The suite's own client connections never hold the framework's close: an adapter whose
// close() is a plain server.close() (which waits for every connection that is not idle to
// end) runs as one that also calls closeAllConnections() does. The client sends each request
// on a connection of its own (agent: false: Connection: close) and node ends it with the
// response; on node >= 19 server.close() also closes idle keep-alive connections itself.
// Were a connection of the suite left open with a request on it, each close would wait for
// it: seconds a check.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const ADAPTER = path.join(__dirname, 'test-adapters', 'serve-plain-close.cjs');
// Plain requests, a property (many requests in one check), TLS, a parsed body.
const SELECTION = [
  '--name', '^res\\.sendStatus\\(20[01]\\)',
  '--name', '^res\\.sendFile with root never serves a file outside root$',
  '--name', "^over TLS req\\.protocol is 'https'",
  '--name', '^fw\\.urlencoded with extended true accepts 1 parameters by default$',
  '--parallel', '1',
];

/** One run; each close: the connections open when close() was called, and how long it took. */
async function closes(closeAll: boolean): Promise<{ checks: number; closes: Array<{ open: number; ms: number }> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-close-'));
  try {
    const file = path.join(dir, 'closes');
    const env: Record<string, string> = { FWC_TEST_CLOSES: file, ...(closeAll ? { FWC_TEST_CLOSE_ALL: '1' } : {}) };
    const r = await runCli(['--adapter', ADAPTER, ...SELECTION], { env, timeoutMs: 120_000 });
    expect(r.code, r.output).toBe(0);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    return { checks: r.results!.results.length, closes: lines.map((l) => ({ open: Number(l.split(' ')[0]), ms: Number(l.split(' ')[1]) })) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a plain server.close() in serve()', () => {
  it('waits for no connection of the suite, as closeAllConnections() does not', { timeout: scaled(150_000) }, async () => {
    const [plain, all] = await Promise.all([closes(false), closes(true)]);
    expect(plain.checks).toBe(5);
    // One close per check, in both runs alike.
    expect(plain.closes).toHaveLength(plain.checks);
    expect(all.closes).toHaveLength(plain.closes.length);
    // No close waited for a connection of the suite to time out (the adapter's time-outs are
    // 10 minutes; a second scaled by the machine's load is at most 20), in either run. (A
    // connection may still be ending when close() is called: the suite has read the response
    // and closed its side, and the framework's process has not yet seen it.)
    const bound = scaled(1000);
    expect(plain.closes.filter((c) => c.ms >= bound)).toEqual([]);
    expect(all.closes.filter((c) => c.ms >= bound)).toEqual([]);
  });
});
