// The committed results keep what the code decides and nothing a run happens to meet: no
// start time, no durations (of a check or of its failed attempts), no framework output, no
// note that the machine starved the framework (it comes and goes with the machine's load), no
// stack frames (their line numbers move with every edit of the support code), no port,
// date or scratch path inside a message, and no failed attempt (a target regenerated with
// --retries, committed.ts: which of its checks a crash of its own falls on moves from run to
// run; the settled verdict does not): a check that passed on a retry is committed as passed,
// one that failed every attempt as most of its attempts failed.
// Two regenerations of the same code then give the same bytes, and `git diff` of a
// regeneration shows only the checks whose verdict or message changed. A run's own JSON
// (--report json:...) keeps all of it, and the digest of the suite it ran.
import { summarizeAgain, type CheckResult, type Results } from '../../runner/results';
import { stableMessage } from '../../runner/stable-message';

export { stableMessage };

/**
 * A check that failed every attempt (--retries), as the most of its attempts failed: status,
 * missing member and message (stable form), the last attempt's way on a tie with it, else the
 * first in code-unit order. A crash of the framework's own (ultimate-express's SIGABRTs) falls
 * on one attempt or another from run to run; what the check itself meets does not.
 */
function settled(check: CheckResult, stable: (message: string) => string): CheckResult {
  if (!check.attempts?.length || (check.status !== 'failed' && check.status !== 'not-implemented')) return check;
  const last = { status: check.status, missing: check.missing, error: check.error ?? '' };
  const ways = [...check.attempts.map((a) => ({ status: a.missing ? ('not-implemented' as const) : ('failed' as const), missing: a.missing, error: a.error })), last];
  const keyOf = (w: (typeof ways)[number]) => JSON.stringify([w.status, w.missing ?? null, stable(w.error)]);
  const counts = new Map<string, number>();
  for (const w of ways) counts.set(keyOf(w), (counts.get(keyOf(w)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const tied = [...counts.keys()].filter((k) => counts.get(k) === most).sort();
  const key = tied.includes(keyOf(last)) ? keyOf(last) : tied[0];
  const way = ways.find((w) => keyOf(w) === key)!;
  const { missing: _m, ...rest } = check;
  return { ...rest, status: way.status, error: way.error, ...(way.missing ? { missing: way.missing } : {}) };
}

/** One check as committed: without its duration, output, note, starvation, Gherkin, exchange and failed attempts (a run's JSON has them); a flaky one as passed. */
function stableCheck(check: CheckResult, root: RegExp): CheckResult {
  const stable = (message: string) => stableMessage(message.replace(root, ''));
  const { durationMs: _d, output: _o, note: _n, starvedMs: _m, gherkin: _g, exchange: _x, flaky: _f, attempts: _a, ...rest } = settled(check, stable);
  // A security observation's evidence is a message like the error (the cost it measured).
  const observation = rest.observation?.evidence === undefined ? {} : { observation: { ...rest.observation, evidence: stable(rest.observation.evidence) } };
  return rest.error === undefined ? { ...rest, ...observation } : { ...rest, ...observation, error: stable(rest.error) };
}

/** Results as committed; `packageRoot` is made relative in messages, so they do not depend on the machine. */
export function stableForm(results: Results, packageRoot: string): Results {
  const root = new RegExp(packageRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '[\\\\/]', 'g');
  // The suite's digest is a hash of its installed files: it changes with every edit of them.
  const { startedAt: _s, durationMs: _d, suiteDigest: _h, ...rest } = results;
  const checks = results.results.map((c) => stableCheck(c, root));
  return {
    ...rest,
    // counted again: a flaky check is passed here, a settled one as it settled (an oracle's
    // run counts its known divergences apart, and has some in every profile)
    summary: summarizeAgain(checks, rest.summary),
    ...(rest.error === undefined ? {} : { error: stableMessage(rest.error.replace(root, '')) }),
    results: checks,
  };
}
