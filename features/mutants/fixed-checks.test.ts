// Each check that once could not fail now fails on a framework with the bug it names
// (test adapters in ./adapters wrap real Express and plant the bug), and what the
// coverage model counts no longer includes rows no check can observe.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'vitest';
import type { Results } from '../../runner/results';
import { informationalRowsOfProfile, rowsOfProfile } from '../../spec/rows';
import { runChecks, runCli } from '../../test-support/cli';
import { scaled } from '../../test-support/time-factor';

const ROOT = path.join(__dirname, '..', '..');

function run(args: string[]): Promise<{ code: number; results: Results }> {
  return runChecks([...args, '--parallel', '1', '--quiet'], { timeoutMs: 120_000 });
}

const adapter = (name: string) => path.join(__dirname, 'adapters', name);
const failedNames = (results: Results) => results.results.filter((r) => r.status === 'failed').map((r) => r.name);

// Each run is bounded (120 s); the tests wait for it. Concurrent: each is one CLI run of its
// own, mostly start-up.
describe.concurrent('the fixed checks fail on a framework with the bug they name', { timeout: scaled(180_000) }, () => {
  const STATUS_PROPERTY = 'status codes inside and outside the valid range';

  it('5.x: a res.status that does not throw for an out-of-range code fails the status-codes property', async ({ expect }) => {
    const { code, results } = await run(['--adapter', adapter('status-unchecked-5x.cjs'), '--profile', '5.x', '--name', STATUS_PROPERTY]);
    expect(failedNames(results)).toEqual([expect.stringContaining(STATUS_PROPERTY)]);
    expect(results.results.find((r) => r.status === 'failed')?.error).toContain("at: 'send'");
    expect(code).toBe(1);
  });

  it('4.x: a res.status that throws like 5.x fails the status-codes property', async ({ expect }) => {
    const { code, results } = await run(['--adapter', adapter('status-checked-4x.cjs'), '--profile', '4.x', '--name', STATUS_PROPERTY]);
    expect(failedNames(results)).toEqual([expect.stringContaining(STATUS_PROPERTY)]);
    expect(code).toBe(1);
  });

  it('app.get crashing on a non-function with a TypeError from a typo fails every example of the refusal outline', async ({ expect }) => {
    const { code, results } = await run(['--adapter', adapter('route-typo-5x.cjs'), '--profile', '5.x', '--name', '^app\\.get with .* instead of a function throws when the route is defined']);
    const failed = failedNames(results);
    expect(failed).toHaveLength(4);
    expect(results.summary.passed).toBe(0);
    expect(code).toBe(1);
  });
});

describe.concurrent('rows no check can observe are informational', () => {
  it('the versioning rows are not counted by the coverage model, and no scenario pretends to check 4.x or 5.x runtime requirements', ({ expect }) => {
    for (const profile of ['4.x', '5.x'] as const) {
      const ids = informationalRowsOfProfile(profile).map((r) => r.id);
      expect(ids).toEqual([`versioning/${profile}`]);
      expect(rowsOfProfile(profile).some((r) => r.id === `versioning/${profile}`)).toBe(false);
    }
    const features = fs.readdirSync(path.join(ROOT, 'features'), { recursive: true }) as string[];
    for (const f of features.filter((f) => f.endsWith('.feature'))) {
      const text = fs.readFileSync(path.join(ROOT, 'features', f), 'utf8');
      expect(text, f).not.toMatch(/@spec:versioning\/(4|5)\.x/);
    }
  });

  it('the coverage command shows them apart, with the reason', async ({ expect }) => {
    const r = await runCli(['coverage', '--profile', '5.x', '--json'], { reports: [] });
    const report = JSON.parse(r.stdout) as { total: number; covered: number; rows: Array<{ id: string }>; informational: Array<{ id: string; reason: string }> };
    expect(report.rows.some((x) => x.id === 'versioning/5.x')).toBe(false);
    expect(report.informational.map((x) => x.id)).toEqual(['versioning/5.x']);
    expect(report.informational[0].reason).toMatch(/runtime/);
    expect(report.covered).toBe(report.total);
  });
});

describe.concurrent('--num-runs reaches every property', { timeout: scaled(300_000) }, () => {
  it('a property with its own factor scales with --num-runs instead of pinning its count', async ({ expect }) => {
    const requests = async (numRuns: number) => {
      const { results } = await run(['--profile', '5.x', '--name', 'never serves a file outside its root', '--num-runs', String(numRuns)]);
      const check = results.results.find((r) => r.status === 'passed' && r.tags.includes('@property'));
      return check?.exchange?.requests;
    };
    // static-root-containment sends one request per run and asks for 5 times --num-runs
    const [two, four] = await Promise.all([requests(2), requests(4)]);
    expect(two).toBe(10);
    expect(four).toBe(20);
  });
});
