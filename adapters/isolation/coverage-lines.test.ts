import { describe, expect, it } from 'vitest';
import { codeLines, reachedLines, sourceLines } from './coverage-lines';

// A script as V8 reports it after a reset: the module's top level did not run (count 0), `f`
// ran, its `if` block did not, and `g` was never called.
const SOURCE = ['function f(x) {', '  if (x) {', '    return 1;', '  }', '', '  return 2; // then', '}', 'function g() {', '  return 3;', '}', 'f(0);'].join('\n');
const at = (text: string) => SOURCE.indexOf(text);

describe('the lines a coverage take reached', () => {
  it('lets the innermost range decide, a range that did not run taking only lines it holds whole', () => {
    const lines = sourceLines(SOURCE);
    const ranges = [
      { startOffset: 0, endOffset: SOURCE.length, count: 0 },
      { startOffset: 0, endOffset: at('function g'), count: 1 },
      { startOffset: at('{\n    return 1'), endOffset: at('\n\n') , count: 0 },
      { startOffset: at('function g'), endOffset: at('f(0)'), count: 0 },
    ];
    // 1-2 and 6-7 ran (f and its `if`); 3-4 is the block that did not; 5 is blank; 8-11 never ran
    expect(reachedLines(lines, ranges)).toEqual([1, 2, 6, 7]);
  });

  it('counts a line whose end was skipped as reached (a return after a test that ran)', () => {
    const text = 'function h(a) { if (a) return 1; return 2; }\nh(0);';
    const skipped = text.indexOf('return 1');
    expect(reachedLines(sourceLines(text), [{ startOffset: 0, endOffset: text.length, count: 1 }, { startOffset: skipped, endOffset: skipped + 9, count: 0 }])).toEqual([1, 2]);
  });

  it('knows every line with text as a line of code, blank ones as none', () => {
    expect(codeLines(sourceLines(SOURCE))).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
  });
});
