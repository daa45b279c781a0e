// A member of the interface missing is not implemented whenever the app code meets it: at
// request time (an exception nobody caught in a handler) as while the app is built. The
// errors are those of real runs: polka on Node, and the same handlers on Deno and Bun.
import { describe, expect, it } from 'vitest';
import { ignoredSettingSet, judgeMissing, lacks, missingMember, missingMemberInErrorPage, missingMemberInOutput, thrownByAppCode } from './not-implemented';
import { subjectMembers } from '../spec/interface-members';
import type { Census } from '../run-protocol/attachments';

const UNCAUGHT = 'the framework threw an exception nobody caught while handling GET /?callback=cb:\n';

/**
 * A check failed at `step` by an exception nobody caught: its stack as data (the framework
 * process's, hooks.ts attaches it), the step's words beside it, which are not read.
 */
const atRequest = (step: string, stack: string, appCode = '', census?: Census) => missingMember(step, UNCAUGHT + stack, appCode, census, stack);

/** The stack of a handler of the app code, called by polka, on Node (V8). */
const v8 = (message: string, top = '    at Array.eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:32)') =>
  [message, top, '    at Polka.handler (/pkg/node_modules/polka/index.js:92:44)', '    at Server.handler (/pkg/adapters/examples/polka.cjs:50:39)', '    at Server.emit (node:events:524:28)'].join('\n');

