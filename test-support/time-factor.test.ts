import { describe, expect, it } from 'vitest';
import { loadFactor, MAX_LOAD_FACTOR, timeFactor } from './time-factor';

describe('timeFactor', () => {
  it('is what FW_CONFORMANCE_TIME_FACTOR says, and nothing when it is unset', () => {
    expect(timeFactor(undefined)).toBeUndefined();
    expect(timeFactor('')).toBeUndefined();
    expect(timeFactor('2.5')).toBe(2.5);
  });

  it('refuses what is not a factor of at least 1, naming the variable', () => {
    expect(() => timeFactor('fast')).toThrow('FW_CONFORMANCE_TIME_FACTOR must be a number of at least 1');
    expect(() => timeFactor('0.5')).toThrow('not "0.5"');
  });
});

describe('loadFactor', () => {
  it('is the runnable tasks per core, less the one reading, between 1 and its most', () => {
    expect(loadFactor('0.10 0.20 0.30 1/300 4242\n', 2)).toBe(1);
    expect(loadFactor('31.2 30.8 28.7 35/640 4242\n', 2)).toBe(17);
    expect(loadFactor('80.0 80.0 80.0 201/900 4242\n', 2)).toBe(MAX_LOAD_FACTOR);
    expect(loadFactor('9.0 9.0 9.0 9/200 1\n', 4)).toBe(2);
  });
});

describe("vitest's own time-outs", () => {
  it('are the configs\' figures scaled by the factor (scaled-timeouts.ts), not vitest\'s default 5 s', ({ task }) => {
    expect(task.timeout).toBeGreaterThanOrEqual(60_000);
    expect(task.timeout).toBeLessThanOrEqual(60_000 * (timeFactor(process.env.FW_CONFORMANCE_TIME_FACTOR) ?? MAX_LOAD_FACTOR));
  });
});
