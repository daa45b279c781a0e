// Runs the corpus's variants through the built CLI (two at a time at most) and judges each
// expectation against the run's JSON results: the rows of the table the command prints and
// the test asserts on.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../../layout/package-root';
import type { Results } from '../../runner/results';
import { runChecks } from '../cli';
import { slots } from '../slots';
import { variantSchema, type Expectation, type Mechanism, type ParsedVariant, type Variant } from './expectation';
import { expectedText, told } from './verdicts';

/**
 * ok: the verdict holds; differs: it does not (the command fails); pending: it does not, and it
 * needs a mechanism not landed yet; early: it needs such a mechanism and holds already.
 */
export type Outcome = 'ok' | 'differs' | 'pending' | 'early';

export interface Row {
  variant: string;
  change: string;
  expected: string;
  got: string;
  needs?: Mechanism;
  outcome: Outcome;
}

const VARIANTS_DIR = path.join(__dirname, 'variants');

/** The adapter of a variant: a file of variants/, a path from the package root, or a bundled adapter's name (express@5). */
export function adapterPath(v: ParsedVariant): string {
  const own = path.join(VARIANTS_DIR, v.adapter);
  if (fs.existsSync(own)) return own;
  const fromRoot = path.join(PACKAGE_ROOT, v.adapter);
  return fs.existsSync(fromRoot) ? fromRoot : v.adapter;
}

const exact = (name: string): string => `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** The CLI's arguments for a variant's small run. */
export function argsOf(v: ParsedVariant): string[] {
  const args = ['--adapter', adapterPath(v), '--profile', v.profile, '--quiet', '--parallel', '1'];
  for (const name of v.names) args.push('--name', exact(name));
  if (v.tags) args.push('--tags', v.tags);
  return args;
}

export async function runVariant(v: ParsedVariant): Promise<Results> {
  try {
    // A variant runs a few checks: seconds. Killed after 3 minutes, its test fails.
    return (await runChecks(argsOf(v), { timeoutMs: 180_000 })).results;
  } catch (err) {
    throw new Error(`${v.id}: ${(err as Error).message}`);
  }
}

/** The rows of one variant's expectations, judged against its run. */
export function judge(v: ParsedVariant, results: Results, pending: readonly Mechanism[]): Row[] {
  return v.expect.map((e: Expectation) => {
    const { got, holds } = told(results, e);
    const waits = e.needs !== undefined && pending.includes(e.needs);
    const outcome: Outcome = holds ? (waits ? 'early' : 'ok') : waits ? 'pending' : 'differs';
    return { variant: v.id, change: v.change, expected: expectedText(e), got, ...(e.needs ? { needs: e.needs } : {}), outcome };
  });
}

/** Every variant run and judged, in the table's order; `each` hears of each variant as it ends. */
export async function judgeAll(
  variants: readonly Variant[],
  pending: readonly Mechanism[],
  each: (rows: Row[]) => void = () => undefined,
): Promise<Row[]> {
  const parsed = variants.map((v) => variantSchema.parse(v));
  const inSlot = slots(2);
  const done = await Promise.all(
    parsed.map((v) =>
      inSlot(async () => {
        const rows = judge(v, await runVariant(v), pending);
        each(rows);
        return rows;
      }),
    ),
  );
  return done.flat();
}

/** Whether the table fails: a verdict that differs from what its variant must get. */
export const failing = (rows: readonly Row[]): Row[] => rows.filter((r) => r.outcome === 'differs');
