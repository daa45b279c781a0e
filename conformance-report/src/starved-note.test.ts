// A check whose waits the machine starved (adapters/isolation/starvation.ts) carries a note:
// every format says so, beside a verdict that stands on what the framework did.
import { describe, expect, it } from 'vitest';
import { summarize } from '../../runner/results';
import { formatSummary } from '../../cli/summary';
import { renderReport } from './formats';
import { unpackDetails } from './html-details';
import { results } from './fixtures/results';

const NOTE = 'the machine did not run the framework process for 14.1 s of this check (SIGSTOP or a busy machine)';

function starvedRun() {
  const run = results('fork');
  run.results = run.results.map((c, i) => (i === 0 ? { ...c, note: NOTE, starvedMs: 14_100 } : c));
  return { ...run, summary: summarize(run.results, false) };
}

describe('a starved check in the reports', () => {
  it('is named in the terminal, JUnit, Markdown and HTML', () => {
    const run = starvedRun();
    expect(formatSummary(run, { quiet: true })).toContain('1 check waited on a framework the machine did not run for a while');
    expect(renderReport('junit', { runs: [run] })).toContain(`<property name="note" value="${NOTE}"/>`);
    const md = renderReport('markdown', { runs: [run] });
    expect(md).toContain('### Waited on a starved framework (1)');
    expect(md).toContain(NOTE);
    expect(unpackDetails(renderReport('html', { runs: [run] })).join('')).toContain(`<h5>Note</h5><p class="note">${NOTE}</p>`);
  });

  it('says nothing where no check was starved', () => {
    const run = results('fork');
    expect(formatSummary(run, { quiet: true })).not.toContain('did not run');
    expect(renderReport('markdown', { runs: [run] })).not.toContain('starved');
  });

  it('counts a starved check by its starvation, not by a note: a note of another kind (a framework\'s own 500) is no starvation', () => {
    const run = results('fork');
    run.results = run.results.map((c, i) => (i === 0 ? { ...c, note: 'the framework answered 500 itself and showed no cause (it printed nothing)' } : c));
    expect(formatSummary(run, { quiet: true })).not.toContain('waited on a framework the machine did not run');
    expect(renderReport('markdown', { runs: [run] })).not.toContain('starved');
    // ...nor one whose note only says the words
    run.results[0].note = NOTE;
    expect(renderReport('markdown', { runs: [run] })).not.toContain('### Waited on a starved framework');
  });
});
