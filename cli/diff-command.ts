// `fw-conformance diff`: runs the differential mode and prints what it found. Exit codes as
// the main command: 0 no difference, 1 a difference, 2 the run could not be made.
import * as path from 'node:path';
import { AdapterError } from '../adapters/contract';
import { DIFF_USAGE, DiffUsageError, parseDiffArgs, type DiffArgs } from './diff-args';
import { formatResult, resultJson } from '../diff/reproduction';
import { runDiff } from '../diff/run';
import { writeReportFile } from '../conformance-report/src/report-path';

const EXIT = { same: 0, different: 1, error: 2 } as const;

function writeJson(file: string, data: unknown): void {
  const target = path.resolve(process.cwd(), file);
  writeReportFile(target, JSON.stringify(data, null, 2) + '\n');
}

async function run(args: DiffArgs): Promise<number> {
  const cwd = process.cwd();
  const result = await runDiff({
    adapter: args.adapter,
    against: args.against,
    profile: args.profile,
    runs: args.runs,
    requestsPerApp: args.requests,
    seed: args.seed,
    timeoutMs: args.timeoutMs,
    shrinkTimeMs: args.shrinkTimeMs,
    cwd,
    onApp: args.quiet ? undefined : (n) => n % 10 === 0 && process.stderr.write(`  ${n} apps\n`),
  });
  if (result.adapter.generation !== result.against.generation) {
    process.stderr.write(
      `fw-conformance diff: note: ${args.adapter} is ${result.adapter.generation}, ${args.against} is ${result.against.generation}; generated ${result.profile} apps\n`,
    );
  }
  if (args.json) writeJson(args.json, resultJson(result, args.adapter, args.against, cwd));
  process.stdout.write(formatResult(result, args.adapter, args.against, cwd));
  return result.difference ? EXIT.different : EXIT.same;
}

export async function diffCommand(argv: string[]): Promise<number> {
  let args: DiffArgs | undefined;
  try {
    args = parseDiffArgs(argv);
    if (args.help) {
      process.stdout.write(DIFF_USAGE + '\n');
      return EXIT.same;
    }
    return await run(args);
  } catch (err) {
    let message: string;
    if (err instanceof DiffUsageError) message = `${err.message}\n\n${DIFF_USAGE}`;
    else if (err instanceof AdapterError) message = `adapter error (${err.where}):\n  ${err.message}`;
    else message = `the diff could not be run: ${(err as Error)?.stack ?? err}`;
    process.stderr.write(`fw-conformance diff: ${message}\n`);
    // The run could not be made: a JSON result asked for still comes out, saying why.
    if (args?.json) {
      try {
        writeJson(args.json, { error: err instanceof DiffUsageError ? message : (err as Error).message, difference: null });
      } catch {
        // the message above is the report
      }
    }
    return EXIT.error;
  }
}
