// The fw-conformance command line. Exit codes: 0 all applicable checks passed,
// 1 some check failed, 2 the run could not be made.
import { AdapterError } from '../adapters/contract';
import { bundledAdapters } from '../adapters/bundled';
import { writeReport } from '../conformance-report/src/formats';
import { runSuite, SuiteError } from '../runner/run';
import { parseCommandLine, UsageError, USAGE, type RunArgs } from './args';
import { coverageOf, formatCoverage } from './coverage';
import { Progress } from './progress';
import { formatSummary } from './summary';

export const EXIT = { passed: 0, failed: 1, error: 2 } as const;

async function run(args: RunArgs): Promise<number> {
  const progress = new Progress(process.stderr, args.quiet);
  const results = await runSuite({
    adapter: args.adapter,
    profile: args.profile,
    version: args.version,
    tags: args.tags,
    names: args.names,
    parallel: args.parallel,
    timeoutMs: args.timeoutMs,
    seed: args.seed,
    numRuns: args.numRuns,
    onResult: progress.onResult,
  });
  progress.end();
  for (const target of args.reports) {
    const file = writeReport(target, results, process.cwd());
    if (!args.quiet) process.stderr.write(`  wrote ${target.format} report: ${file}\n`);
  }
  process.stdout.write(formatSummary(results));
  if (results.results.length === 0) {
    process.stderr.write(`fw-conformance: no check matched profile ${args.profile}${args.tags ? ` and tags ${args.tags}` : ''}\n`);
    return EXIT.error;
  }
  return results.summary.failed > 0 ? EXIT.failed : EXIT.passed;
}

export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseCommandLine(argv);
    switch (args.command) {
      case 'help':
        process.stdout.write(USAGE + '\n');
        return EXIT.passed;
      case 'list-adapters':
        for (const a of bundledAdapters) process.stdout.write(`${a.name.padEnd(12)} ${a.description}\n`);
        process.stdout.write(`\nOr give a path: --adapter ./my-adapter.js (exports fw, or { name, version?, generation, fw, serve? })\n`);
        return EXIT.passed;
      case 'coverage': {
        const report = coverageOf(args.profile);
        process.stdout.write(args.json ? JSON.stringify(report, null, 2) + '\n' : formatCoverage(report));
        return EXIT.passed;
      }
      case 'run':
        return await run(args);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`fw-conformance: ${err.message}\n\n${USAGE}\n`);
    } else if (err instanceof AdapterError) {
      process.stderr.write(`fw-conformance: adapter error (${err.where}):\n  ${err.message}\n`);
    } else if (err instanceof SuiteError) {
      process.stderr.write(`fw-conformance: ${err.message}\n`);
    } else {
      process.stderr.write(`fw-conformance: unexpected error: ${(err as Error)?.stack ?? err}\n`);
    }
    return EXIT.error;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
