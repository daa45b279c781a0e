// Command-line parsing: strict, so a mistyped flag stops the run with exit code 2.
import parseTagExpression from '@cucumber/tag-expressions';
import * as os from 'node:os';
import { GENERATIONS, type Generation } from '../adapters/contract';
import { parseReportTarget, reportFormats, type ReportTarget } from '../conformance-report/src/formats';
import { DEFAULT_BOUNDS } from '../run-protocol/bounds';
import { interfaceVersionProblem } from '../run-protocol/versions';
import { DEFAULT_NUM_RUNS } from '../run-protocol/run-config';

export class UsageError extends Error {}

export const USAGE = `Usage:
  fw-conformance [run] [options]        run the suite against an adapter
  fw-conformance list-adapters          list the bundled adapters
  fw-conformance diff --against <a> [--adapter <b>] [options]
                                        differential mode: generated apps and requests on
                                        both adapters, differences shrunk (diff --help)
  fw-conformance coverage [--profile P] [--json]
                                        spec rows of a profile and the checks covering each
  fw-conformance report [--html F] [--markdown F] [--report fmt:F] [--baseline B] results.json...
                                        reports from saved JSON results; several files show
                                        side by side (html, markdown)

Options of run:
  --adapter <name|path>   bundled adapter (reference, express@3, express@4, express@5) or a
                          module path, JS or TS, ESM or CommonJS       (default: reference)
  --profile <3.x|4.x|5.x> generation profile to check                  (default: 5.x)
  --interface-version <x.y.z>
                          the Express interface version the framework claims (4.17.1): checks
                          of behaviour from a later minor (@since) are not applicable. Over the
                          adapter's interfaceVersion; absent, every check applies
  --tags <expression>     Cucumber tag expression, e.g. '@res and not @slow'
  --name <regexp>         only scenarios whose name matches (repeatable)
  --report <fmt>:<path>   write a report: json, junit, markdown, html (repeatable);
                          markdown:$GITHUB_STEP_SUMMARY publishes the summary on GitHub
  --baseline <file>       fail only on regressions against this baseline (checks that passed
                          in it, or are new, and fail now); report improvements to accept
  --write-baseline <file> record this run's failures as the expected ones, and exit 0
  --parallel <n>          worker processes (default: number of CPUs, at most 4; 1 = none)
  --timeout <duration>    bound of each wait on the framework: a response, serve(), the app
                          code, its event loop answering (default: 5s; 5000 = ms, 5s, 2m)
  --check-timeout <dur>   bound of one check, all its requests together (default: 60s)
  --run-timeout <dur>     bound of the whole run: checks not started by then fail as not run
                          (default: 30m)
  --seed <n>              fast-check seed, to replay a property failure
  --num-runs <n>          fast-check runs per property (default: ${DEFAULT_NUM_RUNS}); a property
                          that needs more runs than others scales this number
  --quiet                 print only the summary
  -h, --help              show this help

Exit codes: 0 every applicable check passed (with --baseline: no regression), 1 some check
failed (with --baseline: a regression), 2 the run could not be made.`;

export interface RunArgs {
  command: 'run';
  adapter: string;
  profile: Generation;
  interfaceVersion?: string;
  tags?: string;
  names: string[];
  reports: ReportTarget[];
  parallel: number;
  timeoutMs: number;
  checkTimeoutMs: number;
  runTimeoutMs: number;
  seed?: number;
  numRuns: number;
  quiet: boolean;
  baseline?: string;
  writeBaseline?: string;
}
export interface ReportArgs {
  command: 'report';
  files: string[];
  reports: ReportTarget[];
  baseline?: string;
}
export type Args =
  | RunArgs
  | ReportArgs
  | { command: 'help' }
  | { command: 'list-adapters' }
  | { command: 'coverage'; profile: Generation; json: boolean };

