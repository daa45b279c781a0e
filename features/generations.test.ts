// The suite tells the generations apart: each difference the spec's Versioning section
// lists is caught by at least one failing check when a profile is run against the
// other generation's real Express.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultsSchema, type Results } from '../runner/results';

const BIN = path.join(__dirname, '..', 'bin', 'fw-conformance.js');
const DIFFERENCES = [
  'v5-differences/body-undefined',
  'v5-differences/urlencoded-extended-false',
  'v5-differences/static-dotfiles-ignore',
  'v5-differences/app-router',
  'v5-differences/async-errors',
  'v5-differences/no-back',
  'v5-differences/no-param-function',
  'v5-differences/splat-wildcard',
];

function runCrossed(adapter: string, profile: string): { code: number | null; results: Results } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-gen-'));
  try {
    const file = path.join(dir, 'r.json');
    // Only the checks of the differences: a crossed run of the whole suite proves nothing more.
    const tags = DIFFERENCES.map((d) => `@spec:${d}`).join(' or ');
    const r = spawnSync(process.execPath, [BIN, '--adapter', adapter, '--profile', profile, '--tags', tags, '--report', `json:${file}`, '--quiet'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, CI: 'true' },
    });
    if (!fs.existsSync(file)) throw new Error(`no results: ${r.stderr}`);
    return { code: r.status, results: resultsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function uncaught(results: Results): string[] {
  const failedIds = new Set(results.results.filter((r) => r.status === 'failed').flatMap((r) => r.spec));
  return DIFFERENCES.filter((d) => !failedIds.has(d));
}

describe('generation discrimination', () => {
  it('the 5.x profile fails express@4 on every listed difference', () => {
    const { code, results } = runCrossed('express@4', '5.x');
    expect(uncaught(results)).toEqual([]);
    expect(code).toBe(1);
  });

  it('the 4.x profile fails express@5 on every listed difference', () => {
    const { code, results } = runCrossed('express@5', '4.x');
    expect(uncaught(results)).toEqual([]);
    expect(code).toBe(1);
  });

  it('the same checks pass on the matching generation', () => {
    for (const [adapter, profile] of [
      ['express@5', '5.x'],
      ['express@4', '4.x'],
    ]) {
      const { code, results } = runCrossed(adapter, profile);
      expect(results.summary.failed, `${adapter} on ${profile}`).toBe(0);
      expect(code).toBe(0);
    }
  });
});
