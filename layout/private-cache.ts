// The directories where this user's runs remember what they computed (the plan, the suite's
// file digests): under the system's temporary directory, one per user, read only when nobody
// else can write them, since what they hold decides which checks run and what a seal says.
// Each file is written whole and renamed into place, so runs side by side never read half of one.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { threadId } from 'node:worker_threads';
import { makeDirs } from './make-dirs';

/** This user's directory for `kind` ("plans", "digests"), not shared between users of a machine. */
export function privateCacheDir(kind: string): string {
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : os.userInfo().username;
  return path.join(os.tmpdir(), `fw-conformance-${kind}-${user}`);
}

/** Whether `dir` is a directory of this user's that nobody else can write. */
export function ownedPrivately(dir: string): boolean {
  try {
    const stat = fs.lstatSync(dir);
    if (!stat.isDirectory()) return false;
    if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return false;
    return process.platform === 'win32' || (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** The text of `name` in `dir`, or undefined when it is missing or the directory is not private. */
export function readPrivate(dir: string, name: string): string | undefined {
  if (!ownedPrivately(dir)) return undefined;
  try {
    return fs.readFileSync(path.join(dir, name), 'utf8');
  } catch {
    return undefined;
  }
}

/** Writes `name` in `dir` whole (renamed into place); false when it could not be written (the cache is then skipped). */
export function writePrivate(dir: string, name: string, data: string | Uint8Array): boolean {
  const file = path.join(dir, name);
  // (the thread too: a framework thread writes compiled code beside its process's main thread)
  const partial = `${file}.${process.pid}.${threadId}.${Date.now()}.partial`;
  try {
    makeDirs(dir, 0o700);
    if (!ownedPrivately(dir)) return false;
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, file);
    return true;
  } catch {
    try {
      fs.rmSync(partial, { force: true });
    } catch {
      // nothing left to clean
    }
    return false;
  }
}

/**
 * Once `dir` holds more than `over` files (those `counted`), removes the oldest of them down to
 * `downTo`. A file removed meanwhile by a run beside this one leaves the pruning to the next.
 */
export function pruneOldest(dir: string, over: number, downTo: number, counted: (name: string) => boolean = () => true): void {
  try {
    const names = fs.readdirSync(dir).filter(counted);
    if (names.length <= over) return;
    const files = names.map((n) => ({ file: path.join(dir, n), time: fs.statSync(path.join(dir, n)).mtimeMs })).sort((a, b) => b.time - a.time);
    for (const old of files.slice(downTo)) fs.rmSync(old.file, { force: true });
  } catch {
    // pruned next time
  }
}
