import { describe, expect, it } from 'vitest';
import { CHECKS_PER_WORKER, workersFor } from './run';

describe('the worker processes of a run', () => {
  it('are none when one or none was asked for', () => {
    expect(workersFor(undefined, 2000)).toBe(0);
    expect(workersFor(0, 2000)).toBe(0);
    expect(workersFor(1, 2000)).toBe(0);
  });

  it('are as many as asked for a whole profile, or when the count of checks is not known', () => {
    expect(workersFor(4, 2000)).toBe(4);
    expect(workersFor(2, undefined)).toBe(2);
  });

  it(`are one per ${CHECKS_PER_WORKER} checks at most, and none below two`, () => {
    expect(workersFor(2, 2)).toBe(0);
    expect(workersFor(2, 2 * CHECKS_PER_WORKER - 1)).toBe(0);
    expect(workersFor(2, 2 * CHECKS_PER_WORKER)).toBe(2);
    expect(workersFor(4, 3 * CHECKS_PER_WORKER)).toBe(3);
  });
});
