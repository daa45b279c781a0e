import { describe, expect, it } from 'vitest';
import { Heartbeat } from './heartbeat';

describe('Heartbeat', () => {
  it('counts no stall while the answers come at the ping interval', () => {
    const h = new Heartbeat(200, 0);
    for (let t = 200; t <= 2000; t += 200) h.pong(t);
    expect(h.longestStall(2100)).toBe(0);
    expect(h.silentFor(2100)).toBe(0);
  });

  it('remembers a stall after the loop answers again, until the next activity', () => {
    const h = new Heartbeat(200, 0);
    h.pong(200);
    h.pong(2700); // 2.5 s without an answer: 2.3 s beyond the interval
    h.pong(2900);
    expect(h.silentFor(3000)).toBe(0);
    expect(h.longestStall(3000)).toBe(2300);
    h.restart(3000);
    expect(h.longestStall(3100)).toBe(0);
  });

  it('counts the silence going on as a stall', () => {
    const h = new Heartbeat(200, 0);
    h.pong(100);
    expect(h.silentFor(1500)).toBe(1200);
    expect(h.longestStall(1500)).toBe(1200);
  });
});
