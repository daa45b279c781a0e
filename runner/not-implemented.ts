// A check that could not run because the framework lacks a member of the interface the spec
// names (tinyhttp has no fw.urlencoded, polka no res.json): not implemented, a status of its
// own, never a failure of the behaviour the check tests (a missing body parser is not a
// prototype pollution). Whenever the app code meets the missing member: while the app is
// built ("Given the app:"), or in a handler at request time, where the TypeError is an
// exception nobody caught in the framework process (adapters/isolation/framework-process.ts
// gives its stack as data: run-protocol/attachments.ts uncaught), or one the framework caught and printed (Express's
// 500: the check's output holds the stack). It is narrow on purpose: the TypeError is the app
// code's own (thrown in its frame, not in framework code it called), and names a member the
// spec names (interface-members.ts); any other missing member is a failure.
import { isMemberName, memberOf, namedMembers, namedObjects, setsSetting, settingSubject, specMembers } from '../spec/interface-members';
import type { Census } from '../run-protocol/attachments';

/** The handler's third argument, as a member of the interface ("a callback (req, res, next)"): no object's, always what a check that calls it is about. */
export const NEXT = 'next';

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
 * parser, req.route outside a route, what 3.x's middleware fills, req.params before a route
 * has matched, which is all 3.x's req has at a request no route takes): a property read from
 * one is the app's or the framework's failure, not a missing member. The census reads req at a
 * process's first request, whichever check's it is, so a member it may lack there would make a
 * check's verdict hang on the order checks ran in (express@3's req.params did).
 */
const MAY_BE_UNDEFINED = new Set(['req.body', 'req.route', 'req.params', 'req.files', 'req.cookies', 'req.signedCookies', 'req.session', 'req.user']);

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
 * What the framework lacks, when the first failure of a check is the app code finding a
 * member of the interface missing: while building the app (a failed "Given the app:" step,
 * `given` its error), or in a handler, at request time (`uncaught`: the stack of the exception
 * nobody caught that failed the check, as the framework process gave it, whatever step met
 * it); else undefined. The words of a step's failure are never searched for an uncaught one.
 * `appCode`, the scenario's app code, says what its own names stand for (`const sub = fw()`).
 */
export function missingMember(stepText: string, given: string, appCode = '', census?: Census, uncaught?: string): string | undefined {
  if (uncaught !== undefined) return thrownMissing(uncaught, appCode, true, census);
  // Any step that builds the app ("the app:", "the app, with the CPU time ... measured:").
  if (!stepText.startsWith('the app')) return undefined;
  return thrownMissing(given, appCode, false, census);
}

/**
 * What the framework lacks, when a check failed after its handler threw a TypeError the
 * framework caught and printed (Express 5 and others catch what a handler throws, answer 500,
 * and print the stack): the same error, read from what the framework printed during the check.
 */
export function missingMemberInOutput(output: string, appCode = '', census?: Census): string | undefined {
  const lines = output.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!/^TypeError: /.test(line)) continue;
    let end = i + 1;
    while (end < lines.length && /^\s+at /.test(lines[end])) end++;
    const member = thrownMissing(lines.slice(i, end).join('\n'), appCode, true, census);
    if (member) return member;
  }
  return undefined;
}

/**
 * The same, read from the body of the framework's error response: Express shows the stack
 * there outside production (an HTML page: lines broken by <br>, indented by &nbsp;), and does
 * not print it when NODE_ENV is test, as a CI job may set it.
 */
export function missingMemberInErrorPage(body: string, appCode = '', census?: Census): string | undefined {
  return missingMemberInOutput(pageText(body), appCode, census);
}

/** An error page's text: lines broken by <br>, entities read. */
export function pageText(body: string): string {
  return body
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|#x27|amp);/g, (_, name: string) => ENTITIES[name]);
}

/** Whether a stack's top frame (and the one after it) is the app code's own (APP_CODE_FRAME and JavaScriptCore's forms). */
export function isAppCodeFrame(top: string, next = ''): boolean {
  return APP_CODE_FRAME.test(top) || (JSC_APP_CODE_FRAME.test(top) && CALLED_BY_RUN_APP_CODE.test(next)) || JSC_HANDLER_FRAME.test(top);
}

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' };

