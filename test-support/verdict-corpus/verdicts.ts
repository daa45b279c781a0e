// What a run told of a variant, read from its JSON results (never from the terminal's text),
// in the words of an expectation: "vulnerable (file)", "not-implemented res.json",
// "failed [settings/etag] expected ...". A verdict holds when what was told matches it.
import type { CheckResult, Results } from '../../runner/results';
import { securityViews } from '../../conformance-report/src/security';
import { isAdvisoryExpectation, type AdvisoryExpectation, type CheckExpectation, type Expectation } from './expectation';

export interface Told {
  /** What the run told, in one line. */
  got: string;
  holds: boolean;
}

/** An error's message, without its stack: the lines before the first frame, at most three. */
const firstLines = (text: string | undefined): string => {
  const lines = (text ?? '').split('\n');
  const frame = lines.findIndex((line) => /^\s+at /.test(line));
  return (frame < 0 ? lines : lines.slice(0, frame)).slice(0, 3).join(' ').replace(/\s+/g, ' ').trim();
};

/** The expectation in the same words as what was told. */
export function expectedText(e: Expectation): string {
  if (isAdvisoryExpectation(e)) {
    return `${e.advisory} ${e.verdict}${e.observation ? ` (${e.observation})` : ''}${e.missing ? ` ${e.missing}` : ''}`;
  }
  const detail = e.verdict === 'failed' ? `${e.row ? ` [${e.row}]` : ''}${e.cause ? ` /${e.cause}/` : ''}` : e.missing ? ` ${e.missing}` : '';
  return `"${e.check}": ${e.verdict}${detail}${e.note ? ` (note /${e.note}/)` : ''}`;
}

export function told(results: Results, e: Expectation): Told {
  return isAdvisoryExpectation(e) ? toldOfAdvisory(results, e) : toldOfCheck(results, e);
}

function toldOfAdvisory(results: Results, e: AdvisoryExpectation): Told {
  const view = securityViews(results).find((v) => v.advisory.id === e.advisory);
  if (!view) return { got: `${e.advisory}: no check of it ran`, holds: false };
  const checks = results.results.filter((c) => view.checks.some((v) => v.id === c.id));
  const verdict = view.verdict === 'safe' && view.status === 'failed' ? 'safe-failing' : view.verdict;
  // The kinds of the observations made, and the members the not-implemented checks name.
  const kinds = [...new Set(checks.filter((c) => c.observation?.made).map((c) => c.observation!.kind as string))];
  const missing = [...new Set(checks.filter((c) => c.status === 'not-implemented' && c.missing).map((c) => c.missing!))];
  const why = verdict === 'not-observed' ? firstLines(checks.find((c) => c.status === 'failed')?.error).slice(0, 120) : '';
  const got = `${e.advisory} ${verdict}${kinds.length ? ` (${kinds.join(', ')})` : ''}${missing.length ? ` ${missing.join(', ')}` : ''}${why ? `: ${why}` : ''}`;
  const holds =
    verdict === e.verdict &&
    (e.observation === undefined || (kinds.length === 1 && kinds[0] === e.observation)) &&
    (e.missing === undefined || (missing.length === 1 && missing[0] === e.missing));
  return { got, holds };
}

function toldOfCheck(results: Results, e: CheckExpectation): Told {
  const check = results.results.find((c) => c.name === e.check);
  if (!check) return { got: 'the check did not run (not selected, or renamed)', holds: false };
  const got = describeCheck(check) + (e.note !== undefined && check.note ? ` (note: ${check.note.split('\n')[0].slice(0, 160)})` : '');
  if (check.status !== e.verdict) return { got, holds: false };
  if (e.note !== undefined && !new RegExp(e.note).test(check.note ?? '')) return { got, holds: false };
  if (e.verdict === 'not-implemented') return { got, holds: e.missing === undefined || check.missing === e.missing };
  if (e.verdict === 'skipped') return { got, holds: e.missing === undefined || (check.reason ?? '').includes(e.missing) };
  if (e.verdict === 'failed') {
    const rowHolds = e.row === undefined || check.spec.includes(e.row);
    const causeHolds = e.cause === undefined || new RegExp(e.cause).test(firstLines(check.error));
    return { got, holds: rowHolds && causeHolds };
  }
  return { got, holds: true };
}

/** A check's verdict in one line: its status, then the member, the reason or the rows and the error. */
export function describeCheck(c: CheckResult): string {
  if (c.status === 'not-implemented') return `not-implemented ${c.missing ?? '(no member named)'}`;
  if (c.status === 'skipped') return `skipped${c.reason ? `: ${c.reason}` : ''}`;
  if (c.status === 'failed') return `failed [${c.spec.join(' ')}] ${firstLines(c.error).slice(0, 160)}`;
  return c.status;
}