describe('a member of the interface missing at request time', () => {
  it('is not implemented, the member named, on V8 (Node, Deno)', () => {
    expect(atRequest('I send "GET /?callback=cb"', v8('TypeError: res.jsonp is not a function'))).toBe('res.jsonp');
    expect(atRequest('I send "GET /"', v8('TypeError: res.status is not a function'))).toBe('res.status');
    expect(atRequest('I send "POST /"', v8('TypeError: res.json is not a function', '    at eval (eval at runAppCode (file:///pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:31)'))).toBe('res.json');
    expect(atRequest('I send "GET /"', v8('TypeError: req.app.set is not a function'))).toBe('app.set');
    // A handler a framework keeps in an object and calls as its method.
    expect(atRequest('I send "GET /"', v8('TypeError: res.send is not a function', '    at Object.eval [as handle] (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:37)'))).toBe('res.send');
    // Deno's frames, as it prints them.
    expect(atRequest('the status is 200', v8('TypeError: res.sendFile is not a function', '    at h (eval at runAppCode (file:///pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:31)'))).toBe('res.sendFile');
  });

  it("is not implemented on JavaScriptCore (Bun): its words, the handler's frame at framework-host's file", () => {
    const jsc = (message: string, name = 'h') => [message, `    at ${name} (file:///pkg/dist/adapters/isolation/framework-host.js:31:10)`, '    at handler (/pkg/node_modules/polka/index.js:92:44)'].join('\n');
    expect(atRequest('I send "GET /"', jsc("TypeError: res.json is not a function. (In 'res.json({a: 1})', 'res.json' is undefined)"))).toBe('res.json');
    expect(atRequest('I send "GET /"', jsc("TypeError: res.set is not a function. (In 'res.set('X', 'y')', 'res.set' is undefined)", '<anonymous>'))).toBe('res.set');
    // A member of a call's result: the arguments written out, quotes and spaces included (V8 writes "res.type(...).jsonp").
    expect(atRequest('I send "GET /"', jsc("TypeError: res.type('application/xml').jsonp is not a function. (In 'res.type('application/xml').jsonp({})', 'res.type('application/xml').jsonp' is undefined)"))).toBe('res.jsonp');
    expect(atRequest('I send "GET /"', jsc("TypeError: res.status(404, 'a b').foo is not a function. (In 'res.status(404, 'a b').foo()', 'res.status(404, 'a b').foo' is undefined)"))).toBeUndefined();
  });

  it("quoted by a property's failure, and on an object the app code made", () => {
    const stack = v8('TypeError: res.status is not a function');
    const property = `Error: ${UNCAUGHT}${stack}\nproperty "body-limit-boundary" does not hold: ...\ncounterexample: ["json"]`;
    expect(missingMember('the property "body-limit-boundary" holds', property, '', undefined, stack)).toBe('res.status');
    const admin = v8('TypeError: admin.path is not a function');
    expect(atRequest('I send "GET /blog/admin"', admin, 'const blog = fw(), admin = fw()')).toBe('app.path');
    expect(atRequest('I send "GET /blog/admin"', admin)).toBeUndefined();
  });

  it('a property read from, or set on, a member that is undefined: the member, found where the app code did it', () => {
    // V8 names the property and the position: line 2 of the compiled function's header, then the app code.
    const at = (line: number, column: number) => `    at Array.eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:${line + 2}:${column})`;
    const locals = ['app.use((req, res, next) => {', '  res.locals.seen = (res.locals.seen || []).concat(req.path)', '  next()', '})'].join('\n');
    expect(atRequest('I send "GET /a"', v8("TypeError: Cannot read properties of undefined (reading 'seen')", at(2, 33)), locals)).toBe('res.locals');
    const title = "app.locals.title = 'fw'\napp.get('/', (req, res) => res.json(app.locals))";
    expect(missingMember('the app:', v8("TypeError: Cannot set properties of undefined (setting 'title')", at(1, 18).replace('Array.eval', 'eval')), title)).toBe('app.locals');
    // The object is a call's result (res.status did not return res): the framework's failure, not a missing member.
    const chained = "app.get('/', (req, res) => res.status(404).send('x'))";
    expect(atRequest('I send "GET /"', v8("TypeError: Cannot read properties of undefined (reading 'send')", at(1, 44)), chained)).toBeUndefined();
    // A value of the app's own (req.body.name, with no body parser): a failure.
    const body = "app.post('/', (req, res) => res.send(req.body.name))";
    expect(atRequest('I send "POST /"', v8("TypeError: Cannot read properties of undefined (reading 'name')", at(1, 47)), body)).toBeUndefined();
    // A member the app code keeps under a name of its own.
    const kept = "const router = app.router\napp.get('/', (req, res) => res.json({ use: typeof router.use }))";
    expect(atRequest('I send "GET /"', v8("TypeError: Cannot read properties of undefined (reading 'use')", at(2, 61)), kept)).toBe('app.router');
    // ...of an app it made and named (ultimate-express 2.1.0 has no app.router: it was reported "uses get only to set itself up").
    const fresh = "const fresh = fw()\nconst router = fresh.router\nrouter.get('/', (req, res) => res.send('x'))\nreturn fresh";
    expect(missingMember('the app:', v8("TypeError: Cannot read properties of undefined (reading 'get')", at(3, 8).replace('Array.eval', 'eval')), fresh)).toBe('app.router');
    // JavaScriptCore names the expression read: its object is the member.
    const jsc = ["TypeError: undefined is not an object (evaluating 'sub.router.get')", '    at h (file:///pkg/dist/adapters/isolation/framework-host.js:31:10)'].join('\n');
    expect(atRequest('I send "GET /"', jsc, 'const sub = fw()')).toBe('app.router');
  });

  it('a failure when the member is not one the spec names', () => {
    expect(atRequest('I send "GET /"', v8('TypeError: res.foo is not a function'))).toBeUndefined();
    expect(missingMember('the app:', v8('TypeError: app.handler is not a function', '    at eval (eval at runAppCode (/pkg/x.js:1:1), <anonymous>:3:12)'))).toBeUndefined();
    expect(atRequest('I send "GET /"', v8("TypeError: Cannot read properties of undefined (reading 'name')"))).toBeUndefined();
  });

  it('a failure when framework code threw it, or the error is another', () => {
    expect(atRequest('I send "GET /"', v8('TypeError: res.json is not a function', '    at Object.send (/pkg/node_modules/polka/index.js:40:9)'))).toBeUndefined();
    expect(atRequest('I send "GET /"', v8('RangeError: res.json is not a function'))).toBeUndefined();
    // The same words, not as an exception nobody caught (an assertion's message): not the framework's.
    expect(missingMember('I send "GET /"', v8('TypeError: res.json is not a function'))).toBeUndefined();
    // ...nor the words of one, where no exception nobody caught failed the check (a framework's 500 page quoted by an assertion):
    // the words are never searched.
    const page = `expected status 200, got 500: "${UNCAUGHT}${v8('TypeError: res.json is not a function')}"`;
    expect(missingMember('I send "GET /"', page, '', { res: ['json'] })).toBeUndefined();
    expect(missingMember('the status is 200', UNCAUGHT + v8('TypeError: res.json is not a function'), '', { res: ['json'] })).toBeUndefined();
  });
});

