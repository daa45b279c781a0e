// npm run bench:suite: how long the whole suite takes per adapter and profile, with and
// without parallel workers. The goal (full 5.x profile in 30 s or less on 2 cores) is
// tracked here, never as a timed test.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './median';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, adapter: { type: 'string', multiple: true } } });
const runs = Number(values.runs);
const BIN = path.join(__dirname, '..', '..', 'bin', 'fw-conformance.js');
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
