// Gating against a baseline: the failures a fork knows about are expected, so the gate
// fails only on regressions (a check that passed and fails now, or a new check that
// fails) and reports the checks that now pass as improvements to accept.
import * as fs from 'node:fs';
import { z } from 'zod';
import { runtimeLabel } from '../../adapters/isolation';
import { generationSchema } from '../../adapters/contract';
import { isFlaky, type Results } from '../../runner/results';
import { firstLine, realFailures } from './rows';
import { writeReportFile } from './report-path';
import { printable } from './printable';

/**
 * An expected failure: its check id, or the id with why it fails and where that is
 * tracked (as web-platform-tests metadata and Bowtie's skips carry them).
 */
export const baselineEntrySchema = z.union([
  z.string(),
  z.object({ id: z.string(), reason: z.string().optional(), link: z.url({ protocol: /^https?$/ }).optional() }).strict(),
]);
export type BaselineEntry = z.infer<typeof baselineEntrySchema>;
export interface ExpectedFailure {
  id: string;
  reason?: string;
  link?: string;
}
export const entryOf = (e: BaselineEntry): ExpectedFailure => (typeof e === 'string' ? { id: e } : e);
/** Written back as a plain id when it carries nothing else, so hand-written files stay short. */
const toEntry = (e: ExpectedFailure): BaselineEntry => (e.reason || e.link ? { id: e.id, ...(e.reason ? { reason: e.reason } : {}), ...(e.link ? { link: e.link } : {}) } : e.id);

export const baselineSchema = z.object({
  kind: z.literal('fw-conformance-baseline'),
  version: z.literal(1),
  /** Where the baseline came from (a mismatch is reported, not fatal: adapters get renamed). */
  adapter: z.object({ name: z.string(), version: z.string().nullable() }),
  profile: generationSchema,
  /** What the framework ran on when it was recorded ("bun 1.4.5"); absent in older baselines. A mismatch is warned of. */
  runtime: z.string().optional(),
  /** Checks expected to fail (known divergences of an oracle are not failures), each an id or { id, reason?, link? }. */
  failing: z.array(baselineEntrySchema),
  /** Check ids that passed: a failure of one of these is a regression, of any other a new failing check. */
  passing: z.array(z.string()).default([]),
  /**
   * Check ids that were flaky (failed, then passed on a retry, --retries): kept apart from
   * passing and failing. With --fail-on-flaky, only a check flaky now and not listed here fails the gate.
   */
  flaky: z.array(z.string()).default([]),
});
export type Baseline = z.infer<typeof baselineSchema>;

export class BaselineError extends Error {}

export function baselineOf(results: Results): Baseline {
  return {
    kind: 'fw-conformance-baseline',
    version: 1,
    adapter: { name: results.adapter.name, version: results.adapter.version },
    profile: results.profile,
    ...(results.runtime ? { runtime: runtimeLabel(results.runtime) } : {}),
    failing: realFailures(results).map((r) => r.id).sort(),
    passing: passedCleanly(results).sort(),
    flaky: results.results.filter(isFlaky).map((r) => r.id).sort(),
  };
}

/** Ids of the checks that passed at the first attempt (a flaky check is recorded apart). */
function passedCleanly(results: Results): string[] {
  return results.results.filter((r) => r.status === 'passed' && !isFlaky(r)).map((r) => r.id);
}

