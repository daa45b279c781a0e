import { describe, expect, it } from 'vitest';
import { Activities } from './activities';

function activities() {
  const log: string[] = [];
  const a = new Activities({ begin: () => log.push('watch'), end: () => log.push('stop') });
  return { a, log };
}

describe('Activities', () => {
  it('says what the framework is doing, or that it is between checks', () => {
    const { a } = activities();
    expect(a.during).toBe('between checks');
    expect(a.current).toBeUndefined();
    a.begin('handling GET /');
    expect(a.during).toBe('while handling GET /');
    a.end('handling GET /');
    expect(a.during).toBe('between checks');
  });

  it('tells the watch of each watched activity, and stops it when the last one ends', () => {
    const { a, log } = activities();
    a.begin('running the app code');
    a.begin('handling GET /');
    a.end('running the app code'); // not the latest: the other one goes on, watched
    expect(a.current).toBe('handling GET /');
    expect(log).toEqual(['watch', 'watch']);
    a.end('handling GET /');
    expect(log).toEqual(['watch', 'watch', 'stop']);
  });

  it('does not watch the load of the adapter, though it says so', () => {
    const { a, log } = activities();
    a.begin('loading the adapter', false);
    expect(a.during).toBe('while loading the adapter');
    expect(log).toEqual([]);
    a.end('loading the adapter');
    expect(log).toEqual(['stop']);
  });

  it('ends an activity once: ending it again leaves the others', () => {
    const { a } = activities();
    a.begin('x');
    a.begin('y');
    a.end('y');
    a.end('y');
    expect(a.current).toBe('x');
  });
});
