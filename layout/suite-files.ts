// The suite's installed files, fingerprinted: a run takes them at its start and again at its
// end, and a run whose suite changed meanwhile proves nothing (a framework that rewrites the
// suite's assertions as it loads turns failures into passes). The fingerprint is the SHA-256
// of every file under the package's dist/, features/ and bin/ (4 MB, some 800 files), each by
// its path from the package root.
//
// Reading and hashing them all cost 40 ms of CPU, twice a run. Each file's identity (inode,
// size, modification and change times) says as well whether it was written: a write sets the
// change time, which no call can set back. So the digests are remembered under the files'
// identities (a private cache, layout/private-cache.ts), and the end of a run compares
// identities. A file changed within RACY_MS of being looked at is read whatever its identity:
// the change time ticks coarsely (a few milliseconds), and two writes within one tick, of one
// size, leave one identity (git's "racily clean" entries).
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PACKAGE_ROOT } from './package-root';
import { privateCacheDir, readPrivate, writePrivate } from './private-cache';

export const SUITE_DIRS = ['dist', 'features', 'bin'] as const;

/** A file changed this recently is read, not recognised by its identity. */
export const RACY_MS = 2_000;

export interface SuiteFingerprint {
  /** One digest of all the files (of their paths and digests, in order). */
  digest: string;
  /** Each file's digest, by its path from the root ('/'-separated). */
  files: Map<string, string>;
  /** Each file's identity when it was digested; none for a file changed too recently to be known by it. */
  identities: Map<string, string | undefined>;
}

interface Found {
  file: string;
  full: string;
  link: boolean;
  identity: string;
  changedAtMs: number;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Walks `dir`, whose path from the root is `relative` ('/'-separated): built as it goes, since path.relative for each of 800 files cost 5 ms a walk. */
function walk(dir: string, relative: string, into: Found[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // (not installed: a package without bin/, say)
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    const file = `${relative}/${e.name}`;
    if (e.isDirectory()) {
      walk(full, file, into);
      continue;
    }
    if (!e.isFile() && !e.isSymbolicLink()) continue;
    let s: fs.BigIntStats;
    try {
      s = fs.lstatSync(full, { bigint: true });
    } catch {
      continue; // removed since the directory was read: not a file of the suite now
    }
    into.push({
      file,
      full,
      link: s.isSymbolicLink(),
      identity: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.mode}`,
      changedAtMs: Number(s.ctimeNs / 1_000_000n),
    });
  }
}

function filesUnder(root: string, dirs: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const d of dirs) walk(path.join(root, d), d.split(path.sep).join('/'), found);
  return found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function digestOf(f: Found): string | undefined {
  try {
    return sha256(f.link ? `link:${fs.readlinkSync(f.full)}` : fs.readFileSync(f.full));
  } catch {
    return undefined; // removed since it was found
  }
}

/** The remembered digests of a root's files: [identity, digest] by path. */
type Remembered = Record<string, [string, string]>;

function cacheName(root: string, dirs: readonly string[]): string {
  return `${sha256(`${path.resolve(root)}\0${dirs.join('\0')}`)}.json`;
}

/** Where the digests of a root's files are remembered. */
export function rememberedDigestsFile(root: string = PACKAGE_ROOT, dirs: readonly string[] = SUITE_DIRS): string {
  return path.join(privateCacheDir('digests'), cacheName(root, dirs));
}

function readRemembered(root: string, dirs: readonly string[]): Remembered {
  const text = readPrivate(privateCacheDir('digests'), cacheName(root, dirs));
  if (text === undefined) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Remembered = {};
    for (const [file, entry] of Object.entries(value as Record<string, unknown>)) {
      if (Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string') out[file] = [entry[0], entry[1]];
    }
    return out;
  } catch {
    return {};
  }
}

export interface FingerprintOptions {
  /** The time the files are looked at (ms since the epoch); tests move it. */
  now?: number;
  /** Whether to use and keep the remembered digests (default true). */
  remember?: boolean;
}

/** The fingerprint of the suite's files under `root` now. */
export function fingerprintSuite(root: string = PACKAGE_ROOT, dirs: readonly string[] = SUITE_DIRS, options: FingerprintOptions = {}): SuiteFingerprint {
  const now = options.now ?? Date.now();
  const remember = options.remember ?? true;
  const known = remember ? readRemembered(root, dirs) : {};
  const kept: Remembered = {};
  let changed = false;
  const files = new Map<string, string>();
  const identities = new Map<string, string | undefined>();
  for (const f of filesUnder(root, dirs)) {
    const old = known[f.file];
    const racy = f.changedAtMs > now - RACY_MS;
    const digest = !racy && old?.[0] === f.identity ? old[1] : digestOf(f);
    if (digest === undefined) continue;
    files.set(f.file, digest);
    identities.set(f.file, racy ? undefined : f.identity);
    if (!racy) {
      kept[f.file] = [f.identity, digest];
      if (old?.[0] !== f.identity) changed = true;
    }
  }
  if (remember && (changed || Object.keys(known).length !== Object.keys(kept).length)) {
    writePrivate(privateCacheDir('digests'), cacheName(root, dirs), JSON.stringify(kept));
  }
  return { digest: `sha256:${sha256([...files].map(([f, h]) => `${h}  ${f}\n`).join(''))}`, files, identities };
}

/**
 * The files changed, added or removed under `root` since `before` was taken, each with what
 * happened to it. A file is read again only when its identity moved or was not known.
 */
export function changedSince(before: SuiteFingerprint, root: string = PACKAGE_ROOT, dirs: readonly string[] = SUITE_DIRS): string[] {
  const now = new Map(filesUnder(root, dirs).map((f) => [f.file, f]));
  const changed: string[] = [];
  for (const [file, digest] of before.files) {
    const f = now.get(file);
    if (f === undefined) changed.push(`${file} (removed)`);
    else if (before.identities.get(file) !== f.identity && digestOf(f) !== digest) changed.push(`${file} (changed)`);
  }
  for (const file of now.keys()) if (!before.files.has(file)) changed.push(`${file} (added)`);
  return changed;
}
