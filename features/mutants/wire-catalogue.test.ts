// The wire catalogue stays sound without running it: ids are unique, every fault names rules
// of spec/http-rules.ts, every wrapper it writes is valid JavaScript, and every rule a check
// of one response judges has at least one fault. (The runs: wire-sample.test.ts and
// `npm run mutants -- --target wire`.)
import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HTTP_RULES, httpRule } from '../../spec/http-rules';
import { wireFaults } from './wire-catalogue';
import { wireAdapterSource } from './wire-harness';

describe('the wire catalogue', () => {
  it('has at least 40 faults with unique ids, on express@4, express@5 and the reference', () => {
    expect(wireFaults.length).toBeGreaterThanOrEqual(40);
    expect(new Set(wireFaults.map((f) => f.key)).size).toBe(wireFaults.length);
    expect(new Set(wireFaults.map((f) => f.target))).toEqual(new Set(['express@4', 'express@5', 'reference']));
  });

  it('names rules of the table', () => {
    expect(wireFaults.flatMap((f) => f.rows.filter((r) => !httpRule(r)).map((r) => `${f.key}: ${r}`))).toEqual([]);
  });

  it('writes wrappers that parse', () => {
    const bad = wireFaults.flatMap((f) => {
      try {
        new vm.Script(wireAdapterSource(f.target, f), { filename: f.key });
        return [];
      } catch (err) {
        return [`${f.key}: ${(err as Error).message}`];
      }
    });
    expect(bad).toEqual([]);
  });

  it('breaks every rule of the table', () => {
    const broken = new Set(wireFaults.flatMap((f) => f.rows));
    expect(HTTP_RULES.map((r) => r.id).filter((id) => !broken.has(id))).toEqual([]);
  });
});
