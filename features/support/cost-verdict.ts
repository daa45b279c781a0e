// The decision rule of the cost checks (features/steps/cpu-cost.steps.ts and the app-measured
// check of urlencoded-limits.feature): a sequential test over attempts, each a fresh measure of
// the scenario's requests in the same app, judged on everything measured so far.
//
// The statistic is pooled: the cheapest of every attacker's measure so far against the
// cheapest of every ordinary one (a ratio), or their difference against a cost of reference
// (a share). Noise only adds CPU time to a measure (a collection, a core shared with another
// process, a cold cache), so the cheapest of many measures tends to the request's true cost
// from above, on both sides: more attempts make the statistic of a correct framework tend to
// its true value (1-3 times), and that of a vulnerable one to its own (15-100 times), never
// the other way. An attempt is never discarded, so a vulnerable framework cannot pass on a
// lucky attempt after unlucky ones (the rule withdrawn in 7783873 judged each attempt alone:
// express@3's res.type, near the factor in one attempt in three, passed at random).
//
// Three zones with a wide gap between them:
//   s <  fine                    clearly fine: pass (from the first attempt on).
//   s >= limit, attempts >= 3    clearly vulnerable: fail. Never on fewer attempts: a correct
//                                framework must be unlucky in three attempts apart in time.
//   otherwise                    measure again, up to `attempts`; at the cap the statistic
//                                is judged against the limit alone (less passes).
//
// The bounds, with the numbers in CONTRIBUTING.md ("A check of cost"): a correct framework
// fails only when every attacker's measure of at least three attempts reaches the limit
// against the cheapest ordinary one the check saw, which is no less than the ordinary
// request's floor; with attempts independent (apart in time, each its own requests) and a
// rate p per attempt of reaching the limit against that floor, at most p^3. A vulnerable
// framework of true ratio R passes only when its statistic drops below `fine` (every ordinary
// measure of the first attempts R/fine times its floor or more) or stays below the limit over
// the cap (every ordinary measure of five attempts R/limit times its floor or more).

/** The bounds of the sequential test. */
export interface CostRule {
  /** Below this the framework is clearly fine: pass. */
  fine: number;
  /** At or over this, from attempt `failFrom` on, it is clearly vulnerable: fail. */
  limit: number;
  /** The fewest attempts a failure takes. */
  failFrom: number;
  /** The cap: attempts at most. */
  attempts: number;
}

/** The rule of a ratio step: fail at `factor` times from the third attempt, pass below half of it, five attempts at most. */
export const ratioRule = (factor: number): CostRule => ({ fine: factor / 2, limit: factor, failFrom: 3, attempts: 5 });

export interface Verdict<A> {
  vulnerable: boolean;
  /** Every attempt made, the first one the scenario's own. */
  attempts: A[];
  /** The pooled statistic the verdict was made on. */
  statistic: number;
}

function check(rule: CostRule): void {
  if (!(rule.fine > 0 && rule.limit >= rule.fine && rule.failFrom >= 1 && rule.attempts >= rule.failFrom)) {
    throw new Error(`a cost rule needs 0 < fine <= limit and 1 <= failFrom <= attempts, not ${JSON.stringify(rule)}`);
  }
}

/**
 * Runs the test: `first` is the scenario's own attempt, `again` measures a fresh one, and
 * `statistic` judges every attempt made so far together.
 */
export async function decide<A>(rule: CostRule, first: A, again: () => Promise<A>, statistic: (attempts: A[]) => number): Promise<Verdict<A>> {
  check(rule);
  const attempts: A[] = [first];
  for (;;) {
    const s = statistic(attempts);
    if (s < rule.fine) return { vulnerable: false, attempts, statistic: s };
    if (s >= rule.limit && attempts.length >= rule.failFrom) return { vulnerable: true, attempts, statistic: s };
    if (attempts.length >= rule.attempts) return { vulnerable: s >= rule.limit, attempts, statistic: s };
    attempts.push(await again());
  }
}

/** A measured request's cost, of the attacker's or an ordinary one. */
export interface Cost {
  kind: 'ordinary' | 'attacker';
  label: string;
  ms: number;
}

/** The cheapest of `kind`'s costs over every attempt. */
export function cheapest(attempts: Cost[][], kind: Cost['kind']): Cost {
  const all = attempts.flat().filter((c) => c.kind === kind);
  if (!all.length) throw new Error(`no ${kind} request was measured`);
  return all.reduce((a, b) => (b.ms < a.ms ? b : a));
}

// An ordinary request costs at least 1 ms here (the probe's own answer included); less is a
// cost taken net of the process's pace at rest, which a factor of it cannot be judged by.
export const FLOOR_MS = 1;

/** The pooled ratio: the cheapest attacker's measure over the cheapest ordinary one (1 ms at least). */
export function pooledRatio(attempts: Cost[][]): number {
  return cheapest(attempts, 'attacker').ms / Math.max(cheapest(attempts, 'ordinary').ms, FLOOR_MS);
}
