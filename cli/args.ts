// Command-line parsing: strict, so a mistyped flag stops the run with exit code 2.
import parseTagExpression from '@cucumber/tag-expressions';
import * as os from 'node:os';
import { GENERATIONS, type Generation } from '../adapters/generations';
import { DEFAULT_MAX_MEMORY_MIB } from '../adapters/framework-bounds';
import { parseReportTarget, REPORT_FORMATS, type ReportTarget } from '../conformance-report/src/report-target';
import { DEFAULT_BOUNDS } from '../run-protocol/bounds';
import { interfaceVersionProblem } from '../run-protocol/versions';
import { DEFAULT_NUM_RUNS } from '../run-protocol/property-runs';
import { parseShard, type Shard } from '../runner/shard';
import { DEFAULT_BAIL_AFTER_TIMEOUTS } from '../runner/early-stop';

export class UsageError extends Error {}

export const USAGE = `Usage:
  fw-conformance [run] [options]        run the suite against an adapter
  fw-conformance list [--profile P] [--tags T] [--name R] [--json]
                                        the checks of a profile: id, spec rows, tags,
                                        generations, file:line
  fw-conformance show <id|file:line> --adapter A [--profile P]
                                        run one check and print the scenario, the request
                                        on the wire, the response and the framework's output
  fw-conformance init [--profile P] [--serve] [--matrix]
                                        write an adapter skeleton for this project and a
                                        GitHub Actions workflow (--matrix: on node, bun and
                                        deno, 3 shards each, merged); print the command to run
  fw-conformance list-adapters          list the bundled adapters
  fw-conformance diff --against <a> [--adapter <b>] [options]
                                        differential mode: generated apps and requests on
                                        both adapters, differences shrunk (diff --help)
  fw-conformance coverage [--profile P] [--json]
                                        spec rows of a profile and the checks covering each
  fw-conformance merge results.json... [--report fmt:F] [--baseline B]
                                        one verdict from the results of the shards of a run
                                        (--shard i/n): every shard once, or exit 2 naming
                                        the missing or repeated one; exits as the run would
  fw-conformance compare <before.json> <after.json> [--markdown F]
                                        the checks whose verdict moved between two runs (a
                                        pull request's base and head), by spec row; exit 1
                                        when one that passed fails or is not implemented now
  fw-conformance report [--html F] [--markdown F] [--report fmt:F] [--baseline B] results.json...
                                        reports from saved JSON results; several files show
                                        side by side (html, markdown)

Options of run:
  --adapter <name|path>   bundled adapter (reference, express@3, express@4, express@5, or a
                          release such as express@4.16: your project's express when its
                          version matches, else an alias such as express4) or a module path,
                          JS or TS, ESM or CommonJS                    (default: reference)
  --profile <3.x|4.x|5.x> generation profile to check       (default: the adapter's generation;
                          5.x for the reference and a module exporting only the function)
  --interface-version <x.y.z>
                          the Express interface version the framework claims (4.17.1): checks
                          of behaviour from a later minor (@since) are not applicable. Over the
                          adapter's interfaceVersion; absent, every check applies
  --runtime <name|path>   what the framework process (adapter, app code, server) runs on:
                          node (default: the CLI's own), bun, deno (on PATH or in
                          node_modules), or the path of a node, bun or deno executable; the
                          checks stay on the CLI's Node
  --tags <expression>     Cucumber tag expression, e.g. '@res and not @slow'
  --name <regexp>         only scenarios whose name matches (repeatable)
  --id <check id>         only this check, its id exactly as printed (repeatable)
  --check <file>[:<line>] only the check at this line of a feature file, or all the
                          checks of the file (repeatable)
  --shard <i>/<n>         only the i-th of n shares of the selected checks, for a run split
                          over CI runners (the same shares on every machine; balanced by the
                          checks' usual cost); join the shards' JSON with fw-conformance merge
  --report <fmt>:<path>   write a report: json, junit, markdown, html, badge (repeatable);
                          markdown:$GITHUB_STEP_SUMMARY publishes the summary on GitHub;
                          badge writes a shields.io endpoint JSON ("fw 5.x | 2090/2090")
  --baseline <file>       fail only on regressions against this baseline (checks that passed
                          in it, or are new, and fail now); report improvements to accept
  --update-baseline <file>
                          as --baseline, then rewrite the file: expected failures that pass
                          now are dropped (reasons and links of the others are kept)
  --write-baseline <file> record this run's failures as the expected ones, and exit 0
  --parallel <n>          worker processes (default: number of CPUs, at most 4; 1 = none;
                          a run of few checks uses fewer: one per 40 checks)
  --timeout <duration>    bound of each wait on the framework: a response, serve(), the app
                          code, its event loop answering (default: 5s; 5000 = ms, 5s, 2m)
  --check-timeout <dur>   bound of one check, all its requests together (default: 60s); like
                          --timeout it counts the time the machine gave the framework (up to
                          3 times as long on a starved machine)
  --run-timeout <dur>     bound of the whole run: checks not started by then fail as not run
                          (default: 30m)
  --max-memory <MiB>      bound of the framework process's memory: its heap and its resident
                          size; past it, the check fails with the figure (default: ${DEFAULT_MAX_MEMORY_MIB})
  --max-failures <n>      stop after n failed checks: the rest fail as not run, saying why
  --bail-after-timeouts <k>
                          stop when the framework has not answered in k checks in a row
                          (each ended by a bound such as --timeout): the rest fail as not
                          run (default: ${DEFAULT_BAIL_AFTER_TIMEOUTS}; 0: never stop)
  --retries <n>           run a failed check again, up to n times (default: 0); one that
                          passes then is flaky: counted apart, each failure shown
  --fail-on-flaky         a flaky check fails the gate (exit 1); by default it does not
  --last-failed [<file>]  rerun the checks that failed, were not implemented or were flaky in
                          a run's JSON results (default: the last run from this directory,
                          its JSON report or the results it kept in .fw-conformance/), with
                          its adapter and profile (--adapter, --profile override them)
  --coverage [<dir>]      V8 coverage of the framework (every framework process and thread,
                          those replaced after a crash too), per check: <dir>/lcov.info,
                          <dir>/coverage.json (each line of each of the framework's files
                          with the checks that reached it), <dir>/index.html (the lines each
                          spec row's checks ran, the lines no check reached; so does the
                          run's --report html)
                          (default dir: .fw-conformance/coverage; Node only)
  --related <file>        run only the checks whose last --coverage reached this file of the
                          framework, and the checks new since (repeatable)
  --changed [<ref>]       as --related, for the files \`git diff --name-only <ref>\` names
                          (default ref: HEAD, the edits not committed yet)
  --watch                 run, then rerun when a file of the framework changes (the adapter's
                          package directory, or --watch-path), printing only the checks that
                          flipped; Ctrl-C stops. With --coverage, a pass after an edit reruns
                          only the checks whose coverage reached the edited files
  --watch-path <path>     a file or directory to watch instead (repeatable)
  --seed <n>              fast-check seed, to replay a property failure
  --num-runs <n>          fast-check runs per property (default: ${DEFAULT_NUM_RUNS}); a property
                          that needs more runs than others scales this number
  --verbose               print each failed check whole: scenario, request, response, output
  --security              print each advisory the @security checks stand for, with its verdict
                          (else one line; the table is in the html, markdown and json reports)
  --quiet                 print only the summary
  -h, --help              show this help

Exit codes: 0 every applicable check passed (with --baseline: no regression), 1 some check
failed (with --baseline: a regression), 2 the run could not be made.`;

