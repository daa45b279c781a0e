// A crash ends the served app's connections at once, as a crashed server's process would:
// nothing the framework's server does after an exception nobody caught reaches the client.
// Node's HTTP parser, unwound by a handler's throw, otherwise answers the rest of a request
// (its body, arriving after the throw) with a 400 of its own, without a Date, and the check
// judged that answer or the crash as the race went (polka's "fw.raw with type 'png'" check
// came out not implemented in one regeneration, failed on http/date-present in the next).
import * as net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { FromFramework } from './protocol';
import { forkHost } from '../../test-support/framework-host';

const THROWS = "app.post('/', (req, res) => { throw new TypeError('res.json is not a function') })";

/** What a client gets after its handler threw: the headers sent, the crash told, then the body. */
async function afterCrash(thread: boolean): Promise<{ crash: FromFramework; received: string }> {
  const { child, next, serve } = forkHost({ thread, stderr: 'ignore' });
  try {
    const url = await serve('./adapters/examples/polka.cjs', THROWS);
    const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', () => undefined); // the body may meet a connection already reset
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    const crash = next('crash');
    socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nContent-Length: 3\r\n\r\n');
    const told = await crash;
    socket.write('xyz');
    // Ended by the server either way: at the crash, or after its parser's 400 (Connection: close).
    await closed;
    return { crash: told, received };
  } finally {
    child.kill('SIGKILL');
  }
}

describe('a crash', () => {
  it.each([
    ['on the main thread', false],
    ['in a framework thread', true],
  ])('ends the connections of the served app %s: no answer follows it', async (_, thread) => {
    const { crash, received } = await afterCrash(thread);
    expect(crash).toMatchObject({ t: 'crash', kind: 'exception', check: 1 });
    expect(received).toBe('');
  });
});
