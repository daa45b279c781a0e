// The built CLI as the tests run it: in a process of its own, as CI and users run it, with its
// reports written to a scratch directory and read back (the JSON validated by the results
// schema). The one way a test runs the CLI: every test file that spawns it, and the mutation
// harness, go through runCli (or cli, for a test that reads the output).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../layout/package-root';
import { resultsSchema, type Results } from '../runner/results';
import { scaled } from './time-factor';

export const BIN = path.join(PACKAGE_ROOT, 'bin', 'fw-conformance.js');

const REPORT_FILES = { json: 'r.json', junit: 'r.xml', html: 'r.html', markdown: 'r.md' } as const;
export type ReportFormat = keyof typeof REPORT_FILES;

export interface CliOptions {
  /** Reports to ask for (default: the JSON one). */
  reports?: ReportFormat[];
  /** Working directory (default: the package root). */
  cwd?: string;
  /** The CLI to run (default: this package's bin/fw-conformance.js; another for an installed copy). */
  bin?: string;
  /** The command that starts the CLI, in place of node and `bin` (npx and a package, for the packed one). */
  command?: [string, ...string[]];
  /** The run is killed after this long, scaled by FW_CONFORMANCE_TIME_FACTOR (it must end in bounded time; default 240 s). */
  timeoutMs?: number;
  /** Variables added to the environment. */
  env?: Record<string, string>;
}

export interface CliRun {
  /** Exit code; null when killed at the timeout. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they arrived. */
  output: string;
  ms: number;
  /** Which of the asked-for reports were written (present and not empty). */
  written: Record<ReportFormat, boolean>;
  /** The JSON report, validated, if it was written. */
  results?: Results;
}

/** Runs the CLI with `args` plus `--report` for each asked-for format. Never rejects on an exit code. */
export function runCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-cli-'));
  const reports = options.reports ?? ['json'];
  const file = (format: ReportFormat) => path.join(dir, REPORT_FILES[format]);
  const reportArgs = reports.flatMap((f) => ['--report', `${f}:${file(f)}`]);
  const started = Date.now();
  return new Promise<CliRun>((resolve, reject) => {
    const [program, ...before] = options.command ?? [process.execPath, options.bin ?? BIN];
    const child = spawn(program, [...before, ...args, ...reportArgs], {
      cwd: options.cwd ?? PACKAGE_ROOT,
      env: { ...process.env, CI: 'true', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own: a run killed at the timeout takes its Cucumber workers and
      // framework processes with it.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
      output += c.toString();
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is gone already
      }
    }, scaled(options.timeoutMs ?? 240_000));
    child.once('error', (err) => {
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
      reject(err);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      try {
        const exists = (f: ReportFormat) => fs.existsSync(file(f)) && fs.statSync(file(f)).size > 0;
        const written = Object.fromEntries((Object.keys(REPORT_FILES) as ReportFormat[]).map((f) => [f, reports.includes(f) && exists(f)])) as Record<ReportFormat, boolean>;
        const results = written.json ? resultsSchema.parse(JSON.parse(fs.readFileSync(file('json'), 'utf8'))) : undefined;
        resolve({ code, stdout, stderr, output, ms: Date.now() - started, written, ...(results ? { results } : {}) });
      } catch (err) {
        reject(new Error(`fw-conformance ${args.join(' ')}: unreadable results (exit ${code}): ${(err as Error).message}\n${stderr.slice(-4000)}`));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** A run that was made (exit 0: every check passed, 1: some failed): its exit code and results. Rejects on anything else. */
export async function runChecks(args: string[], options: CliOptions = {}): Promise<{ code: 0 | 1; results: Results }> {
  const run = await runCli(args, options);
  if ((run.code !== 0 && run.code !== 1) || !run.results) {
    throw new Error(`fw-conformance ${args.join(' ')}: the run was not made (exit ${run.code}):\n${run.stderr.slice(-4000)}`);
  }
  return { code: run.code, results: run.results };
}

/** What a test reads of a run: the exit code and the output (`all`: stdout, then stderr). */
export interface CliText {
  code: number | null;
  out: string;
  err: string;
  all: string;
}

/** Runs the CLI for its output: no report asked for but those in `args` (default timeout 120 s). */
export async function cli(args: string[], options: CliOptions = {}): Promise<CliText> {
  const r = await runCli(args, { reports: [], timeoutMs: 120_000, ...options });
  return { code: r.code, out: r.stdout, err: r.stderr, all: r.stdout + r.stderr };
}

/** An adapter module in `dir` that loads an installed package (an Express release under its npm alias). */
export function packageAdapter(dir: string, name: string): string {
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '_')}.cjs`);
  fs.writeFileSync(file, `module.exports = require(${JSON.stringify(require.resolve(name, { paths: [PACKAGE_ROOT] }))});\n`);
  return file;
}

/** The CLI started for a test that talks to it while it runs (--watch): its output as it comes, and a wait for a text to appear. */
export function startCli(args: string[], options: Pick<CliOptions, 'cwd' | 'env'> = {}) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd ?? PACKAGE_ROOT, env: { ...process.env, CI: 'true', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const seen = (c: Buffer) => {
    output += c.toString();
    for (const l of listeners) l();
  };
  child.stdout.on('data', seen);
  child.stderr.on('data', seen);
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    child,
    output: () => output,
    exited,
    /** Resolves once `text` appeared `times` times in the output; rejects if the CLI exits first, or after `boundMs` (scaled). */
    waitFor(text: string, times = 1, boundMs = 120_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const count = () => output.split(text).length - 1;
        const done = (err?: Error) => {
          listeners.delete(check);
          clearTimeout(timer);
          if (err) reject(err);
          else resolve();
        };
        const check = () => {
          if (count() >= times) done();
        };
        const bound = scaled(boundMs);
        const timer = setTimeout(() => done(new Error(`"${text}" did not appear ${times} times in ${bound} ms:\n${output.slice(-3000)}`)), bound);
        void exited.then((code) => count() < times && done(new Error(`the CLI exited (${code}) before "${text}" appeared ${times} times:\n${output.slice(-3000)}`)));
        listeners.add(check);
        check();
      });
    },
  };
}
