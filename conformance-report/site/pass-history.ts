// Each target's pass rate over the committed history of its results: every commit that
// changed results/<target>-<profile>.json, read back from git (one `git cat-file --batch` for
// all of them), its summary's checks that conform of those that apply. Outside a git
// checkout, or in a shallow one, the history is what git has: possibly the last point only.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../../layout/package-root';

export interface PassPoint {
  commit: string;
  /** The commit's date, ISO 8601. */
  date: string;
  /** Checks that passed or are known divergences of an oracle, of those that apply (not skipped). */
  conforming: number;
  applicable: number;
}

const RESULTS = 'conformance-report/results';

function git(args: string[], root: string, input?: string): Buffer | undefined {
  const r = spawnSync('git', ['-C', root, ...args], { input, maxBuffer: 1 << 30 });
  return r.status === 0 ? r.stdout : undefined;
}

/**
 * The summary of a committed results file, read from its head (the checks come after it):
 * the same in both forms a commit may have, the whole run (older commits) and the committed
 * form (conformance-report/src/committed-form.ts).
 */
function summaryOf(text: string): { passed: number; failed: number; divergent?: number; notImplemented?: number } | undefined {
  const m = /\n {2}"summary": (\{[^}]*\})/.exec(text);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]) as { passed: number; failed: number; divergent?: number; notImplemented?: number };
  } catch {
    return undefined;
  }
}

/** base ("tinyhttp-5.x") -> its points, oldest first. */
export function passHistory(bases: string[], root = PACKAGE_ROOT): Map<string, PassPoint[]> {
  const out = new Map<string, PassPoint[]>(bases.map((b) => [b, []]));
  const log = git(['log', '--format=@%H %cI', '--name-only', '--', ...bases.map((b) => `${RESULTS}/${b}.json`)], root)?.toString('utf8');
  if (!log) return out;
  const wanted: Array<{ base: string; commit: string; date: string }> = [];
  let commit = '';
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) [commit, date] = line.slice(1).split(' ');
    else if (line.trim()) wanted.push({ base: path.basename(line.trim(), '.json'), commit, date });
  }
  const blobs = git(['cat-file', '--batch'], root, wanted.map((w) => `${w.commit}:${RESULTS}/${w.base}.json`).join('\n') + '\n');
  if (!blobs) return out;
  // "<sha> blob <size>\n<content>\n" each, or "<name> missing\n".
  let at = 0;
  for (const w of wanted) {
    const eol = blobs.indexOf(10, at);
    const header = blobs.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    if (header[1] !== 'blob') continue;
    const size = Number(header[2]);
    const s = summaryOf(blobs.subarray(at, at + Math.min(size, 1 << 16)).toString('utf8'));
    at += size + 1;
    if (!s || !out.has(w.base)) continue;
    const conforming = s.passed + (s.divergent ?? 0);
    out.get(w.base)!.push({ commit: w.commit, date: w.date, conforming, applicable: conforming + s.failed + (s.notImplemented ?? 0) });
  }
  for (const points of out.values()) points.reverse();
  return out;
}
