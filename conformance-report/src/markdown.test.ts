import { describe, expect, it } from 'vitest';
import { baselineOf, compareToBaseline } from './baseline';
import { toMarkdown, toMarkdownMatrix } from './markdown';
import { results } from './fixtures/results';

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
});
