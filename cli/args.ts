// Command-line parsing: strict, so a mistyped flag stops the run with exit code 2.
import { parseArgs } from 'node:util';
import parseTagExpression from '@cucumber/tag-expressions';
import * as os from 'node:os';
import { GENERATIONS, type Generation } from '../adapters/contract';
import { parseReportTarget, reportFormats, type ReportTarget } from '../conformance-report/src/formats';
import { DEFAULT_NUM_RUNS } from '../features/support/run-config';

export class UsageError extends Error {}

export const USAGE = `Usage:
  fw-conformance [run] [options]        run the suite against an adapter
  fw-conformance list-adapters          list the bundled adapters
  fw-conformance coverage [--profile P] [--json]
                                        spec rows of a profile and the checks covering each
  fw-conformance report [--html F] [--markdown F] [--report fmt:F] [--baseline B] results.json...
                                        reports from saved JSON results; several files show
                                        side by side (html, markdown)

Options of run:
  --adapter <name|path>   bundled adapter (reference, express@3, express@4, express@5) or a
                          module path, JS or TS, ESM or CommonJS       (default: reference)
  --profile <3.x|4.x|5.x> generation profile to check                  (default: 5.x)
  --version <x.y.z>       adapter's version, for rows available from a later minor (@since)
  --tags <expression>     Cucumber tag expression, e.g. '@res and not @slow'
  --name <regexp>         only scenarios whose name matches (repeatable)
  --report <fmt>:<path>   write a report: json, junit, markdown, html (repeatable);
                          markdown:$GITHUB_STEP_SUMMARY publishes the summary on GitHub
  --baseline <file>       fail only on regressions against this baseline (checks that passed
                          in it, or are new, and fail now); report improvements to accept
  --write-baseline <file> record this run's failures as the expected ones, and exit 0
  --parallel <n>          worker processes (default: number of CPUs, at most 4; 1 = none)
  --timeout <ms>          per-check time limit for a response (default: 5000)
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
  version?: string;
  tags?: string;
  names: string[];
  reports: ReportTarget[];
  parallel: number;
  timeoutMs: number;
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

export function parseCommandLine(argv: string[]): Args {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        adapter: { type: 'string' },
        profile: { type: 'string' },
        version: { type: 'string' },
        tags: { type: 'string' },
        name: { type: 'string', multiple: true },
        report: { type: 'string', multiple: true },
        parallel: { type: 'string' },
        timeout: { type: 'string' },
        seed: { type: 'string' },
        'num-runs': { type: 'string' },
        quiet: { type: 'boolean' },
        json: { type: 'boolean' },
        baseline: { type: 'string' },
        'write-baseline': { type: 'string' },
        html: { type: 'string', multiple: true },
        markdown: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
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
  if (values.version !== undefined && !/^\d+(\.\d+){0,2}$/.test(values.version)) {
    throw new UsageError(`--version takes a version such as 4.16.0, got "${values.version}"`);
  }
  if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) throw new UsageError(`--seed takes a whole number, got "${values.seed}"`);
  return {
    command: 'run',
    adapter: values.adapter ?? 'reference',
    profile: profileOf(values.profile),
    version: values.version,
    tags: tagExpression(values.tags),
    names: (values.name ?? []).map(nameFilter),
    reports,
    parallel: positiveInt('parallel', values.parallel, Math.min(4, Math.max(1, os.availableParallelism()))),
    timeoutMs: positiveInt('timeout', values.timeout, 5000),
    seed: values.seed === undefined ? undefined : Number(values.seed),
    numRuns: positiveInt('num-runs', values['num-runs'], DEFAULT_NUM_RUNS),
    quiet: values.quiet ?? false,
    baseline: values.baseline,
    writeBaseline: values['write-baseline'],
  };
}
