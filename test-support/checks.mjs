// `npm test` after the build: the tests' type check runs beside vitest (it is one core's
// work, and vitest's files spend much of their time waiting on CLI processes). vitest prints
// as it goes; the type check prints whole when it ends. Exits with the first failure's code,
// after both ended. The lint (npm run lint, 25 s of CPU) is CI's own step: .ci/run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';

const require = createRequire(import.meta.url);
/** The command-line script a package declares (its package.json "bin"), whatever its "exports" allow. */
function bin(pkg, name = pkg) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const field = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  return path.join(path.dirname(manifest), typeof field === 'string' ? field : field[name]);
}
const jobs = [
  { name: 'types (tsc -p tsconfig.test.json)', bin: bin('typescript', 'tsc'), args: ['-p', 'tsconfig.test.json'], quiet: true },
  { name: 'tests (vitest run)', bin: bin('vitest'), args: ['run', ...process.argv.slice(2)], quiet: false },
];

const codes = await Promise.all(
  jobs.map(
    (job) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [job.bin, ...job.args], { stdio: job.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
        let output = '';
        if (job.quiet) {
          child.stdout.on('data', (c) => (output += c));
          child.stderr.on('data', (c) => (output += c));
        }
        child.once('error', (err) => resolve({ job, code: 1, output: String(err) }));
        child.once('close', (code, signal) => resolve({ job, code: code ?? 1, output: signal ? `${output}\nkilled by ${signal}` : output }));
      }),
  ),
);
for (const { job, code, output } of codes) {
  if (!job.quiet) continue;
  process.stdout.write(`\n${code === 0 ? 'passed' : 'FAILED'}: ${job.name}\n${code === 0 ? '' : output}`);
}
process.exitCode = codes.find((c) => c.code !== 0)?.code ?? 0;
