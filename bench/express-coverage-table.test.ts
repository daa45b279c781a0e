import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyExcuses, coverageTable, lineRanges, mergeRuns, parseRanges, readExcuses, tableMarkdown, theirsOnlyLines, type CountedFile, type Gaps } from './express-coverage-table';

// Two files of two modules; this suite reached less of one than Express's tests did.
const FILES: CountedFile[] = [
  { file: '/x/express/lib/response.js', module: 'express@5.3.0', name: 'lib/response.js', codeLines: [1, 2, 3, 4, 5] },
  { file: '/x/vary/index.js', module: 'vary@1.1.2', name: 'index.js', codeLines: [1, 2] },
];

const ours = mergeRuns([
  ['/x/express/lib/response.js', { lines: [1, 2], ran: [0, 10], seen: ['20-30'] }],
  ['/x/express/lib/response.js', { lines: [3], ran: [40, 50] }],
  ['/x/vary/index.js', { lines: [1, 2], ran: [0, 100], seen: [] }],
]);
const theirs = mergeRuns([['/x/express/lib/response.js', { lines: [1, 2, 4, 5], ran: [0, 35], seen: ['20-30', '40-45'] }]]);

describe("the side-by-side of this suite's coverage and Express's own tests'", () => {
  it('merges the takes of a suite: lines and blocks unioned, what ran merged', () => {
    const r = ours.get('/x/express/lib/response.js')!;
    expect([...r.lines].sort()).toEqual([1, 2, 3]);
    expect(r.ran).toEqual([0, 10, 40, 50]);
    expect([...r.seen]).toEqual(['20-30']);
  });

  it('counts per module the lines and the branches of both suites over the blocks either told', () => {
    const rows = coverageTable(FILES, ours, theirs);
    expect(rows.map((r) => r.module)).toEqual(['express@5.3.0', 'vary@1.1.2']);
    expect(rows[0]).toMatchObject({ files: 1, lines: 5, ours: 3, theirs: 4, theirsOnly: 2, branches: 2, oursBranches: 1, theirsBranches: 1 });
    expect(rows[1]).toMatchObject({ lines: 2, ours: 2, theirs: 0, theirsOnly: 0, branches: 0 });
    const md = tableMarkdown(rows);
    expect(md).toContain('| express@5.3.0 | 1 | 5 | 60.0% | 80.0% | 2 | 2 | 50.0% | 50.0% |');
    expect(md).toContain('| **all** | 2 | 7 | 71.4% | 57.1% | 2 | 2 | 50.0% | 50.0% |');
  });

  it('lists the lines only Express\'s tests reached, by module and file', () => {
    expect(theirsOnlyLines(FILES, ours, theirs)).toEqual(new Map([['express@5.3.0', new Map([['lib/response.js', [4, 5]]])]]));
  });
});

describe('the committed list of lines outside the spec', () => {
  const LIST = [
    'Prose, and a table:',
    '',
    '| generation | module | file | lines | reason | note |',
    '|---|---|---|---|---|---|',
    '| 5.x | express@5.3.0 | `lib/response.js` | 4 | deprecation | res.foo is deprecated |',
    '| 5.x | express@5.3.0 | `lib/response.js` | 6-7 | private-helper | gone since |',
  ].join('\n');

  it('reads its rows, and names what it leaves unexplained and what it names that is no gap', () => {
    const excuses = readExcuses(LIST);
    expect(excuses.map((e) => [e.module, e.name, e.lines, e.reason, e.at])).toEqual([
      ['express@5.3.0', 'lib/response.js', [4], 'deprecation', 5],
      ['express@5.3.0', 'lib/response.js', [6, 7], 'private-helper', 6],
    ]);
    const gaps: Gaps = { 'express@5.3.0': { 'lib/response.js': [4, 5] } };
    const { unexplained, stale } = applyExcuses('5.x', gaps, excuses);
    expect(unexplained).toEqual({ 'express@5.3.0': { 'lib/response.js': [5] } });
    expect(stale.map((s) => [s.excuse.at, s.lines])).toEqual([[6, [6, 7]]]);
    expect(applyExcuses('4.x', gaps, excuses).unexplained).toEqual(gaps);
  });

  it('refuses a reason the issue does not name, and a line range it cannot read', () => {
    expect(() => readExcuses('| 5.x | express@5.3.0 | `lib/a.js` | 4 | laziness | - |')).toThrow(/laziness/);
    expect(readExcuses('| 3.x | express-session@1.11.3 | `index.js` | 84-95 | outside-spec | express.session |')[0]).toMatchObject({ reason: 'outside-spec', lines: [84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95] });
    expect(() => parseRanges('4-x')).toThrow(/4-x/);
    expect(() => readExcuses('| 5.x | express@5.3.0 | 4 | deprecation | - |')).toThrow(/5 cells/);
    expect(readExcuses('| 3.x | express@3.21.2 | `lib/a.js` | 4 | deprecation | res.json([status\\|body]) |')[0].note).toBe('res.json([status|body])');
    expect(parseRanges('3-5, 9')).toEqual([3, 4, 5, 9]);
    expect(lineRanges([3, 4, 5, 9])).toBe('3-5, 9');
  });
});

// The committed list names only lines the last measure found that Express's tests reach and no
// check does (express-coverage.json): a line a new check reaches, or a line gone from the file,
// makes its excuse stale, and this fails until the list drops it.
describe('the committed list against the committed measure', () => {
  const dir = path.join(__dirname, '..', 'conformance-report');
  const measured = JSON.parse(fs.readFileSync(path.join(dir, 'express-coverage.json'), 'utf8')) as Record<string, { gaps: Gaps }>;
  const excuses = readExcuses(fs.readFileSync(path.join(dir, 'express-coverage-excuses.md'), 'utf8'));
  it('names no line that is not one of them', () => {
    const stale = Object.entries(measured).flatMap(([g, m]) => applyExcuses(g, m.gaps, excuses).stale.map((s) => `line ${s.excuse.at}: ${s.excuse.module} ${s.excuse.name} ${s.lines.join(',')}`));
    expect(stale).toEqual([]);
    expect(excuses.length).toBeGreaterThan(0);
  });
});
