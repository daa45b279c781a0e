// A broken suite is the suite's failure (a SuiteError: the CLI's exit 2), naming the step and
// the file, never a failed check of the framework: the feature files and step library files of
// runner/fixtures/broken-suite/ each break it in one way.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSuite, SuiteError, type CheckResult, type SuiteOptions } from './api';

const FIXTURES = path.join(__dirname, 'fixtures', 'broken-suite');
const FROM_ROOT = path.relative(path.join(__dirname, '..'), FIXTURES);

/** The error a run of `feature` (with the step library files `support` added) rejects with. */
async function errorOf(feature: string, support: string[] = [], onResult?: SuiteOptions['onResult']): Promise<Error> {
  const run = runSuite({ adapter: 'reference', profile: '5.x', paths: [path.join(FIXTURES, feature)], supportFiles: support.map((f) => path.join(FIXTURES, f)), onResult });
  const err = await run.then(
    (results) => new Error(`the run resolved: ${JSON.stringify(results.results.map((r) => [r.name, r.status, r.error]))}`),
    (e: Error) => e,
  );
  expect(err).toBeInstanceOf(SuiteError);
  return err;
}

describe('a broken suite is the suite error of its run, naming where', () => {
  it('a step with no definition in the step library; no check runs', async () => {
    const seen: CheckResult[] = [];
    const err = await errorOf('undefined-step.feature', [], (r) => seen.push(r));
    expect(err.message).toContain('the suite is broken');
    expect(err.message).toContain(`${FROM_ROOT}/undefined-step.feature:9: the step "When I frobnicate the app" has no definition in the step library`);
    // Known before the first check: the check whose steps are all defined did not run either.
    expect(seen.map((r) => r.name)).toEqual(['a check with a step nobody defined', 'a check whose steps are all defined']);
    for (const r of seen) expect(r.error).toMatch(/^not run: the suite is broken \(see the run's error\)/);
    for (const r of seen) expect(r).toMatchObject({ notRun: true, notRunCause: 'suite-broken' });
  });

  it('a step two definitions match, each named', async () => {
    const err = await errorOf('ambiguous-step.feature', ['duplicate.steps.cjs']);
    expect(err.message).toContain(`${FROM_ROOT}/ambiguous-step.feature:10: the step "Then the status is 200" matches 2 definitions: features/steps/response.steps.ts:`);
    expect(err.message).toContain(`(the status is {int}), ${FROM_ROOT}/duplicate.steps.cjs:4 (the status is {int})`);
  });

  it('a feature file that does not parse', async () => {
    const err = await errorOf('broken.feature');
    expect(err.message).toContain('the suite is broken');
    expect(err.message).toContain(`${FROM_ROOT}/broken.feature`);
    expect(err.message).toContain('this line is no step');
  });

  it('a step library file that throws as it loads', async () => {
    const err = await errorOf('undefined-step.feature', ['throws-at-load.steps.cjs']);
    expect(err.message).toContain('the suite is broken: its step library did not load');
    expect(err.message).toContain('a step library file that throws as it loads');
    expect(err.message).toContain(path.join(FIXTURES, 'throws-at-load.steps.cjs'));
  });

  it('a hook of the suite that throws before any check', async () => {
    const err = await errorOf('ambiguous-step.feature', ['throwing-hook.steps.cjs']);
    expect(err.message).toContain('a BeforeAll hook of the suite that throws');
    expect(err.message).toContain(`${FROM_ROOT}/throwing-hook.steps.cjs`);
  });
});
