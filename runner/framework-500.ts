// A 500 the framework answered itself. restana (and frameworks like it) catch what a handler
// throws and answer 500 before the app's error handler, printing nothing: the check fails on a
// status with no cause. Two causes are told apart by what the framework showed: its own crash
// (an error printed, or on its error page, thrown in the framework's code, not the app code's),
// or the app's error swallowed (nothing shown), where the census names what the app code met:
// a member it calls that the framework's object lacks. The check then carries the answer and
// the cause; a member found this way is judged as one an error names (not-implemented.ts).
import { memberOf, namedObjects } from '../spec/interface-members';
import type { Census, Exchange } from '../run-protocol/attachments';
import { isAppCodeFrame, lackedByName, lacks, pageText } from './not-implemented';

/** What a framework's own 500 says of a failed check: the member the app met missing, if any, and a note for the reader. */
export interface Framework500 {
  /** A member of the interface the app code calls and the framework's object lacks (the census). */
  member?: string;
  note: string;
}

/** The first error in printed text (or an error page's) with its stack: its first line, and whether the app code threw it. */
export function shownError(text: string): { line: string; byApp: boolean } | undefined {
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!/^\s*(?:[\w$]*Error|Exception)\b/.test(line) || !/^\s+at /.test(lines[i + 1] ?? '')) continue;
    return { line: line.trim().slice(0, 200), byApp: isAppCodeFrame(lines[i + 1], lines[i + 2] ?? '') };
  }
  return undefined;
}

/** The members the app code calls (`res.json(`, `response.json(`) that the census says the framework's object lacks, in the code's order. */
export function calledLacking(appCode: string, census: Census | undefined): string[] {
  if (!census) return [];
  const objects = namedObjects(appCode);
  const found: string[] = [];
  for (const m of appCode.matchAll(/([\w$]+(?:\.[\w$]+)*)\.([\w$]+)\s*\(/g)) {
    const expression = `${m[1]}.${m[2]}`;
    const member = memberOf(expression, objects) ?? lackedByName(expression, census);
    if (member && lacks(census, member) && !found.includes(member)) found.push(member);
  }
  return found;
}

/**
 * What the framework's own 5xx says of a failed check that no error named a missing member of:
 * its crash, the app's error swallowed with the member the census says it met, or nothing more
 * than the answer. Undefined when the response is no 5xx.
 */
export function judgeFramework500(response: Exchange['response'] | undefined, output: string | undefined, appCode: string, census: Census | undefined): Framework500 | undefined {
  if (!response || response.status < 500) return undefined;
  const body = response.body.encoding === 'utf8' ? response.body.data : '';
  const answer = `${response.status}${body ? ` "${body.slice(0, 120).replace(/\s+/g, ' ')}"` : ''}`;
  const shown = shownError(output ?? '') ?? shownError(pageText(body));
  if (shown && !shown.byApp) return { note: `the framework's own crash: it answered ${answer} after its own code threw ${shown.line}` };
  if (shown) return { note: `the framework answered ${answer} after the app code threw ${shown.line}` };
  // Nothing shown: the app's error swallowed, if the app code met a member the framework lacks.
  const [member] = calledLacking(appCode, census);
  if (member) {
    const object = member.split('.')[0];
    return { member, note: `the framework answered ${answer} and showed no cause: it swallowed the app's error; the app code calls ${member}, which the framework's ${object} lacks` };
  }
  // An answer of the app's own (its error handler's 500) is not the framework's to explain.
  if (new RegExp(`\\b${response.status}\\b`).test(appCode)) return undefined;
  return { note: `the framework answered ${answer} itself and showed no cause${output ? '' : ' (it printed nothing)'}` };
}
