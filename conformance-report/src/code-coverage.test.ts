// The framework's code coverage in the html report (--report html with --coverage): per spec
// row, the files and line ranges its checks ran; a panel with the lines no check reached; and
// coverage.json read back through its schema.
import { describe, expect, it } from 'vitest';
import { codeCoverageSchema, CODE_COVERAGE_FORMAT, fileNames, type CodeCoverage } from './code-coverage';
import { toHtml } from './html';
import { unpackDetails } from './html-details';
import { results } from './fixtures/results';

const SEND_STATUS = 'features/response/res.sendStatus.feature::res.sendStatus(200) sends "OK"';

const coverage: CodeCoverage = {
  format: CODE_COVERAGE_FORMAT,
  version: 1,
  adapter: 'fork',
  profile: '5.x',
  createdAt: '2026-12-05T00:00:00.000Z',
  suite: [SEND_STATUS],
  checks: [SEND_STATUS],
  rows: [['res-operations/res.sendStatus']],
  files: {
    '/p/fork/lib/response.js': { lines: [1, 2, 3, 4, 5, 6, 8, 9], load: [1], checks: { 3: [0], 4: [0], 5: [0], 9: [0] } },
    '/p/fork/lib/view.js': { lines: [1, 2, 3], load: [1], checks: {} },
    // a package it loads, every other line reached: ranges past the first 8 folded
    '/q/node_modules/cookie/index.js': { lines: Array.from({ length: 30 }, (_, i) => i + 1), load: [], checks: Object.fromEntries(Array.from({ length: 15 }, (_, i) => [2 * i + 1, [0]])) },
  },
};

describe('the html report of a run with --coverage', () => {
  it("lists in a row the framework's lines its checks ran, and the lines no check reached", () => {
    const html = toHtml([results('fork')], undefined, { coverage });
    const panel = /<section class="panel" id="code-coverage">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(panel).toContain("21 of 41 lines of code reached (51.2%) in 3 files: 2 of the framework's own under <code>/p/fork/lib/</code>, 1 of the packages it loads");
    expect(fileNames({ ...coverage, files: { ...coverage.files, '/p/fork/node_modules/x/a.js': coverage.files['/p/fork/lib/view.js'], '/r/node_modules/x/a.js': coverage.files['/p/fork/lib/view.js'], '/s/node_modules/x/a.js': coverage.files['/p/fork/lib/view.js'] } }).name('/r/node_modules/x/a.js')).toBe('/r/node_modules/x/a.js');
    // per file, the ranges no check reached: response.js 2, 6, 8; view.js 2-3; the package's, folded
    expect(panel).toContain('<td><code>response.js</code></td><td class="n">62.5%</td><td class="n">5 / 8</td><td class="l">2, 6, 8</td>');
    expect(panel).toContain('<td><code>view.js</code></td><td class="n">33.3%</td><td class="n">1 / 3</td><td class="l">2-3</td>');
    expect(panel).toContain('<details class="deps"><summary>The packages it loads: 1 file</summary>');
    expect(panel).toContain('<td><code>cookie/index.js</code></td><td class="n">50.0%</td><td class="n">15 / 30</td><td class="l"><details class="ranges"><summary>2, 4, 6, 8, 10, 12, 14, 16, … <small>(15 lines in 15 ranges)</small></summary>18, 20, 22, 24, 26, 28, 30</details></td>');
    const detail = unpackDetails(html).find((d) => d.includes('res.sendStatus(200)'));
    expect(detail).toContain("<h5>The framework's code its checks ran: 19 lines in 2 files</h5>");
    expect(detail).toContain('<table class="code"><tr><td><code>response.js</code></td><td class="l">3-5, 9</td></tr><tr><td><code>cookie/index.js</code></td>');
  });

  it('shows none of it without coverage, or for runs side by side', () => {
    for (const html of [toHtml([results('fork')]), toHtml([results('fork'), results('other')], undefined, { coverage })]) {
      expect(html).not.toContain('id="code-coverage"');
      expect(unpackDetails(html).join('')).not.toContain("framework's code its checks ran");
    }
  });

  it('reads coverage.json through its schema: a file of another shape is refused', () => {
    expect(codeCoverageSchema.parse(JSON.parse(JSON.stringify(coverage)))).toEqual(coverage);
    expect(codeCoverageSchema.safeParse({ ...coverage, files: { '/x.js': { lines: [0], load: [], checks: {} } } }).success).toBe(false);
    expect(codeCoverageSchema.safeParse({ ...coverage, checks: undefined }).success).toBe(false);
    expect(codeCoverageSchema.safeParse({ ...coverage, format: 'other' }).success).toBe(false);
  });
});
