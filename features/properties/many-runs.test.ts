// The project's own CI runs every property with five times the default number of
// runs against the reference, in both current generations: --num-runs reaches every
// property (a property's runsFactor scales it), so this is a deeper search, not the same one.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { DEFAULT_NUM_RUNS } from '../../run-protocol/run-config';

const BIN = path.join(__dirname, '..', '..', 'bin', 'fw-conformance.js');
const NUM_RUNS = 5 * DEFAULT_NUM_RUNS;

describe(`properties with --num-runs ${NUM_RUNS}`, () => {
  it.each(['5.x', '4.x'])('every property holds on the reference, profile %s', (profile) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-runs-'));
    try {
      const file = path.join(dir, 'r.json');
      const r = spawnSync(
        process.execPath,
        [BIN, '--adapter', 'reference', '--profile', profile, '--tags', '@property', '--num-runs', String(NUM_RUNS), '--parallel', '2', '--quiet', '--report', `json:${file}`],
        { encoding: 'utf8', timeout: 170_000, env: { ...process.env, CI: 'true' } },
      );
      const results = JSON.parse(fs.readFileSync(file, 'utf8')) as Results;
      const failed = results.results.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.error?.split('\n')[0]}`);
      expect(failed).toEqual([]);
      expect(results.summary.passed).toBeGreaterThanOrEqual(10);
      expect(r.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
