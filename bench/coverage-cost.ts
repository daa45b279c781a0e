// npm run bench:coverage: what --coverage costs a run. The same selection with and without it,
// in turn, round after round (bench/side-by-side.ts); wall time and the CPU of every process
// (bench/reap.py, python3 on Linux). The goal: a covered run takes at most 1.5x an uncovered
// one. Any run options after `--` replace the default selection:
//   npm run bench:coverage -- --runs 5 -- --adapter express@5 --profile 5.x --tags @res
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './median';
import { runReaped, type Measure } from './reaped';
import { alternate, summarize } from './side-by-side';

/** The goal: a covered run's wall time over an uncovered one's. */
export const COVERAGE_COST_GOAL = 1.5;

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '3' } }, allowPositionals: true });
const runs = Number(values.runs);
const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'fw-conformance.js');
const selection = positionals.length ? positionals : ['--adapter', 'express@5', '--profile', '5.x', '--tags', '@res'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-coverage-cost-'));

const COMMANDS: Record<string, string[]> = {
  'without --coverage': [process.execPath, BIN, ...selection, '--quiet'],
  'with --coverage': [process.execPath, BIN, ...selection, '--quiet', '--coverage', path.join(work, 'coverage')],
};
const outputs = new Map<string, string>();
try {
  const all = alternate(Object.keys(COMMANDS), runs, (name) => {
    const m: Measure = runReaped(COMMANDS[name], work, { ...process.env, CI: 'true' });
    if (m.status !== 0 && m.status !== 1) throw new Error(`${name} exited ${m.status}:\n${m.stdout.slice(-2000)}`);
    outputs.set(name, m.stdout);
    return m;
  });
  console.log(`fw-conformance ${selection.join(' ')}`);
  console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end; ${runs} rounds, in turn; CPU: user+sys of every process (bench/reap.py)\n`);
  console.log('| run | checks | median wall s | median CPU s | wall vs uncovered | CPU vs uncovered | framework processes CPU s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const rows = summarize(all, 'without --coverage');
  for (const row of rows) {
    const checks = /(\d+) passed, (\d+) failed, (\d+) skipped/.exec(outputs.get(row.name) ?? '');
    const n = checks ? Number(checks[1]) + Number(checks[2]) + Number(checks[3]) : NaN;
    const framework = median(all.get(row.name)!.map((m) => m.kinds['framework processes']?.cpu ?? 0));
    console.log(`| ${row.name} | ${n} | ${row.wall.toFixed(2)} | ${row.cpu.toFixed(2)} | ${row.wallRatio.toFixed(2)}x | ${row.cpuRatio.toFixed(2)}x | ${framework.toFixed(2)} |`);
  }
  const covered = rows.find((r) => r.name === 'with --coverage')!;
  console.log(`\ngoal: at most ${COVERAGE_COST_GOAL}x the uncovered run's wall time: ${covered.wallRatio <= COVERAGE_COST_GOAL ? 'met' : 'NOT met'} (${covered.wallRatio.toFixed(2)}x)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
