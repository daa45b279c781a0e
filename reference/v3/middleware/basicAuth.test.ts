import { describe, expect, it } from 'vitest';
import { parseBasic, safeEqual } from './basicAuth';

describe('basic-auth parsing', () => {
  it.each([
    ['Basic dGo6dG9iaQ==', { name: 'tj', pass: 'tobi' }],
    ['basic dGo6dG9iaTpzZWNyZXQ=', { name: 'tj', pass: 'tobi:secret' }],
    ['Basic OnBhc3M=', { name: '', pass: 'pass' }],
  ])('%s', (header, expected) => {
    expect(parseBasic(header)).toEqual(expected);
  });

  it.each(['Bearer token', 'Basic', 'Basic !!!', 'Basic dGo='])('refuses %s', (header) => {
    expect(parseBasic(header)).toBeUndefined();
  });

  it('compares credentials exactly', () => {
    expect(safeEqual('tobi', 'tobi')).toBe(true);
    expect(safeEqual('tobi', 'tob')).toBe(false);
    expect(safeEqual('tobi', 'Tobi')).toBe(false);
  });
});
