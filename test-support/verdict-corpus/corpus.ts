// The verdict corpus (issue 45): framework variants, each changing ONE thing a real framework
// does, each with the verdicts a run must give it. The mutation self-test's idea applied to
// verdicts: no verdict class without a variant that proves it. Variants are files of
// variants/ (over require('express4'), require('express5') and the shipped examples of
// adapters/examples/), the shipped examples themselves, and the planted forks of
// features/security/planted/. `npm run corpus` runs them (README.md beside this file).
import type { Mechanism, Variant } from './expectation';

/**
 * The mechanisms an expectation may need that the suite does not have yet: an expectation
 * needing one is pending (shown, not failing) until it lands. Drop a mechanism when it lands:
 * from then on its expectations must hold.
 */
export const NOT_YET_LANDED: readonly Mechanism[] = [];

const TRAVERSAL = (p: string) => `fw.static does not serve the file above its root for "${p}"`;
const DOTFILE = (mode: string, p: string) => `fw.static with dotfiles '${mode}' does not serve the dotfile "${p}"`;
const REDIRECT_MARKUP = `res.redirect('/x\\"><script>alert(1)</script>') with Accept "text/html" puts no markup from the URL in the body`;
const JAVASCRIPT_REDIRECT = `res.redirect('javascript:alert(document.domain)') with Accept "text/html" puts no markup from the URL in the body`;
const OPEN_REDIRECT = `res.location('http://google.com\\@apple.com') leads a browser to no other host`;
const GZIP_BOMB = 'fw.json refuses a gzip body inflating to 64 MB with 413 at the cost of one just over the limit';
const FORWARDED_FOR = 'req.ip with trust proxy off reads a crafted X-Forwarded-For in time linear in its length';
const ROUTE_JSON_5 = `5.x pattern '/users/:userId/books/:bookId' on /users/34/books/8989 gives req.params {"userId":"34","bookId":"8989"}`;
const ROUTER_USE_ADMIN = "router.use('/admin') on /admin strips the mount path to '/'";
const JSONP_NAME = "with a custom jsonp callback name the parameter 'callback' is ignored";
const NAMES_ARE_CONVENTIONS = 'the parameter names req and res are only conventions';
const RES_JSON = `res.json({ name: 'fw', n: 1 }) sends {"name":"fw","n":1}`;
const REQ_IP = 'without X-Forwarded-For req.ip is the socket address and req.ips is empty';
const EXTENDED_QUERY = `with query parser 'extended', req.query of ?a[b]=1 is {"a":{"b":"1"}}`;
const SIMPLE_QUERY = `with query parser 'simple', req.query of ?a[b]=1 is {"a[b]":"1"}`;
const TRUST_PROXY = `with trust proxy true and X-Forwarded-For "203.0.113.9", req.ip is 203.0.113.9 and req.ips is ["203.0.113.9"]`;
const BRACKET_FORM = 'the extended query parser gives the bracket form a[]= no more array items than the indexed form a[n]=';
const THROWS = 'a callback that throws synchronously reaches the error handler';

