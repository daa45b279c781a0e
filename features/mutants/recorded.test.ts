// The committed mutation report (conformance-report/mutants.json, made by run.ts) is the
// catalogues' record: every mutant of the reference's catalogue and of real Express's has its
// result there, under the rows the catalogue gives it now, and no result is of a mutant the
// catalogues no longer hold. A mutant added without a run, or a row moved without one, would
// leave the published score about other mutants than the catalogue's.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mutants } from './catalogue';
import { expressMutants } from './express-catalogue';
import { targetOf } from './express-harness';
import { ROOT } from './harness';

interface Recorded {
  id: string;
  rows: string[];
}
const report = JSON.parse(fs.readFileSync(path.join(ROOT, 'conformance-report', 'mutants.json'), 'utf8')) as {
  results: Recorded[];
  express: Record<string, { results: Recorded[] }>;
};

/** The difference between what the catalogue holds and what the report records, by id. */
function drift(catalogue: Recorded[], recorded: Recorded[]) {
  const byId = new Map(recorded.map((r) => [r.id, r]));
  const ids = new Set(catalogue.map((m) => m.id));
  return {
    'in the catalogue, never run': catalogue.filter((m) => !byId.has(m.id)).map((m) => m.id),
    'run under other rows': catalogue.filter((m) => byId.has(m.id) && JSON.stringify(byId.get(m.id)!.rows) !== JSON.stringify(m.rows)).map((m) => m.id),
    'recorded, no longer in the catalogue': recorded.filter((r) => !ids.has(r.id)).map((r) => r.id),
  };
}
const NONE = { 'in the catalogue, never run': [], 'run under other rows': [], 'recorded, no longer in the catalogue': [] };

describe('the committed mutation report records the catalogues as they are', () => {
  it('the reference: every mutant, under its rows', () => {
    expect(drift(mutants, report.results)).toEqual(NONE);
  });

  for (const target of ['express@3', 'express@4', 'express@5'] as const) {
    it(`${target}: every mutant, under its rows`, () => {
      const catalogue = expressMutants.filter((m) => targetOf(m) === target);
      expect(catalogue.length).toBeGreaterThan(0);
      expect(drift(catalogue, report.express[target]?.results ?? [])).toEqual(NONE);
    });
  }
});
