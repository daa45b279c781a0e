// `fw-conformance merge`: the results of every shard of a run (--shard i/n) made into one
// verdict: the reports asked for, the summary, and the exit code the unsplit run would have
// given (with --baseline: a regression fails).
import * as path from 'node:path';
import { compareToBaseline, formatComparison, readBaseline } from '../conformance-report/src/baseline';
import { writeReport } from '../conformance-report/src/formats';
import { mergeShards } from '../runner/merge';
import { failsGate } from '../runner/results';
import type { MergeArgs } from './args';
import { readResults } from './results-file';
import { formatSummary } from './summary';

export function merge(args: MergeArgs): number {
  const merged = mergeShards(args.files.map((file) => ({ file, results: readResults(file) })));
  const comparison = args.baseline ? compareToBaseline(merged, readBaseline(args.baseline), args.baseline) : undefined;
  let unwritten = 0;
  for (const target of args.reports) {
    try {
      const file = writeReport(target, merged, process.cwd(), { comparison });
      process.stderr.write(`  wrote ${target.format} report: ${path.relative(process.cwd(), file) || file}\n`);
    } catch (err) {
      unwritten++;
      process.stderr.write(`fw-conformance: cannot write the ${target.format} report to ${target.file}: ${(err as Error).message}\n`);
    }
  }
  process.stdout.write(formatSummary(merged));
  if (unwritten || merged.error) return 2;
  if (comparison) {
    process.stdout.write(formatComparison(comparison));
    return comparison.regressions.length ? 1 : 0;
  }
  // As the run's gate: a check not run for a missing API fails as a failed one does.
  return failsGate(merged.summary) ? 1 : 0;
}
