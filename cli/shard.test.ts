// A run split over runners (--shard i/n) and merged (fw-conformance merge) gives the verdict
// of the run unsplit; a merge that lacks a shard, or has one twice, is exit 2 naming it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resultsSchema, type Results } from '../runner/results';
import { runCli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-shard-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// 77 checks of 5.x, a property among them: enough for three uneven shares.
const SELECTION = ['--adapter', 'reference', '--profile', '5.x', '--tags', '@cookies', '--quiet', '--parallel', '1'];
const verdict = (r: Results) => ({
  checks: r.results.map((c) => [c.id, c.status]).sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  summary: r.summary,
  coverage: r.coverage,
  selection: r.selection,
});

describe('--shard and merge', () => {
  const shardFiles = [1, 2, 3].map((i) => path.join(dir, `shard-${i}.json`));
  const shards = Promise.all(
    shardFiles.map((file, i) => runCli([...SELECTION, '--shard', `${i + 1}/3`, '--report', `json:${file}`], { reports: [] })),
  );

  it('three shards merged give the ids, statuses, summary and coverage of the unsplit run', async () => {
    const [whole, runs] = await Promise.all([runCli(SELECTION), shards]);
    for (const r of runs) expect(r.code, r.output).toBe(0);
    const sizes = shardFiles.map((f) => resultsSchema.parse(JSON.parse(fs.readFileSync(f, 'utf8'))).results.length);
    expect(sizes.every((n) => n > 0)).toBe(true);
    const merged = path.join(dir, 'merged.json');
    const m = await runCli(['merge', ...shardFiles, '--report', `json:${merged}`], { reports: [] });
    expect(m.code, m.output).toBe(0);
    const mergedResults = resultsSchema.parse(JSON.parse(fs.readFileSync(merged, 'utf8')));
    expect(mergedResults.results).toHaveLength(sizes.reduce((a, b) => a + b, 0));
    expect(verdict(mergedResults)).toEqual(verdict(whole.results!));
  }, scaled(180_000));

  it('refuses a merge without a shard, or with one twice, naming it (exit 2)', async () => {
    await shards;
    const missing = await runCli(['merge', shardFiles[0], shardFiles[2]], { reports: [] });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('shard 2/3 missing');
    const twice = await runCli(['merge', ...shardFiles, shardFiles[1]], { reports: [] });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(`shard 2/3 is given twice: ${shardFiles[1]} and ${shardFiles[1]}`);
  }, scaled(180_000));
});
