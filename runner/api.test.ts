// The programmatic API, as a package's user calls it: runSuite more than once in one process,
// in turn and at once, with different profiles, leaving the process's environment as it was.
import { describe, expect, it } from 'vitest';
import { runSuite, type Results, type SuiteOptions } from './api';

// 4.x has five checks of req.param (the 4.x method), 5.x one (that it does not exist): a run
// whose steps built their apps on the other generation's reference fails them.
const FEATURE = 'features/request/req.param.feature';
const run = (profile: SuiteOptions['profile'], options: Partial<SuiteOptions> = {}): Promise<Results> => runSuite({ adapter: 'reference', profile, paths: [FEATURE], ...options });

function expectRight(results: Results, profile: string, checks: number): void {
  expect(results.profile).toBe(profile);
  expect(results.adapter.generation).toBe(profile);
  expect(results.results.map((r) => `${r.name}: ${r.status} ${r.error ?? ''}`)).toEqual(results.results.map((r) => `${r.name}: passed `));
  expect(results.summary.passed).toBe(checks);
}

describe('runSuite', () => {
  it('runs in turn with different profiles, and leaves process.env as it found it', async () => {
    const before = { ...process.env };
    expectRight(await run('5.x'), '5.x', 1);
    expectRight(await run('4.x'), '4.x', 5);
    expect({ ...process.env }).toEqual(before);
  });

  it('runs twice at once with different adapters, profiles and options, each with its own configuration', async () => {
    const before = { ...process.env };
    const [four, five] = await Promise.all([run('4.x', { adapter: 'express@4', seed: 7 }), run('5.x')]);
    expectRight(four, '4.x', 5);
    expect([four.adapter.name, four.seed]).toEqual(['express@4', 7]);
    expectRight(five, '5.x', 1);
    expect(five.adapter.name).toBe('reference');
    expect({ ...process.env }).toEqual(before);
  });
});
