import { describe, expect, it } from 'vitest';
import { BuiltChecks } from './built-checks';

const a = { id: 'a', name: 'check a' };
const b = { id: 'b', name: 'check b' };

describe('the checks built on a framework process', () => {
  it('number the builds, and own a crash only once they ended', () => {
    const checks = new BuiltChecks();
    expect(checks.build(a)).toEqual({ n: 1, closeFirst: false });
    expect(checks.ownerOf(1)).toBeUndefined(); // the check under way: the crash is its own
    checks.closed();
    expect(checks.ownerOf(1)).toBe(a);
    expect(checks.build(b)).toEqual({ n: 2, closeFirst: false });
    expect(checks.ownerOf(1)).toBe(a);
    expect(checks.ownerOf(2)).toBeUndefined();
    expect([checks.ownerOf(undefined), checks.ownerOf(0), checks.ownerOf(3)]).toEqual([undefined, undefined, undefined]);
  });

  it('leave a close to the next build once, which closes it first', () => {
    const checks = new BuiltChecks();
    checks.build(a);
    expect(checks.leaveClose()).toBe(true);
    expect(checks.leaveClose()).toBe(false);
    expect(checks.ownerOf(1)).toBe(a); // ended, though not closed yet
    expect(checks.build(b)).toEqual({ n: 2, closeFirst: true });
    expect(checks.build(a)).toEqual({ n: 3, closeFirst: false });
  });
});
