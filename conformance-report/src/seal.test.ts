import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealReport, verifySeal, writeAtomically } from './seal';

const SUITE = `sha256:${'ab'.repeat(32)}`;

describe('a sealed report', () => {
  it.each([
    ['json', JSON.stringify({ adapter: 'x', results: [{ id: 'a', status: 'failed' }] }, null, 2) + '\n'],
    ['junit', '<?xml version="1.0"?>\n<testsuites name="results" failures="1">\n</testsuites>\n'],
    ['html', '<!doctype html><p>results</p>'],
    ['markdown', '# results\n\n1 failed\n'],
  ])('%s: is intact as written, and no longer once its content changes', (format, text) => {
    const sealed = sealReport(format, text, SUITE);
    expect(verifySeal(format, sealed)).toMatchObject({ sealed: true, intact: true, seal: { suite: SUITE } });
    const rewritten = sealed.replace(/failed|results/, 'passed');
    expect(rewritten).not.toBe(sealed);
    expect(verifySeal(format, rewritten)).toMatchObject({ sealed: true, intact: false });
  });

  it('an unsealed report says so', () => {
    expect(verifySeal('markdown', '# results\n')).toEqual({ sealed: false, intact: false });
    expect(verifySeal('json', '{"a":1}')).toEqual({ sealed: false, intact: false });
  });
});

describe('writeAtomically', () => {
  it('replaces the file whole and leaves no temporary file beside it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-atomic-'));
    try {
      const file = path.join(dir, 'r.json');
      fs.writeFileSync(file, 'old');
      writeAtomically(file, 'new');
      expect(fs.readFileSync(file, 'utf8')).toBe('new');
      expect(fs.readdirSync(dir)).toEqual(['r.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
