import { PassThrough } from 'node:stream';
import * as net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutputCapture } from './output-capture';
import { OUTPUT_MARK } from './protocol';

const MARK = OUTPUT_MARK;

/** A bound of `ms` of the clock, armed as the framework process arms its own. */
function waitMs(ms: number): (expired: () => void) => () => void {
  return (expired) => {
    const timer = setTimeout(expired, ms);
    return () => clearTimeout(timer);
  };
}

/** Whether `p` has settled once the callbacks due now have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('OutputCapture', () => {
  beforeEach(() => {
    // (setImmediate stays real: at a bound, the capture gives the pipes one turn of I/O)
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps what a check printed on both streams, without the marks of its close', async () => {
    const c = new OutputCapture();
    c.keep('a1\n', 'out');
    c.keep('b1\n', 'err');
    c.closing();
    c.keep(`a2\n${MARK}`, 'out');
    c.keep(MARK, 'err');
    await c.closed(6, waitMs(5000));
    expect(c.take()).toEqual({ text: 'a1\nb1\na2\n', bytes: 9 });
  });

  it('waits at a close until the marks came on both streams: what the check printed is all read then', async () => {
    const c = new OutputCapture();
    c.closing();
    c.keep(MARK, 'out');
    const closed = c.closed(0, waitMs(5000));
    expect(await settled(closed)).toBe(false);
    c.keep(`late words of the check${MARK}`, 'err');
    expect(await settled(closed)).toBe(true);
    expect(c.take().text).toBe('late words of the check');
  });

  it('counts the marks that arrive before the answer to the close, not those of an earlier close', async () => {
    const c = new OutputCapture();
    c.keep(`${MARK}`, 'out'); // an earlier close's, read after its wait
    c.keep(`${MARK}`, 'err');
    c.closing();
    const early = c.closed(0, waitMs(5000));
    expect(await settled(early)).toBe(false);
    c.keep(MARK, 'out');
    c.keep(MARK, 'err');
    expect(await settled(early)).toBe(true);

    c.closing();
    c.keep(MARK, 'out'); // ahead of the answer: the host writes the marks, then answers
    c.keep(MARK, 'err');
    expect(await settled(c.closed(0, waitMs(5000)))).toBe(true);
  });

  it('waits for a mark no longer than its bound', async () => {
    const c = new OutputCapture();
    c.closing();
    const closed = c.closed(0, waitMs(5000));
    await vi.advanceTimersByTimeAsync(4999);
    expect(await settled(closed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await new Promise((resolve) => setImmediate(resolve)); // the turn of I/O it gives the pipes
    expect(await settled(closed)).toBe(true);
  });

  it('waits for no mark on a stream the framework closed, before the close or during its wait', async () => {
    const c = new OutputCapture();
    c.streamEnded('err');
    c.closing();
    const closed = c.closed(0, waitMs(5000));
    expect(await settled(closed)).toBe(false);
    c.streamEnded('out');
    expect(await settled(closed)).toBe(true);
  });

  it('drops what the framework prints after a check ended, up to the marks of its close left to the next build', async () => {
    const c = new OutputCapture();
    c.keep('the check\n', 'out');
    c.leaveClose();
    expect(c.take().text).toBe('the check\n');
    c.keep('still the ended check, ', 'out'); // no mark yet: all of it is the ended check's
    c.keep(`and more${MARK}the next check`, 'out');
    c.keep(`ended check${MARK}`, 'err');
    // the stale marks are not this check's close: its own are still to come
    c.closing();
    const closed = c.closed(0, waitMs(5000));
    expect(await settled(closed)).toBe(false);
    c.keep(MARK, 'out');
    c.keep(MARK, 'err');
    expect(await settled(closed)).toBe(true);
    expect(c.take().text).toBe('the next check');
  });

  it('expects no stale mark on a stream that ended: it carries no more', () => {
    const c = new OutputCapture();
    c.streamEnded('err');
    c.leaveClose();
    c.keep('on stderr', 'err'); // (what a pipe still held when it ended)
    expect(c.take().text).toBe('on stderr');
    const d = new OutputCapture();
    d.leaveClose();
    d.streamEnded('out'); // ended while its mark was still to come
    d.keep('the rest', 'out');
    expect(d.take().text).toBe('the rest');
  });

  it('keeps the first 16 KiB of a check and counts the rest, the larger of what was read and what the host counted', async () => {
    const c = new OutputCapture();
    c.keep('x'.repeat(10 * 1024), 'out');
    c.keep('y'.repeat(10 * 1024), 'err');
    let taken = c.take();
    expect(taken.bytes).toBe(20 * 1024);
    expect(taken.text).toBe(`${'x'.repeat(10 * 1024)}${'y'.repeat(6 * 1024)}\n… ${4 * 1024} more bytes of output not kept`);
    // the host counted more than came down the pipes (it forwards a share only)
    c.keep('z', 'out');
    c.closing();
    c.keep(MARK, 'out');
    c.keep(MARK, 'err');
    await c.closed(1_000_000, waitMs(5000));
    taken = c.take();
    expect(taken).toEqual({ text: `z\n… ${1_000_000 - 1} more bytes of output not kept`, bytes: 1_000_000 });
    expect(c.take()).toEqual({ text: '', bytes: 0 });
  });

  it('is quiet up to 64 KiB read since the last take', () => {
    const c = new OutputCapture();
    c.keep('x'.repeat(64 * 1024), 'out');
    expect(c.quiet).toBe(true);
    c.keep('x', 'err');
    expect(c.quiet).toBe(false);
    c.take();
    expect(c.quiet).toBe(true);
  });

  it('tells when both streams ended, for words that may still be on their way after the exit, or gives up after a grace', async () => {
    const c = new OutputCapture();
    const ended = c.endedWithin(300);
    c.streamEnded('out');
    expect(await settled(ended)).toBe(false);
    c.keep('FATAL ERROR: Reached heap limit', 'err'); // read after the exit was seen
    c.streamEnded('err');
    expect(await settled(ended)).toBe(true);
    expect(c.take().text).toBe('FATAL ERROR: Reached heap limit');
    expect(await settled(c.endedWithin(300))).toBe(true); // ended already

    const open = new OutputCapture();
    const grace = open.endedWithin(300);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settled(grace)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(grace)).toBe(true);
  });
});

describe('OutputCapture.read', () => {
  it('reads a pipe to its end: its text kept and heard, its end a mark no more to wait for', async () => {
    const c = new OutputCapture();
    const out = new PassThrough();
    const err = new PassThrough();
    const heard: string[] = [];
    c.read(out, 'out');
    c.read(err, 'err', (text) => heard.push(text));
    err.write('FATAL ERROR: Reached heap limit');
    out.write('é'); // utf8 text
    await new Promise((r) => setImmediate(r));
    expect(heard).toEqual(['FATAL ERROR: Reached heap limit']);
    const ended = c.endedWithin(60_000);
    out.end();
    err.end();
    await ended;
    expect(c.take().text).toBe('FATAL ERROR: Reached heap limité');
  });
});

describe('OutputCapture.quote', () => {
  it("quotes the output since the last take beneath a failure's message, or nothing when there is none", () => {
    const c = new OutputCapture();
    expect(c.quote()).toBe('');
    c.keep('Error: Cannot find module "x"\n    at require\n', 'err');
    expect(c.quote()).toBe('\n  its output:\n    Error: Cannot find module "x"\n        at require');
    expect(c.quote()).toBe('');
  });
});

describe('OutputCapture at the bound of a wait for the marks', () => {
  it('reads what the pipe holds already before it gives up on them (a process not run for a while)', async () => {
    // A real socket: its data is read in the event loop's I/O phase, as a framework's pipes are.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<net.Socket>((resolve) => server.once('connection', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    const [framework] = await Promise.all([accepted, new Promise((resolve) => client.once('connect', resolve))]);
    try {
      const c = new OutputCapture();
      c.read(framework, 'out');
      c.closing();
      c.keep(MARK, 'err');
      // The bound is reached while the process is not run (the loop blocked here): when it
      // runs again, the timer is due, and the last words and the mark are in the socket's
      // buffer, not read yet.
      const closed = c.closed(0, waitMs(1));
      client.write(`last words${MARK}`);
      const until = Date.now() + 200;
      while (Date.now() < until) {
        // (nothing is read while this runs)
      }
      await closed;
      expect(c.take().text).toBe('last words');
    } finally {
      client.destroy();
      framework.destroy();
      server.close();
    }
  });
});
