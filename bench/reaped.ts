// A command's wall time and the CPU time of every process it started (bench/reap.py says
// why /usr/bin/time undercounts the CLI: the framework processes it kills are never waited for).
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { z } from 'zod';

const Kind = z.object({ processes: z.number(), cpu: z.number() });
const ReapOutput = z.object({ status: z.number(), wall: z.number(), user: z.number(), sys: z.number(), cpu: z.number(), kinds: z.record(z.string(), Kind) });

/** What one run of a command cost; `kinds`: sampled CPU by kind of process (framework processes, cucumber workers, other). */
export type Measure = z.infer<typeof ReapOutput> & { stdout: string };

const REAP = path.join(__dirname, '..', '..', 'bench', 'reap.py');

/** Runs `command` under bench/reap.py (python3, Linux); throws when the reaper itself fails. */
export function runReaped(command: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Measure {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-reap-')), 'measure.json');
  try {
    const r = spawnSync('python3', [REAP, out, ...command], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.error) throw new Error(`bench/reap.py could not start (python3 on PATH?): ${r.error.message}`);
    if (!fs.existsSync(out)) throw new Error(`bench/reap.py measured nothing for ${command.join(' ')}: ${r.stderr}`);
    return { ...ReapOutput.parse(JSON.parse(fs.readFileSync(out, 'utf8'))), stdout: r.stdout };
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}
