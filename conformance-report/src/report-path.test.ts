// Report paths: every way a path can be unwritable is an error naming the path and the
// reason, at once (never node's recursive mkdir, which loops forever under /proc).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareReportPath, ReportPathError, writeReportFile } from './report-path';
import { makeDirs } from '../../layout/make-dirs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-report-path-'));
afterAll(() => {
  fs.chmodSync(dir, 0o700);
  fs.rmSync(dir, { recursive: true, force: true });
});

function reason(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(ReportPathError);
    return (err as Error).message;
  }
  throw new Error('no error');
}

describe('a report path', () => {
  it('under a missing directory creates it, one level at a time', () => {
    const file = path.join(dir, 'a', 'b', 'r.json');
    expect(writeReportFile(file, '{}')).toBe(file);
    expect(fs.readFileSync(file, 'utf8')).toBe('{}');
  });

  it.skipIf(!fs.existsSync('/proc/self'))('under /proc is refused at once, where a recursive mkdir loops forever', () => {
    expect(reason(() => prepareReportPath('/proc/nope/deeper/r.json', true))).toMatch(/^cannot write \/proc\/nope\/deeper\/r\.json: \/proc\/nope cannot be created .*\(ENOENT\)$/);
    expect(() => makeDirs('/proc/nope/deeper')).toThrow(/ENOENT/);
  });

  it('whose parent is a file is refused, naming the file', () => {
    const file = path.join(dir, 'plain');
    fs.writeFileSync(file, 'x');
    expect(reason(() => prepareReportPath(path.join(file, 'sub', 'r.json'), true))).toContain(`${file} is a file, not a directory`);
  });

  it('that is a directory is refused', () => {
    expect(reason(() => prepareReportPath(dir, true))).toContain('is a directory');
  });

  // A root user passes every permission check (as CI containers often run): nothing to test there.
  it.skipIf(process.getuid?.() === 0)('in a directory without write permission is refused (skipped as root: root writes anywhere)', () => {
    const locked = path.join(dir, 'locked');
    fs.mkdirSync(locked, { mode: 0o500 });
    expect(reason(() => prepareReportPath(path.join(locked, 'r.json'), true))).toMatch(/no permission to write .*locked \(EACCES\)/);
  });

  it('whose write fails at the end (a full disk) says so, with the path', () => {
    const full = () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    const file = path.join(dir, 'full', 'r.json');
    expect(reason(() => writeReportFile(file, '{}', full))).toBe(`cannot write ${file}: no space left on the device of ${file} (ENOSPC)`);
  });
});
