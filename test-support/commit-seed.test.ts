// The commit's seed: the commit's own where there is one, the version and the day elsewhere.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../layout/package-root';
import { commitSeed } from './commit-seed';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-seed-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('commitSeed', () => {
  it("in this checkout, is read from HEAD's hash and says which commit", () => {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: PACKAGE_ROOT, encoding: 'utf8' }).trim();
    const { seed, from } = commitSeed(PACKAGE_ROOT);
    expect(from).toBe(`commit ${sha.slice(0, 12)}`);
    expect(seed).toBe(Number.parseInt(sha.slice(0, 7), 16));
  });

  it('outside a git checkout, says so, and follows the version and the day', () => {
    const dir = path.join(tmp, 'unpacked');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fw-conformance', version: '1.2.3' }));
    const day = new Date('2026-11-26T12:00:00Z');
    const a = commitSeed(dir, day);
    expect(a.from).toBe('not a git checkout: version 1.2.3 on 2026-11-26');
    expect(commitSeed(dir, new Date('2026-11-26T23:59:00Z')).seed).toBe(a.seed);
    expect(commitSeed(dir, new Date('2026-11-27T00:00:00Z')).seed).not.toBe(a.seed);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fw-conformance', version: '1.2.4' }));
    expect(commitSeed(dir, day).seed).not.toBe(a.seed);
    expect(Number.isSafeInteger(a.seed) && a.seed >= 0).toBe(true);
  });
});
