import { describe, expect, it } from 'vitest';
import { timeFactor } from './time-factor';

describe('timeFactor', () => {
  it('is 1 unless FW_CONFORMANCE_TIME_FACTOR says otherwise', () => {
    expect(timeFactor(undefined)).toBe(1);
    expect(timeFactor('')).toBe(1);
    expect(timeFactor('2.5')).toBe(2.5);
  });

  it('refuses what is not a factor of at least 1, naming the variable', () => {
    expect(() => timeFactor('fast')).toThrow('FW_CONFORMANCE_TIME_FACTOR must be a number of at least 1');
    expect(() => timeFactor('0.5')).toThrow('not "0.5"');
  });
});
