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

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';
const HTTP_DATE = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT\b/g;
const ISO_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z\b/g;
// A port the operating system picked: after a loopback or wildcard address.
const PORT = /(127\.0\.0\.1|localhost|\[::1\]|::1?|0\.0\.0\.0):\d{2,5}\b/g;
// Scratch directories made with mkdtemp: a prefix, a dash or nothing, six random characters.
const SCRATCH = /(\/tmp\/[\w.-]*?)[A-Za-z0-9]{6}(?=[/'"\s)]|$)/g;
const STACK_FRAME = /^\s+at .*$\n?/gm;
// A file's modification time in milliseconds, in hex, as an ETag made from the file's stat
// holds it (W/"1a21940e64a-d"): the time the checkout or the run wrote the file.
const MTIME_HEX = /\b1[89ab][0-9a-f]{9}\b/g;
// A relative path that climbs to the root of the filesystem from a directory of the
// checkout ("../../../../sub/file.txt"): how many levels depends on where the checkout is.
// (Request paths that climb start with '/' and are left as they are.)
const CLIMB_TO_ROOT = /(?<![\w./%])(?:\.\.\/){3,}/g;
// A stack inside a body quoted in a message (an HTML error page, a plain-text trace): its
// frames hold paths of the machine, and where show() cuts the quote (300 characters) moves
// with the length of the checkout's path; so everything from its first frame to the end of
// the quote goes.
const QUOTED_STACK = /(<br> &nbsp; &nbsp;|\\n {4})at (?:[^"\\]|\\.)*"…?/g;
// The CPU times a cost check measured (features/steps/cpu-cost.steps.ts), and how many
// attempts its sequential test took: its verdict is a function of the code, the milliseconds
// and the count of attempts are not.
const CPU_FIGURES = /(cost the framework process at least \d+ times the cheapest ordinary one \(.*\) in every attempt \([^)]*\)): attempt 1: [^\n]*/g;

/** A message with what differs between two runs of the same code replaced by a placeholder. */
export function stableMessage(message: string): string {
  return message
    .replace(STACK_FRAME, '')
    .replace(QUOTED_STACK, '$1at <stack>"')
    .replace(CPU_FIGURES, '$1: <attempts>')
    .replace(HTTP_DATE, (d) => (d === EPOCH ? d : '<http-date>'))
    .replace(ISO_TIME, '<time>')
    .replace(PORT, '$1:<port>')
    .replace(SCRATCH, '$1<scratch>')
    .replace(MTIME_HEX, '<mtime>')
    .replace(CLIMB_TO_ROOT, '<up>/')
    .replace(/\s+$/, '');
}

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

/** One check as committed: without its duration, output, note, Gherkin, exchange and failed attempts (a run's JSON has them); a flaky one as passed. */
function stableCheck(check: CheckResult, root: RegExp): CheckResult {
  const stable = (message: string) => stableMessage(message.replace(root, ''));
  const { durationMs: _d, output: _o, note: _n, gherkin: _g, exchange: _x, flaky: _f, attempts: _a, ...rest } = settled(check, stable);
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
