// The files --watch watches: every directory under the roots, one fs.watch each (Node 20's
// recursive watch on Linux cannot leave node_modules out), except node_modules and dot
// directories (.git, .fw-conformance); a directory created later is watched when it appears.
// Changes come out debounced: one call for a burst of writes (an editor's save, a build).
import * as fs from 'node:fs';
import * as path from 'node:path';

const SKIPPED = (name: string): boolean => name === 'node_modules' || name.startsWith('.');

export interface TreeWatcher {
  /** Directories watched. */
  readonly directories: number;
  close(): void;
}

/**
 * Calls `onChange` with the files changed in a burst, once `quietMs` passed without another
 * change. `ignore` leaves out files the run itself writes (its reports).
 */
export function watchTree(roots: string[], onChange: (files: string[]) => void, ignore: (file: string) => boolean, quietMs = 150): TreeWatcher {
  const watchers = new Map<string, fs.FSWatcher>();
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const flush = () => {
    timer = undefined;
    const files = [...changed];
    changed = new Set();
    if (files.length && !closed) onChange(files);
  };
  const saw = (file: string) => {
    if (closed || ignore(file)) return;
    changed.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, quietMs);
  };
  const add = (dir: string) => {
    if (watchers.has(dir) || closed) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, (_event, name) => {
        if (!name) return;
        const file = path.join(dir, name.toString());
        if (SKIPPED(path.basename(file))) return;
        if (isDirectory(file)) walk(file);
        saw(file);
      });
    } catch {
      return; // gone meanwhile, or not readable: nothing to watch there
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
  };
  const walk = (dir: string) => {
    add(dir);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) if (e.isDirectory() && !SKIPPED(e.name)) walk(path.join(dir, e.name));
  };
  for (const root of roots) {
    if (isDirectory(root)) walk(root);
    else {
      // A file: its directory is watched, for that file only (editors replace files by renaming).
      const dir = path.dirname(root);
      const only = path.resolve(root);
      const inner = saw;
      const watcher = fs.watch(dir, (_event, name) => {
        if (name && path.join(dir, name.toString()) === only) inner(only);
      });
      watchers.set(`${only}#file`, watcher);
    }
  }
  return {
    get directories() {
      return watchers.size;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
