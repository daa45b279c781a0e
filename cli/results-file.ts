// Saved results read back (`report`, `compare`, `merge`): validated by the results schema, or
// refused with the file and the first problems. A committed target's file
// (conformance-report/results/<target>.json) is read too, joined with the catalogue beside it.
import * as fs from 'node:fs';
import { isCatalogue, isCommittedTarget, joinTargetFile } from '../conformance-report/src/committed-form';
import { resultsSchema, type Results } from '../runner/results';

/** Saved results that cannot be read or are not fw-conformance results. */
export class ResultsFileError extends Error {}

export function readResults(file: string): Results {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ResultsFileError(`cannot read the results ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  if (isCommittedTarget(data)) {
    try {
      return joinTargetFile(file, data);
    } catch (err) {
      throw new ResultsFileError((err as Error).message);
    }
  }
  const parsed = resultsSchema.safeParse(data);
  if (!parsed.success && isCatalogue(data)) throw new ResultsFileError(`${file} is the catalogue of the committed checks, not a run: give a target's file beside it`);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `  - ${i.path.join('.') || '(top level)'}: ${i.message}`).join('\n');
    throw new ResultsFileError(`${file} is not fw-conformance results (write them with --report json:<path>):\n${issues}`);
  }
  return parsed.data;
}
