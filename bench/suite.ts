// npm run bench:suite: how long the whole suite takes per adapter and profile, with and
// without parallel workers. The goal (full 5.x profile in 30 s or less on 2 cores) is
// tracked here, never as a timed test.
//
// --against-express: the 5.x profile against express@5 beside Express's own test suite
// (--express-suite <checkout>), in turn, with wall and CPU time (every process's, bench/reap.py).
// --one-check: one check (`--check`) beside a bare `node -e 0`.
// --baseline <dir>: each fw-conformance command also run from another checkout (built), in turn.
// --breakdown: one more run of each fw-conformance command under --cpu-prof: where the CPU of
// the CLI, of each Cucumber worker and of the framework processes went (bench/cpu-profile.ts;
// the framework processes by a preload, framework-profiler.ts). Needs python3 (Linux):
// bench/reap.py counts the CPU of every process a command started. bench/README.md: the figures.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './median';
import { runReaped, type Measure } from './reaped';
import { alternate, summarize } from './side-by-side';
import { expressSuite, mochaPassing } from './express-suite';
import { cpuByPart, CpuProfile, PARTS, type Part } from './cpu-profile';
import { parseExpressSpec, resolveExpress } from '../adapters/express';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    adapter: { type: 'string', multiple: true },
    'against-express': { type: 'boolean', default: false },
    'one-check': { type: 'boolean', default: false },
    'express-suite': { type: 'string' },
    baseline: { type: 'string' },
    parallel: { type: 'string', default: '2' },
    check: { type: 'string', default: 'features/response/res.sendStatus.feature:25' },
    breakdown: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'fw-conformance.js');

/** A command to time; `cli`: an fw-conformance run, which --baseline repeats from the other checkout. */
type Entry = { name: string; command: string[]; cwd: string; cli?: string[] };

if (values['against-express'] || values['one-check']) sideBySide();
else profiles();

