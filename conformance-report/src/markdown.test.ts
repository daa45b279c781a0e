import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNotRun, type Results } from '../../runner/results';
import { baselineOf, compareToBaseline } from './baseline';
import { CATALOGUE_FILE, readResultsFile } from './committed-form';
import { toMarkdown, toMarkdownMatrix } from './markdown';
import { fitLines, MAX_MARKDOWN, WHERE_THE_REST_IS } from './markdown-fit';
import { realFailures, rowViews } from './rows';
import { sealReport } from './seal';
import { check, results } from './fixtures/results';

const RESULTS = path.join(__dirname, '..', 'results');
const committed = (name: string): Results => readResultsFile(path.join(RESULTS, `${name}.json`));
/** The report as written: sealed with a suite digest, the longest seal there is. */
const written = (md: string): string => sealReport('markdown', md, `sha256:${'ab'.repeat(32)}`);

describe('markdown', () => {
  it('summarises a run: totals, areas, failing rows with their first line, divergences', () => {
    const md = toMarkdown(results('express@5', { failing: true, oracle: true }));
    expect(md).toContain('## ❌ fw-conformance: express@5 5.3.0 (5.x)');
    expect(md).toContain('**1 passed, 1 failed, 1 skipped, 1 known divergences**');
    expect(md).toMatch(/\| errors \| 0 \| 1 \|/);
    expect(md).toContain('### Failing rows (1)');
    expect(md).toContain("`Expected values to be strictly deep-equal: actual 'x'; expected '599'`");
    expect(md).toContain('### Known divergences (1)');
    expect(md).not.toContain('settings-3x'); // areas of another generation are left out
    expect(md).not.toMatch(/1234|2026-11-22/); // no timings or dates: same results, same text
  });

  it("folds the oracle's dependency tree under the summary, and shows none for a run without one", () => {
    const oracle = results('express@5', { oracle: true });
    oracle.adapter.dependencies = { express: '5.3.0', 'range-parser': '1.3.0', 'ms@node_modules/send/node_modules/ms': '2.1.3' };
    const md = toMarkdown(oracle);
    expect(md).toContain('<details><summary>Dependency tree it loaded (3 packages)</summary>');
    expect(md).toContain('`express` 5.3.0, `range-parser` 1.3.0, `ms@node_modules/send/node_modules/ms` 2.1.3');
    expect(toMarkdown(results('fork'))).not.toContain('Dependency tree');
  });

  it('says what changed against the baseline', () => {
    const before = results('fork');
    const now = results('fork', { failing: true });
    const md = toMarkdown(now, compareToBaseline(now, baselineOf(before), 'base.json'));
    expect(md).toContain('### Against the baseline `base.json`');
    expect(md).toContain('**1 regression**');
    expect(md).toMatch(/\| features\/response\/res\.sendStatus\.feature::res\.sendStatus with an unknown code .* \| passed \|/);
  });

  it('puts several runs side by side, one column each', () => {
    const md = toMarkdownMatrix([results('fork', { failing: true }), results('express@5', { oracle: true })]);
    expect(md).toContain('| Spec row | fork (5.x) | express@5 5.3.0 (5.x) |');
    expect(md).toContain('| `errors/sendStatus-unknown-code` | ❌ | ✅ |');
    expect(md).toContain('| `req-operations/req.accepts` | ❌ | 🔶 |');
    expect(md).toContain('#### Response operations');
  });

  it('fits the committed polka and tinyhttp results in a comment, saying what it left out and where the rest is', () => {
    for (const name of ['polka-4.x', 'tinyhttp-5.x']) {
      const run = committed(name);
      const md = toMarkdown(run);
      expect(written(md).length, name).toBeLessThanOrEqual(MAX_MARKDOWN);
      // A row whose only failures are checks that never ran is listed under "Not run" instead.
      const failures = realFailures(run).filter((c) => !isNotRun(c));
      const failing = rowViews(run).filter((v) => v.status === 'failed' && v.checks.some((c) => failures.includes(c)));
      expect(md).toContain(`### Failing rows (${failing.length})`);
      expect(md).toMatch(/> Cut to fit a comment \(60,000 characters\): one failing check of the first \d+ of \d+ rows shown, the others named below them; \d+ failing checks in all\./);
      expect(md).toContain(WHERE_THE_REST_IS);
      // Every failing row is there, shown or named, up to the "…" that ends the names.
      const named = failing.filter((v) => md.includes(`\`${v.row.id}\``)).length;
      expect(named === failing.length || /more rows: .* …$/m.test(md), name).toBe(true);
      // The sections after the failing rows are kept whole.
      expect(md).toContain('### Security');
      expect(md).toContain('### Not implemented');
    }
  });

  it('lists every failing check when they fit, fewer of each row when they do not', () => {
    expect(toMarkdown(results('fork', { failing: true }))).not.toContain('Cut to fit');
    const run = results('fork');
    const error = `Error: expected ${'x'.repeat(250)}`;
    // 40 rows of 30 failing checks each: about 400 characters a check, 480 KB listed whole.
    const rows = rowViews(run).slice(0, 40).map((v) => v.row.id);
    for (const id of rows) for (let i = 0; i < 30; i++) run.results.push(check(`features/x.feature::${id} ${i}`, 'failed', [id], { error }));
    const md = toMarkdown(run);
    expect(written(md).length).toBeLessThanOrEqual(MAX_MARKDOWN);
    expect(md).toContain('at most 3 failing checks of each row shown');
    expect(md).toContain(`- **\`${rows[39]}\`** (30 failing checks)`);
    expect(md).toContain('  - … and 27 more');
  });

  it('cuts what still does not fit at a line, closing the open fence, and says how much it left out', () => {
    const before = results('fork');
    const now = results('fork', { failing: true });
    now.error = 'x\n'.repeat(40_000); // a run that could not be made, with a huge message in a fence
    const md = toMarkdown(now, compareToBaseline(now, baselineOf(before), 'base.json'));
    expect(written(md).length).toBeLessThanOrEqual(MAX_MARKDOWN);
    expect(md.match(/^```/gm)!.length % 2).toBe(0);
    expect(md).toMatch(/> Cut here to fit a comment \(60,000 characters\): \d+ more lines left out\./);
    expect(fitLines(['<details>', ...Array.from({ length: 10_000 }, () => 'a line of text')])).toContain('</details>');
  });

  it('fits a matrix of every committed run', () => {
    const runs = fs.readdirSync(RESULTS).filter((f) => f.endsWith('.json') && f !== 'inputs.json' && f !== CATALOGUE_FILE).map((f) => committed(f.replace(/\.json$/, '')));
    expect(runs.length).toBeGreaterThan(10);
    expect(written(toMarkdownMatrix([...runs, ...runs])).length).toBeLessThanOrEqual(MAX_MARKDOWN);
  });
});
