// A check that could not run because the framework lacks a member of the interface the spec
// names (tinyhttp has no fw.urlencoded, polka no res.json): not implemented, a status of its
// own, never a failure of the behaviour the check tests (a missing body parser is not a
// prototype pollution). Whenever the app code meets the missing member: while the app is
// built ("Given the app:"), or in a handler at request time, where the TypeError is an
// exception nobody caught in the framework process (adapters/isolation/framework-process.ts
// says so, the error's stack after it). It is narrow on purpose: the TypeError is the app
// code's own (thrown in its frame, not in framework code it called), and names a member the
// spec names (interface-members.ts); any other missing member is a failure.
import { isMemberName, memberOf, namedObjects } from './interface-members';

/** The step that builds the app (features/steps/app.steps.ts). */
export const APP_STEP = 'the app:';

/**
 * What the error names as missing, and whether it is an expression (`res.json`, checked
 * against the spec's members) or only the name of the property read (V8's "reading 'json'",
 * JavaScriptCore's "evaluating 'sub.router.get'": a member's name, of whichever object).
 */
const MISSING: Array<{ re: RegExp; names: 'expression' | 'property' }> = [
  { re: /^TypeError: ([\w$][^\s]*) is not a (?:function|constructor)$/, names: 'expression' },
  { re: /^TypeError: ([\w$][^\s]*) is undefined$/, names: 'expression' },
  { re: /^TypeError: Cannot read properties of undefined \(reading '([^']+)'\)$/, names: 'property' },
  // JavaScriptCore's words (Bun): "app.param is not a function. (In 'app.param(...)', 'app.param' is undefined)",
  // "undefined is not an object (evaluating 'app.router.get')": the property read, as V8 names it.
  { re: /^TypeError: ([\w$][^\s]*) is not a (?:function|constructor)\. \(In '[\s\S]*', '[^']+' is undefined\)$/, names: 'expression' },
  { re: /^TypeError: undefined is not an object \(evaluating '(?:[^']*\.)?([^'.]+)'\)$/, names: 'property' },
];

/**
 * The app code's own frame: the scenario's code runs as a function compiled by runAppCode
 * (adapters/isolation/framework-host.ts), which V8 (Node, Deno) names `eval at runAppCode`,
 * the handlers it defines included. JavaScriptCore (Bun) puts the code at framework-host's
 * own file: while the app is built, as `anonymous` called by runAppCode; at request time,
 * as the handler's name (or `<anonymous>`), called by the framework.
 */
const APP_CODE_FRAME = /^\s*at (?:async )?(?:\S+ )?\(?eval at runAppCode\b/;
const JSC_APP_CODE_FRAME = /^\s*at (?:async )?anonymous \(\S*framework-host\.[jt]s:\d+:\d+\)$/;
const JSC_HANDLER_FRAME = /^\s*at (?:async )?\S+ \(\S*framework-host\.[jt]s:\d+:\d+\)$/;
const CALLED_BY_RUN_APP_CODE = /^\s*at (?:async )?runAppCode\b/;

/**
 * How the framework process reports an error nobody caught (adapters/isolation/framework-process.ts):
 * "the framework threw an exception nobody caught while handling GET /:", then the error's stack
 * ("Error: " before it when a property quotes it, its own lines after the stack).
 */
const UNCAUGHT = /^(?:Error: )?the framework (?:threw an exception nobody caught|left a promise rejection unhandled) [^\n]*:\n/;

/**
 * What the framework lacks, when the first failure of a check is the app code finding a
 * member of the interface missing: while building the app (a failed "Given the app:" step),
 * or in a handler, at request time (an exception nobody caught, in any step); else undefined.
 * `appCode`, the scenario's app code, says what its own names stand for (`const sub = fw()`).
 */
export function missingMember(stepText: string, error: string, appCode = ''): string | undefined {
  const uncaught = UNCAUGHT.exec(error);
  if (stepText !== APP_STEP && !uncaught) return undefined;
  const thrown = uncaught ? error.slice(uncaught[0].length) : error;
  // The message may span lines (JavaScriptCore quotes the whole call, which may hold newlines): the frames follow it.
  const all = thrown.split('\n');
  const firstFrame = all.findIndex((line) => /^\s+at /.test(line));
  const message = (firstFrame < 0 ? all : all.slice(0, firstFrame)).join('\n').trim();
  const frames = firstFrame < 0 ? [] : all.slice(firstFrame);
  const named = MISSING.map(({ re, names }) => ({ name: re.exec(message)?.[1], names })).find((m) => m.name);
  if (!named?.name) return undefined;
  const member = named.names === 'expression' ? memberOf(named.name, namedObjects(appCode)) : isMemberName(named.name) ? named.name : undefined;
  if (!member) return undefined;
  // Thrown by the app code itself, not by framework code it called.
  const top = frames[0] ?? '';
  const own =
    APP_CODE_FRAME.test(top) ||
    (JSC_APP_CODE_FRAME.test(top) && CALLED_BY_RUN_APP_CODE.test(frames[1] ?? '')) ||
    (uncaught !== null && JSC_HANDLER_FRAME.test(top));
  return own ? member : undefined;
}
