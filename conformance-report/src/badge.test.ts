import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badgeOf, shieldsEndpointSchema } from './badge';
import { readResultsFile } from './committed-form';
import { parseReportTarget, writeReport } from './formats';
import { check, results } from './fixtures/results';

const committed = (name: string) => readResultsFile(path.join(__dirname, '..', 'results', `${name}.json`));

describe('the badge (shields.io endpoint JSON)', () => {
  it('counts the checks that conform of those that apply, green when all do', () => {
    // The oracle: a known divergence conforms, the skipped check does not apply.
    expect(badgeOf(results('express@5', { oracle: true }))).toEqual({ schemaVersion: 1, label: 'fw 5.x', message: '3/3', color: 'brightgreen' });
  });

  it('is yellow when a few fail, red when many do or the run could not be made', () => {
    const few = results('fork');
    few.results.push(...Array.from({ length: 30 }, (_, i) => check(`features/x.feature::ok ${i}`, 'passed', ['res-operations/res.send'])));
    few.results.push(check('features/x.feature::missing', 'not-implemented', ['res-operations/res.send']));
    // fork: its @divergence check is a failure (not an oracle): 2 + 30 passed of 34 that apply.
    expect(badgeOf(few)).toMatchObject({ message: '32/34', color: 'yellow' });
    expect(badgeOf(results('fork', { failing: true }))).toMatchObject({ message: '1/3', color: 'red' });
    expect(badgeOf({ ...results('fork'), results: [], error: 'the adapter could not be loaded' })).toEqual({
      schemaVersion: 1,
      label: 'fw 5.x',
      message: 'could not run',
      color: 'red',
      isError: true,
    });
  });

  it('says so when the run was filtered', () => {
    expect(badgeOf({ ...results('fork'), selection: { tags: '@res', ofTotal: 2090 } }).label).toBe('fw 5.x (filtered)');
  });

  it('reads the committed results as a framework author would show them', () => {
    // Every check of the reference's committed run passes: the message is its count twice, whatever that count is today.
    const reference = committed('reference-5.x');
    const applicable = reference.results.filter((c) => c.status !== 'skipped').length;
    expect(reference.summary.failed).toBe(0);
    expect(badgeOf(reference)).toMatchObject({ label: 'fw 5.x', message: `${applicable}/${applicable}`, color: 'brightgreen' });
    expect(badgeOf(committed('tinyhttp-5.x')).color).toBe('red');
  });

  it('is written by --report badge:<file> as plain endpoint JSON, without a seal shields.io would reject', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-badge-'));
    try {
      const file = writeReport(parseReportTarget('badge:fw-5.x.json'), results('express@5', { oracle: true }), dir);
      const text = fs.readFileSync(file, 'utf8');
      expect(shieldsEndpointSchema.parse(JSON.parse(text))).toMatchObject({ schemaVersion: 1, message: '3/3' });
      expect(text).not.toContain('seal');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
