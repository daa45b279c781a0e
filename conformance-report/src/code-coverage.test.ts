// The framework's code coverage in the html report (--report html with --coverage): per spec
// row, the files and line ranges its checks ran; a panel with the lines no check reached; and
// coverage.json read back through its schema.
import { describe, expect, it } from 'vitest';
import { codeCoverageSchema, CODE_COVERAGE_FORMAT, type CodeCoverage } from './code-coverage';
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
  },
};

describe('the html report of a run with --coverage', () => {
  it("lists in a row the framework's lines its checks ran, and the lines no check reached", () => {
    const html = toHtml([results('fork')], undefined, { coverage });
    const panel = /<section class="panel" id="code-coverage">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(panel).toContain('6 of 11 lines of code reached (54.5%) in 2 files under <code>/p/fork/lib/</code>');
    // per file, the ranges no check reached: response.js 2, 6, 8; view.js 2-3
    expect(panel).toContain('<td><code>response.js</code></td><td class="n">62.5%</td><td class="n">5 / 8</td><td class="l">2, 6, 8</td>');
    expect(panel).toContain('<td><code>view.js</code></td><td class="n">33.3%</td><td class="n">1 / 3</td><td class="l">2-3</td>');
    const detail = unpackDetails(html).find((d) => d.includes('res.sendStatus(200)'));
    expect(detail).toContain("<h5>The framework's code its checks ran: 4 lines in 1 file</h5>");
    expect(detail).toContain('<tr><td><code>response.js</code></td><td class="l">3-5, 9</td></tr>');
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
