// V8 block coverage as branches, for the side-by-side measure of bench/express-coverage.ts:
// what ran of a script (the offsets whose innermost range has a count above 0) and the block
// ranges V8 reported (c8's branches: every range of a function but its first, the function's
// own). V8 leaves out a block that ran as often as the range around it, so whether a block ran
// is read from what ran, never from the block's own count: a block ran when any offset of it
// ran (code nested in a block runs only once the block has).
import type { CoverageRange } from './coverage-lines';

/** The offsets that ran, as merged [start, end) pairs flattened: [s0, e0, s1, e1, ...]. */
export function ranIntervals(ranges: CoverageRange[]): number[] {
  const sorted = ranges.filter((r) => r.endOffset > r.startOffset).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const out: number[] = [];
  const emit = (s: number, e: number, count: number) => {
    if (e <= s || count <= 0) return;
    if (out.length && out[out.length - 1] >= s) out[out.length - 1] = Math.max(out[out.length - 1], e);
    else out.push(s, e);
  };
  const open: CoverageRange[] = [];
  let pos = 0;
  const close = (until: number) => {
    while (open.length && open[open.length - 1].endOffset <= until) {
      const top = open.pop()!;
      emit(pos, top.endOffset, top.count);
      pos = Math.max(pos, top.endOffset);
    }
  };
  for (const r of sorted) {
    close(r.startOffset);
    if (open.length) emit(pos, r.startOffset, open[open.length - 1].count);
    pos = Math.max(pos, r.startOffset);
    open.push(r);
  }
  close(Infinity);
  return out;
}

/** The block ranges of a script's functions (each function's ranges but its first), as "start-end" keys. */
export function blockKeys(functions: Array<{ ranges: CoverageRange[] }>): string[] {
  const keys: string[] = [];
  for (const f of functions) for (const r of f.ranges.slice(1)) if (r.endOffset > r.startOffset) keys.push(`${r.startOffset}-${r.endOffset}`);
  return keys;
}

/** Merges sets of flattened [start, end) pairs into one. */
export function mergeIntervals(sets: number[][]): number[] {
  const pairs: Array<[number, number]> = [];
  for (const s of sets) for (let i = 0; i + 1 < s.length; i += 2) pairs.push([s[i], s[i + 1]]);
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [s, e] of pairs) {
    if (out.length && out[out.length - 1] >= s) out[out.length - 1] = Math.max(out[out.length - 1], e);
    else out.push(s, e);
  }
  return out;
}

/** Whether any offset of [start, end) is in the merged intervals. */
export function intersects(intervals: number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = intervals.length / 2 - 1;
  // the last pair starting before `end`
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (intervals[2 * mid] < end) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && intervals[2 * found + 1] > start;
}
