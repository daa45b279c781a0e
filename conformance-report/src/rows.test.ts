import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowCoverage } from '../../runner/run';
import { rowsOfProfile } from '../../spec/rows';
import { readResultsFile } from './committed-form';
import { countRows, firstLine, rowViews } from './rows';
import { results } from './fixtures/results';

describe('row statuses', () => {
  const status = (r: ReturnType<typeof results>, id: string) => rowViews(r).find((v) => v.row.id === id)?.status;

  it('gives each spec row passed, failed, divergent, not applicable or not covered', () => {
    const r = results('fork', { failing: true });
    expect(status(r, 'res-operations/res.sendStatus')).toBe('passed');
    expect(status(r, 'errors/sendStatus-unknown-code')).toBe('failed');
    expect(status(r, 'app-properties/app.router')).toBe('not-applicable'); // all checks skipped
    expect(status(r, 'settings-3x/env')).toBe('not-applicable'); // not in the 5.x profile
    expect(status(r, 'objects/router')).toBe('not-covered');
    // A failed @divergence check is a failure for any framework but an oracle.
    expect(status(r, 'req-operations/req.accepts')).toBe('failed');
    expect(status(results('express@5', { oracle: true }), 'req-operations/req.accepts')).toBe('divergent');
  });

  it('gives a row no check can observe the status informational, not covered nor uncovered', () => {
    const r = results('fork');
    expect(status(r, 'versioning/5.x')).toBe('informational');
    expect(status(r, 'versioning/4.x')).toBe('not-applicable'); // not in the 5.x profile
    const named = { ...r, results: [...r.results, { ...r.results[0], id: 'x::y', spec: ['versioning/5.x'], status: 'failed' as const }] };
    expect(status(named, 'versioning/5.x')).toBe('failed'); // a failing check still shows
  });

  it('makes the first line of an assertion failure stand alone', () => {
    expect(firstLine("AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ 'x'\n- '599'\n    at x")).toBe(
      "Expected values to be strictly deep-equal: actual 'x'; expected '599'",
    );
    expect(firstLine('expected status 200, got 404 with body "Not Found"\n    at y')).toBe('expected status 200, got 404 with body "Not Found"');
  });
});

describe('one definition of a covered row', () => {
  // The committed runs of every profile: rows passed, failed or divergent are the covered ones.
  it.each(['reference-3.x', 'reference-4.x', 'reference-5.x', 'express@4-4.x', 'express@5-5.x'])('%s: the report rows agree with the run\'s coverage', (name) => {
    const file = path.join(__dirname, '..', 'results', `${name}.json`);
    const run = readResultsFile(file);
    const coverage = rowCoverage(run.profile, run.results, false);
    const inProfile = new Set(rowsOfProfile(run.profile).map((r) => r.id));
    const views = rowViews({ ...run, coverage }).filter((v) => inProfile.has(v.row.id));
    const n = countRows(views);
    expect(n.passed + n.failed + n.divergent).toBe(coverage.covered);
    expect(n['not-covered']).toBe(coverage.uncovered.length);
    expect(n['not-applicable']).toBe(coverage.notApplicable.length);
    expect(coverage.total).toBe(inProfile.size);
    // Rows of other generations never count as passed.
    expect(rowViews(run).filter((v) => !v.row.generations.includes(run.profile) && v.status === 'passed')).toEqual([]);
  });
});
