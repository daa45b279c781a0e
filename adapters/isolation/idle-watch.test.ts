import { describe, expect, it } from 'vitest';
import { IDLE_AFTER_MS, IDLE_CONFIRM_MS, IdleWatch, listsTimers, seenResources, serverCount, UNSEEN } from './idle-watch';

// Only sockets, servers and the IPC pipe: nothing that could move a waiting handler on.
const WAITING = ['PipeWrap', 'TCPServerWrap', 'TCPSocketWrap'];
const TIMER = [...WAITING, 'Timeout'];

/** A watch whose wait began at 0. */
function watching(): IdleWatch {
  const w = new IdleWatch();
  w.begin(0);
  return w;
}

describe('IdleWatch', () => {
  it('asks what the framework holds only from a second into a wait, and afresh in the next one', () => {
    const w = watching();
    expect(w.due(IDLE_AFTER_MS - 1)).toBe(false);
    expect(w.due(IDLE_AFTER_MS)).toBe(true);
    w.begin(5000);
    expect(w.due(5000 + IDLE_AFTER_MS - 1)).toBe(false);
  });

  it('ends a wait idle at two looks half a second apart, then counts afresh', () => {
    const w = watching();
    expect(w.look(WAITING, 0, 1000)).toBe(false);
    expect(w.look(WAITING, 0, 1000 + IDLE_CONFIRM_MS - 1)).toBe(false);
    expect(w.look(WAITING, 0, 1000 + IDLE_CONFIRM_MS)).toBe(true);
    // a wait that goes on is judged again from a new first look
    expect(w.look(WAITING, 0, 1600)).toBe(false);
    expect(w.look(WAITING, 0, 1600 + IDLE_CONFIRM_MS)).toBe(true);
  });

  it('is not idle while the framework holds a timer, a file or other work in progress', () => {
    const w = watching();
    for (let t = 1000; t <= 3000; t += 200) expect(w.look(TIMER, 0, t)).toBe(false);
    expect(w.look(['FSReqCallback'], 0, 3200)).toBe(false);
  });

  it('counts idleness afresh when work in progress is seen between two idle looks', () => {
    const w = watching();
    expect(w.look(WAITING, 0, 1000)).toBe(false);
    expect(w.look(TIMER, 0, 1200)).toBe(false);
    expect(w.look(WAITING, 0, 1400)).toBe(false);
    expect(w.look(WAITING, 0, 1600)).toBe(false); // 200 ms idle since the timer, not 600
    expect(w.look(WAITING, 0, 1900)).toBe(true);
  });

  it('is not idle while the process spends CPU it lists nowhere (the thread pool: zlib, crypto)', () => {
    const w = watching();
    let cpu = 0;
    for (let t = 1000; t <= 4000; t += 200) expect(w.look(WAITING, (cpu += 50), t)).toBe(false);
    // the work ends: the CPU time stands still, and the wait is idle half a second later
    expect(w.look(WAITING, cpu, 4200)).toBe(false);
    expect(w.look(WAITING, cpu, 4700)).toBe(true);
  });

  it('takes the CPU of a wait against that wait only: the first look of the next one has no baseline', () => {
    const w = watching();
    expect(w.look(WAITING, 0, 1000)).toBe(false);
    w.begin(2000); // the next phase, or the next wait
    // 900 ms of CPU since the previous look, spent before this wait began: not this wait's work
    expect(w.look(WAITING, 900, 3000)).toBe(false);
    expect(w.look(WAITING, 900, 3500)).toBe(true);
  });

  it('leaves no idleness of one wait to the next', () => {
    const w = watching();
    expect(w.look(WAITING, 0, 1000)).toBe(false);
    w.begin(1400);
    expect(w.look(WAITING, 0, 1500)).toBe(false); // a first look again, not 500 ms of idleness
    expect(w.look(WAITING, 0, 2000)).toBe(true);
  });

  it('judges no answer that arrives after the wait ended', () => {
    const w = watching();
    expect(w.look(WAITING, 0, 1000)).toBe(false);
    w.end();
    expect(w.look(WAITING, 0, 2000)).toBe(false);
    expect(w.look(WAITING, 0, 3000)).toBe(false);
  });

  it('counts on the clock it is given: time the framework was not run does not bring a look nearer', () => {
    let given = 0;
    const w = new IdleWatch(() => given);
    w.begin();
    given = IDLE_AFTER_MS - 1; // whatever the wall clock did meanwhile
    expect(w.due()).toBe(false);
    given = IDLE_AFTER_MS;
    expect(w.due()).toBe(true);
    expect(w.look(WAITING, 0)).toBe(false);
    given += IDLE_CONFIRM_MS;
    expect(w.look(WAITING, 0)).toBe(true);
  });

  it('takes a runnable thread beside the main one for work, whatever the CPU time shows', () => {
    const w = watching();
    expect(w.look(WAITING, 0, 1000, true)).toBe(false);
    expect(w.look(WAITING, 0, 1000 + IDLE_CONFIRM_MS, true)).toBe(false);
    expect(w.look(WAITING, 0, 1000 + 2 * IDLE_CONFIRM_MS, true)).toBe(false);
    expect(w.look(WAITING, 0, 1000 + 3 * IDLE_CONFIRM_MS)).toBe(false);
    expect(w.look(WAITING, 0, 1000 + 4 * IDLE_CONFIRM_MS)).toBe(true);
  });
});

describe('seenResources: where the list is blind, a wait is never judged idle', () => {
  it('passes on what a runtime that lists its timers shows, for an app on a server it lists', () => {
    expect(seenResources(['PipeWrap', 'TCPServerWrap'], { listsTimers: true, unseenServer: false })).toEqual(['PipeWrap', 'TCPServerWrap']);
  });

  it('adds Unseen while an app is served on a server the list does not show (a native server)', () => {
    // what ultimate-express lists while uWebSockets serves: the IPC pipes, and maybe a node
    // server of an earlier scenario's that is not the one serving
    const seen = seenResources(['PipeWrap', 'PipeWrap', 'TCPServerWrap'], { listsTimers: true, unseenServer: true });
    expect(seen).toEqual(['PipeWrap', 'PipeWrap', 'TCPServerWrap', UNSEEN]);
    const w = watching();
    for (let t = 1000; t <= 5000; t += 250) expect(w.look(seen, 0, t)).toBe(false);
  });

  it('counts the listening servers, so that serving which adds none is told apart from one already there', () => {
    expect(serverCount(['PipeWrap', 'TCPServerWrap', 'PipeServerWrap', 'TCPSocketWrap'])).toBe(2);
    expect(serverCount(['PipeWrap', 'Timeout'])).toBe(0);
  });

  it('is Unseen alone on a runtime that lists nothing (Bun: not even a timer)', () => {
    const seen = seenResources([], { listsTimers: false, unseenServer: false });
    expect(seen).toEqual([UNSEEN]);
    const w = watching();
    for (let t = 1000; t <= 5000; t += 250) expect(w.look(seen, 0, t)).toBe(false);
  });

  it('finds that this runtime lists a pending timer (Node and Deno do)', () => {
    const timers = () => process.getActiveResourcesInfo().filter((t) => t === 'Timeout').length;
    const before = timers();
    expect(listsTimers()).toBe(true);
    expect(timers(), 'it leaves no timer behind').toBe(before);
  });
});
