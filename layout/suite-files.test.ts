import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, fingerprintSuite } from './suite-files';

describe('the fingerprint of the suite files', () => {
  it('names each file changed, added or removed, and only those', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-suite-'));
    try {
      fs.mkdirSync(path.join(root, 'dist', 'a'), { recursive: true });
      fs.mkdirSync(path.join(root, 'features'));
      fs.writeFileSync(path.join(root, 'dist', 'a', 'check.js'), 'throw');
      fs.writeFileSync(path.join(root, 'features', 'x.feature'), 'Feature: x');
      fs.writeFileSync(path.join(root, 'features', 'y.feature'), 'Feature: y');
      fs.writeFileSync(path.join(root, 'elsewhere.txt'), 'not the suite');
      const before = fingerprintSuite(root);
      expect(changedFiles(before, fingerprintSuite(root))).toEqual([]);
      fs.writeFileSync(path.join(root, 'elsewhere.txt'), 'changed, but not the suite');
      expect(fingerprintSuite(root).digest).toBe(before.digest);
      fs.writeFileSync(path.join(root, 'dist', 'a', 'check.js'), 'void 0');
      fs.rmSync(path.join(root, 'features', 'y.feature'));
      fs.writeFileSync(path.join(root, 'features', 'z.feature'), 'Feature: z');
      const after = fingerprintSuite(root);
      expect(after.digest).not.toBe(before.digest);
      expect(changedFiles(before, after)).toEqual(['dist/a/check.js (changed)', 'features/y.feature (removed)', 'features/z.feature (added)']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
