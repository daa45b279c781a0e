// `npm run report`: the committed results of every target (committed.ts), then the runtime
// matrix (runtimes.ts), which compares with them. `-- --no-runtimes` skips the matrix (it is
// the long part: each framework again on four runtimes); `-- --runtimes-only` makes only it;
// `-- --convert-only` runs nothing and rewrites the committed results in the committed form
// (committed-form.ts), for a change of the form alone.
import { convertCommitted, regenerate } from './committed';
import { regenerateRuntimes } from './runtimes';

const log = (line: string) => process.stderr.write(line + '\n');
const OPTIONS = ['--no-runtimes', '--runtimes-only', '--convert-only'];
const args = process.argv.slice(2);
const unknown = args.filter((a) => !OPTIONS.includes(a));

async function main(): Promise<void> {
  if (unknown.length) throw new Error(`unknown option ${unknown[0]}; npm run report [-- --no-runtimes | --runtimes-only | --convert-only]`);
  if (args.includes('--convert-only')) return convertCommitted(log);
  if (!args.includes('--runtimes-only')) await regenerate(log);
  if (!args.includes('--no-runtimes')) await regenerateRuntimes(log);
}

main().catch((err) => {
  process.stderr.write(`npm run report: ${(err as Error).stack ?? err}\n`);
  process.exitCode = 2;
});
