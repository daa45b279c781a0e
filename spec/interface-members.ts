// The members of the interface the spec names (spec/fw-interface.md): fw.json, app.set,
// req.xhr, res.json, router.route, ... A check whose only cause is one of them missing is
// not implemented (not-implemented.ts); a member the spec does not name (res.foo, a
// framework's own app.handler) missing is the framework's failure, or the app's.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import { PACKAGE_ROOT } from '../layout/package-root';

/** The objects of the spec's Objects table, by the names the spec (and the scenarios) give them. */
export type InterfaceObject = 'fw' | 'app' | 'req' | 'res' | 'router' | 'route';

const OBJECTS: readonly InterfaceObject[] = ['fw', 'app', 'req', 'res', 'router', 'route'];

/** Members that hold another object of the interface: `req.app` is the app, `res.req` the request. */
const LINKS: Partial<Record<InterfaceObject, Record<string, InterfaceObject>>> = {
  app: { router: 'router' },
  req: { app: 'app', res: 'res' },
  res: { app: 'app', req: 'req' },
};

/** What a call returns, where it is not the object called (every other member the spec names is chainable or ends a chain). */
const CALLS: Record<string, InterfaceObject> = { fw: 'app', Router: 'router', route: 'route' };

/**
 * "fw.json", "res.json", ... Read from the spec: every `object.member` it writes, the HTTP
 * methods of app.METHOD (also router's and a route's), the request properties it lists in
 * prose, and the 3.x built-in middleware (fw.cookieParser, ...).
 */
export function interfaceMembers(spec: string): Set<string> {
  const members = new Set<string>();
  for (const m of spec.matchAll(/\b(fw|app|req|res|router)\.([A-Za-z_$][\w$]*)/g)) members.add(`${m[1]}.${m[2]}`);
  // "Methods: checkout, copy, delete, get, ... Others behave as get, post, put, delete do": app.METHOD,
  // router.METHOD and a route's, for those it names and the others the runtime knows.
  const methods = [...(/Methods: ([a-z-]+(?:, [a-z-]+)*)\./.exec(spec)?.[1].split(', ') ?? []), ...http.METHODS.map((m) => m.toLowerCase())];
  for (const method of [...methods, 'all']) for (const o of ['app', 'router', 'route']) members.add(`${o}.${method}`);
  // "Other request properties of 4.x and 5.x (for example body ..., cookies, ip, ...)" and
  // "3.x request properties: the service (...), query (default `{}`), ...": names in prose.
  const prose = [
    /Other request properties[^(]*\(for example ([^)]*)\)/.exec(spec)?.[1],
    /^3\.x request properties: (.*)$/m.exec(spec)?.[1],
  ];
  for (const list of prose) for (const name of namesOf(list ?? '')) members.add(`req.${name}`);
  // The 3.x built-in middleware table: "| cookieParser([secret]) | ...", "| logger, methodOverride, json, ... | Named only ...".
  const middleware = /^### Built-in middleware \(3\.x\)\n([\s\S]*?)(?=^#)/m.exec(spec)?.[1] ?? '';
  for (const row of middleware.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Middleware'))) {
    for (const name of namesOf(row.split('|')[1])) members.add(`fw.${name}`);
  }
  return members;
}

