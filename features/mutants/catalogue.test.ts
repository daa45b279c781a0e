// The catalogue cannot rot silently: every mutant's snippet applies exactly once to
// the current reference, and the patched module still compiles.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownRow } from '../../spec/rows';
import { mutants } from './catalogue';
import { compile, mutatedSource, occurrences, ROOT } from './harness';

describe('mutation catalogue', () => {
  it('has unique ids, known rows, and a reason for each mutant', () => {
    const ids = mutants.map((m) => m.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const m of mutants) {
      expect(m.rows.length, m.id).toBeGreaterThan(0);
      expect(m.rows.filter((r) => !isKnownRow(r)), m.id).toEqual([]);
      expect(m.why.length, m.id).toBeGreaterThan(0);
      expect(m.search, m.id).not.toBe(m.replace);
    }
  });

  it.each(mutants.map((m) => [m.id, m] as const))('%s applies exactly once to the current reference and compiles', (_id, m) => {
    const text = fs.readFileSync(path.join(ROOT, 'reference', m.file), 'utf8');
    expect(occurrences(text, m.search)).toBe(1);
    expect(() => compile(mutatedSource(m), m.file)).not.toThrow();
  });
});
