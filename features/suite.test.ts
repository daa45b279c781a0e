// The suite's own lint: every scenario says which spec rows and generations it checks,
// names are unique (they are result ids), and every divergence is written down.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allScenarios } from '../runner/plan';
import { isKnownRow } from '../spec/rows';

const scenarios = allScenarios();
const GENERATION_TAGS = ['@3.x', '@4.x', '@5.x'];

describe('the feature files', () => {
  it('hold scenarios', () => {
    expect(scenarios.length).toBeGreaterThan(0);
  });

  it('tag every scenario with at least one known spec row', () => {
    const bad = scenarios.filter((s) => s.spec.length === 0 || s.spec.some((id) => !isKnownRow(id)));
    expect(bad.map((s) => `${s.feature}:${s.line} ${s.name} [${s.spec.join(' ')}]`)).toEqual([]);
  });

  it('tag every scenario with the generations it runs in', () => {
    const bad = scenarios.filter((s) => !s.tags.some((t) => GENERATION_TAGS.includes(t)));
    expect(bad.map((s) => `${s.feature}:${s.line} ${s.name}`)).toEqual([]);
  });

  it('give every scenario a name unique in its feature', () => {
    const seen = new Set<string>();
    const dup: string[] = [];
    for (const s of scenarios) {
      const key = `${s.feature}::${s.name}`;
      if (seen.has(key)) dup.push(`${s.feature}:${s.line} ${s.name}`);
      seen.add(key);
    }
    expect(dup).toEqual([]);
  });

  it('list every @divergence scenario in features/divergences.md', () => {
    const list = fs.readFileSync(path.join(__dirname, 'divergences.md'), 'utf8');
    const missing = scenarios.filter((s) => s.tags.includes('@divergence') && !list.includes(s.name));
    expect(missing.map((s) => `${s.feature}:${s.line} ${s.name}`)).toEqual([]);
  });
});
