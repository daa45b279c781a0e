// The decision rule of the cost checks (features/steps/cpu-cost.steps.ts): a sequential test
// over attempts, each a fresh measure of the ordinary and the attacker's requests, that a
// correct framework fails with probability below 1 in 10,000 (CONTRIBUTING.md, "A check of
// cost"). One measure can be noise (a collection, a neighbour's burst, a core taken away in
// the middle of a request); a vulnerability is there at every measure.
//
// An attempt's ratio r is the attacker's cheapest request over the cheapest ordinary one.
//   r <  factor           the framework is safe: the verdict is made (pass).
//   r >= clear            (first attempt only) a clear vulnerability: fail at once, so that a
//                         backtracking matcher costs one attempt.
//   factor <= r < clear   not clear: measure again, up to `attempts` in all; the check fails
//                         only when every attempt reached the factor.
// So a correct framework fails with probability at most P(r1 >= clear) + P(r1..rk >= factor);
// attempts are independent measures (fresh requests, each ratio of its own baseline), so the
// second term is p^k for a per-attempt rate p of reaching the factor, and the first is the
// chance that each of the attacker's requests alone is inflated `clear` times over the
// cheapest ordinary one. Measured under load (CONTRIBUTING.md, the cost checks): of 378
// attempts on correct frameworks none reached 10 (p <= 3/378, so p^3 <= 5e-7), of their 1,703
// requests one cost 20 times the cheapest ordinary one, a cold first one (s <= 4.74/1703, so
// s^2 <= 7.7e-6). The vulnerable releases' first attempts measure 12 to 102 times: clear at
// 20 decides 44 of 50 at once.

/** The bounds of the sequential test. */
export interface CostRule {
  /** The factor of the scenario's step: an attempt below it clears the framework. */
  factor: number;
  /** A first attempt at or over this ratio is a clear vulnerability, decided at once. */
  clear: number;
  /** The cap: attempts at most; all of them at or over the factor fail the check. */
  attempts: number;
}

/** The cost steps' rule: a check fails on three attempts of ten times, or a first one of twenty. */
export const costRule = (factor: number): CostRule => ({ factor, clear: 2 * factor, attempts: 3 });

export interface Verdict<A> {
  vulnerable: boolean;
  /** Every attempt made, the first one the scenario's own, with its ratio. */
  attempts: Array<A & { ratio: number }>;
}

/**
 * Runs the test: `first` is the scenario's own attempt; `again` measures a fresh one. Each
 * attempt is judged on its ratio alone.
 */
export async function decide<A extends { ratio: number }>(rule: CostRule, first: A, again: () => Promise<A>): Promise<Verdict<A>> {
  if (!(rule.factor > 0 && rule.clear >= rule.factor && rule.attempts >= 1)) {
    throw new Error(`a cost rule needs 0 < factor <= clear and at least one attempt, not ${JSON.stringify(rule)}`);
  }
  const attempts: A[] = [first];
  if (first.ratio >= rule.clear) return { vulnerable: true, attempts };
  for (let last = first; ; ) {
    if (last.ratio < rule.factor) return { vulnerable: false, attempts };
    if (attempts.length >= rule.attempts) return { vulnerable: true, attempts };
    last = await again();
    attempts.push(last);
  }
}
