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
import { countRun, perRequest, requireValgrind } from './callgrind';

const USAGE = `usage: node dist/bench/instructions.js [options]
  --requests <n1,n2>   requests of the two runs per target (default 2000,8000): per request is
                       (I(n2) - I(n1)) / (n2 - n1), which leaves start-up out; the JIT still
                       compiles in that window (less the later it is), so figures compare only
                       at the same --requests
  --only <names>       workloads whose name contains one of these comma-separated words
  --targets <names>    comma-separated targets (default reference,express@5; all: ${ALL_TARGETS.join(', ')})
  --jobs <n>           runs side by side (default: the number of cores; counts do not depend on load)
workloads: ${workloads.map((w) => w.name).join('; ')}`;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000,8000' },
    only: { type: 'string' },
    targets: { type: 'string' },
    jobs: { type: 'string' },
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
  const tasks = pairs.flatMap(([w, t]) =>
    counts.map((n) => async () => {
      const instructions = await countRun(t, w, n, { concurrency: 8, timeoutMs: 30 * 60_000 });
      console.error(`  ${w.name} / ${t} / ${n} requests: ${instructions === undefined ? 'no app' : instructions.toLocaleString('en')} instructions`);
      return instructions;
    }),
  );
  const totals = await pool(tasks, jobs);

  const bases = BASES.filter((b) => targets.includes(b));
  const rows = [`| workload | target | instructions/request |${bases.map((b) => ` vs ${b} |`).join('')}`, `|---|---|---:|${bases.map(() => '---:|').join('')}`];
  for (const w of selected) {
    const per = new Map<string, number>();
    for (const t of targets) {
      const i = pairs.findIndex(([pw, pt]) => pw === w && pt === t);
      const [a, b] = [totals[2 * i], totals[2 * i + 1]];
      if (a === undefined || b === undefined) continue;
      per.set(t, perRequest({ requests: counts[0], instructions: a }, { requests: counts[1], instructions: b }));
    }
    for (const [t, n] of per) {
      const ratios = bases.map((base) => {
        const b = per.get(base);
        return b === undefined ? '' : `${(b / n).toFixed(2)}x`;
      });
      rows.push(`| ${w.name} | ${t} | ${Math.round(n).toLocaleString('en')} |${ratios.map((r) => ` ${r} |`).join('')}`);
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
