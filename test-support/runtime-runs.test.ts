// A runtime regression of the reference fails CI: its 4.x and 5.x profiles, one check of each
// spec row (every spec area), with the framework process on Node 22, Node 24 and Bun, give the
// verdicts of the committed results (made on this Node), but for the differences the runtime
// matrix records (conformance-report/runtimes.json, each with its cause in runtimes.md).
import { describe, expect, it } from 'vitest';
import { readCommitted } from '../conformance-report/src/committed';
import { differences, readRuntimeMatrix, runtimeArgument } from '../conformance-report/src/runtimes';
import { runChecks } from './cli';
import { slots } from './slots';
import { scaled } from './time-factor';

const RUNTIMES = ['node 22', 'node 24', 'bun'];
// Two runs at a time: each is mostly start-up and waiting on its framework processes.
const inSlot = slots(2);

describe.each(['4.x', '5.x'] as const)('the reference, profile %s', (profile) => {
  const committed = readCommitted({ name: 'reference', adapter: 'reference', profile })!;
  // The first check of each spec row: every row, hence every area, at a twelfth of the profile's checks.
  const firstOfRow = new Map<string, string>();
  for (const c of committed.results) for (const row of c.spec) if (!firstOfRow.has(row)) firstOfRow.set(row, c.id);
  const ids = [...new Set(firstOfRow.values())];

  it.concurrent.each(RUNTIMES)('on %s, gives the committed verdicts of one check per spec row', async (runtime) => {
    const args = ['--adapter', 'reference', '--profile', profile, '--runtime', runtimeArgument(runtime), '--parallel', '2', '--quiet', ...ids.flatMap((id) => ['--id', id])];
    const { results } = await inSlot(() => runChecks(args, { timeoutMs: 240_000 }));
    expect(results.results.length).toBe(ids.length);
    const base = { ...committed, results: committed.results.filter((c) => ids.includes(c.id)) };
    const recorded = readRuntimeMatrix()
      ?.targets.find((t) => t.target === 'reference' && t.profile === profile)
      ?.runtimes.find((r) => `${r.runtime}${r.runtime === 'node' ? ' ' + r.version.split('.')[0] : ''}` === runtime)
      ?.differences.map((d) => d.id) ?? [];
    const unexpected = differences(base, results).filter((d) => !recorded.includes(d.id));
    expect(unexpected, `on ${runtime}: differences the runtime matrix does not record`).toEqual([]);
  }, scaled(300_000));
});
