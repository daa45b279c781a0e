// Whether a process the test started still runs: what a test asks after a kill it expects.
import * as fs from 'node:fs';

/** Whether `pid` runs (a zombie, ended and waiting for its parent to reap it, does not). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // (no /proc: the signal's answer stands)
  }
}
