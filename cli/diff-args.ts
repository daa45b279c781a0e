// The options of `fw-conformance diff`, parsed strictly: a mistyped flag is a usage error
// (exit code 2), never a run with a default nobody asked for.
import { GENERATIONS, type Generation } from '../adapters/contract';
import { DEFAULT_DECIDE_TIME_MS } from '../diff/run';
import { duration, positiveInt, readOptions, UsageError, type OptionTable } from './args';

/** A usage error of diff: exit code 2, with diff's usage. */
export { UsageError as DiffUsageError };

export const DEFAULT_RUNS = 100;
export const DEFAULT_REQUESTS = 20;
export const DEFAULT_SEED = 42;
export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_SHRINK_TIME_MS = 60_000;

export const DIFF_USAGE = `Usage:
  fw-conformance diff --against <name|path> [--adapter <name|path>] [options]
      generates applications and requests (fast-check), runs each app on both adapters and
      compares the answers; a difference is shrunk to a minimal app and request and printed
      as a runnable reproduction

Options of diff:
  --adapter <name|path>   the framework under test (default: reference)
  --against <name|path>   what it is compared with, usually the oracle: express@4, express@5
  --profile <4.x|5.x>     generation whose path syntax and features are generated
                          (default: the generation of --against)
  --runs <n>              generated apps (default: ${DEFAULT_RUNS})
  --requests <n>          requests sent to each app (default: ${DEFAULT_REQUESTS})
  --seed <n>              fast-check seed (default: ${DEFAULT_SEED}); the same seed replays a run
  --timeout <duration>    bound of each wait on a framework (default: 5s; 5000 = ms, 5s, 2m)
  --shrink-time <dur>     stop shrinking after this long and report the smallest so far (default: 60s)
  --decide-time <dur>     bound of the search, for each difference, of the dependency that decides
                          it: its request rerun with each package the sides loaded at different
                          versions swapped for the other side's copy (default: ${DEFAULT_DECIDE_TIME_MS / 1000}s; 0: none)
  --time-limit <dur>      stop the run after this long (shrinking included) and report what it
                          found so far, as SIGINT and SIGTERM do (default: none)
  --json <file>           also write the result (and the reproduction) as JSON
  --quiet                 no progress on stderr
  -h, --help              show this help

Exit codes: 0 no difference, 1 a difference (printed with its reproduction), 2 the run
could not be made (bad flags, an adapter that does not load). A run stopped by SIGINT or
SIGTERM reports (and writes --json) what it found so far: 1 for a difference, else 130 or 143;
a second signal ends it at once.`;

export interface DiffArgs {
  help: boolean;
  adapter: string;
  against: string;
  profile?: Generation;
  runs: number;
  requests: number;
  seed: number;
  timeoutMs: number;
  shrinkTimeMs: number;
  /** Bound of the search for each difference's deciding dependency (0: not searched). */
  decideTimeMs: number;
  /** The run stops after this long (absent: when its budget is done). */
  timeLimitMs?: number;
  json?: string;
  quiet: boolean;
}

/** diff's own table: its --json names a file, where list's and coverage's is a flag. */
const DIFF_OPTIONS: OptionTable = {
  adapter: { type: 'string' },
  against: { type: 'string' },
  profile: { type: 'string' },
  runs: { type: 'string' },
  requests: { type: 'string' },
  seed: { type: 'string' },
  timeout: { type: 'string' },
  'shrink-time': { type: 'string' },
  'decide-time': { type: 'string' },
  'time-limit': { type: 'string' },
  json: { type: 'string' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean' },
};

export function parseDiffArgs(argv: string[]): DiffArgs {
  const { values: read, positionals } = readOptions(argv, 'diff', Object.keys(DIFF_OPTIONS), DIFF_OPTIONS);
  const values = read as Record<string, string | boolean | undefined>;
  if (positionals.length) throw new UsageError(`diff takes no argument "${positionals[0]}"; options are written --name (see --help)`);
  const str = (name: string) => values[name] as string | undefined;
  const help = values.help === true;
  const against = str('against');
  if (!help && !against) throw new UsageError('diff needs --against <name|path>: what the adapter is compared with, e.g. --against express@5');
  const profile = str('profile');
  if (profile !== undefined && (!(GENERATIONS as readonly string[]).includes(profile) || profile === '3.x')) {
    throw new UsageError(`diff generates apps for 4.x or 5.x; --profile "${profile}" is not one of them`);
  }
  const seed = str('seed');
  if (seed !== undefined && !/^-?\d+$/.test(seed)) throw new UsageError(`--seed takes a whole number, got "${seed}"`);
  return {
    help,
    adapter: str('adapter') ?? 'reference',
    against: against ?? '',
    profile: profile as Generation | undefined,
    runs: positiveInt('runs', str('runs'), DEFAULT_RUNS),
    requests: positiveInt('requests', str('requests'), DEFAULT_REQUESTS),
    seed: seed === undefined ? DEFAULT_SEED : Number(seed),
    timeoutMs: duration('timeout', str('timeout'), DEFAULT_TIMEOUT_MS),
    shrinkTimeMs: duration('shrink-time', str('shrink-time'), DEFAULT_SHRINK_TIME_MS),
    decideTimeMs: str('decide-time') === '0' ? 0 : duration('decide-time', str('decide-time'), DEFAULT_DECIDE_TIME_MS),
    ...(str('time-limit') !== undefined ? { timeLimitMs: duration('time-limit', str('time-limit'), 0) } : {}),
    json: str('json'),
    quiet: values.quiet === true,
  };
}
