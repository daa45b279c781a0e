// V8 block coverage (byte ranges with counts) as lines of a source file: the lines a piece of
// work reached. The rule is c8's: the innermost range around a line decides; a range that
// ran marks every line it touches, a range that did not run marks only the lines it holds
// whole (a `return` skipped at the end of a line that ran leaves the line reached). Blank
// lines are no lines.

/** One range of V8's precise coverage (Profiler.takePreciseCoverage): offsets in the script's source. */
export interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** A source's lines: where each starts and the extent of its text (blank lines: first > last). */
export interface SourceLines {
  /** Offset of each line's first character. */
  starts: number[];
  /** Offset of each line's first and last non-blank character. */
  first: number[];
  last: number[];
}

export function sourceLines(text: string): SourceLines {
  const starts: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    let a = start;
    while (a < end && /\s/.test(text[a])) a++;
    let b = end - 1;
    while (b >= a && /\s/.test(text[b])) b--;
    starts.push(start);
    first.push(a);
    last.push(b);
    if (nl < 0) break;
    start = nl + 1;
  }
  return { starts, first, last };
}

/** The lines that hold code (1-based): every line with text on it. */
export function codeLines(lines: SourceLines): number[] {
  const out: number[] = [];
  for (let i = 0; i < lines.starts.length; i++) if (lines.first[i] <= lines.last[i]) out.push(i + 1);
  return out;
}

/** The index of the line holding `offset`. */
function lineAt(lines: SourceLines, offset: number): number {
  let lo = 0;
  let hi = lines.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines.starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The lines (1-based, ascending) that ran, from the ranges of one script's functions: outer
 * ranges first, so that an inner one decides for the lines it holds.
 */
export function reachedLines(lines: SourceLines, ranges: CoverageRange[]): number[] {
  const state = new Int8Array(lines.starts.length);
  const ordered = [...ranges].sort((x, y) => y.endOffset - y.startOffset - (x.endOffset - x.startOffset));
  for (const r of ordered) {
    if (r.endOffset <= r.startOffset) continue;
    const from = lineAt(lines, r.startOffset);
    const to = lineAt(lines, r.endOffset - 1);
    for (let i = from; i <= to; i++) {
      if (lines.first[i] > lines.last[i]) continue;
      if (r.count > 0) {
        if (r.startOffset <= lines.last[i] && r.endOffset > lines.first[i]) state[i] = 1;
      } else if (r.startOffset <= lines.first[i] && r.endOffset > lines.last[i]) state[i] = 0;
    }
  }
  const out: number[] = [];
  for (let i = 0; i < state.length; i++) if (state[i] === 1) out.push(i + 1);
  return out;
}