function sideBySide(): void {
  const entries: Entry[] = [];
  const notes: string[] = [];
  const cli = (args: string[]): Entry[] => {
    const own = { name: 'fw-conformance', command: [process.execPath, BIN, ...args], cwd: ROOT, cli: args };
    if (!values.baseline) return [own];
    const other = path.resolve(values.baseline);
    return [own, { name: `fw-conformance of ${other}`, command: [process.execPath, path.join(other, 'bin', 'fw-conformance.js'), ...args], cwd: other, cli: args }];
  };
  if (values['against-express']) {
    entries.push(...cli(['--adapter', 'express@5', '--profile', '5.x', '--quiet', '--parallel', values.parallel!]).map((e) => ({ ...e, name: `${e.name} 5.x vs express@5 (--parallel ${values.parallel})` })));
    const installed = resolveExpress(parseExpressSpec('express@5')!, ROOT);
    const suite = expressSuite(values['express-suite'], installed.dir);
    if ('missing' in suite) notes.push(`Express's own suite not measured: ${suite.missing}.`);
    else entries.push({ name: `Express ${suite.version}'s own suite (mocha)`, command: suite.command, cwd: suite.cwd });
  }
  if (values['one-check']) {
    entries.push(...cli(['--adapter', 'express@5', '--profile', '5.x', '--quiet', '--check', values.check!]).map((e) => ({ ...e, name: `${e.name} --check ${values.check}` })));
    entries.push({ name: 'node -e 0', command: [process.execPath, '-e', '0'], cwd: ROOT });
  }
  const byName = new Map(entries.map((e) => [e.name, e]));
  const outputs = new Map<string, string>();
  const all = alternate([...byName.keys()], runs, (name) => {
    const e = byName.get(name)!;
    const m = runReaped(e.command, e.cwd, { ...process.env, CI: 'true' });
    if (m.status !== 0 && m.status !== 1) throw new Error(`${name} exited ${m.status}:\n${m.stdout.slice(-2000)}`);
    outputs.set(name, m.stdout);
    return m;
  });
  console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end; ${runs} rounds, in turn; CPU: user+sys of every process (bench/reap.py)\n`);
  console.log('| command | tests | median wall s | median CPU s | wall vs first | CPU vs first | CPU by process (median s) |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of summarize(all, entries[0].name)) {
    const out = outputs.get(row.name) ?? '';
    const checks = /(\d+) passed, (\d+) failed, (\d+) skipped/.exec(out);
    const tests = checks ? String(Number(checks[1]) + Number(checks[2]) + Number(checks[3])) : String(mochaPassing(out) ?? '');
    console.log(`| ${row.name} | ${tests} | ${row.wall.toFixed(2)} | ${row.cpu.toFixed(2)} | ${row.wallRatio.toFixed(2)}x | ${row.cpuRatio.toFixed(2)}x | ${byProcess(all.get(row.name)!)} |`);
  }
  for (const note of notes) console.log(`\n${note}`);
  if (values.breakdown) for (const e of entries.filter((x) => x.cli)) breakdown(e);
}

/** The median CPU of the command's own process, its Cucumber workers and its framework processes. */
function byProcess(measures: Measure[]): string {
  const kind = (m: Measure, k: string) => m.kinds[k]?.cpu ?? 0;
  const own = median(measures.map((m) => m.cpu - Object.values(m.kinds).reduce((s, k) => s + k.cpu, 0)));
  const parts = [`own ${own.toFixed(2)}`];
  for (const k of ['cucumber workers', 'framework processes', 'other']) {
    const n = median(measures.map((m) => m.kinds[k]?.processes ?? 0));
    if (n > 0) parts.push(`${k} ${median(measures.map((m) => kind(m, k))).toFixed(2)} (${n})`);
  }
  return parts.join(', ');
}

/**
 * One run under --cpu-prof (Cucumber's workers inherit the flag), its framework processes
 * profiled by a preload (framework-profiler.ts): CPU by part and process.
 */
function breakdown(e: Entry): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-cpuprof-'));
  const frameworks = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-cpuprof-framework-'));
  try {
    const [node, bin] = e.command;
    const preload = `--require ${JSON.stringify(path.join(__dirname, 'framework-profiler.js'))}`;
    const env = { ...process.env, CI: 'true', FWC_BENCH_FRAMEWORK_PROFILES: frameworks, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim() };
    runReaped([node, '--cpu-prof', '--cpu-prof-dir', dir, bin, ...e.cli!], e.cwd, env);
    const read = (d: string, f: string) => CpuProfile.parse(JSON.parse(fs.readFileSync(path.join(d, f), 'utf8')));
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort();
    const tables = files.map((f) => cpuByPart(read(dir, f)));
    const columns = files.map((_, i) => (i === 0 ? 'CLI' : `worker ${i}`));
    // Every window of every framework process, summed: one column.
    const windows = fs.readdirSync(frameworks).filter((f) => f.endsWith('.cpuprofile'));
    if (windows.length) {
      const sum = new Map<Part, number>();
      for (const f of windows) for (const [part, us] of cpuByPart(read(frameworks, f), true)) sum.set(part, (sum.get(part) ?? 0) + us);
      tables.push(sum);
      columns.push(`framework processes (${new Set(windows.map((f) => f.split('-')[1])).size})`);
    }
    // The profiler slows compiling most (source positions): shares, not seconds, are the figures.
    console.log(
      `\nWhere the CPU went, ${e.name}: share of each process's profiled CPU (one run under --cpu-prof; the profiler inflates module loading; ` +
        `a framework process's last second is not in its profile, and its cost checks fail under the profiler: this run's verdicts are not its figures):\n`,
    );
    console.log(`| part | ${columns.join(' | ')} |`);
    console.log(`|---|${columns.map(() => '---:').join('|')}|`);
    const totals = tables.map((t) => [...t.values()].reduce((sum, v) => sum + v, 0));
    for (const part of PARTS) console.log(`| ${part} | ${tables.map((t, i) => `${((100 * (t.get(part) ?? 0)) / totals[i]).toFixed(0)} %`).join(' | ')} |`);
    console.log(`| profiled CPU s | ${totals.map((t) => (t / 1e6).toFixed(2)).join(' | ')} |`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(frameworks, { recursive: true, force: true });
  }
}

function profiles(): void {
  const targets: Array<[string, string]> = values.adapter?.map((a) => a.split(':') as [string, string]) ?? [
    ['reference', '5.x'],
    ['express@5', '5.x'],
    ['reference', '4.x'],
    ['express@4', '4.x'],
  ];
  console.log('| adapter | profile | checks | parallel | median s | runs |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const [adapter, profile] of targets) {
    for (const parallel of ['1', '2']) {
      const times: number[] = [];
      let checks = '?';
      for (let i = 0; i < runs; i++) {
        const start = process.hrtime.bigint();
        const r = spawnSync(process.execPath, [BIN, '--adapter', adapter, '--profile', profile, '--parallel', parallel, '--quiet'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
        times.push(Number(process.hrtime.bigint() - start) / 1e9);
        const m = /(\d+) passed, (\d+) failed, (\d+) skipped/.exec(r.stdout);
        if (m) checks = String(Number(m[1]) + Number(m[2]) + Number(m[3]));
        if (r.status === 2) throw new Error(`run failed: ${r.stderr}`);
      }
      console.log(`| ${adapter} | ${profile} | ${checks} | ${parallel} | ${median(times).toFixed(1)} | ${runs} |`);
    }
  }
}