function profileOf(value: string | undefined): Generation {
  const p = value ?? '5.x';
  if (!(GENERATIONS as readonly string[]).includes(p)) {
    throw new UsageError(`unknown profile "${p}"; use one of ${GENERATIONS.join(', ')}`);
  }
  return p as Generation;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--${name} takes a positive whole number, got "${value}"`);
  return Number(value);
}

/** Checked here so a typo is a usage error, not a suite error from deep inside Cucumber. */
function tagExpression(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    parseTagExpression(value);
  } catch (err) {
    throw new UsageError(`--tags "${value}" is not a tag expression (${(err as Error).message}); e.g. '@res and not @slow'`);
  }
  return value;
}

function nameFilter(value: string): string {
  try {
    new RegExp(value);
  } catch (err) {
    throw new UsageError(`--name "${value}" is not a regular expression: ${(err as Error).message}`);
  }
  return value;
}

const OPTIONS = {
  adapter: { type: 'string' },
  profile: { type: 'string' },
  'interface-version': { type: 'string' },
  tags: { type: 'string' },
  name: { type: 'string', multiple: true },
  report: { type: 'string', multiple: true },
  parallel: { type: 'string' },
  timeout: { type: 'string' },
  'check-timeout': { type: 'string' },
  'run-timeout': { type: 'string' },
  seed: { type: 'string' },
  'num-runs': { type: 'string' },
  quiet: { type: 'boolean' },
  json: { type: 'boolean' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  html: { type: 'string', multiple: true },
  markdown: { type: 'string', multiple: true },
  help: { type: 'boolean' },
} as const;
type OptionName = keyof typeof OPTIONS;
type Values = { -readonly [K in OptionName]?: (typeof OPTIONS)[K] extends { type: 'boolean' } ? boolean : (typeof OPTIONS)[K] extends { multiple: true } ? string[] : string };

/** Flags that were renamed: the old name stops with the new one, never silently. */
const RENAMED: Record<string, string> = {
  version:
    '--version was renamed --interface-version: it is the Express interface version the framework claims (such as 4.17.1), not the framework\'s own version',
};

/**
 * Reads `--name value`, `--name=value` and boolean flags. A value may start with '-'
 * (`--timeout -1` is then refused for what it is, a negative time).
 */
function readOptions(argv: string[]): { values: Values; positionals: string[] } {
  const values: Record<string, unknown> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      values.help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option "${arg}"; options are written --name (see --help)`);
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq > 0 ? eq : undefined);
    if (RENAMED[name]) throw new UsageError(RENAMED[name]);
    const option = (OPTIONS as Record<string, { type: string; multiple?: boolean }>)[name];
    if (!option) {
      const near = Object.keys(OPTIONS).filter((o) => o.startsWith(name.slice(0, 3)));
      throw new UsageError(`unknown option "--${name}"${near.length ? `; did you mean ${near.map((n) => '--' + n).join(' or ')}?` : ''} (see --help)`);
    }
    if (option.type === 'boolean') {
      if (eq > 0) throw new UsageError(`--${name} takes no value`);
      values[name] = true;
      continue;
    }
    let value: string;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
      value = argv[++i];
    }
    if (option.multiple) ((values[name] ??= []) as string[]).push(value);
    else if (values[name] !== undefined) throw new UsageError(`--${name} is given twice`);
    else values[name] = value;
  }
  return { values: values as Values, positionals };
}

/** A duration: milliseconds (5000), or with a unit (500ms, 5s, 2m). */
function duration(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  const ms = m ? Number(m[1]) * (m[2] === 's' ? 1000 : m[2] === 'm' ? 60_000 : 1) : NaN;
  if (!m || !(ms >= 1)) throw new UsageError(`--${name} takes a positive duration such as 5000 (milliseconds), 5s or 2m; got "${value}"`);
  return Math.round(ms);
}

export function parseCommandLine(argv: string[]): Args {
  const parsed = readOptions(argv);
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  const command = positionals[0] ?? 'run';
  let reports: ReportTarget[];
  try {
    reports = [
      ...(values.report ?? []).map(parseReportTarget),
      ...(values.html ?? []).map((file) => ({ format: 'html', file })),
      ...(values.markdown ?? []).map((file) => ({ format: 'markdown', file })),
    ];
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (command === 'report') {
    const files = positionals.slice(1);
    if (!files.length) throw new UsageError('report takes one or more results files (JSON written by --report json:<path>)');
    if (!reports.length) throw new UsageError('report needs an output: --html <file>, --markdown <file> or --report <format>:<file>');
    if (values.baseline !== undefined && files.length > 1) throw new UsageError('--baseline compares one results file, not several');
    const single = reports.find((r) => !reportFormats[r.format].multi);
    if (single && files.length > 1) throw new UsageError(`the ${single.format} format holds one run; for ${files.length} side by side use --html or --markdown`);
    return { command, files, reports, baseline: values.baseline };
  }
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  if (command === 'list-adapters') return { command };
  if (command === 'coverage') return { command, profile: profileOf(values.profile), json: values.json ?? false };
  if (command !== 'run') throw new UsageError(`unknown command "${command}"; use run, report, list-adapters or coverage`);
  if (values.baseline !== undefined && values['write-baseline'] !== undefined) {
    throw new UsageError('give --baseline (gate on it) or --write-baseline (record it), not both');
  }
  const interfaceVersion = values['interface-version'];
  if (interfaceVersion !== undefined) {
    const problem = interfaceVersionProblem(interfaceVersion, profileOf(values.profile));
    if (problem) throw new UsageError(`--interface-version: ${problem}`);
  }
  if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) throw new UsageError(`--seed takes a whole number, got "${values.seed}"`);
  return {
    command: 'run',
    adapter: values.adapter ?? 'reference',
    profile: profileOf(values.profile),
    interfaceVersion,
    tags: tagExpression(values.tags),
    names: (values.name ?? []).map(nameFilter),
    reports,
    parallel: positiveInt('parallel', values.parallel, Math.min(4, Math.max(1, os.availableParallelism()))),
    timeoutMs: duration('timeout', values.timeout, DEFAULT_BOUNDS.timeoutMs),
    checkTimeoutMs: duration('check-timeout', values['check-timeout'], DEFAULT_BOUNDS.checkTimeoutMs),
    runTimeoutMs: duration('run-timeout', values['run-timeout'], DEFAULT_BOUNDS.runTimeoutMs),
    seed: values.seed === undefined ? undefined : Number(values.seed),
    numRuns: positiveInt('num-runs', values['num-runs'], DEFAULT_NUM_RUNS),
    quiet: values.quiet ?? false,
    baseline: values.baseline,
    writeBaseline: values['write-baseline'],
  };
}
