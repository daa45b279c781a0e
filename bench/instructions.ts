// npm run bench:instructions: instructions per request of the reference, express@5 and the
// other targets, counted by callgrind (bench/callgrind.ts), with ratios against express@5.
// Unlike req/s, the count does not move with the load of a shared machine, so a change of
// a few percent shows, and two machines of the same kind give the same figures.
//
// A quick run: node dist/bench/instructions.js --only hello,json --targets reference,express@5
import * as os from 'node:os';
import { parseArgs } from 'node:util';
import { prepareStatic, workloads, type Workload } from './apps';
import { ALL_TARGETS, BASES, list, select } from './selection';
import { countRun, perRequestFigures, requireValgrind } from './callgrind';
import { median } from './median';

const USAGE = `usage: node dist/bench/instructions.js [options]
  --requests <n1,n2>   requests of the two runs per target (default 2000,8000): per request is
                       (I(n2) - I(n1)) / (n2 - n1), which leaves start-up out; the JIT still
                       compiles in that window (less the later it is), so figures compare only
                       at the same --requests
  --only <names>       workloads whose name contains one of these comma-separated words
  --targets <names>    comma-separated targets (default reference,express@5; all: ${ALL_TARGETS.join(', ')})
  --repeat <n>         measures each target n times and gives the median (default 1): runs of one
                       build differ by a few thousand instructions per request (the garbage
                       collector's work falls differently into the window), so a difference of
                       3% shows only over several
  --jobs <n>           runs side by side (default: the number of cores; counts do not depend on load)
workloads: ${workloads.map((w) => w.name).join('; ')}`;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000,8000' },
    only: { type: 'string' },
    targets: { type: 'string' },
    jobs: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    help: { type: 'boolean' },
  },
});

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** Runs the tasks, at most `jobs` at a time, in order of start. */
async function pool<T>(tasks: Array<() => Promise<T>>, jobs: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, worker));
  return results;
}

async function main() {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const counts = list(values.requests).map(Number);
  if (counts.length !== 2 || !counts.every((n) => Number.isInteger(n) && n > 0) || counts[1] <= counts[0]) {
    usageError(`--requests must be two increasing positive integers, such as 2000,8000, not "${values.requests}"`);
  }
  const jobs = values.jobs === undefined ? os.availableParallelism() : Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) usageError(`--jobs must be a positive integer, not "${values.jobs}"`);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) usageError(`--repeat must be a positive integer, not "${values.repeat}"`);
  const selection = select(values.only, values.targets, ['reference', 'express@5']);
  if ('error' in selection) usageError(selection.error);
  const { workloads: selected, targets } = selection;
  try {
    requireValgrind();
  } catch (err) {
    console.error(`npm run bench:instructions: ${(err as Error).message}`);
    process.exit(2);
  }
  const started = Date.now();
  prepareStatic();
  console.log(`fw-conformance benchmark, instructions per request (callgrind): node ${process.version}, ${counts[0]} and ${counts[1]} requests per target, ${jobs} at a time`);
  console.log('what the process runs in user space, per request; the kernel\'s socket work (the same for every target) is not counted\n');

  const pairs: Array<[Workload, string]> = selected.flatMap((w) => targets.map((t) => [w, t] as [Workload, string]));
  const runs = pairs.flatMap(([w, t]) => Array.from({ length: repeat }, () => counts.map((n) => ({ w, t, n }))).flat());
  const tasks = runs.map(({ w, t, n }) => async () => {
    const instructions = await countRun(t, w, n, { concurrency: 8, timeoutMs: 30 * 60_000 });
    console.error(`  ${w.name} / ${t} / ${n} requests: ${instructions === undefined ? 'no app' : instructions.toLocaleString('en')} instructions`);
    return instructions;
  });
  const totals = await pool(tasks, jobs);

  const bases = BASES.filter((b) => targets.includes(b));
  const spread = repeat > 1 ? ' range |' : '';
  const rows = [
    `| workload | target | instructions/request |${spread}${bases.map((b) => ` vs ${b} |`).join('')}`,
    `|---|---|---:|${spread ? '---:|' : ''}${bases.map(() => '---:|').join('')}`,
  ];
  for (const w of selected) {
    const per = new Map<string, number[]>();
    for (const t of targets) {
      const at = pairs.findIndex(([pw, pt]) => pw === w && pt === t) * repeat * 2;
      const figures = perRequestFigures(totals.slice(at, at + repeat * 2), [counts[0], counts[1]]);
      if (figures.length > 0) per.set(t, figures);
    }
    const fmt = (n: number) => Math.round(n).toLocaleString('en');
    for (const [t, figures] of per) {
      const n = median(figures);
      const ratios = bases.map((base) => {
        const b = per.get(base);
        return b === undefined ? '' : `${(median(b) / n).toFixed(2)}x`;
      });
      const range = spread ? ` ${fmt(figures[0])}–${fmt(figures[figures.length - 1])} |` : '';
      rows.push(`| ${w.name} | ${t} | ${fmt(n)} |${range}${ratios.map((r) => ` ${r} |`).join('')}`);
    }
  }
  console.log(rows.join('\n'));
  console.log(`\n(ratio: the base's instructions per request over the target's; higher is less work)`);
  console.log(`${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((err: Error) => {
  console.error(`npm run bench:instructions: ${err.message}`);
  process.exit(1);
});
