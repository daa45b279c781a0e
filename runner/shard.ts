// A run split over CI runners: `--shard i/n` runs the i-th of n shares of the checks a run
// selects, and `fw-conformance merge` puts the shares' results back together. A share
// depends only on the selected checks' ids and tags, so every machine and Node version cuts
// the same shares; each check is in exactly one; shares are balanced by what checks usually
// cost, not by their count.
import { createHash } from 'node:crypto';

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export class ShardSpecError extends Error {}

/** "2/3" → { index: 2, count: 3 }. */
export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new ShardSpecError(`--shard takes <i>/<n> with 1 <= i <= n, e.g. --shard 2/3; got "${value}"`);
  }
  return { index, count };
}

/**
 * What a check usually costs, in units of an ordinary check (about 7 ms of a whole run of
 * the reference or express@5, where one of 2,000 takes 5-10 ms): a property runs its app
 * against a hundred generated inputs (about 200 ms: 25 units), a security check measures a
 * baseline and a crafted request (about 25 ms: 3 units), and a check tagged @slow is one of
 * the few that take 250 ms or more (40 units). Tags, not measured durations: the figure must
 * be the same on every machine, or two runners would cut different shares.
 */
export function costOf(tags: readonly string[]): number {
  if (tags.includes('@slow')) return 40;
  if (tags.includes('@property')) return 25;
  if (tags.includes('@security')) return 3;
  return 1;
}

/** Code-unit order: the same on every Node version and locale (localeCompare is not). */
const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The n shares of `checks`: the dearest check first (ties by id) goes to the share with the
 * least cost so far (ties to the lowest index). Each share keeps the checks' given order.
 */
export function shares<T extends { id: string; tags: readonly string[] }>(checks: readonly T[], count: number): T[][] {
  const load = new Array<number>(count).fill(0);
  const shareOf = new Map<string, number>();
  const dearestFirst = [...checks].sort((a, b) => costOf(b.tags) - costOf(a.tags) || byId(a, b));
  for (const c of dearestFirst) {
    let least = 0;
    for (let i = 1; i < count; i++) if (load[i] < load[least]) least = i;
    load[least] += costOf(c.tags);
    shareOf.set(c.id, least);
  }
  const out = Array.from({ length: count }, () => [] as T[]);
  for (const c of checks) out[shareOf.get(c.id)!].push(c);
  return out;
}

/** The share of `shard`. */
export function shareOf<T extends { id: string; tags: readonly string[] }>(checks: readonly T[], shard: Shard): T[] {
  return shares(checks, shard.count)[shard.index - 1];
}

/**
 * A fingerprint of the checks all shares were cut from: shards of different selections (or
 * of a suite that changed between runners) are refused by merge instead of merged.
 */
export function selectionKey(ids: readonly string[]): string {
  const h = createHash('sha256');
  for (const id of [...ids].sort()) h.update(id).update('\0');
  return h.digest('hex').slice(0, 16);
}
