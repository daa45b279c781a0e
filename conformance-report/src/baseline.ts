// Gating against a baseline: the failures a fork knows about are expected, so the gate
// fails only on regressions (a check that passed and fails now, or a new check that
// fails) and reports the checks that now pass as improvements to accept.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { generationSchema } from '../../adapters/contract';
import type { Results } from '../../runner/results';
import { firstLine, realFailures } from './rows';

export const baselineSchema = z.object({
  kind: z.literal('fw-conformance-baseline'),
  version: z.literal(1),
  /** Where the baseline came from (a mismatch is reported, not fatal: adapters get renamed). */
  adapter: z.object({ name: z.string(), version: z.string().nullable() }),
  profile: generationSchema,
  /** Check ids expected to fail (known divergences of an oracle are not failures). */
  failing: z.array(z.string()),
  /** Check ids that passed: a failure of one of these is a regression, of any other a new failing check. */
  passing: z.array(z.string()).default([]),
});
export type Baseline = z.infer<typeof baselineSchema>;

export class BaselineError extends Error {}

export function baselineOf(results: Results): Baseline {
  return {
    kind: 'fw-conformance-baseline',
    version: 1,
    adapter: { name: results.adapter.name, version: results.adapter.version },
    profile: results.profile,
    failing: realFailures(results).map((r) => r.id).sort(),
    passing: results.results.filter((r) => r.status === 'passed').map((r) => r.id).sort(),
  };
}

export function writeBaseline(file: string, results: Results): Baseline {
  const baseline = baselineOf(results);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(baseline, null, 2) + '\n');
  return baseline;
}

/** Reads and validates a baseline; every failure is a BaselineError that says what to do. */
export function readBaseline(file: string): Baseline {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new BaselineError(
      `cannot read the baseline ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}\n` +
        `  Record one with: fw-conformance --adapter <adapter> --profile <profile> --write-baseline ${file}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new BaselineError(`the baseline ${file} is not JSON: ${(err as Error).message}`);
  }
  const parsed = baselineSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(top level)'}: ${i.message}`).join('\n');
    throw new BaselineError(`the baseline ${file} is not an fw-conformance baseline:\n${issues}\n  Re-record it with --write-baseline ${file}`);
  }
  return parsed.data;
}

export interface Regression {
  id: string;
  /** passed: it passed in the baseline; new: the baseline does not know it; skipped: it did not run then. */
  was: 'passed' | 'new' | 'not run';
  error: string;
}

export interface BaselineComparison {
  file?: string;
  baseline: { adapter: Baseline['adapter']; profile: Baseline['profile'] };
  regressions: Regression[];
  /** Expected to fail, and pass now: remove them from the baseline (re-record it). */
  improvements: string[];
  /** Expected to fail, and still fail. */
  stillFailing: string[];
  /** Expected to fail, but neither failed nor passed now (removed, renamed or skipped). */
  stale: string[];
  /** Set when the baseline was recorded from another adapter or profile. */
  mismatch?: string;
}

export function compareToBaseline(results: Results, baseline: Baseline, file?: string): BaselineComparison {
  const expected = new Set(baseline.failing);
  const passedBefore = new Set(baseline.passing);
  const failingNow = realFailures(results);
  const failingIds = new Set(failingNow.map((r) => r.id));
  const passedNow = new Set(results.results.filter((r) => r.status === 'passed').map((r) => r.id));
  const known = new Set([...baseline.failing, ...baseline.passing]);
  const regressions: Regression[] = failingNow
    .filter((r) => !expected.has(r.id))
    .map((r) => ({ id: r.id, was: passedBefore.has(r.id) ? 'passed' : known.has(r.id) ? 'not run' : 'new', error: firstLine(r.error) }));
  const mismatches: string[] = [];
  if (baseline.profile !== results.profile) mismatches.push(`profile ${baseline.profile}, this run ${results.profile}`);
  if (baseline.adapter.name !== results.adapter.name) mismatches.push(`adapter ${baseline.adapter.name}, this run ${results.adapter.name}`);
  return {
    ...(file ? { file } : {}),
    baseline: { adapter: baseline.adapter, profile: baseline.profile },
    regressions,
    improvements: baseline.failing.filter((id) => passedNow.has(id)),
    stillFailing: baseline.failing.filter((id) => failingIds.has(id)),
    stale: baseline.failing.filter((id) => !passedNow.has(id) && !failingIds.has(id)),
    ...(mismatches.length ? { mismatch: `the baseline was recorded with ${mismatches.join('; ')}` } : {}),
  };
}

/** The comparison for the terminal. */
export function formatComparison(c: BaselineComparison): string {
  const lines = [`Against the baseline${c.file ? ' ' + c.file : ''}:`];
  if (c.mismatch) lines.push(`  warning: ${c.mismatch}`);
  lines.push(
    `  ${c.regressions.length} regressions, ${c.improvements.length} improvements, ${c.stillFailing.length} expected failures` +
      (c.stale.length ? `, ${c.stale.length} baseline entries no longer run` : ''),
  );
  for (const r of c.regressions) lines.push(`  ✗ ${r.id}  (${r.was === 'passed' ? 'passed in the baseline' : r.was === 'new' ? 'new check' : 'not run in the baseline'})`, `      ${r.error}`);
  if (c.improvements.length) {
    lines.push('  Now passing (accept by re-recording the baseline with --write-baseline):');
    for (const id of c.improvements) lines.push(`  ✓ ${id}`);
  }
  if (c.stale.length) {
    lines.push('  In the baseline but not run now (removed, renamed or skipped):');
    for (const id of c.stale) lines.push(`  ? ${id}`);
  }
  return lines.join('\n') + '\n';
}
