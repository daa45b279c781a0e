import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Calls, type Phase } from './calls';
import { FrameworkFailure } from './failure';
import type { ToFramework } from './protocol';

const BUILD: Phase[] = [
  { activity: 'running the app code', timeoutText: (b) => `the app code did not finish within ${b} s` },
  { activity: 'in serve()', timeoutText: (b) => `serve() did not resolve within ${b} s` },
];
const BUILD_MESSAGE = { t: 'build', id: 0, check: 1, code: '', fixtures: '', tls: false, closeFirst: false } as const;

/** Calls bounded at 1 s a phase, and what they did. */
function calls() {
  const sent: ToFramework[] = [];
  const log: string[] = [];
  const c = new Calls({
    boundMs: 1000,
    send: (m) => sent.push(m),
    begin: (a) => log.push(`begin ${a}`),
    end: (a) => log.push(`end ${a}`),
    timedOut: (phase) => {
      log.push(`timed out ${phase.activity}`);
      return phase.timeoutText(1);
    },
  });
  return { c, sent, log, lastId: () => (sent[sent.length - 1] as { id: number }).id };
}

/** How `p` settled once the callbacks due now have run: its value, its error, or 'pending'. */
async function state<T>(p: Promise<T>): Promise<{ value: T } | { error: Error } | 'pending'> {
  let s: { value: T } | { error: Error } | 'pending' = 'pending';
  p.then(
    (value) => (s = { value }),
    (error: Error) => (s = { error }),
  );
  await vi.advanceTimersByTimeAsync(0);
  return s;
}

describe('Calls', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends each request with an id of its own and resolves it with its answer', async () => {
    const { c, sent, lastId } = calls();
    const first = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    const firstId = lastId();
    const second = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    expect(lastId()).not.toBe(firstId);
    c.answered({ t: 'ok', id: lastId(), printed: 7 });
    c.answered({ t: 'ok', id: firstId, url: 'http://127.0.0.1:1/' });
    expect(await first).toEqual({ url: 'http://127.0.0.1:1/', printed: undefined });
    expect(await second).toEqual({ url: undefined, printed: 7 });
    expect(sent.map((m) => m.t)).toEqual(['close', 'close']);
  });

  it("fails a request the framework failed, in the framework's words", async () => {
    const { c, lastId } = calls();
    const p = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    c.answered({ t: 'failed', id: lastId(), message: 'closing the app failed: boom' });
    await expect(p).rejects.toEqual(new FrameworkFailure('closing the app failed: boom'));
  });

  it('bounds each phase on its own: the bound is armed afresh when the framework moves on', async () => {
    const { c, log, lastId } = calls();
    const p = c.call(BUILD_MESSAGE, BUILD);
    await vi.advanceTimersByTimeAsync(900);
    c.moved(lastId());
    await vi.advanceTimersByTimeAsync(900); // 1.8 s in all, 0.9 s of this phase
    expect(await state(p)).toBe('pending');
    c.answered({ t: 'ok', id: lastId(), url: 'u' });
    expect(await p).toEqual({ url: 'u', printed: undefined });
    expect(log).toEqual(['begin running the app code', 'end running the app code', 'begin in serve()', 'end in serve()']);
  });

  it('fails a phase that runs out in its own words, and ends its activity', async () => {
    const { c, log, lastId } = calls();
    const p = c.call(BUILD_MESSAGE, BUILD);
    c.moved(lastId());
    await vi.advanceTimersByTimeAsync(999);
    expect(await state(p)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await state(p)).toEqual({ error: new FrameworkFailure('serve() did not resolve within 1 s', true) });
    expect(log.slice(-2)).toEqual(['timed out in serve()', 'end in serve()']);
  });

  it("bounds each phase with the owner's timer, cancelled when the phase ends", async () => {
    const armed: Array<{ ms: number; expired: () => void; cancelled: boolean }> = [];
    const c = new Calls({
      boundMs: 1000,
      send: () => {},
      begin: () => {},
      end: () => {},
      timedOut: (phase) => phase.timeoutText(1),
      timer: (ms, expired) => {
        const t = { ms, expired, cancelled: false };
        armed.push(t);
        return () => (t.cancelled = true);
      },
    });
    const p = c.call(BUILD_MESSAGE, BUILD);
    c.moved(1);
    await vi.advanceTimersByTimeAsync(5000); // the wall clock alone ends nothing
    expect(await state(p)).toBe('pending');
    expect(armed.map((t) => [t.ms, t.cancelled])).toEqual([
      [1000, true],
      [1000, false],
    ]);
    armed[1].expired();
    expect(await state(p)).toEqual({ error: new FrameworkFailure('serve() did not resolve within 1 s', true) });
  });

  it('drops an answer that arrives after its wait ran out', async () => {
    const { c, lastId } = calls();
    const p = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    const failed = expect(p).rejects.toEqual(new FrameworkFailure('the app code did not finish within 1 s', true));
    const id = lastId();
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    c.moved(id);
    c.answered({ t: 'ok', id, url: 'late' }); // nobody's: no throw, nothing resolved
    const next = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    c.answered({ t: 'ok', id, url: 'late again' });
    expect(await state(next)).toBe('pending');
    c.answered({ t: 'ok', id: lastId(), printed: 0 });
    expect(await next).toEqual({ url: undefined, printed: 0 });
  });

  it('ignores a phase reported past the last one', async () => {
    const { c, log, lastId } = calls();
    const p = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    const failed = expect(p).rejects.toThrow('the app code did not finish within 1 s');
    await vi.advanceTimersByTimeAsync(600);
    c.moved(lastId()); // no next phase: the bound is not armed afresh
    await vi.advanceTimersByTimeAsync(400);
    await failed;
    expect(log).toEqual(['begin running the app code', 'timed out running the app code', 'end running the app code']);
  });

  it('fails every waiting request at once (the process died), and drops their late answers', async () => {
    const { c, sent } = calls();
    const a = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    const b = c.call(BUILD_MESSAGE, BUILD);
    c.failAll("the framework's process exited with code 1 while handling GET /");
    await expect(a).rejects.toEqual(new FrameworkFailure("the framework's process exited with code 1 while handling GET /"));
    await expect(b).rejects.toThrow('exited with code 1');
    for (const m of sent) c.answered({ t: 'ok', id: (m as { id: number }).id });
    await vi.advanceTimersByTimeAsync(5000); // their bounds were cleared: no second failure
  });

  it('fails other work that waits on the framework (an exchange, the load) with the requests', async () => {
    const { c } = calls();
    const exchange = new Promise<string>(() => undefined); // the framework never answers
    const watched = c.meanwhile(exchange);
    const call = c.call({ t: 'close', id: 0 }, [BUILD[0]]);
    c.failAll('the framework would wait forever while handling GET /', true);
    await expect(watched).rejects.toEqual(new FrameworkFailure('the framework would wait forever while handling GET /', true));
    await expect(call).rejects.toThrow('would wait forever');
  });

  it("leaves work alone once it settled: its own result or error stands, and a later failure is nobody's", async () => {
    const { c } = calls();
    expect(await c.meanwhile(Promise.resolve('answered'))).toBe('answered');
    await expect(c.meanwhile(Promise.reject(new Error('socket hang up')))).rejects.toThrow('socket hang up');
    c.failAll('the process died'); // no unhandled rejection: nothing waits any more
    const after = c.meanwhile(new Promise<never>(() => undefined));
    expect(await state(after)).toBe('pending');
  });
});
