// The members of the interface are those the spec names, in tables and in prose.
import { describe, expect, it } from 'vitest';
import { censusNames, isMemberName, memberOf, namedObjects, setsSetting, specMembers, subjectMembers } from './interface-members';

describe('the members of the interface the spec names', () => {
  it('those it writes as object.member, in tables and text', () => {
    const members = specMembers();
    for (const m of ['fw.json', 'fw.Router', 'app.set', 'app.param', 'req.xhr', 'req.secure', 'res.json', 'res.sendFile', 'res.contentType', 'router.route']) expect(members).toContain(m);
  });

  it("each HTTP method of app.METHOD, on an app, a router and a route; the request properties named in prose; 3.x's middleware", () => {
    const members = specMembers();
    for (const m of ['app.post', 'app.m-search', 'router.patch', 'route.get', 'route.all']) expect(members).toContain(m);
    // "Others behave as get, post, put, delete do": the methods the runtime knows.
    for (const m of ['app.bind', 'app.propfind', 'router.link']) expect(members).toContain(m);
    for (const m of ['req.hostname', 'req.ip', 'req.originalUrl', 'req.host', 'req.acceptedLanguages']) expect(members).toContain(m);
    for (const m of ['fw.cookieParser', 'fw.basicAuth', 'fw.directory', 'fw.methodOverride', 'fw.multipart']) expect(members).toContain(m);
  });

  it('not what it does not name', () => {
    const members = specMembers();
    for (const m of ['res.foo', 'app.handler', 'req.body2', 'fw.polka', 'router.handle']) expect(members).not.toContain(m);
  });
});

describe('the member an error quotes', () => {
  it('on an object of the interface, or one reached from it: named as the member of that object', () => {
    expect(memberOf('res.json')).toBe('res.json');
    expect(memberOf('req.app.set')).toBe('app.set');
    expect(memberOf('res.status(...).json')).toBe('res.json');
    expect(memberOf('app.route(...).get')).toBe('route.get');
    expect(memberOf('fw.Router(...).route')).toBe('router.route');
  });

  it('none when the spec does not name it, or the object is none of the interface', () => {
    expect(memberOf('res.foo')).toBeUndefined();
    expect(memberOf('app.handler')).toBeUndefined();
    expect(memberOf('parse.json')).toBeUndefined();
    expect(memberOf('req.body.json')).toBeUndefined();
    expect(memberOf('json')).toBeUndefined();
  });

  it('a bare property name is a member of some object, or not', () => {
    expect(isMemberName('json')).toBe(true);
    expect(isMemberName('locals')).toBe(true);
    expect(isMemberName('name')).toBe(false);
  });
});

describe('the names the app code gives objects of the interface', () => {
  it('apps, routers and routes it makes, however it declares them', () => {
    const code = [
      'const blog = fw(), admin = fw()',
      'let parent, sub',
      'try { parent = fw(); sub = fw() } finally {}',
      'const api = fw.Router()',
      "const r = api.route('/x')",
      'if (a == fw()) b()',
      'const f = (q) => fw(q)',
    ].join('\n');
    expect(namedObjects(code)).toEqual({ blog: 'app', admin: 'app', parent: 'app', sub: 'app', api: 'router', r: 'route' });
  });

  it('make the members of those objects members of the interface', () => {
    const named = namedObjects('const sub = fw()\nconst api = fw.Router()');
    expect(memberOf('sub.set', named)).toBe('app.set');
    expect(memberOf('api.param', named)).toBe('router.param');
    expect(memberOf('sub.handler', named)).toBeUndefined();
    expect(memberOf('other.set', named)).toBeUndefined();
  });
});

describe('the members a check is about', () => {
  it('reads the member a row id names, or its section stands for', () => {
    expect([...subjectMembers(['res-operations/res.sendStatus'])]).toEqual(['res.sendStatus']);
    expect([...subjectMembers(['app-operations/app.listen-path'])]).toEqual(['app.listen']);
    expect([...subjectMembers(['static-options/dotfiles', 'top-level/fw.static'])]).toEqual(['fw.static']);
    expect([...subjectMembers(['req-3x/ip'])]).toEqual(['req.ip']);
    expect(subjectMembers(['settings/trust-proxy']).has('req.ip')).toBe(true);
    expect([...subjectMembers(['errors/range-malformed-unsatisfiable', 'objects/request'])]).toEqual([]);
  });

  it("reads the members the check's title names", () => {
    expect([...subjectMembers(['errors/body-unparsed'], '5.x fw.json leaves req.body undefined for a GET')]).toEqual(['fw.json', 'req.body']);
    expect([...subjectMembers([], 'an HTTP/1.0 request without keep-alive is answered')]).toEqual([]);
  });

  it('groups the members the spec names by object, for the census', () => {
    const names = censusNames();
    expect(names.res).toContain('json');
    expect(names.fw).toContain('static');
    expect(names.req).toContain('ip');
    expect(names.router).toContain('route');
  });
});

describe('a setting the app code sets', () => {
  it('by set, enable or disable, on any object, in any quotes', () => {
    expect(setsSetting("app.set('query parser', 'extended')", 'query parser')).toBe(true);
    expect(setsSetting('sub.enable("trust proxy")', 'trust proxy')).toBe(true);
    expect(setsSetting('router.disable(`etag`)', 'etag')).toBe(true);
    expect(setsSetting("app.set( 'etag', false)", 'etag')).toBe(true);
  });

  it('not a read of it, another setting, a name it begins, or unbalanced quotes', () => {
    expect(setsSetting("app.get('etag')", 'etag')).toBe(false);
    expect(setsSetting("app.set('etag fn', f)", 'etag')).toBe(false);
    expect(setsSetting("app.set('query parser fn', f)", 'query parser')).toBe(false);
    expect(setsSetting('app.set(\'etag", false)', 'etag')).toBe(false);
    expect(setsSetting('reset(\'etag\')', 'etag')).toBe(false);
  });

  it('takes the setting as text, not as a pattern', () => {
    expect(setsSetting("app.set('a.b', 1)", 'a.b')).toBe(true);
    expect(setsSetting("app.set('axb', 1)", 'a.b')).toBe(false);
  });
});