/** The member an error names as missing, when the app code threw it (`atRequest`: in a handler, not while building the app). */
function thrownMissing(thrown: string, appCode: string, atRequest: boolean, census?: Census): string | undefined {
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
  // `next`: the handler's third argument, which the framework did not give (polka's route handlers).
  if (named.names === 'expression' && named.name === 'next') member = NEXT;
  else if (named.names === 'expression') member = memberOf(named.name, objects) ?? lackedByName(named.name, census);
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

/**
 * Whether an exception nobody caught (`uncaught`: its stack, as the framework process gave it)
 * was the scenario's own code throwing (a member it met undefined, a `next` it was not given):
 * the framework died of the app, not of the request, so it is no denial of service (runner/collect.ts).
 */
export function thrownByAppCode(uncaught: string): boolean {
  const lines = uncaught.split('\n');
  const first = lines.findIndex((line) => /^\s+at /.test(line));
  if (first < 0) return false;
  const top = lines[first];
  return APP_CODE_FRAME.test(top) || (JSC_APP_CODE_FRAME.test(top) && CALLED_BY_RUN_APP_CODE.test(lines[first + 1] ?? '')) || JSC_HANDLER_FRAME.test(top);
}

type CensusObject = keyof Census;
const CENSUS_OBJECTS: readonly CensusObject[] = ['fw', 'app', 'router', 'req', 'res'];

/**
 * `response.json`, `r.status`: a name the app code gave an object, whatever it is, when exactly
 * one object of the interface lacks the member (the census): that object's member.
 */
export function lackedByName(expression: string, census: Census | undefined, members = specMembers()): string | undefined {
  const parts = expression.replace(/\([^()]*\)/g, '()').split('.');
  if (!census || parts.length !== 2 || !/^[\w$]+$/.test(parts[0])) return undefined;
  const [, name] = parts;
  const lacking = CENSUS_OBJECTS.filter((o) => census[o]?.includes(name) && members.has(`${o}.${name}`));
  return lacking.length === 1 ? `${lacking[0]}.${name}` : undefined;
}

/** Whether the framework's object lacks the member: true, false, or undefined when the census did not inspect that object. */
export function lacks(census: Census | undefined, member: string): boolean | undefined {
  const [object, name] = member.split('.') as [CensusObject, string];
  const absent = CENSUS_OBJECTS.includes(object) ? census?.[object] : undefined;
  return absent === undefined ? undefined : absent.includes(name);
}

/** What a failed check's verdict is, given a member an error named missing, what the framework's objects lack, and what the check is about. */
export interface MissingJudgement {
  status: 'not-implemented' | 'skipped' | 'failed';
  member?: string;
  /** Why a skipped check is not applicable. */
  reason?: string;
  /** For a failure: the member is there, so it was not what was missing. */
  note?: string;
}

/**
 * The verdict a missing member gives a failed check, by the framework's real objects (the
 * census its process took) rather than by words. A member an error names that the object has
 * is no missing member: the check's failure stands (its code was handed another object, or
 * used the member otherwise). A missing member the check is about (its rows' subjects,
 * spec/interface-members.ts) is not implemented; one its scenario only sets itself up with (a
 * fallback, a route that reports what it saw) makes the check not applicable, naming it: the
 * member's own checks give its verdict. With no member named, a subject the framework lacks
 * (an interface property left undefined, req.ip) that the app code reads is not implemented,
 * and so is a setting the app code sets that the framework ignores (ignoredSettingSet).
 */
export function judgeMissing(named: string | undefined, census: Census | undefined, subjects: ReadonlySet<string>, appCode: string, observed = false): MissingJudgement | undefined {
  if (named) {
    const lacked = lacks(census, named);
    if (lacked === false) {
      const object = named.split('.')[0];
      return { status: 'failed', note: `${named} is there on the framework's ${object}: the code that met it undefined was handed another object, or used it otherwise` };
    }
    if (subjects.has(named) || named === NEXT) return { status: 'not-implemented', member: named };
    // One reason per member, so that a report groups the checks it makes not applicable.
    return {
      status: 'skipped',
      member: named,
      reason: `not applicable: only its set-up uses ${named}, which the framework lacks (its own checks say so)`,
    };
  }
  for (const member of subjects) {
    if (MAY_BE_UNDEFINED.has(member) || !lacks(census, member)) continue;
    const name = member.slice(member.indexOf('.') + 1).replace(/[$]/g, '\\$');
    // Read as a value (req.ip), not called: a method the app calls and lacks throws, and the error
    // names it. Nor assigned: `res.charset = 'x'` gives the object the member it lacked.
    if (new RegExp(`\\.${name}(?![\\w$]|\\s*\\(|\\s*=(?!=))`).test(appCode)) return { status: 'not-implemented', member };
  }
  // What a security check observed stands (express 4.6.1 has no query parser setting, and its qs is vulnerable all the same).
  const setting = observed ? undefined : ignoredSettingSet(census, appCode, subjects);
  return setting ? { status: 'not-implemented', member: setting } : undefined;
}

/**
 * A setting the app code sets (`app.set('query parser', ...)`, `sub.enable('etag')`) that the
 * framework accepts and ignores (the census's probe, adapters/isolation/ignored-settings.ts),
 * named as the member it lacks: `app.set('query parser')`. What the check observed then says
 * nothing of the behaviour: a failure on values, or "safe" of a parser that is not there.
 */
export function ignoredSettingSet(census: Census | undefined, appCode: string, subjects: ReadonlySet<string>): string | undefined {
  for (const setting of census?.settings ?? []) {
    // Only a setting the check is about (its rows): one its scaffolding sets (a security check's
    // 'query parser' to read a parameter) leaves what the check observed standing.
    if (!subjects.has(settingSubject(setting))) continue;
    if (setsSetting(appCode, setting)) return settingSubject(setting);
  }
  return undefined;
}
