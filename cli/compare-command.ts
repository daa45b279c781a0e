// `fw-conformance compare`: reads the two results files, prints the flipped checks, writes the
// Markdown asked for; 1 on a regression, 0 otherwise, 2 when a file cannot be compared.
import * as path from 'node:path';
import { writeReportFile } from '../conformance-report/src/report-path';
import type { CompareArgs } from './args';
import { compareRuns, hasRegression } from './compare';
import { formatComparisonMarkdown, formatComparisonText } from './compare-format';
import { readResults, ResultsFileError } from './results-file';

/** Results that say the run was not made hold no verdicts: nothing to compare them with. */
function readRun(file: string) {
  const results = readResults(file);
  if (results.error) throw new ResultsFileError(`${file} holds no verdicts: its run could not be made (${results.error.split('\n')[0]}); nothing to compare`);
  return results;
}

export function compareCommand(args: CompareArgs): number {
  const [before, after] = [readRun(args.before), readRun(args.after)];
  const comparison = compareRuns(before, after);
  const files: [string, string] = [args.before, args.after];
  process.stdout.write(formatComparisonText(comparison, files));
  for (const file of args.markdown) {
    const written = writeReportFile(file, formatComparisonMarkdown(comparison, files));
    process.stderr.write(`  wrote markdown comparison: ${path.relative(process.cwd(), written) || written}\n`);
  }
  return hasRegression(comparison) ? 1 : 0;
}
