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

/** The exit code of a run a signal stopped without a difference: the shell's 128 + the signal's number. */
const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Stops the run on SIGINT, SIGTERM or the time limit: it ends at its next request with what it
 * found (run.ts). A second signal ends the process at once.
 */
function stopOn(args: DiffArgs): { signal: AbortSignal; dispose(): void } {
  const stop = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (stop.signal.aborted) process.exit(SIGNAL_EXIT[name]);
    if (!args.quiet) process.stderr.write(`fw-conformance diff: ${name}: stopping, reporting what was found so far (again: end now)\n`);
    stop.abort(name);
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  for (const s of signals) process.on(s, onSignal);
  const limit = args.timeLimitMs === undefined ? undefined : setTimeout(() => stop.abort(`the time limit (${args.timeLimitMs} ms)`), args.timeLimitMs);
  limit?.unref();
  return {
    signal: stop.signal,
    dispose: () => {
      for (const s of signals) process.off(s, onSignal);
      clearTimeout(limit);
    },
  };
}

async function run(args: DiffArgs): Promise<number> {
  const cwd = process.cwd();
  const stop = stopOn(args);
  try {
    return await report(args, cwd, stop.signal);
  } finally {
    stop.dispose();
  }
}

async function report(args: DiffArgs, cwd: string, stop: AbortSignal): Promise<number> {
  const result = await runDiff({
    adapter: args.adapter,
    against: args.against,
    profile: args.profile,
    runs: args.runs,
    requestsPerApp: args.requests,
    seed: args.seed,
    timeoutMs: args.timeoutMs,
    shrinkTimeMs: args.shrinkTimeMs,
    decideTimeMs: args.decideTimeMs,
    cwd,
    onApp: args.quiet ? undefined : (n) => n % 10 === 0 && process.stderr.write(`  ${n} apps\n`),
    onDifference: args.quiet ? undefined : (key, app) => process.stderr.write(`  app ${app}: a difference (${key}); shrinking it\n`),
    stop,
  });
  if (result.adapter.generation !== result.against.generation) {
    process.stderr.write(
      `fw-conformance diff: note: ${args.adapter} is ${result.adapter.generation}, ${args.against} is ${result.against.generation}; generated ${result.profile} apps\n`,
    );
  }
  if (args.json) writeJson(args.json, resultJson(result, args.adapter, args.against, cwd));
  process.stdout.write(formatResult(result, args.adapter, args.against, cwd));
  if (result.difference) return EXIT.different;
  return SIGNAL_EXIT[result.stopped ?? ''] ?? EXIT.same;
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