export interface RunArgs {
  command: 'run';
  adapter: string;
  /** --profile; absent: the adapter's generation (cli/profile.ts chooses it). */
  profile?: Generation;
  interfaceVersion?: string;
  tags?: string;
  names: string[];
  /** --id, exact check ids. */
  ids: string[];
  /** --check, <feature file>[:<line>]. */
  checks: string[];
  /** --runtime: what the framework process runs on (resolved by the run). */
  runtime?: string;
  /** --shard i/n: run only this share of the selected checks. */
  shard?: Shard;
  reports: ReportTarget[];
  parallel: number;
  timeoutMs: number;
  checkTimeoutMs: number;
  runTimeoutMs: number;
  /** --max-memory, in MiB. */
  maxMemoryMib: number;
  seed?: number;
  numRuns: number;
  quiet: boolean;
  /** Print failed checks whole (--verbose). */
  verbose: boolean;
  /** Print each advisory in the summary (--security), not one line. */
  security: boolean;
  /** `show`: print the selected check whole, whatever its status, and nothing else but one line. */
  show: boolean;
  baseline?: string;
  /** --update-baseline: gate on this file, then rewrite it. */
  updateBaseline?: string;
  writeBaseline?: string;
  /** --max-failures: stop after this many failed checks. */
  maxFailures?: number;
  /** --bail-after-timeouts: stop when the framework did not answer in this many checks in a row; 0: never. */
  bailAfterTimeouts: number;
  /** --retries: run a failed check again up to this many times; one that passes then is flaky. */
  retries: number;
  /** --fail-on-flaky: a flaky check fails the gate. */
  failOnFlaky: boolean;
  /** The author's loop (cli/last-failed.ts, cli/watch.ts). --last-failed: its file, if given, and which of adapter and profile the command line set. */
  lastFailed?: { file?: string; adapterGiven: boolean; profileGiven: boolean };
  watch: boolean;
  watchPaths: string[];
  /** --coverage: the directory the framework's code coverage is written to (cli/code-coverage.ts). */
  coverage?: string;
  /** --related files, --changed's ref: run only the checks the last coverage says reach them. */
  related?: { files: string[] } | { ref: string };
}
/** A run's arguments once its profile is chosen (cli/profile.ts). */
export type ProfiledRunArgs = RunArgs & { profile: Generation };

