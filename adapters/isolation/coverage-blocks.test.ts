import { describe, expect, it } from 'vitest';
import { blockKeys, intersects, mergeIntervals, ranIntervals } from './coverage-blocks';

describe('the offsets a coverage take ran, and its blocks', () => {
  it('lets the innermost range decide, a block V8 left out running with the range around it', () => {
    // a script 0-100 that ran; a function 10-60 that ran, its block 20-30 not; a function 70-90 never called
    const ranges = [
      { startOffset: 0, endOffset: 100, count: 1 },
      { startOffset: 10, endOffset: 60, count: 2 },
      { startOffset: 20, endOffset: 30, count: 0 },
      { startOffset: 70, endOffset: 90, count: 0 },
    ];
    expect(ranIntervals(ranges)).toEqual([0, 20, 30, 70, 90, 100]);
  });

  it('ran nothing of a script whose top level did not run in the take', () => {
    expect(ranIntervals([{ startOffset: 0, endOffset: 50, count: 0 }, { startOffset: 5, endOffset: 20, count: 3 }])).toEqual([5, 20]);
  });

  it("tells a function's blocks, not the function itself", () => {
    expect(blockKeys([{ ranges: [{ startOffset: 10, endOffset: 60, count: 1 }, { startOffset: 20, endOffset: 30, count: 0 }] }, { ranges: [{ startOffset: 70, endOffset: 90, count: 0 }] }])).toEqual(['20-30']);
  });

  it('merges what several takes ran, and finds a block any offset of which ran', () => {
    const merged = mergeIntervals([[0, 10, 40, 50], [5, 20], [60, 61]]);
    expect(merged).toEqual([0, 20, 40, 50, 60, 61]);
    expect(intersects(merged, 20, 40)).toBe(false);
    expect(intersects(merged, 19, 40)).toBe(true);
    expect(intersects(merged, 45, 46)).toBe(true);
    expect(intersects(merged, 50, 60)).toBe(false);
    expect(intersects([], 0, 10)).toBe(false);
  });
});
