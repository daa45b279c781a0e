// The options of `fw-conformance diff`, parsed strictly: a mistyped flag is a usage error
// (exit code 2), never a run with a default nobody asked for.
import { parseArgs } from 'node:util';
import { GENERATIONS, type Generation } from '../adapters/contract';

export class DiffUsageError extends Error {}

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
  --json <file>           also write the result (and the reproduction) as JSON
  --quiet                 no progress on stderr
  -h, --help              show this help

Exit codes: 0 no difference, 1 a difference (printed with its reproduction), 2 the run
could not be made (bad flags, an adapter that does not load).`;

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
  json?: string;
  quiet: boolean;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new DiffUsageError(`--${name} takes a positive whole number, got "${value}"`);
  return Number(value);
}

function duration(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  const ms = m ? Number(m[1]) * (m[2] === 's' ? 1000 : m[2] === 'm' ? 60_000 : 1) : NaN;
  if (!m || !(ms >= 1)) throw new DiffUsageError(`--${name} takes a positive duration such as 5000 (milliseconds), 5s or 2m; got "${value}"`);
  return Math.round(ms);
}

export function parseDiffArgs(argv: string[]): DiffArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        adapter: { type: 'string' },
        against: { type: 'string' },
        profile: { type: 'string' },
        runs: { type: 'string' },
        requests: { type: 'string' },
        seed: { type: 'string' },
        timeout: { type: 'string' },
        'shrink-time': { type: 'string' },
        json: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    // node's words name the flag; ours say where to look.
    throw new DiffUsageError(`${(err as Error).message.split('\n')[0]} (see fw-conformance diff --help)`);
  }
  const str = (name: string) => values[name] as string | undefined;
  const help = values.help === true;
  const against = str('against');
  if (!help && !against) throw new DiffUsageError('diff needs --against <name|path>: what the adapter is compared with, e.g. --against express@5');
  const profile = str('profile');
  if (profile !== undefined && (!(GENERATIONS as readonly string[]).includes(profile) || profile === '3.x')) {
    throw new DiffUsageError(`diff generates apps for 4.x or 5.x; --profile "${profile}" is not one of them`);
  }
  const seed = str('seed');
  if (seed !== undefined && !/^-?\d+$/.test(seed)) throw new DiffUsageError(`--seed takes a whole number, got "${seed}"`);
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
    json: str('json'),
    quiet: values.quiet === true,
  };
}