export function writeBaseline(file: string, results: Results, baseline = baselineOf(results)): Baseline {
  writeReportFile(file, JSON.stringify(baseline, null, 2) + '\n');
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

/**
 * The baseline after this run (--update-baseline): expected failures that pass now are
 * dropped, those still failing keep their reason and link, and the passing list is this
 * run's. A regression is not added: accepting one is a decision (--write-baseline, or by hand).
 */
export function updatedBaseline(baseline: Baseline, results: Results): Baseline {
  const passedNow = new Set(passedCleanly(results));
  const flakyNow = results.results.filter(isFlaky).map((r) => r.id);
  const failing = baseline.failing.map(entryOf).filter((e) => !passedNow.has(e.id));
  const expected = new Set(failing.map((e) => e.id));
  // Checks this run did not select keep their old verdict (a filtered run updates its part).
  const ran = new Set(results.results.map((r) => r.id));
  const passing = [...new Set([...baseline.passing.filter((id) => !ran.has(id) && !expected.has(id)), ...passedNow])].sort();
  const flaky = [...new Set([...baseline.flaky.filter((id) => !ran.has(id)), ...flakyNow])].sort();
  return { ...baseline, failing: failing.map(toEntry), passing, flaky };
}

export interface Regression {
  id: string;
  /** passed: it passed in the baseline; flaky: it was flaky then; new: the baseline does not know it; not run: it did not run then. */
  was: 'passed' | 'flaky' | 'new' | 'not run';
  error: string;
}

export interface BaselineComparison {
  file?: string;
  baseline: { adapter: Baseline['adapter']; profile: Baseline['profile'] };
  regressions: Regression[];
  /** Expected to fail, and pass now: remove them from the baseline (re-record it). */
  improvements: string[];
  /** Expected to fail, and still fail: with the baseline's reason and link. */
  stillFailing: ExpectedFailure[];
  /** Expected to fail, but neither failed nor passed now (removed, renamed or skipped). */
  stale: string[];
  /** Set when the baseline was recorded from another adapter or profile. */
  mismatch?: string;
  /** Flaky now (failed, then passed on a retry) and not recorded as flaky: what --fail-on-flaky fails on. */
  newlyFlaky: string[];
}

export function compareToBaseline(results: Results, baseline: Baseline, file?: string): BaselineComparison {
  const entries = baseline.failing.map(entryOf);
  const expected = new Set(entries.map((e) => e.id));
  const passedBefore = new Set(baseline.passing);
  const failingNow = realFailures(results);
  const failingIds = new Set(failingNow.map((r) => r.id));
  const passedNow = new Set(results.results.filter((r) => r.status === 'passed').map((r) => r.id));
  const known = new Set([...expected, ...baseline.passing, ...baseline.flaky]);
  const flakyBefore = new Set(baseline.flaky);
  const regressions: Regression[] = failingNow
    .filter((r) => !expected.has(r.id))
    .map((r) => ({ id: r.id, was: passedBefore.has(r.id) ? 'passed' : flakyBefore.has(r.id) ? 'flaky' : known.has(r.id) ? 'not run' : 'new', error: firstLine(r.error) }));
  const mismatches: string[] = [];
  if (baseline.profile !== results.profile) mismatches.push(`profile ${baseline.profile}, this run ${results.profile}`);
  if (baseline.adapter.name !== results.adapter.name) mismatches.push(`adapter ${baseline.adapter.name}, this run ${results.adapter.name}`);
  // Only the runtime's name and major version: a patch release of Node is not another runtime.
  const major = (label: string) => label.replace(/^(\S+ \d+).*$/, '$1');
  const now = results.runtime && runtimeLabel(results.runtime);
  if (baseline.runtime && now && major(baseline.runtime) !== major(now)) mismatches.push(`runtime ${baseline.runtime}, this run ${now}`);
  return {
    ...(file ? { file } : {}),
    baseline: { adapter: baseline.adapter, profile: baseline.profile },
    regressions,
    improvements: entries.filter((e) => passedNow.has(e.id)).map((e) => e.id),
    stillFailing: entries.filter((e) => failingIds.has(e.id)),
    stale: entries.filter((e) => !passedNow.has(e.id) && !failingIds.has(e.id)).map((e) => e.id),
    ...(mismatches.length ? { mismatch: `the baseline was recorded with ${mismatches.join('; ')}` } : {}),
    newlyFlaky: results.results.filter((r) => isFlaky(r) && !flakyBefore.has(r.id)).map((r) => r.id),
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
  for (const r of c.regressions) lines.push(`  ✗ ${printable(r.id)}  (${regressionWas(r)})`, `      ${r.error}`);
  const explained = c.stillFailing.filter((e) => e.reason || e.link);
  if (explained.length) {
    lines.push('  Expected failures with a reason:');
    for (const e of explained) lines.push(`  ~ ${e.id}`, `      ${[e.reason, e.link].filter(Boolean).join(' ')}`);
  }
  if (c.newlyFlaky.length) {
    lines.push('  Flaky now, not recorded as flaky in the baseline (they fail the gate with --fail-on-flaky):');
    for (const id of c.newlyFlaky) lines.push(`  ≈ ${printable(id)}`);
  }
  if (c.improvements.length) {
    lines.push('  Now passing (accept with --update-baseline, which drops them from the file):');
    for (const id of c.improvements) lines.push(`  ✓ ${printable(id)}`);
  }
  if (c.stale.length) {
    lines.push('  In the baseline but not run now (removed, renamed or skipped):');
    for (const id of c.stale) lines.push(`  ? ${printable(id)}`);
  }
  return lines.join('\n') + '\n';
}

/** Whether a run compared with a baseline fails the gate: a regression, or (--fail-on-flaky) a check flaky now that the baseline does not record as flaky. */
export function comparisonFails(c: BaselineComparison, options: { failOnFlaky?: boolean } = {}): boolean {
  return c.regressions.length > 0 || (Boolean(options.failOnFlaky) && c.newlyFlaky.length > 0);
}

/** What a regression was in the baseline, in words. */
export function regressionWas(r: Regression): string {
  return { passed: 'passed in the baseline', flaky: 'flaky in the baseline', new: 'new check', 'not run': 'not run in the baseline' }[r.was];
}
