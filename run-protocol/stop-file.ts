// The runner's early stop (runner/early-stop.ts) reaches the check processes as a file
// (run-config.ts stopFile): written once the run stops, read before each check
// (features/support/hooks.ts). A check that started before the stop keeps going through its
// retries (--retries): its verdict is then its own failure or its flaky pass, the same
// whichever worker's result stopped the run, never "not run" by the timing of another worker.

import * as fs from 'node:fs';
import { parseNotRun, type NotRun } from './not-run';

/** Writes why the run stopped (as JSON): whole, then renamed into place, so that a check process never reads half a reason. */
export function writeStop(file: string, reason: NotRun): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, JSON.stringify(reason));
  fs.renameSync(partial, file);
}

/** Removes the stop file and any partial one (the run is over). */
export function removeStop(file: string): void {
  fs.rmSync(file, { force: true });
  fs.rmSync(`${file}.partial`, { force: true });
}

/** The early stop as one check process sees it. */
export class StopReader {
  /** The checks this process began: a later attempt of one is a retry (Cucumber retries in the same process). */
  private begun = new Set<string>();

  constructor(private readonly file: string | undefined) {}

  /** Why the check `checkId` is not to run (the run stopped before it began), else undefined. */
  reasonFor(checkId: string): NotRun | undefined {
    if (this.begun.has(checkId)) return undefined;
    const reason = this.read();
    // A check stopped did not begin: its retries are stopped too.
    if (!reason) this.begun.add(checkId);
    return reason;
  }

  private read(): NotRun | undefined {
    if (!this.file) return undefined;
    try {
      return parseNotRun(fs.readFileSync(this.file, 'utf8'));
    } catch {
      return undefined; // (not stopped: the file is written only when the run stops)
    }
  }
}