describe('a member missing in a handler whose framework caught the TypeError and printed it', () => {
  const printed = (message: string, top = '    at eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:32)') =>
    ['GET / 500', message, top, '    at Layer.handleRequest (/pkg/node_modules/router/lib/layer.js:169:33)', '    at next (/pkg/node_modules/router/lib/route.js:163:13)', 'done'].join('\n');

  it('is not implemented, from what the framework printed during the check', () => {
    expect(missingMemberInOutput(printed('TypeError: res.json is not a function'))).toBe('res.json');
  });

  it('not when framework code threw it, the member is none the spec names, or nothing was printed', () => {
    expect(missingMemberInOutput(printed('TypeError: res.json is not a function', '    at send (/pkg/node_modules/fw/response.js:3:1)'))).toBeUndefined();
    expect(missingMemberInOutput(printed('TypeError: res.foo is not a function'))).toBeUndefined();
    expect(missingMemberInOutput('listening\n')).toBeUndefined();
  });
});

describe('a member missing in a handler whose framework caught the TypeError and showed it in its error page', () => {
  // Express's page outside production (finalhandler): the stack escaped, lines broken by <br>.
  const page = (message: string, top = 'at eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:77:14), &lt;anonymous&gt;:3:32)') =>
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${message}<br> &nbsp; &nbsp;${top}<br> &nbsp; &nbsp;at Layer.handleRequest (/pkg/node_modules/router/lib/layer.js:169:33)</pre>\n</body>\n</html>\n`;

  it('is not implemented, from the page', () => {
    expect(missingMemberInErrorPage(page('TypeError: res.json is not a function'))).toBe('res.json');
  });

  it('not when framework code threw it, or the page shows no stack', () => {
    expect(missingMemberInErrorPage(page('TypeError: res.json is not a function', 'at send (/pkg/node_modules/fw/response.js:3:1)'))).toBeUndefined();
    expect(missingMemberInErrorPage('<pre>Internal Server Error</pre>')).toBeUndefined();
  });
});

describe('a missing member judged by what the framework really lacks (the census)', () => {
  const census = { fw: [], app: [], req: ['ip'], res: ['json', 'status'] };
  const subjects = (...members: string[]) => new Set(members);

  it('is not implemented when the check is about the member and the object lacks it', () => {
    expect(judgeMissing('res.json', census, subjects('res.json'), '')).toEqual({ status: 'not-implemented', member: 'res.json' });
  });

  it('is a failure of the check when the object has the member: the code was handed another object', () => {
    const j = judgeMissing('res.send', census, subjects('res.send'), '');
    expect(j?.status).toBe('failed');
    expect(j?.note).toMatch(/res\.send is there on the framework's res/);
  });

  it("makes the check not applicable, naming it, when only the scenario's scaffolding uses the member", () => {
    const j = judgeMissing('res.status', census, subjects('fw.static'), '');
    expect(j).toMatchObject({ status: 'skipped', member: 'res.status' });
    expect(j?.reason).toBe('not applicable: only its set-up uses res.status, which the framework lacks (its own checks say so)');
  });

  it("is not implemented for a handler's missing next, whatever the check is about", () => {
    expect(judgeMissing('next', census, subjects('res.status'), '')).toEqual({ status: 'not-implemented', member: 'next' });
  });

  it('names a subject the framework leaves undefined when the app code uses it, with no error naming it', () => {
    expect(judgeMissing(undefined, census, subjects('req.ip', 'req.ips'), 'app.get("/", (req, res) => res.send(String(req.ip)))')).toEqual({ status: 'not-implemented', member: 'req.ip' });
    expect(judgeMissing(undefined, census, subjects('req.ip'), 'app.get("/", (req, res) => res.send(req.hostname))')).toBeUndefined();
    expect(judgeMissing(undefined, census, subjects('req.body'), 'req.body')).toBeUndefined();
    // a method the app calls fails with its own error, which names it: nothing to read here
    expect(judgeMissing(undefined, census, subjects('res.json'), 'app.get("/", (req, res) => res.json({}))')).toBeUndefined();
  });

  it('leaves a failure standing whether or not the census saw a member the app code sets, or one routing fills', () => {
    // The census reads req and res at a process's first request: res.charset is unset there,
    // and 3.x's req.params too when no route took that request. Which check came first must not
    // decide the verdict (express@3's res.charset and req.params checks flipped between runs).
    const sawThem = { fw: [], app: [], req: ['params'], res: ['charset'] };
    const setsCharset = 'app.get("/", (req, res) => { res.charset = "value"; res.send("<p>x</p>") })';
    expect(judgeMissing(undefined, sawThem, subjects('res.charset', 'res-3x.charset'), setsCharset)).toBeUndefined();
    expect(judgeMissing(undefined, sawThem, subjects('req.params'), "app.get('/plain', (req, res) => res.json(req.params))")).toBeUndefined();
    // a member read, not set, that the framework lacks is still named
    expect(judgeMissing(undefined, sawThem, subjects('res.charset'), 'res.send(String(res.charset))')).toEqual({ status: 'not-implemented', member: 'res.charset' });
    expect(judgeMissing(undefined, sawThem, subjects('res.charset'), 'if (res.charset == "x") res.end()')).toEqual({ status: 'not-implemented', member: 'res.charset' });
  });

  it('knows an object only where the census inspected it', () => {
    expect(lacks(census, 'res.json')).toBe(true);
    expect(lacks(census, 'res.send')).toBe(false);
    expect(lacks(census, 'router.route')).toBeUndefined();
    expect(lacks(undefined, 'res.json')).toBeUndefined();
  });

  it('reads a member from whatever name the app code gave its object, when one object lacks it', () => {
    const frame = '    at eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:32)';
    const uncaught = (message: string) => `${message}\n${frame}`;
    expect(atRequest('I send "GET /"', uncaught('TypeError: response.json is not a function'), '', census)).toBe('res.json');
    // without the census, a name the interface does not give is nobody's
    expect(atRequest('I send "GET /"', uncaught('TypeError: response.json is not a function'), '')).toBeUndefined();
    // a member the census finds on the object is no missing one
    expect(atRequest('I send "GET /"', uncaught('TypeError: response.send is not a function'), '', census)).toBeUndefined();
  });

  it('tells a death the scenario\'s own code threw from one the framework threw', () => {
    const ownFrame = '    at eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:62:14), <anonymous>:3:32)';
    // (the stack of the exception nobody caught, as the framework process gives it)
    expect(thrownByAppCode(`TypeError: next is not a function\n${ownFrame}`)).toBe(true);
    expect(thrownByAppCode("Error: Can't write body\n    at Response.end (/pkg/node_modules/fw/response.js:9:1)")).toBe(false);
    expect(thrownByAppCode('expected status 200, got 500')).toBe(false);
    // met by a step that says so in words of its own (the liveness probe after an attack): the stack is the same data
    const stack = `TypeError: res.status is not a function\n${ownFrame}`;
    const probe = `Error: after the attacker's request, GET /alive got no answer: the framework threw an exception nobody caught while handling GET /alive:\n${stack}`;
    expect(missingMember('the framework\'s process lives to answer "GET /alive"', probe, '', { res: ['status'] }, stack)).toBe('res.status');
    // the words alone, with no exception nobody caught told: nothing
    expect(missingMember('the framework\'s process lives to answer "GET /alive"', probe, '', { res: ['status'] })).toBeUndefined();
  });
});

