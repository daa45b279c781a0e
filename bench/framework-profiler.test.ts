// The preload that profiles framework processes for `bench:suite --breakdown`: in a process
// run as the framework host it writes a profile window each second; anywhere else, nothing.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { scaled } from '../test-support/time-factor';
import { CpuProfile } from './cpu-profile';

const PRELOAD = path.join(__dirname, '..', 'dist', 'bench', 'framework-profiler.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-profiler-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * Writes `script`: a process that ends once `watched` holds two profile windows (an event, not
 * a time; 30 s at most, scaled), busy in turns of 50 ms meanwhile when `busy` (so that each window has
 * samples). Runs it under the preload, writing to `out`; resolves with the windows there.
 */
function runUnderPreload(script: string, out: string, watched: string, busy: boolean): Promise<string[]> {
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(path.dirname(script), { recursive: true });
  fs.writeFileSync(script, `const fs = require('node:fs'); const end = Date.now() + ${scaled(30_000)}; const watched = ${JSON.stringify(watched)};
const turn = () => { const t = Date.now() + ${busy ? 50 : 0}; while (Date.now() < t); if ((fs.existsSync(watched) && fs.readdirSync(watched).length >= 2) || Date.now() > end) process.exit(0); setTimeout(turn, ${busy ? 1 : 20}); };
turn();\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', PRELOAD, script], { env: { ...process.env, FWC_BENCH_FRAMEWORK_PROFILES: out }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', () => resolve(fs.readdirSync(out).sort()));
  });
}

it('writes a framework host\'s profile a window at a time, each a V8 profile with samples', async () => {
  const out = path.join(tmp, 'host-out');
  const windows = await runUnderPreload(path.join(tmp, 'dist', 'adapters', 'isolation', 'framework-host.js'), out, out, true);
  expect(windows.slice(0, 2)).toEqual([expect.stringMatching(/^framework-\d+-0000\.cpuprofile$/), expect.stringMatching(/^framework-\d+-0001\.cpuprofile$/)]);
  const profile = CpuProfile.parse(JSON.parse(fs.readFileSync(path.join(out, windows[0]), 'utf8')));
  expect(profile.samples.length).toBeGreaterThan(0);
}, scaled(60_000));

it('profiles no other process', async () => {
  const hostOut = path.join(tmp, 'host-out-2');
  const out = path.join(tmp, 'other-out');
  // The other process ends once the host beside it has written two windows: the preload had its chance to write.
  const [other] = await Promise.all([
    runUnderPreload(path.join(tmp, 'dist', 'cli', 'main.js'), out, hostOut, false),
    runUnderPreload(path.join(tmp, 'dist2', 'adapters', 'isolation', 'framework-host.js'), hostOut, hostOut, true),
  ]);
  expect(other).toEqual([]);
}, scaled(60_000));