export interface ReportArgs {
  command: 'report';
  files: string[];
  reports: ReportTarget[];
  baseline?: string;
}
export interface MergeArgs {
  command: 'merge';
  files: string[];
  reports: ReportTarget[];
  baseline?: string;
}
export interface ListArgs {
  command: 'list';
  profile: Generation;
  tags?: string;
  /** --name: the checks whose name matches one of these (as a run's --name). */
  names: string[];
  json: boolean;
}
export interface InitArgs {
  command: 'init';
  profile: Generation;
  serve: boolean;
  /** The workflow runs a matrix of runtimes and shards, merged per runtime. */
  matrix: boolean;
}
export interface CompareArgs {
  command: 'compare';
  before: string;
  after: string;
  /** --markdown files the comparison is written to. */
  markdown: string[];
}
export type Args =
  | RunArgs
  | CompareArgs
  | ReportArgs
  | MergeArgs
  | ListArgs
  | InitArgs
  | { command: 'help' }
  | { command: 'list-adapters' }
  | { command: 'coverage'; profile: Generation; json: boolean };

/** The profile of a command that has no adapter to ask (list, coverage, init), and of the reference. */
export const DEFAULT_PROFILE: Generation = '5.x';

function profileOf(value: string | undefined): Generation {
  const p = value ?? DEFAULT_PROFILE;
  if (!(GENERATIONS as readonly string[]).includes(p)) {
    throw new UsageError(`unknown profile "${p}"; use one of ${GENERATIONS.join(', ')}`);
  }
  return p as Generation;
}

export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--${name} takes a positive whole number, got "${value}"`);
  return Number(value);
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} takes a whole number (0 or more), got "${value}"`);
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
    throw new UsageError(`--name "${value}" is not a regular expression: ${(err as Error).message}; to run one check by its printed id, use --id`);
  }
  return value;
}

