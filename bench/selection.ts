// What a benchmark command measures: the targets it knows, the bases ratios are taken
// against, and the workloads and targets its --only and --targets options select.
import { workloads, type Workload } from './apps';

/** Every target bench/server.ts can serve. */
export const ALL_TARGETS = ['reference', 'express@5', 'express@4', 'fastify', 'fastify+etag', 'node:http'];
/** The targets every other is compared with, in the table's order. */
export const BASES = ['express@5', 'fastify', 'fastify+etag', 'node:http'];

/** The items of a comma-separated option. */
export const list = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * The workloads whose name contains one of the --only words (all without any), and the
 * --targets given (`fallback` without the option); an error message when the selection is
 * empty or names an unknown target.
 */
export function select(only: string | undefined, targetsOption: string | undefined, fallback: string[]): { workloads: Workload[]; targets: string[] } | { error: string } {
  const words = list(only);
  const selected = workloads.filter((w) => words.length === 0 || words.some((word) => w.name.includes(word)));
  const targets = targetsOption === undefined ? fallback : list(targetsOption);
  const unknown = targets.filter((t) => !ALL_TARGETS.includes(t));
  if (unknown.length > 0) return { error: `unknown targets: ${unknown.join(', ')}` };
  if (selected.length === 0 || targets.length === 0) return { error: 'nothing selected' };
  return { workloads: selected, targets };
}