export const CORPUS: readonly Variant[] = [
  // Members removed: the check of the member is not implemented, naming it.
  {
    id: 'express5-without-res.json',
    change: 'res.json removed',
    adapter: 'express5-without-res.json.cjs',
    profile: '5.x',
    names: [RES_JSON, NAMES_ARE_CONVENTIONS],
    expect: [
      { check: RES_JSON, verdict: 'not-implemented', missing: 'res.json' },
      // the app calls it response.json: the member is res.json all the same, and the check's
      // rows (objects/request, objects/response) are not about it: not applicable, naming it
      { check: NAMES_ARE_CONVENTIONS, verdict: 'skipped', missing: 'res.json', needs: 'census' },
    ],
  },
  {
    id: 'express5-without-res.status',
    change: 'res.status removed',
    adapter: 'express5-without-res.status.cjs',
    profile: '5.x',
    names: ['res.status(201) sends status 201', TRAVERSAL('/../secret.txt')],
    expect: [
      { check: 'res.status(201) sends status 201', verdict: 'not-implemented', missing: 'res.status' },
      // res.status is only the scenario's own 404 fallback there: not applicable, not the static's fault
      { check: TRAVERSAL('/../secret.txt'), verdict: 'skipped', missing: 'res.status', needs: 'census' },
    ],
  },
  {
    id: 'express5-without-fw.urlencoded',
    change: 'fw.urlencoded removed',
    adapter: 'express5-without-fw.urlencoded.cjs',
    profile: '5.x',
    names: ['fw.urlencoded with extended false parses "a=1&b=two" into req.body'],
    expect: [{ check: 'fw.urlencoded with extended false parses "a=1&b=two" into req.body', verdict: 'not-implemented', missing: 'fw.urlencoded' }],
  },
  {
    id: 'express5-without-app.param',
    change: 'app.param removed',
    adapter: 'express5-without-app.param.cjs',
    profile: '5.x',
    names: ['the param callback receives the value and the name of the parameter'],
    expect: [{ check: 'the param callback receives the value and the name of the parameter', verdict: 'not-implemented', missing: 'app.param' }],
  },
  {
    id: 'express5-without-req.accepts',
    change: 'req.accepts removed',
    adapter: 'express5-without-req.accepts.cjs',
    profile: '5.x',
    names: [`with Accept "text/html", req.accepts('html') is "html"`],
    expect: [{ check: `with Accept "text/html", req.accepts('html') is "html"`, verdict: 'not-implemented', missing: 'req.accepts' }],
  },
  {
    id: 'express4-without-res.sendStatus',
    change: 'res.sendStatus removed',
    adapter: 'express4-without-res.sendStatus.cjs',
    profile: '4.x',
    names: ['res.sendStatus(201) sends "Created"'],
    expect: [{ check: 'res.sendStatus(201) sends "Created"', verdict: 'not-implemented', missing: 'res.sendStatus' }],
  },
  {
    id: 'express4-without-req.get',
    change: 'req.get and req.header removed',
    adapter: 'express4-without-req.get.cjs',
    profile: '4.x',
    names: [`req.get('Content-Type') with the header "Content-Type: text/plain" is "text/plain"`],
    expect: [{ check: `req.get('Content-Type') with the header "Content-Type: text/plain" is "text/plain"`, verdict: 'not-implemented', missing: 'req.get' }],
  },
  {
    id: 'express4-without-fw.Router',
    change: 'fw.Router removed',
    adapter: 'express4-without-fw.Router.cjs',
    profile: '4.x',
    names: ['a router mounted with app.use answers its routes under the mount path'],
    expect: [{ check: 'a router mounted with app.use answers its routes under the mount path', verdict: 'not-implemented', missing: 'fw.Router' }],
  },
  {
    id: 'express4-without-app.route',
    change: 'app.route removed',
    adapter: 'express4-without-app.route.cjs',
    profile: '4.x',
    names: ['a route serves several verbs on one path: POST'],
    expect: [{ check: 'a route serves several verbs on one path: POST', verdict: 'not-implemented', missing: 'app.route' }],
  },
  // Properties left undefined: not implemented, naming the property (told from the objects, not from a TypeError's words).
  {
    id: 'express5-req.ip-undefined',
    change: 'req.ip reads undefined',
    adapter: 'express5-req.ip-undefined.cjs',
    profile: '5.x',
    names: [REQ_IP],
    expect: [{ check: REQ_IP, verdict: 'not-implemented', missing: 'req.ip', needs: 'census' }],
  },
  {
    id: 'express5-req.hostname-undefined',
    change: 'req.hostname reads undefined',
    adapter: 'express5-req.hostname-undefined.cjs',
    profile: '5.x',
    names: ['with Host "example.com" req.hostname is example.com'],
    expect: [{ check: 'with Host "example.com" req.hostname is example.com', verdict: 'not-implemented', missing: 'req.hostname', needs: 'census' }],
  },
  {
    id: 'express5-req.query-undefined',
    change: 'req.query reads undefined',
    adapter: 'express5-req.query-undefined.cjs',
    profile: '5.x',
    names: ['req.query of ?order=desc&shoe=converse is {"order":"desc","shoe":"converse"}'],
    expect: [{ check: 'req.query of ?order=desc&shoe=converse is {"order":"desc","shoe":"converse"}', verdict: 'not-implemented', missing: 'req.query', needs: 'census' }],
  },
  // Settings accepted and silently ignored: the checks that set one are not implemented, naming
  // the setting (the census's probe: two values, one answer; adapters/isolation/ignored-settings.ts).
  {
    id: 'express5-ignores-query-parser',
    change: "app.set('query parser') ignored",
    adapter: 'express5-ignores-query-parser.cjs',
    profile: '5.x',
    names: [EXTENDED_QUERY, BRACKET_FORM],
    expect: [
      { check: EXTENDED_QUERY, verdict: 'not-implemented', missing: "app.set('query parser')", needs: 'ignored-setting' },
      { advisory: 'CVE-2025-15284', verdict: 'not-implemented', missing: "app.set('query parser')", needs: 'ignored-setting' },
    ],
  },
  {
    id: 'express4-ignores-query-parser',
    change: "app.set('query parser') ignored",
    adapter: 'express4-ignores-query-parser.cjs',
    profile: '4.x',
    names: [SIMPLE_QUERY],
    expect: [{ check: SIMPLE_QUERY, verdict: 'not-implemented', missing: "app.set('query parser')", needs: 'ignored-setting' }],
  },
  {
    id: 'express5-ignores-trust-proxy',
    change: "app.set('trust proxy') ignored",
    adapter: 'express5-ignores-trust-proxy.cjs',
    profile: '5.x',
    names: [TRUST_PROXY],
    expect: [{ check: TRUST_PROXY, verdict: 'not-implemented', missing: "app.set('trust proxy')", needs: 'ignored-setting' }],
  },
  {
    id: 'express4-ignores-trust-proxy',
    change: "app.set('trust proxy') ignored",
    adapter: 'express4-ignores-trust-proxy.cjs',
    profile: '4.x',
    names: [TRUST_PROXY],
    expect: [{ check: TRUST_PROXY, verdict: 'not-implemented', missing: "app.set('trust proxy')", needs: 'ignored-setting' }],
  },
  {
    id: 'express5-ignores-json-spaces',
    change: "app.set('json spaces') ignored",
    adapter: 'express5-ignores-json-spaces.cjs',
    profile: '5.x',
    names: ['json spaces 2 indents with two spaces'],
    expect: [{ check: 'json spaces 2 indents with two spaces', verdict: 'not-implemented', missing: "app.set('json spaces')", needs: 'ignored-setting' }],
  },
  {
    id: 'express4-ignores-json-spaces',
    change: "app.set('json spaces') ignored",
    adapter: 'express4-ignores-json-spaces.cjs',
    profile: '4.x',
    names: ['json spaces 2 indents with two spaces'],
    expect: [{ check: 'json spaces 2 indents with two spaces', verdict: 'not-implemented', missing: "app.set('json spaces')", needs: 'ignored-setting' }],
  },
  {
    id: 'express5-ignores-etag',
    change: "app.set('etag') ignored",
    adapter: 'express5-ignores-etag.cjs',
    profile: '5.x',
    names: ["app.set('etag', false) sends no ETag"],
    expect: [{ check: "app.set('etag', false) sends no ETag", verdict: 'not-implemented', missing: "app.set('etag')", needs: 'ignored-setting' }],
  },
  {
    id: 'express4-ignores-etag',
    change: "app.set('etag') ignored",
    adapter: 'express4-ignores-etag.cjs',
    profile: '4.x',
    names: ["app.set('etag', false) sends no ETag"],
    expect: [{ check: "app.set('etag', false) sends no ETag", verdict: 'not-implemented', missing: "app.set('etag')", needs: 'ignored-setting' }],
  },
  // Errors caught and answered 500 by the framework, before the app's error handler: the
  // error row fails, its error saying what answered.
  {
    id: 'express5-answers-errors-500',
    change: 'a thrown error answered 500 by the framework itself (restana-like)',
    adapter: 'express5-answers-errors-500.cjs',
    profile: '5.x',
    names: [THROWS],
    expect: [{ check: THROWS, verdict: 'failed', row: 'errors/next-err', cause: 'got "Internal Server Error" \\(status 500\\)' }],
  },
  {
    id: 'express4-answers-errors-500',
    change: 'a thrown error answered 500 by the framework itself (restana-like)',
    adapter: 'express4-answers-errors-500.cjs',
    profile: '4.x',
    names: [THROWS],
    expect: [{ check: THROWS, verdict: 'failed', row: 'errors/next-err', cause: 'got "Internal Server Error" \\(status 500\\)' }],
  },
  {
    id: 'express5-answers-errors-500-without-res.json',
    change: 'the restana-like variant above, lacking res.json: a 500 that names no cause',
    adapter: 'express5-answers-errors-500-without-res.json.cjs',
    profile: '5.x',
    names: [RES_JSON],
    expect: [{ check: RES_JSON, verdict: 'not-implemented', missing: 'res.json', note: "swallowed the app's error; the app code calls res\\.json", needs: 'census-swallowed' }],
  },
  {
    id: 'express5-answers-errors-500-own-crash',
    change: "the restana-like variant above, its res.json throwing in the framework's own code (printed)",
    adapter: 'express5-answers-errors-500-own-crash.cjs',
    profile: '5.x',
    names: [RES_JSON],
    // res.json is there: the check of it fails, the framework's own crash named, not "not implemented"
    expect: [{ check: RES_JSON, verdict: 'failed', row: 'res-operations/res.json', note: "framework's own crash: .* RangeError: the serializer", needs: 'census-swallowed' }],
  },
  // Handlers called with shifted arguments: a failure of the error row, not a missing res.status.
  {
    id: 'express5-error-handlers-without-error',
    change: 'error middleware called without the error: (req, res, next) in the places of (err, req, res)',
    adapter: 'express5-error-handlers-without-error.cjs',
    profile: '5.x',
    names: ['next(err) skips the remaining non-error middleware and reaches the error handler'],
    expect: [{ check: 'next(err) skips the remaining non-error middleware and reaches the error handler', verdict: 'failed', row: 'errors/next-err', needs: 'census' }],
  },
  // JSON indented: checks of other rows compare the value; only the serialization rows fail.
  {
    id: 'express5-json-indented',
    change: 'JSON indented by two spaces unless told otherwise',
    adapter: 'express5-json-indented.cjs',
    profile: '5.x',
    names: [ROUTE_JSON_5, ROUTER_USE_ADMIN, JSONP_NAME, RES_JSON],
    expect: [
      { check: ROUTE_JSON_5, verdict: 'passed' },
      // the routing row compares the value; the jsonp callback name row is about serialization
      { check: ROUTER_USE_ADMIN, verdict: 'passed', needs: 'json-by-value' },
      { check: JSONP_NAME, verdict: 'failed', row: 'settings/jsonp-callback-name', cause: 'got "\\{\\\\n' },
      { check: RES_JSON, verdict: 'failed', row: 'res-operations/res.json', cause: 'got "\\{\\\\n' },
    ],
  },
  // Static files by another library, with its documented exemption: safe, the conformance check failing.
  {
    id: 'express5-static-by-sirv',
    change: 'fw.static is sirv, which serves /.well-known/ (RFC 8615)',
    adapter: 'express5-static-by-sirv.cjs',
    profile: '5.x',
    names: [DOTFILE('ignore', '/.hidden'), DOTFILE('ignore', '/.well-known/file.txt')],
    expect: [
      { advisory: 'CWE-538', verdict: 'safe-failing', needs: 'well-known' },
      { check: DOTFILE('ignore', '/.well-known/file.txt'), verdict: 'failed', row: 'static-options/dotfiles', cause: 'expected status 404, got 200' },
      { check: DOTFILE('ignore', '/.hidden'), verdict: 'passed' },
    ],
  },
  // A body parser whose process dies on a crafted body: vulnerable, observed as a death.
  {
    id: 'express5-json-dies-past-limit',
    change: 'fw.json throws asynchronously, uncaught, once the inflated body passes the limit',
    adapter: 'express5-json-dies-past-limit.cjs',
    profile: '5.x',
    names: [GZIP_BOMB],
    expect: [{ advisory: 'CWE-409', verdict: 'vulnerable', observation: 'death', needs: 'death' }],
  },
  // ...and one whose process dies only as the app closes, after the check's own exchange passed.
  {
    id: 'express5-json-dies-as-app-closes',
    change: 'fw.json answers 413, and leaves work that throws when the server closes',
    adapter: 'express5-json-dies-as-app-closes.cjs',
    profile: '5.x',
    names: [GZIP_BOMB],
    expect: [{ advisory: 'CWE-409', verdict: 'vulnerable', observation: 'death', needs: 'death' }],
  },
  // Safe but different answers to advisory classes.
  {
    id: 'express5-redirect-numeric-entities',
    change: 'res.redirect escapes its HTML body with numeric references',
    adapter: 'express5-redirect-numeric-entities.cjs',
    profile: '5.x',
    names: [REDIRECT_MARKUP, JAVASCRIPT_REDIRECT],
    expect: [{ advisory: 'CVE-2024-43796', verdict: 'safe' }],
  },
  {
    id: 'express5-location-refuses-400',
    change: 'res.location refuses a backslash URL with 400 instead of encoding it',
    adapter: 'express5-location-refuses-400.cjs',
    profile: '5.x',
    names: [OPEN_REDIRECT],
    expect: [{ advisory: 'CVE-2024-29041', verdict: 'safe-failing' }],
  },
  {
    id: 'express5-static-traversal-403',
    change: 'fw.static refuses a dot-dot path with 403 before looking',
    adapter: 'express5-static-traversal-403.cjs',
    profile: '5.x',
    names: [TRAVERSAL('/../secret.txt'), TRAVERSAL('/%2e%2e/secret.txt'), TRAVERSAL('/..%2fsecret.txt')],
    expect: [{ advisory: 'CVE-2014-6394', verdict: 'safe' }],
  },
  {
    id: 'express4-static-traversal-403',
    change: 'fw.static refuses a dot-dot path with 403 before looking',
    adapter: 'express4-static-traversal-403.cjs',
    profile: '4.x',
    names: [TRAVERSAL('/../secret.txt'), TRAVERSAL('/%2e%2e/secret.txt'), TRAVERSAL('/..%2fsecret.txt')],
    expect: [{ advisory: 'CVE-2014-6394', verdict: 'safe' }],
  },
  {
    id: 'express5-ips-refuses-long-header',
    change: 'req.ips throws on an X-Forwarded-For over 1000 characters (every such request a 500)',
    adapter: 'express5-ips-refuses-long-header.cjs',
    profile: '5.x',
    names: [FORWARDED_FOR],
    expect: [{ advisory: 'CVE-2017-16118', verdict: 'not-observed' }],
  },
  // Vulnerable, one observation kind each.
  {
    id: 'express5-redirect-body-raw',
    change: 'res.redirect writes the URL into its HTML body unescaped',
    adapter: 'express5-redirect-body-raw.cjs',
    profile: '5.x',
    names: [REDIRECT_MARKUP],
    expect: [{ advisory: 'CVE-2024-43796', verdict: 'vulnerable', observation: 'markup' }],
  },
  {
    id: 'express5-static-serves-dotfiles',
    change: "fw.static serves dotfiles whatever its dotfiles option says",
    adapter: 'express5-static-serves-dotfiles.cjs',
    profile: '5.x',
    names: [DOTFILE('ignore', '/.hidden')],
    expect: [{ advisory: 'CWE-538', verdict: 'vulnerable', observation: 'file' }],
  },
  {
    id: 'express5-static-redirects-raw',
    change: 'fw.static redirects a directory to the request path as it came',
    adapter: 'express5-static-redirects-raw.cjs',
    profile: '5.x',
    names: ["fw.static mounted at the root redirects the directory //evil.example/%2e%2e on the app's own host"],
    expect: [{ advisory: 'CVE-2015-1164', verdict: 'vulnerable', observation: 'location' }],
  },
  {
    id: 'express5-cookie-unchecked',
    change: 'res.cookie writes name, path and domain unchecked',
    adapter: 'express5-cookie-unchecked.cjs',
    profile: '5.x',
    names: ['res.cookie with the name "a=b; Domain=evil.example" is refused and sets no cookie'],
    expect: [{ advisory: 'CVE-2024-47764', verdict: 'vulnerable', observation: 'header' }],
  },
  {
    id: 'express5-extended-query-walks-proto',
    change: "the 'extended' query parser walks into __proto__",
    adapter: 'express5-extended-query-walks-proto.cjs',
    profile: '5.x',
    names: ['the extended query parser gives no object a prototype from "a[__proto__][x]=1"'],
    expect: [{ advisory: 'CVE-2022-24999', verdict: 'vulnerable', observation: 'prototype' }],
  },
  {
    id: 'planted-json-inflates-unbounded',
    change: 'fw.json inflates the whole body before its limit (features/security/planted)',
    adapter: 'features/security/planted/json-inflates-unbounded.cjs',
    profile: '5.x',
    names: [GZIP_BOMB],
    expect: [{ advisory: 'CWE-409', verdict: 'vulnerable', observation: 'cost' }],
  },
  {
    id: 'planted-error-page-without-charset',
    change: 'the default error page without charset (features/security/planted)',
    adapter: 'features/security/planted/error-page-without-charset.cjs',
    profile: '5.x',
    names: ["the default handler's page for a 404 error is text/html with charset=utf-8, escaped"],
    expect: [{ advisory: 'CVE-2014-6393', verdict: 'vulnerable', observation: 'markup' }],
  },
  // Real Express as it is: the baseline every variant above changes one thing of.
  {
    id: 'express5',
    change: 'none: real express@5',
    adapter: 'express@5',
    profile: '5.x',
    names: [GZIP_BOMB, REDIRECT_MARKUP, OPEN_REDIRECT, TRAVERSAL('/../secret.txt'), DOTFILE('ignore', '/.well-known/file.txt'), RES_JSON],
    expect: [
      { advisory: 'CWE-409', verdict: 'safe' },
      { advisory: 'CVE-2024-43796', verdict: 'safe' },
      { advisory: 'CVE-2024-29041', verdict: 'safe' },
      { advisory: 'CVE-2014-6394', verdict: 'safe' },
      { advisory: 'CWE-538', verdict: 'safe' },
      { check: RES_JSON, verdict: 'passed' },
    ],
  },
  // The shipped third-party examples, as shipped and with one thing changed.
  {
    id: 'polka',
    change: 'none: the shipped example (sirv, no res.status)',
    adapter: 'adapters/examples/polka.cjs',
    profile: '4.x',
    names: [TRAVERSAL('/../secret.txt'), DOTFILE('ignore', '/.hidden'), DOTFILE('ignore', '/.well-known/file.txt'), "next('route') skips the remaining callbacks of the route and reaches the next route"],
    expect: [
      { check: TRAVERSAL('/../secret.txt'), verdict: 'skipped', missing: 'res.status', needs: 'census' },
      { advisory: 'CWE-538', verdict: 'safe-failing', needs: 'well-known' },
      // res.send is the scenario's scaffolding there, next('route') its subject
      { check: "next('route') skips the remaining callbacks of the route and reaches the next route", verdict: 'skipped', missing: 'res.send', needs: 'census' },
    ],
  },
  {
    id: 'polka-with-res.status',
    change: 'res.status and res.send added',
    adapter: 'polka-with-res.status.cjs',
    profile: '4.x',
    names: [TRAVERSAL('/../secret.txt'), TRAVERSAL('/%2e%2e/secret.txt')],
    expect: [
      { advisory: 'CVE-2014-6394', verdict: 'safe' },
      { check: TRAVERSAL('/../secret.txt'), verdict: 'passed' },
    ],
  },
  {
    id: 'polka-static-by-express',
    change: "fw.static is Express's serve-static in place of sirv",
    adapter: 'polka-static-by-express.cjs',
    profile: '4.x',
    names: [DOTFILE('ignore', '/.hidden'), DOTFILE('ignore', '/.well-known/file.txt')],
    expect: [
      { advisory: 'CWE-538', verdict: 'safe' },
      { check: DOTFILE('ignore', '/.well-known/file.txt'), verdict: 'passed' },
    ],
  },
  {
    id: 'tinyhttp',
    change: 'none: the shipped example (req.ip undefined, indented JSON, the query parser setting ignored)',
    adapter: 'adapters/examples/tinyhttp.mjs',
    profile: '5.x',
    names: [REQ_IP, FORWARDED_FOR, EXTENDED_QUERY, BRACKET_FORM, ROUTE_JSON_5],
    expect: [
      { check: REQ_IP, verdict: 'not-implemented', missing: 'req.ip', needs: 'census' },
      { advisory: 'CVE-2017-16118', verdict: 'not-implemented', missing: 'req.ip', needs: 'census' },
      // app.set('query parser', 'extended') accepted, req.query flat all the same: not "safe", not implemented
      { check: EXTENDED_QUERY, verdict: 'not-implemented', missing: "app.set('query parser')", needs: 'ignored-setting' },
      { advisory: 'CVE-2025-15284', verdict: 'not-implemented', missing: "app.set('query parser')", needs: 'ignored-setting' },
      { check: ROUTE_JSON_5, verdict: 'passed' },
    ],
  },
  {
    id: 'tinyhttp-with-req.ip',
    change: "req.ip the socket's address, req.ips []",
    adapter: 'tinyhttp-with-req.ip.mjs',
    profile: '5.x',
    names: [REQ_IP, FORWARDED_FOR],
    expect: [
      { check: REQ_IP, verdict: 'passed' },
      { advisory: 'CVE-2017-16118', verdict: 'safe' },
    ],
  },
  {
    id: 'tinyhttp-json-compact',
    change: 'res.json writes compact JSON',
    adapter: 'tinyhttp-json-compact.mjs',
    profile: '5.x',
    names: [ROUTE_JSON_5],
    expect: [{ check: ROUTE_JSON_5, verdict: 'passed' }],
  },
  {
    id: 'ultimate-express',
    change: 'none: the shipped example (its fw.json dies on a gzip bomb)',
    adapter: 'adapters/examples/ultimate-express.cjs',
    profile: '4.x',
    names: [GZIP_BOMB],
    expect: [{ advisory: 'CWE-409', verdict: 'vulnerable', observation: 'death', needs: 'death' }],
  },
  {
    id: 'ultimate-express-json-without-inflate',
    change: 'fw.json with inflate off: every compressed body answered 500, the ordinary one too',
    adapter: 'ultimate-express-json-without-inflate.cjs',
    profile: '4.x',
    names: [GZIP_BOMB],
    // no 413 to compare the bomb's cost with: the check cannot tell
    expect: [{ advisory: 'CWE-409', verdict: 'not-observed' }],
  },
];