function shardOption(value: string): Shard {
  try {
    return parseShard(value);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function checkSelector(value: string): string {
  if (!/^.+\.feature(?::\d+)?$/.test(value)) throw new UsageError(`--check takes <feature file>[:<line>], e.g. features/response/res.send.feature:12; got "${value}"`);
  return value;
}

const OPTIONS = {
  adapter: { type: 'string' },
  profile: { type: 'string' },
  'interface-version': { type: 'string' },
  tags: { type: 'string' },
  name: { type: 'string', multiple: true },
  id: { type: 'string', multiple: true },
  check: { type: 'string', multiple: true },
  shard: { type: 'string' },
  runtime: { type: 'string' },
  report: { type: 'string', multiple: true },
  parallel: { type: 'string' },
  timeout: { type: 'string' },
  'check-timeout': { type: 'string' },
  'run-timeout': { type: 'string' },
  'max-memory': { type: 'string' },
  seed: { type: 'string' },
  'num-runs': { type: 'string' },
  quiet: { type: 'boolean' },
  verbose: { type: 'boolean' },
  security: { type: 'boolean' },
  json: { type: 'boolean' },
  serve: { type: 'boolean' },
  matrix: { type: 'boolean' },
  baseline: { type: 'string' },
  'write-baseline': { type: 'string' },
  'update-baseline': { type: 'string' },
  'max-failures': { type: 'string' },
  'bail-after-timeouts': { type: 'string' },
  retries: { type: 'string' },
  'fail-on-flaky': { type: 'boolean' },
  html: { type: 'string', multiple: true },
  markdown: { type: 'string', multiple: true },
  help: { type: 'boolean' },
  // the author's loop
  'last-failed': { type: 'optional' },
  watch: { type: 'boolean' },
  'watch-path': { type: 'string', multiple: true },
  coverage: { type: 'optional' },
  related: { type: 'string', multiple: true },
  changed: { type: 'optional' },
} as const;
type OptionName = keyof typeof OPTIONS;
/** Option names and their kinds: a command with options of its own (diff) passes its table to readOptions. */
/** `optional`: a value when the next argument is not an option (`--last-failed` or `--last-failed r.json`); '' without one. */
export type OptionTable = Readonly<Record<string, { readonly type: 'string' | 'boolean' | 'optional'; readonly multiple?: boolean }>>;
type Values = { -readonly [K in OptionName]?: (typeof OPTIONS)[K] extends { type: 'boolean' } ? boolean : (typeof OPTIONS)[K] extends { multiple: true } ? string[] : string };

const RUN_OPTIONS: OptionName[] = [
  'adapter', 'profile', 'interface-version', 'runtime', 'tags', 'name', 'id', 'check', 'shard', 'report', 'html', 'markdown', 'parallel', 'timeout',
  'check-timeout', 'run-timeout', 'seed', 'num-runs', 'quiet', 'verbose', 'security', 'baseline', 'write-baseline', 'update-baseline',
  'max-memory',
  'max-failures', 'bail-after-timeouts',
  'retries', 'fail-on-flaky',
  'last-failed', 'watch', 'watch-path',
  'coverage', 'related', 'changed',
];
/** The options each command takes: any other is refused by name, never ignored. */
export const COMMAND_OPTIONS: Record<string, OptionName[]> = {
  run: RUN_OPTIONS,
  show: ['adapter', 'profile', 'interface-version', 'runtime', 'timeout', 'check-timeout', 'seed', 'num-runs', 'report', 'max-memory'],
  list: ['profile', 'tags', 'name', 'json'],
  init: ['profile', 'serve', 'matrix'],
  'list-adapters': [],
  coverage: ['profile', 'json'],
  report: ['html', 'markdown', 'report', 'baseline'],
  merge: ['html', 'markdown', 'report', 'baseline'],
  compare: ['markdown'],
};
export const COMMANDS = Object.keys(COMMAND_OPTIONS);

/** Flags that were renamed: the old name stops with the new one, never silently. */
const RENAMED: Record<string, string> = {
  version:
    '--version was renamed --interface-version: it is the Express interface version the framework claims (such as 4.17.1), not the framework\'s own version',
};

/** The closest names (edit distance at most 2, or a shared start): "did you mean". */
function nearest(name: string, names: string[]): string[] {
  const distance = (a: string, b: string): number => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    return d[a.length][b.length];
  };
  return names.filter((n) => distance(name, n) <= 2 || (name.length >= 3 && n.startsWith(name.slice(0, 3))));
}

/**
 * Reads `--name value`, `--name=value` and boolean flags, those the command takes. A value
 * may start with '-' (`--timeout -1` is then refused for what it is, a negative time).
 */
export function readOptions(
  argv: string[],
  command: string,
  takes: string[] = COMMAND_OPTIONS[command] ?? [],
  table: OptionTable = OPTIONS,
): { values: Values; positionals: string[] } {
  const allowed = [...takes, 'help'];
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
    const option = table[name];
    if (!option) {
      const near = nearest(name, allowed);
      throw new UsageError(`unknown option "--${name}"${near.length ? `; did you mean ${near.map((n) => '--' + n).join(' or ')}?` : ''} (see --help)`);
    }
    if (!allowed.includes(name)) {
      const list = takes.map((o) => '--' + o).join(' ');
      throw new UsageError(`--${name} does not apply to ${command}${list ? ` (it takes ${list})` : ' (it takes no option)'}`);
    }
    if (option.type === 'boolean') {
      if (eq > 0) throw new UsageError(`--${name} takes no value`);
      values[name] = true;
      continue;
    }
    let value: string;
    if (eq > 0) value = arg.slice(eq + 1);
    else if (option.type === 'optional') {
      if (values[name] !== undefined) throw new UsageError(`--${name} is given twice`);
      values[name] = i + 1 < argv.length && !argv[i + 1].startsWith('-') ? argv[++i] : '';
      continue;
    } else {
      if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
      value = argv[++i];
      // `--adapter --profile 5.x` would take "--profile" as the adapter: a forgotten value.
      if (/^--[a-z]/.test(value)) {
        throw new UsageError(`--${name} needs a value, but the next argument is the option "${value}"; if "${value}" is the value, write --${name}=${value}`);
      }
    }
    if (value === '') throw new UsageError(`--${name} needs a value, got an empty one`);
    if (option.multiple) ((values[name] ??= []) as string[]).push(value);
    else if (values[name] !== undefined) throw new UsageError(`--${name} is given twice`);
    else values[name] = value;
  }
  return { values: values as Values, positionals };
}

