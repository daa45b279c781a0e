// A check that could not run because the framework lacks a member of the interface the spec
// names (tinyhttp has no fw.urlencoded, polka no res.json): not implemented, a status of its
// own, never a failure of the behaviour the check tests (a missing body parser is not a
// prototype pollution). Whenever the app code meets the missing member: while the app is
// built ("Given the app:"), or in a handler at request time, where the TypeError is an
// exception nobody caught in the framework process (adapters/isolation/framework-process.ts
// says so, the error's stack after it), or one the framework caught and printed (Express's
// 500: the check's output holds the stack). It is narrow on purpose: the TypeError is the app
// code's own (thrown in its frame, not in framework code it called), and names a member the
// spec names (interface-members.ts); any other missing member is a failure.
import { isMemberName, memberOf, namedMembers, namedObjects } from './interface-members';

/** The step that builds the app (features/steps/app.steps.ts). */
export const APP_STEP = 'the app:';

/**
 * What the error names as missing: the expression that is not a function (`res.json`, checked
 * against the spec's members), the property read or set on undefined (V8: "reading 'title'",
 * whose object the app code at the frame's position names: `app.locals`), or the expression
 * read from undefined (JavaScriptCore: "evaluating 'sub.router.get'", whose object is `sub.router`).
 */
const MISSING: Array<{ re: RegExp; names: 'expression' | 'property' | 'read' }> = [
  { re: /^TypeError: ([\w$][^\s]*) is not a (?:function|constructor)$/, names: 'expression' },
  { re: /^TypeError: ([\w$][^\s]*) is undefined$/, names: 'expression' },
  { re: /^TypeError: Cannot (?:read|set) properties of undefined \((?:reading|setting) '([^']+)'\)$/, names: 'property' },
  // JavaScriptCore's words (Bun): "app.param is not a function. (In 'app.param(...)', 'app.param' is undefined)",
  // "undefined is not an object (evaluating 'app.router.get')". It writes a call's arguments
  // out (`res.type('text/html').jsonp`, quotes and spaces included) where V8 writes `(...)`:
  // memberOf reads both as a call.
  { re: /^TypeError: ([\w$][\s\S]*?) is not a (?:function|constructor)\. \(In '[\s\S]*', '[\s\S]+' is undefined\)$/, names: 'expression' },
  { re: /^TypeError: undefined is not an object \(evaluating '([^']+)'\)$/, names: 'read' },
];

/**
 * Members whose value may be undefined where the interface is whole (req.body without a body
 * parser, req.route outside a route, what 3.x's middleware fills): a property read from one
 * is the app's or the framework's failure, not a missing member.
 */
const MAY_BE_UNDEFINED = new Set(['req.body', 'req.route', 'req.files', 'req.cookies', 'req.signedCookies', 'req.session', 'req.user']);

/** Where V8 puts the app code's frame: `<anonymous>:line:column`, lines counted from the compiled function's header. */
const V8_POSITION = /<anonymous>:(\d+):(\d+)\)?$/;
/** The lines runAppCode's AsyncFunction puts before the code: "async function anonymous(fw,app,fixtures,require", ") {". */
const HEADER_LINES = 2;

/**
 * The object a property was read from or set on, where the app code did it: `app.locals` for
 * `app.locals.title = ...` at the frame's position. Undefined when the position names no
 * plain path (a call's result: `res.status(404).send`, which is not a missing member).
 */
function objectAt(appCode: string, frame: string, property: string): string | undefined {
  const at = V8_POSITION.exec(frame);
  if (!at) return undefined;
  const line = appCode.split('\n')[Number(at[1]) - 1 - HEADER_LINES];
  const column = Number(at[2]) - 1;
  if (line === undefined) return undefined;
  const escaped = property.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // V8 points at the property read, or just past it (at the "=" of an assignment).
  for (const m of line.matchAll(new RegExp(`([\\w$]+(?:\\.[\\w$]+)*)\\.${escaped}(?![\\w$])(\\s*)`, 'g'))) {
    const dot = m.index + m[1].length;
    if (column >= dot && column <= m.index + m[0].length) return m.index > 0 && /[\w$.)\]]/.test(line[m.index - 1]) ? undefined : m[1];
  }
  return undefined;
}

