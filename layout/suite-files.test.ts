import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedSince, fingerprintSuite, rememberedDigestsFile } from './suite-files';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    fs.rmSync(rememberedDigestsFile(root), { force: true });
    fs.rmSync(root, { recursive: true, force: true });
  }
});

function suite(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-suite-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Looked at later than now: the files just written are no longer too recent to be known by their identity. */
const LATER = { now: Date.now() + 60_000 };

describe('the fingerprint of the suite files', () => {
  it('names each file changed, added or removed, and only those', () => {
    const root = suite({ 'dist/a/check.js': 'throw', 'features/x.feature': 'Feature: x', 'features/y.feature': 'Feature: y', 'elsewhere.txt': 'not the suite' });
    const before = fingerprintSuite(root);
    expect(changedSince(before, root)).toEqual([]);
    fs.writeFileSync(path.join(root, 'elsewhere.txt'), 'changed, but not the suite');
    expect(fingerprintSuite(root).digest).toBe(before.digest);
    fs.writeFileSync(path.join(root, 'dist', 'a', 'check.js'), 'void 0');
    fs.rmSync(path.join(root, 'features', 'y.feature'));
    fs.writeFileSync(path.join(root, 'features', 'z.feature'), 'Feature: z');
    expect(fingerprintSuite(root).digest).not.toBe(before.digest);
    expect(changedSince(before, root)).toEqual(['dist/a/check.js (changed)', 'features/y.feature (removed)', 'features/z.feature (added)']);
  });

  it('is the digest of each file by its path, remembered or not', () => {
    const root = suite({ 'dist/b.js': 'b', 'dist/a.js': 'a', 'bin/run': '#!' });
    const listing = [`${sha256('#!')}  bin/run\n`, `${sha256('a')}  dist/a.js\n`, `${sha256('b')}  dist/b.js\n`].join('');
    const expected = `sha256:${sha256(listing)}`;
    expect(fingerprintSuite(root, undefined, { remember: false }).digest).toBe(expected);
    expect(fingerprintSuite(root, undefined, LATER).digest).toBe(expected); // remembers
    expect(fingerprintSuite(root, undefined, LATER).digest).toBe(expected); // from what it remembered
  });

  it('sees a rewrite of the same size whose modification time was set back, by its change time', () => {
    const root = suite({ 'dist/check.js': 'pass(1)' });
    const file = path.join(root, 'dist', 'check.js');
    const before = fingerprintSuite(root, undefined, LATER);
    // known by identity, not read again
    expect(before.identities.get('dist/check.js')).toBeDefined();
    const { atime, mtime } = fs.statSync(file);
    fs.writeFileSync(file, 'fail(1)');
    fs.utimesSync(file, atime, mtime);
    expect(changedSince(before, root)).toEqual(['dist/check.js (changed)']);
  });

  it('reads again a file changed too recently to be known by its identity', () => {
    const root = suite({ 'dist/check.js': 'pass(1)' });
    const before = fingerprintSuite(root);
    expect(before.identities.get('dist/check.js')).toBeUndefined();
    expect(changedSince(before, root)).toEqual([]);
    // and remembers no digest for it
    expect(fs.existsSync(rememberedDigestsFile(root)) ? Object.keys(JSON.parse(fs.readFileSync(rememberedDigestsFile(root), 'utf8')) as object) : []).toEqual([]);
  });

  it('takes a remembered digest only for the identity it was remembered under', () => {
    const root = suite({ 'dist/check.js': 'pass(1)' });
    const first = fingerprintSuite(root, undefined, LATER);
    const remembered = JSON.parse(fs.readFileSync(rememberedDigestsFile(root), 'utf8')) as Record<string, [string, string]>;
    expect(remembered['dist/check.js']).toEqual([first.identities.get('dist/check.js'), sha256('pass(1)')]);
    // A digest planted under the file's identity is taken (this is what saves the reading)...
    fs.writeFileSync(rememberedDigestsFile(root), JSON.stringify({ 'dist/check.js': [remembered['dist/check.js'][0], sha256('planted')] }));
    expect(fingerprintSuite(root, undefined, LATER).files.get('dist/check.js')).toBe(sha256('planted'));
    // ...under another identity it is not, and the file is read.
    fs.writeFileSync(rememberedDigestsFile(root), JSON.stringify({ 'dist/check.js': ['another', sha256('planted')] }));
    expect(fingerprintSuite(root, undefined, LATER).files.get('dist/check.js')).toBe(sha256('pass(1)'));
    // and a file that is not remembered digests is no cache at all
    fs.writeFileSync(rememberedDigestsFile(root), '["not", "digests"]');
    expect(fingerprintSuite(root, undefined, LATER).files.get('dist/check.js')).toBe(sha256('pass(1)'));
  });
});
