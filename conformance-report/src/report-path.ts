// Where a report (or a baseline) is written: its directory made one level at a time
// (layout/make-dirs.ts: never node's recursive mkdir, which loops forever under /proc), and
// a path that cannot be written said at once, with the reason, before the run starts.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { missingDirs } from '../../layout/make-dirs';

/** A path a report cannot be written to: `reason` says why, in words and with the system's code. */
export class ReportPathError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`cannot write ${file}: ${reason}`);
  }
}

const codeOf = (err: unknown): string => (err as NodeJS.ErrnoException)?.code ?? (err as Error)?.message ?? String(err);

function describe(err: unknown, what: string): string {
  const code = codeOf(err);
  const words: Record<string, string> = {
    ENOENT: `${what} cannot be created (its parent does not exist, or its filesystem holds no such entry, as /proc or /sys)`,
    EACCES: `no permission to write ${what}`,
    EPERM: `no permission to write ${what}`,
    EROFS: `${what} is on a read-only filesystem`,
    ENOTDIR: `a part of ${what} is a file, not a directory`,
    EISDIR: `${what} is a directory`,
    ENOSPC: `no space left on the device of ${what}`,
    EDQUOT: `the disk quota of ${what} is exhausted`,
  };
  return `${words[code] ?? what} (${code})`;
}

/**
 * Makes `file` writable or says why it is not: its directory is created (one level at a
 * time), and the file must be a file this process may write. Throws a ReportPathError.
 * `probe`: also create and remove the file, which proves what permission bits cannot
 * (a root user passes every permission check; a virtual filesystem refuses new files).
 */
export function prepareReportPath(file: string, probe = false): string {
  const resolved = path.resolve(file);
  const dir = path.dirname(resolved);
  const { existing, missing } = missingDirs(dir);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(existing);
  } catch (err) {
    throw new ReportPathError(file, describe(err, existing));
  }
  if (!stat.isDirectory()) throw new ReportPathError(file, `${existing} is a file, not a directory`);
  try {
    fs.accessSync(existing, fs.constants.W_OK | fs.constants.X_OK);
  } catch (err) {
    if (missing.length || !fs.existsSync(resolved)) throw new ReportPathError(file, describe(err, existing));
  }
  for (const d of missing) {
    try {
      fs.mkdirSync(d);
    } catch (err) {
      if (codeOf(err) !== 'EEXIST') throw new ReportPathError(file, describe(err, d));
    }
  }
  let target: fs.Stats | undefined;
  try {
    target = fs.statSync(resolved);
  } catch {
    target = undefined;
  }
  if (target?.isDirectory()) throw new ReportPathError(file, `${resolved} is a directory`);
  if (target) {
    try {
      fs.accessSync(resolved, fs.constants.W_OK);
    } catch (err) {
      throw new ReportPathError(file, describe(err, resolved));
    }
  } else if (probe) {
    try {
      fs.closeSync(fs.openSync(resolved, 'wx'));
      fs.rmSync(resolved, { force: true });
    } catch (err) {
      throw new ReportPathError(file, describe(err, resolved));
    }
  }
  return resolved;
}

/** How a report's text reaches its file: replaced in tests to fail as a full disk does. */
export type FileWriter = (file: string, text: string) => void;
export const writeFile: FileWriter = (file, text) => fs.writeFileSync(file, text);

/** Writes `text` to `file`, its directory created; every failure a ReportPathError with the reason. */
export function writeReportFile(file: string, text: string, write: FileWriter = writeFile): string {
  const resolved = prepareReportPath(file);
  try {
    write(resolved, text);
  } catch (err) {
    throw new ReportPathError(file, describe(err, resolved));
  }
  return resolved;
}
