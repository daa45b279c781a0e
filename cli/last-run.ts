// Where the last run's JSON results went: `.fw-conformance/last-run.json` under the working
// directory, written after a run writes a JSON report, read by --last-failed. It records the
// --adapter given (a path as written, relative to this directory), which results do not hold
// (they name the framework, not the module that loads it).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { generationSchema } from '../adapters/contract';
import { writeReportFile } from '../conformance-report/src/report-path';
import { writeAtomically } from '../conformance-report/src/seal';

export const LAST_RUN_FILE = path.join('.fw-conformance', 'last-run.json');

export const lastRunSchema = z.object({
  kind: z.literal('fw-conformance-last-run'),
  version: z.literal(1),
  /** The JSON report, absolute. */
  results: z.string(),
  /** --adapter as given. */
  adapter: z.string(),
  profile: generationSchema,
});
export type LastRun = z.infer<typeof lastRunSchema>;

/** Replaced whole (runs side by side in one directory never leave half a record). */
export function recordLastRun(cwd: string, run: Omit<LastRun, 'kind' | 'version'>): void {
  writeReportFile(path.join(cwd, LAST_RUN_FILE), JSON.stringify({ kind: 'fw-conformance-last-run', version: 1, ...run }, null, 2) + '\n', writeAtomically);
}

/** The record, or why there is none usable (absent, or not what this version writes). */
export function readLastRun(cwd: string): LastRun | string {
  const file = path.join(cwd, LAST_RUN_FILE);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? `no run from ${cwd} wrote a JSON report yet (${LAST_RUN_FILE} is absent)` : `${file} cannot be read: ${code ?? (err as Error).message}`;
  }
  const parsed = lastRunSchema.safeParse(data);
  return parsed.success ? parsed.data : `${file} is not a record of the last run: ${parsed.error.issues[0]?.message ?? ''}`;
}
