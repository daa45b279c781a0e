// Every attempt of every cost check, for measuring the rule (CONTRIBUTING.md, "A check of
// cost"): with FW_COST_LOG set to a file, each verdict appends one JSON line (the check, the
// verdict, the pooled statistic and each attempt's figures), whether it passed or failed. The
// results keep only a failure's figures, in its message (a passing check's would make the
// committed results vary from run to run).
import * as fs from 'node:fs';

/** A cost in ms as messages give it: one decimal below 10 ms. */
export const round = (ms: number): string => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

export function logAttempts<A>(check: string | undefined, verdict: { vulnerable: boolean; statistic: number; attempts: A[] }, figures: (a: A) => string): void {
  const file = process.env.FW_COST_LOG;
  if (!file) return;
  const line = { check, vulnerable: verdict.vulnerable, statistic: Number(verdict.statistic.toFixed(3)), attempts: verdict.attempts.map(figures) };
  fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}
