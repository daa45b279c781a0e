// Creating a directory and its missing parents, bounded. Node's own recursive mkdir loops
// forever under a virtual filesystem (on Linux, mkdir("/proc/x/y", { recursive: true }):
// ENOENT for /proc/x, EEXIST for /proc, and again, at 100% of a core), so the project
// never uses it: the loops here take at most one step per segment of the path.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The nearest ancestor of `dir` that exists (or `dir` itself), and those to create under it, outermost first. */
export function missingDirs(dir: string): { existing: string; missing: string[] } {
  const missing: string[] = [];
  let at = path.resolve(dir);
  for (let steps = at.split(path.sep).length + 1; steps > 0; steps--) {
    if (fs.existsSync(at)) return { existing: at, missing };
    missing.unshift(at);
    const up = path.dirname(at);
    if (up === at) break; // the root, whose dirname is itself
    at = up;
  }
  return { existing: at, missing };
}

/**
 * Creates `dir` and its missing parents, one level at a time. Fails with the system's error
 * (its `path` the level that could not be made): ENOTDIR when a part is a file, ENOENT
 * under /proc, EACCES, EROFS.
 */
export function makeDirs(dir: string, mode?: number): void {
  for (const d of missingDirs(dir).missing) {
    try {
      fs.mkdirSync(d, mode === undefined ? undefined : { mode });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}