/** A duration: milliseconds (5000), or with a unit (500ms, 5s, 2m). */
export function duration(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  const ms = m ? Number(m[1]) * (m[2] === 's' ? 1000 : m[2] === 'm' ? 60_000 : 1) : NaN;
  if (!m || !(ms >= 1)) throw new UsageError(`--${name} takes a positive duration such as 5000 (milliseconds), 5s or 2m; got "${value}"`);
  return Math.round(ms);
}

function reportTargets(values: Values): ReportTarget[] {
  try {
    return [
      ...(values.report ?? []).map(parseReportTarget),
      ...(values.html ?? []).map((file) => ({ format: 'html', file })),
      ...(values.markdown ?? []).map((file) => ({ format: 'markdown', file })),
    ];
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/**
 * The reports a command line asks for, read leniently (what cannot be read is left out): a
 * run that stops at a usage error still writes them, saying why.
 */
export function requestedReports(argv: string[]): ReportTarget[] {
  const targets: ReportTarget[] = [];
  for (let i = 0; i < argv.length; i++) {
    const m = /^--(report|html|markdown)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    const value = m[2] ?? argv[i + 1];
    if (m[2] === undefined) i++;
    if (!value || value.startsWith('--')) continue;
    if (m[1] !== 'report') targets.push({ format: m[1], file: value });
    else {
      try {
        targets.push(parseReportTarget(value));
      } catch {
        // (a malformed --report is the usage error itself)
      }
    }
  }
  return targets;
}

/** The value of a string option, read leniently (for the reports of a run that did not start). */
export function optionValue(argv: string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
    if (argv[i] === `--${name}` && argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) return argv[i + 1];
  }
  return undefined;
}

function noPositional(command: string, positionals: string[]): void {
  if (!positionals.length) return;
  const hint = COMMANDS.includes(positionals[0]) ? `; a command comes first: fw-conformance ${positionals[0]} ...` : '';
  throw new UsageError(`unexpected argument "${positionals[0]}" to ${command}${hint}`);
}

/** The command is the first argument, when it is not an option; else it is run. */
export function commandOf(argv: string[]): { command: string; rest: string[] } {
  const first = argv[0];
  if (first === undefined || first.startsWith('-')) return { command: 'run', rest: argv };
  return { command: first, rest: argv.slice(1) };
}

export function parseCommandLine(argv: string[]): Args {
  const { command, rest } = commandOf(argv);
  if (!COMMAND_OPTIONS[command]) {
    const near = nearest(command, COMMANDS);
    throw new UsageError(
      `unknown command "${command}"${near.length ? `; did you mean ${near.join(' or ')}?` : ''}; commands: ${COMMANDS.join(', ')} ` +
        `(an adapter is given with --adapter ${command})`,
    );
  }
  const { values, positionals } = readOptions(rest, command);
  if (values.help) return { command: 'help' };
  const reports = reportTargets(values);
  switch (command) {
    case 'report': {
      const files = positionals;
      if (!files.length) throw new UsageError('report takes one or more results files (JSON written by --report json:<path>)');
      if (!reports.length) throw new UsageError('report needs an output: --html <file>, --markdown <file> or --report <format>:<file>');
      if (values.baseline !== undefined && files.length > 1) throw new UsageError('--baseline compares one results file, not several');
      const single = reports.find((r) => !REPORT_FORMATS[r.format as keyof typeof REPORT_FORMATS].multi);
      if (single && files.length > 1) throw new UsageError(`the ${single.format} format holds one run; for ${files.length} side by side use --html or --markdown`);
      return { command, files, reports, baseline: values.baseline };
    }
    case 'merge': {
      if (!positionals.length) throw new UsageError('merge takes the JSON results of every shard of a run (--shard i/n ... --report json:<path>)');
      return { command, files: positionals, reports, baseline: values.baseline };
    }
    case 'compare': {
      if (positionals.length !== 2) throw new UsageError(`compare takes two results files, before and after (JSON written by --report json:<path>); got ${positionals.length}`);
      return { command, before: positionals[0], after: positionals[1], markdown: values.markdown ?? [] };
    }
    case 'list-adapters':
      noPositional(command, positionals);
      return { command };
    case 'coverage':
      noPositional(command, positionals);
      return { command, profile: profileOf(values.profile), json: values.json ?? false };
    case 'list':
      noPositional(command, positionals);
      return { command, profile: profileOf(values.profile), tags: tagExpression(values.tags), names: (values.name ?? []).map(nameFilter), json: values.json ?? false };
    case 'init':
      noPositional(command, positionals);
      return { command, profile: profileOf(values.profile), serve: values.serve ?? false, matrix: values.matrix ?? false };
    case 'show': {
      if (positionals.length !== 1) {
        throw new UsageError(
          positionals.length
            ? `show takes one check (got ${positionals.length}); quote an id that holds spaces: fw-conformance show 'features/x.feature::name' --adapter ./a.js`
            : 'show takes the check to run: its id as printed, or <feature file>:<line> (fw-conformance list prints both)',
        );
      }
      if (values.adapter === undefined) throw new UsageError('show needs --adapter: the framework to run the check on (e.g. --adapter ./my-adapter.js)');
      const [which] = positionals;
      const byLine = /^.+\.feature:\d+$/.test(which);
      return runArgs({ ...values, ...(byLine ? { check: [which] } : { id: [which] }) }, reports, { parallel: 1, show: true });
    }
    default:
      noPositional(command, positionals);
      return runArgs(values, reports);
  }
}

/** --last-failed, --watch, --watch-path: the author's loop. */
function loopArgs(values: Values): Pick<RunArgs, 'lastFailed' | 'watch' | 'watchPaths'> {
  const lastFailed = values['last-failed'];
  if (lastFailed !== undefined && (values.id || values.check)) throw new UsageError('--last-failed selects the checks itself: give it without --id and --check');
  if (values['watch-path'] && !values.watch) throw new UsageError('--watch-path is the path --watch watches: give --watch too');
  const gate = (['write-baseline', 'update-baseline', 'shard'] as const).find((o) => values[o] !== undefined);
  if (values.watch && gate) throw new UsageError(`--watch reruns the selection on every change: --${gate} does not go with it`);
  return {
    ...(lastFailed === undefined ? {} : { lastFailed: { ...(lastFailed ? { file: lastFailed } : {}), adapterGiven: values.adapter !== undefined, profileGiven: values.profile !== undefined } }),
    watch: values.watch ?? false,
    watchPaths: values['watch-path'] ?? [],
  };
}

/** The default directory of --coverage, where --related and --changed read it. */
export const DEFAULT_COVERAGE_DIR = '.fw-conformance/coverage';

/** --coverage, --related, --changed: the framework's code coverage, and the checks it selects. */
function coverageArgs(values: Values): Pick<RunArgs, 'coverage' | 'related'> {
  const related = values.related;
  const changed = values.changed;
  if (related && changed !== undefined) throw new UsageError('give --related <file> or --changed [<ref>], not both');
  const selecting = related ? '--related' : changed !== undefined ? '--changed' : undefined;
  if (selecting && (values.id || values.check || values['last-failed'] !== undefined)) {
    throw new UsageError(`${selecting} selects the checks itself: give it without --id, --check and --last-failed`);
  }
  if (selecting && values.watch) throw new UsageError(`${selecting} does not go with --watch: with --coverage, --watch reruns after each edit the checks whose coverage reached the edited files itself`);
  return {
    ...(values.coverage === undefined ? {} : { coverage: values.coverage || DEFAULT_COVERAGE_DIR }),
    ...(related ? { related: { files: related } } : changed !== undefined ? { related: { ref: changed || 'HEAD' } } : {}),
  };
}

function runArgs(values: Values, reports: ReportTarget[], fixed: Partial<RunArgs> = {}): RunArgs {
  const gates = (['baseline', 'update-baseline', 'write-baseline'] as const).filter((o) => values[o] !== undefined);
  if (gates.length > 1) {
    throw new UsageError(`give one of --baseline (gate on it), --update-baseline (gate, then drop what passes now) or --write-baseline (record it), not ${gates.map((g) => '--' + g).join(' and ')}`);
  }
  const interfaceVersion = values['interface-version'];
  if (interfaceVersion !== undefined) {
    // Without --profile the profile is the adapter's, known later (cli/profile.ts checks the
    // version against it then): here only a problem of the version itself, against its own major.
    const own = `${/^v?(\d+)\./.exec(interfaceVersion)?.[1]}.x`;
    const generation = values.profile !== undefined ? profileOf(values.profile) : (GENERATIONS as readonly string[]).includes(own) ? own : DEFAULT_PROFILE;
    const problem = interfaceVersionProblem(interfaceVersion, generation);
    if (problem) throw new UsageError(`--interface-version: ${problem}`);
  }
  if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) throw new UsageError(`--seed takes a whole number, got "${values.seed}"`);
  if (values.quiet && values.verbose) throw new UsageError('--quiet prints only the summary and --verbose prints each failed check whole: give one');
  return {
    command: 'run',
    adapter: values.adapter ?? 'reference',
    ...(values.profile === undefined ? {} : { profile: profileOf(values.profile) }),
    interfaceVersion,
    tags: tagExpression(values.tags),
    names: (values.name ?? []).map(nameFilter),
    ids: values.id ?? [],
    checks: (values.check ?? []).map(checkSelector),
    ...(values.shard === undefined ? {} : { shard: shardOption(values.shard) }),
    ...(values.runtime === undefined ? {} : { runtime: values.runtime }),
    reports,
    parallel: positiveInt('parallel', values.parallel, Math.min(4, Math.max(1, os.availableParallelism()))),
    timeoutMs: duration('timeout', values.timeout, DEFAULT_BOUNDS.timeoutMs),
    checkTimeoutMs: duration('check-timeout', values['check-timeout'], DEFAULT_BOUNDS.checkTimeoutMs),
    runTimeoutMs: duration('run-timeout', values['run-timeout'], DEFAULT_BOUNDS.runTimeoutMs),
    maxMemoryMib: positiveInt('max-memory', values['max-memory'], DEFAULT_MAX_MEMORY_MIB),
    seed: values.seed === undefined ? undefined : Number(values.seed),
    numRuns: positiveInt('num-runs', values['num-runs'], DEFAULT_NUM_RUNS),
    quiet: values.quiet ?? false,
    verbose: values.verbose ?? false,
    security: values.security ?? false,
    show: false,
    baseline: values.baseline ?? values['update-baseline'],
    updateBaseline: values['update-baseline'],
    writeBaseline: values['write-baseline'],
    maxFailures: values['max-failures'] === undefined ? undefined : positiveInt('max-failures', values['max-failures'], 0),
    bailAfterTimeouts: wholeNumber('bail-after-timeouts', values['bail-after-timeouts'], DEFAULT_BAIL_AFTER_TIMEOUTS),
    retries: wholeNumber('retries', values.retries, 0),
    failOnFlaky: values['fail-on-flaky'] ?? false,
    ...loopArgs(values),
    ...coverageArgs(values),
    ...fixed,
  };
}
