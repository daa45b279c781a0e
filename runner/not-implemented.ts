// A check that could not run because the framework lacks an API the scenario's app uses
// (tinyhttp has no fw.urlencoded): not implemented, a status of its own, never a failure of
// the behaviour the check tests (a missing body parser is not a prototype pollution). It is
// narrow on purpose: the app code itself, while the app is built ("Given the app:"), threw a
// TypeError naming a missing member of the interface. A TypeError inside the framework, or
// at request time, is the framework's failure.

/** The step that builds the app (features/steps/app.steps.ts). */
export const APP_STEP = 'the app:';

/**
 * The member of the interface the error names: `fw.urlencoded is not a function`,
 * `app.engine is undefined`, `Cannot read properties of undefined (reading 'json')`.
 */
const MISSING = [
  /^TypeError: ((?:fw|app|req|res)\b[^\s]*) is not a (?:function|constructor)$/,
  /^TypeError: ((?:fw|app|req|res)\b[^\s]*) is undefined$/,
  /^TypeError: Cannot read properties of undefined \(reading '([^']+)'\)$/,
  // JavaScriptCore's words (Bun): "app.param is not a function. (In 'app.param(...)', 'app.param' is undefined)",
  // "undefined is not an object (evaluating 'app.router.get')": the property read, as V8 names it.
  /^TypeError: ((?:fw|app|req|res)\b[^\s]*) is not a (?:function|constructor)\. \(In '[\s\S]*', '[^']+' is undefined\)$/,
  /^TypeError: undefined is not an object \(evaluating '(?:[^']*\.)?([^'.]+)'\)$/,
];

/**
 * The app code's own frame: the scenario's code runs as a function compiled by runAppCode
 * (adapters/isolation/framework-host.ts), which V8 (Node, Deno) names `eval at runAppCode`;
 * JavaScriptCore (Bun) names it `anonymous`, at framework-host's file, called by runAppCode.
 */
const APP_CODE_FRAME = /^\s*at (?:async )?(?:\S+ )?\(?eval at runAppCode\b/;
const JSC_APP_CODE_FRAME = /^\s*at (?:async )?anonymous \(\S*framework-host\.[jt]s:\d+:\d+\)$/;
const CALLED_BY_RUN_APP_CODE = /^\s*at (?:async )?runAppCode\b/;

/**
 * What the framework lacks, when the error of a failed "Given the app:" step says the app
 * code found a member of the interface missing; else undefined.
 */
export function missingMember(stepText: string, error: string): string | undefined {
  if (stepText !== APP_STEP) return undefined;
  // The message may span lines (JavaScriptCore quotes the whole call, which may hold newlines): the frames follow it.
  const all = error.split('\n');
  const firstFrame = all.findIndex((line) => /^\s+at /.test(line));
  const message = (firstFrame < 0 ? all : all.slice(0, firstFrame)).join('\n').trim();
  const lines = [message, ...(firstFrame < 0 ? [] : all.slice(firstFrame))];
  const member = MISSING.map((re) => re.exec(message)?.[1]).find(Boolean);
  if (!member) return undefined;
  // Thrown by the app code itself, not by framework code it called.
  const own = APP_CODE_FRAME.test(lines[1] ?? '') || (JSC_APP_CODE_FRAME.test(lines[1] ?? '') && CALLED_BY_RUN_APP_CODE.test(lines[2] ?? ''));
  return own ? member : undefined;
}
