// Imports go one way: no module imports itself through others (an import circle), and each
// part of the project imports only the parts below it, as CONTRIBUTING.md draws them. The
// run-protocol/ module is what runner/ and the check processes (features/) share; neither
// imports the other.
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../layout/package-root';
import { circles, importGraph, isTest, partOf } from './import-graph';

/** Part -> the parts its modules may import (tests may import anything but a test). */
export const ALLOWED: Record<string, string[]> = {
  '.': ['test-support'], // the vitest configs read the test tiers
  reference: [],
  layout: [],
  adapters: ['layout'],
  spec: ['layout', 'adapters'],
  'run-protocol': ['adapters'],
  'features/http': ['spec'],
  'features/support': ['layout', 'adapters', 'run-protocol', 'features/http', 'spec'],
  'features/properties': ['adapters', 'features/support'],
  'features/steps': ['adapters', 'run-protocol', 'features/support', 'features/properties', 'features/http'],
  runner: ['layout', 'adapters', 'spec', 'run-protocol'],
  'conformance-report': ['layout', 'adapters', 'spec', 'run-protocol', 'runner'],
  diff: ['layout', 'adapters', 'run-protocol', 'features/support'],
  cli: ['layout', 'adapters', 'spec', 'run-protocol', 'runner', 'conformance-report', 'diff'],
  'features/mutants': ['layout', 'adapters', 'spec', 'run-protocol', 'runner', 'test-support'],
  bench: ['layout', 'reference', 'adapters', 'run-protocol', 'runner'],
  'test-support': ['layout', 'adapters', 'spec', 'run-protocol', 'runner', 'conformance-report'],
};

const graph = importGraph(PACKAGE_ROOT);

describe('the imports of the project', () => {
  it('are read (the scan sees the modules and their imports)', () => {
    expect(graph.get('runner/run.ts')).toContain('run-protocol/run-config.ts');
    expect(graph.get('features/support/hooks.ts')).toContain('run-protocol/attachments.ts');
  });

  it('form no circle of modules that load each other', () => {
    expect(circles(importGraph(PACKAGE_ROOT, { runtime: true })).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('leave reference/types.ts importing no module of the reference', () => {
    expect(graph.get('reference/types.ts')).toBeDefined();
    expect([...graph.get('reference/types.ts')!]).toEqual([]);
  });

  it('reach adapters/isolation/ only through its front, index.ts (tests outside the layer too)', () => {
    const front = 'adapters/isolation/index.ts';
    const inside = (m: string) => m.startsWith('adapters/isolation/');
    expect(graph.get(front)).toBeDefined();
    const behind = [...graph].flatMap(([module, imports]) => (inside(module) ? [] : [...imports].filter((i) => inside(i) && i !== front).map((i) => `${module} imports ${i}`)));
    expect(behind, 'import it from the front (adapters/isolation/index.ts), exporting it there if need be').toEqual([]);
  });

  it('come from parts placed in the layers', () => {
    const unplaced = [...new Set([...graph.keys()].filter((m) => !isTest(m)).map(partOf))].filter((p) => !(p in ALLOWED));
    expect(unplaced, 'add the new part to ALLOWED (and to the layers in CONTRIBUTING.md)').toEqual([]);
  });

  it('go only from a part to the parts below it', () => {
    const wrong: string[] = [];
    for (const [module, imports] of graph) {
      for (const imported of imports) {
        if (isTest(imported)) wrong.push(`${module} imports a test file: ${imported}`);
        if (isTest(module)) continue;
        const from = partOf(module);
        const to = partOf(imported);
        if (from !== to && !(ALLOWED[from] ?? []).includes(to)) wrong.push(`${module} (${from}) imports ${imported} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
