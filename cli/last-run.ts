// Where the last run's JSON results went: `.fw-conformance/last-run.json` under the working
// directory, read by --last-failed. Every run records one: the JSON report it wrote, else its
// results kept in `.fw-conformance/last-results.json` (as Playwright keeps its last run), so
// that a plain run can be followed by --last-failed. It records the --adapter given (a path as
// written, relative to this directory), which results do not hold (they name the framework,
// not the module that loads it). The directory holds a .gitignore of `*`, as pytest's cache
// does: what a run leaves there never shows in the project's `git status`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { generationSchema } from '../adapters/contract';
import { VERDICTS } from './compare';
import { writeReportFile } from '../conformance-report/src/report-path';
import { writeAtomically } from '../conformance-report/src/seal';

export const LAST_RUN_DIR = '.fw-conformance';
export const LAST_RUN_FILE = path.join(LAST_RUN_DIR, 'last-run.json');
/** The results of a run that wrote no JSON report of its own. */
export const KEPT_RESULTS = path.join(LAST_RUN_DIR, 'last-results.json');

export const lastRunSchema = z.object({
  kind: z.literal('fw-conformance-last-run'),
  version: z.literal(1),
  /** The JSON report, absolute. */
  results: z.string(),
  /** --adapter as given. */
  adapter: z.string(),
  profile: generationSchema,
  /** When the run ended (ISO 8601). */
  at: z.string().optional(),
  /**
   * Each check's last verdict from this directory on this adapter and profile: this run's, and
   * the runs' before it for the checks it did not run (cli/since-last-run.ts).
   */
  verdicts: z.record(z.string(), z.enum(VERDICTS)).optional(),
});
export type LastRun = z.infer<typeof lastRunSchema>;

/** Replaced whole (runs side by side in one directory never leave half a record). */
export function recordLastRun(cwd: string, run: Omit<LastRun, 'kind' | 'version'>): void {
  writeReportFile(path.join(cwd, LAST_RUN_FILE), JSON.stringify({ kind: 'fw-conformance-last-run', version: 1, ...run }, null, 2) + '\n', writeAtomically);
  ignoredByGit(path.join(cwd, LAST_RUN_DIR));
}

/** A .gitignore that ignores the directory whole, itself included; one the user wrote is left as it is. */
function ignoredByGit(dir: string): void {
  try {
    fs.writeFileSync(path.join(dir, '.gitignore'), '# Written by fw-conformance: the last run, for --last-failed.\n*\n', { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** The record, or why there is none usable (absent, or not what this version writes). */
export function readLastRun(cwd: string): LastRun | string {
  const file = path.join(cwd, LAST_RUN_FILE);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `no run from ${cwd} is recorded yet (${LAST_RUN_FILE} is absent)` : `${file} cannot be read: ${code ?? (err as Error).message}`;
  }
  const parsed = lastRunSchema.safeParse(data);
  return parsed.success ? parsed.data : `${file} is not a record of the last run: ${parsed.error.issues[0]?.message ?? ''}`;
}