describe('a setting the framework accepts and ignores (the census probe)', () => {
  const census = { app: [], req: [], res: [], settings: ['query parser'] };
  const code = "app.set('query parser', 'extended');\napp.get('/', (req, res) => res.json(req.query));";
  const about = subjectMembers(['req-properties/req.query', 'settings/query-parser']);

  it('makes a check about it whose app code sets it not implemented, naming the setting', () => {
    expect(ignoredSettingSet(census, code, about)).toBe("app.set('query parser')");
    expect(ignoredSettingSet(census, 'sub.set("query parser", fn)', about)).toBe("app.set('query parser')");
    expect(judgeMissing(undefined, census, about, code)).toEqual({ status: 'not-implemented', member: "app.set('query parser')" });
  });

  it('not where the app code leaves it alone, the framework honours it, or only the scaffolding sets it', () => {
    expect(ignoredSettingSet(census, "app.set('trust proxy', true)", about)).toBeUndefined();
    expect(ignoredSettingSet({ ...census, settings: [] }, code, about)).toBeUndefined();
    expect(ignoredSettingSet(undefined, code, about)).toBeUndefined();
    expect(judgeMissing(undefined, { ...census, settings: [] }, about, code)).toBeUndefined();
    // An observation made stands (express 4.6.1 ignores the setting it does not have, and is vulnerable).
    expect(judgeMissing(undefined, census, about, code, true)).toBeUndefined();
    // tinyhttp's cookie-injection checks set 'simple' to read a parameter: their observation stands.
    expect(judgeMissing(undefined, census, subjectMembers(['res-operations/res.cookie']), code)).toBeUndefined();
  });

  it('a member the error names missing decides first', () => {
    expect(judgeMissing('res.json', { ...census, res: ['json'] }, new Set(['res.json']), code)).toEqual({ status: 'not-implemented', member: 'res.json' });
  });
});
