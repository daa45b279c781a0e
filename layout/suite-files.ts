// The suite's installed files, fingerprinted: a run takes them at its start and again at its
// end, and a run whose suite changed meanwhile proves nothing (a framework that rewrites the
// suite's assertions as it loads turns failures into passes). The fingerprint is the SHA-256
// of every file under the package's dist/, features/ and bin/ (4 MB, some 600 files: tens
// of milliseconds), each by its path from the package root.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PACKAGE_ROOT } from './package-root';

export const SUITE_DIRS = ['dist', 'features', 'bin'] as const;

export interface SuiteFingerprint {
  /** One digest of all the files (of their paths and digests, in order). */
  digest: string;
  /** Each file's digest, by its path from the root ('/'-separated). */
  files: Map<string, string>;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function walk(root: string, dir: string, into: Map<string, string>): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // (not installed: a package without bin/, say)
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(root, full, into);
    else if (e.isFile()) into.set(path.relative(root, full).split(path.sep).join('/'), sha256(fs.readFileSync(full)));
    else if (e.isSymbolicLink()) into.set(path.relative(root, full).split(path.sep).join('/'), sha256(`link:${fs.readlinkSync(full)}`));
  }
}

/** The fingerprint of the suite's files under `root` now. */
export function fingerprintSuite(root: string = PACKAGE_ROOT, dirs: readonly string[] = SUITE_DIRS): SuiteFingerprint {
  const files = new Map<string, string>();
  for (const d of dirs) walk(root, path.join(root, d), files);
  const sorted = [...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { digest: `sha256:${sha256(sorted.map(([f, h]) => `${h}  ${f}\n`).join(''))}`, files: new Map(sorted) };
}

/** The files changed, added or removed between two fingerprints, each with what happened to it. */
export function changedFiles(before: SuiteFingerprint, after: SuiteFingerprint): string[] {
  const changed: string[] = [];
  for (const [file, hash] of before.files) {
    const now = after.files.get(file);
    if (now === undefined) changed.push(`${file} (removed)`);
    else if (now !== hash) changed.push(`${file} (changed)`);
  }
  for (const file of after.files.keys()) if (!before.files.has(file)) changed.push(`${file} (added)`);
  return changed;
}