/** The identifiers of a comma-separated list, each item's first word, parenthesised remarks dropped. */
function namesOf(list: string): string[] {
  let flat = list;
  for (let before = ''; before !== flat; ) [before, flat] = [flat, flat.replace(/\([^()]*\)/g, '')];
  return flat
    .split(',')
    .map((item) => item.trim().split(/\s+/)[0])
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

let cached: Set<string> | undefined;

/** The members of the installed spec, read once. */
export function specMembers(): Set<string> {
  cached ??= interfaceMembers(fs.readFileSync(path.join(PACKAGE_ROOT, 'spec', 'fw-interface.md'), 'utf8'));
  return cached;
}

/**
 * The members the app code keeps under a name of its own (`const router = app.router`, or
 * `const router = fresh.router` where `fresh = fw()`): a property read from that name while it
 * is undefined is that member missing. memberOf resolves the path's head, so any head is kept.
 */
export function namedMembers(code: string): Record<string, string> {
  const named: Record<string, string> = {};
  for (const m of code.matchAll(/\b(?:const|let|var)\s+([\w$]+)\s*=\s*([\w$]+(?:\.[\w$]+)+)\s*(?=[;\n]|$)/g)) named[m[1]] = m[2];
  return named;
}

/** Names the app code gives objects of the interface: `const sub = fw()` is an app, `const router = fw.Router()` a router. */
export type NamedObjects = Record<string, InterfaceObject>;

/**
 * The objects the app code makes and names, in order: `const sub = fw()`, `const blog = fw(), admin = fw()`,
 * `dev = fw()`, `const api = fw.Router()`, `const r = router.route('/x')`.
 */
export function namedObjects(code: string): NamedObjects {
  const named: NamedObjects = {};
  for (const m of code.matchAll(/\b([\w$]+)\s*(?<![=!<>])=(?![=>])\s*(?:new\s+)?([\w$]+)(?:\.([\w$]+))?\s*\(/g)) {
    const [, name, callee, member] = m;
    const object = callee === 'fw' || callee === 'express' ? 'app' : (named[callee] ?? OBJECTS.find((o) => o === callee));
    const made = member === undefined ? (object === 'app' ? 'app' : undefined) : object && CALLS[member];
    if (made) named[name] = made;
  }
  return named;
}

/**
 * The member of the interface an expression names, as an error quotes it: `res.json`;
 * `app.set` for `req.app.set`, or `sub.set` where the app code made `sub` with fw(); `route.get`
 * for `app.route(...).get`. Undefined when it starts from no object of the interface or ends at a member the spec does not name.
 */
export function memberOf(expression: string, named: NamedObjects = {}, members = specMembers()): string | undefined {
  // A call's arguments are quoted as "(...)": its dots are not the path's.
  const parts = expression.replace(/\([^()]*\)/g, '()').split('.');
  let object: InterfaceObject | undefined = Object.hasOwn(named, parts[0]) ? named[parts[0]] : OBJECTS.find((o) => o === parts[0]);
  for (const part of parts.slice(1, -1)) {
    if (!object) return undefined;
    const call = /^([\w$]+)\(\)$/.exec(part);
    object = call ? (CALLS[call[1]] ?? object) : LINKS[object]?.[part];
  }
  const name = parts[parts.length - 1];
  if (!object || !name) return undefined;
  const member = `${object}.${name}`;
  return members.has(member) ? member : undefined;
}

/** Whether some object of the interface has a member of this name (an error that names the property read, not its object). */
export function isMemberName(name: string, members = specMembers()): boolean {
  return OBJECTS.some((o) => members.has(`${o}.${name}`));
}

/** The members the spec names, by object, for the framework process to look for (adapters/isolation/census.ts). */
export function censusNames(members = specMembers()): Record<'fw' | 'app' | 'router' | 'req' | 'res', string[]> {
  const names = { fw: [] as string[], app: [] as string[], router: [] as string[], req: [] as string[], res: [] as string[] };
  for (const member of members) {
    const [object, name] = member.split('.') as [keyof typeof names, string];
    if (Object.hasOwn(names, object)) names[object].push(name);
  }
  for (const list of Object.values(names)) list.sort();
  return names;
}

/**
 * The members a row is about, where its id does not name one (`static-options/dotfiles` is
 * about fw.static) or names a setting whose behaviour lives in members (`settings/trust-proxy`
 * decides req.ip). A check is about the members of its rows: one it uses only to set itself
 * up (a fallback `res.status(404)`, a `res.json` that reports what a router saw) is its
 * scaffolding (runner/not-implemented.ts).
 */
const SECTION_SUBJECTS: Record<string, readonly string[]> = {
  'static-options': ['fw.static'],
  'body-options': ['fw.json', 'fw.raw', 'fw.text', 'fw.urlencoded'],
  'file-options': ['res.sendFile', 'res.download'],
  'cookie-options': ['res.cookie', 'res.clearCookie'],
  'router-options': ['fw.Router'],
};
const ROW_SUBJECTS: Record<string, readonly string[]> = {
  'settings/trust-proxy': ['req.ip', 'req.ips', 'req.protocol', 'req.hostname', 'req.secure'],
  'settings/query-parser': ['req.query'],
  'settings/json-spaces': ['res.json', 'res.jsonp'],
  'settings/json-replacer': ['res.json', 'res.jsonp'],
  'settings/json-escape': ['res.json', 'res.jsonp'],
  'settings/jsonp-callback-name': ['res.jsonp'],
  'settings/etag': ['res.send'],
  'settings/subdomain-offset': ['req.subdomains'],
  'settings/views': ['res.render', 'app.render'],
  'settings/view-engine': ['res.render', 'app.render'],
  'settings/view-cache': ['res.render', 'app.render'],
};
/** The 3.x sections whose row ids are a member's bare name: `req-3x/ip` is req.ip. */
const SECTION_OBJECTS: Record<string, string> = { 'req-3x': 'req', 'res-3x': 'res', 'app-3x': 'app', 'middleware-3x': 'fw' };

/**
 * The members of the interface a check is about: those its rows name as their subject
 * (`res-operations/res.sendStatus` is about res.sendStatus), and those its title names (a
 * title states the rule: "fw.json leaves req.body undefined for a GET").
 */
/** How a check's subjects name a setting: `app.set('query parser')`. */
export const settingSubject = (setting: string): string => `app.set('${setting}')`;

/** Whether app code sets `setting` on some object, in any quotes: `app.set('query parser', ...)`, `sub.enable("etag")`, `app.disable('x-powered-by')`. */
export function setsSetting(code: string, setting: string): boolean {
  const quoted = setting.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\.(?:set|enable|disable)\\(\\s*(['"\`])${quoted}\\1`).test(code);
}

export function subjectMembers(rowIds: readonly string[], title = '', members = specMembers()): Set<string> {
  const subjects = new Set<string>();
  for (const m of title.matchAll(/\b(?:fw|app|req|res|router)\.[A-Za-z_$][\w$]*/g)) if (members.has(m[0])) subjects.add(m[0]);
  for (const id of rowIds) {
    const [section, rest = ''] = id.split('/');
    const named = /^((?:fw|app|req|res|router)\.[A-Za-z_$][\w$]*)/.exec(rest)?.[1];
    const bare = SECTION_OBJECTS[section] && /^[A-Za-z_$][\w$]*$/.test(rest) ? `${SECTION_OBJECTS[section]}.${rest}` : undefined;
    for (const m of [named, bare, ...(SECTION_SUBJECTS[section] ?? []), ...(ROW_SUBJECTS[id] ?? [])]) if (m && members.has(m)) subjects.add(m);
    // A row of a setting (`settings/query-parser`): the setting is a subject, named as app.set names it.
    if ((section === 'settings' || section === 'settings-3x') && rest) subjects.add(settingSubject(rest.replace(/-/g, ' ')));
  }
  return subjects;
}