/**
 * The app code's own frame: the scenario's code runs as a function compiled by runAppCode
 * (adapters/isolation/framework-host.ts), which V8 (Node, Deno) names `eval at runAppCode`,
 * the handlers it defines included (`Object.eval [as handle]` where a framework calls one as a method). JavaScriptCore (Bun) puts the code at framework-host's
 * own file: while the app is built, as `anonymous` called by runAppCode; at request time,
 * as the handler's name (or `<anonymous>`), called by the framework.
 */
const APP_CODE_FRAME = /^\s*at (?:async )?(?:\S+ (?:\[as \S+\] )?)?\(?eval at runAppCode\b/;
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
  return thrownMissing(uncaught ? error.slice(uncaught[0].length) : error, appCode, uncaught !== null);
}

/**
 * What the framework lacks, when a check failed after its handler threw a TypeError the
 * framework caught and printed (Express 5 and others catch what a handler throws, answer 500,
 * and print the stack): the same error, read from what the framework printed during the check.
 */
export function missingMemberInOutput(output: string, appCode = ''): string | undefined {
  const lines = output.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!/^TypeError: /.test(line)) continue;
    let end = i + 1;
    while (end < lines.length && /^\s+at /.test(lines[end])) end++;
    const member = thrownMissing(lines.slice(i, end).join('\n'), appCode, true);
    if (member) return member;
  }
  return undefined;
}

/**
 * The same, read from the body of the framework's error response: Express shows the stack
 * there outside production (an HTML page: lines broken by <br>, indented by &nbsp;), and does
 * not print it when NODE_ENV is test, as a CI job may set it.
 */
export function missingMemberInErrorPage(body: string, appCode = ''): string | undefined {
  const text = body
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|#x27|amp);/g, (_, name: string) => ENTITIES[name]);
  return missingMemberInOutput(text, appCode);
}

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' };

/** The member an error names as missing, when the app code threw it (`atRequest`: in a handler, not while building the app). */
function thrownMissing(thrown: string, appCode: string, atRequest: boolean): string | undefined {
  // The message may span lines (JavaScriptCore quotes the whole call, which may hold newlines): the frames follow it.
  const all = thrown.split('\n');
  const firstFrame = all.findIndex((line) => /^\s+at /.test(line));
  const message = (firstFrame < 0 ? all : all.slice(0, firstFrame)).join('\n').trim();
  const frames = firstFrame < 0 ? [] : all.slice(firstFrame);
  const named = MISSING.map(({ re, names }) => ({ name: re.exec(message)?.[1], names })).find((m) => m.name);
  if (!named?.name) return undefined;
  const objects = namedObjects(appCode);
  const top = frames[0] ?? '';
  let member: string | undefined;
  if (named.names === 'expression') member = memberOf(named.name, objects);
  else {
    // The object that was undefined: where the app code read it (V8), or the expression read (JavaScriptCore).
    const object = named.names === 'property' ? objectAt(appCode, top, named.name) : named.name.includes('.') ? named.name.slice(0, named.name.lastIndexOf('.')) : undefined;
    const property = named.names === 'property' ? named.name : named.name.slice(named.name.lastIndexOf('.') + 1);
    // A name the app code gave a member (`const router = app.router`) stands for that member.
    const [first, ...rest] = object?.split('.') ?? [];
    const kept = first === undefined ? undefined : namedMembers(appCode)[first];
    if (object !== undefined) member = memberOf(kept ? [kept, ...rest].join('.') : object, objects);
    if (member && MAY_BE_UNDEFINED.has(member)) return undefined;
    // Where the object is none the interface names, while the app is built (before, the only case): the property's name, when some object of the interface has it.
    if (!member && !atRequest && isMemberName(property)) member = property;
  }
  if (!member) return undefined;
  // Thrown by the app code itself, not by framework code it called.
  const own =
    APP_CODE_FRAME.test(top) ||
    (JSC_APP_CODE_FRAME.test(top) && CALLED_BY_RUN_APP_CODE.test(frames[1] ?? '')) ||
    (atRequest && JSC_HANDLER_FRAME.test(top));
  return own ? member : undefined;
}
