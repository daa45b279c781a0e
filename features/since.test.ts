// The @since audit cannot rot: every installed older Express release, run with the version it
// is (--interface-version), fails no check but the known bugs of that release listed here. A check of
// behaviour that arrived in a later minor must carry @since:<that minor> (so it is not
// applicable to the older release); a bug of the old release that a later release fixed
// (security fixes included) stays a failure and is listed below with its evidence.
// The tags themselves, with their History.md lines, are in features/since.md.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { slots } from '../test-support/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allScenarios } from '../runner/plan';
import { compareVersions } from '../run-protocol/versions';
import type { Results } from '../runner/results';
import { packageAdapter, runChecks } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';

const ROOT = path.join(__dirname, '..');

interface Release {
  /** The aliased devDependency holding the release. */
  alias: string;
  version: string;
  profile: '4.x' | '5.x';
  /** Check id ("<feature>::<name>") -> why it fails on this release, with the evidence. */
  knownBugs: Record<string, string>;
}

// Reasons shared by several releases.
// Not here: the limit that is no byte size (body-parser before 1.20.6) and the malformed ranges of
// req.range (range-parser 1.2, express 5.0.0's ~1.2.1) are known divergences of those trees in
// features/divergences.md, which name the dependency's version: express@4.22 and express@5.3
// can get the same versions from their own ranges (conformance-report/src/oracle-edges.ts).
const COOKIE_VALUE = {
  'features/cookies/cookie-options.feature::an encode result that is not a valid cookie value fails the request':
    'cookie < 0.7.0 accepts a space in the value; cookie 0.7 validates it - CVE-2024-47764 ' +
    '(express History.md 4.21.1 "Backported a fix for CVE-2024-47764", 5.0.1 "Update `cookie` semver lock to address CVE-2024-47764")',
};
const REDIRECT_LINK = {
  'features/response/res.redirect.feature::4.x res.redirect with Accept text/html sends an HTML paragraph with the escaped URL':
    'the HTML body still holds an <a href> link; express History.md 4.20.0 "Remove link renderization in html while using ' +
    '`res.redirect`" - the fix of the res.redirect XSS, CVE-2024-43796 (GHSA-qw6h-vgh9-j6wx)',
};
const TEAPOT = {
  'features/response/res.sendStatus.feature::res.sendStatus(418) sends the registered text "I\'m a Teapot"':
    'statuses 1.5.0 says "I\'m a teapot"; statuses 2.0.0 "Fix messaging casing of `418 I\'m a Teapot`" (express 4.18.0: deps statuses@2.0.1)',
  'features/response/res.status.feature::status codes inside and outside the valid range through res.status and res.sendStatus':
    'the property finds sendStatus(418): statuses 1.5.0 "I\'m a teapot", fixed in statuses 2.0.0 (express 4.18.0); ' +
    'statuses 2.0.0 also renamed 425 to "Too Early" and removed 306',
};
const MAX_AGE_NULL = Object.fromEntries(
  ['null', 'undefined'].map((value) => [
    `features/cookies/cookie-options.feature::maxAge ${value} sends the cookie without Max-Age or Expires`,
    'express History.md 4.18.0: "Fix behavior of `null`/`undefined` as `maxAge` in `res.cookie`" (4.17 writes Max-Age=0 for null ' +
      'and fails the request for undefined)',
  ]),
);
const SYNC_STACK = Object.fromEntries(
  [
    'features/routing/router.use.feature::20000 middleware that call next() synchronously do not overflow the stack',
    'features/routing/router.use.feature::20000 route handlers and routes that call next() synchronously do not overflow the stack',
  ].map((id) => [id, 'express History.md 4.18.0: "Fix handling very large stacks of sync middleware" (4.17 overflows the stack: 500 RangeError)']),
);
const RESET_CONTENT = Object.fromEntries(
  [
    'features/response/res.send.feature::res.send with status 205 drops the body and sends Content-Length 0',
    'features/response/res.send.feature::res.send with status 205 drops a Transfer-Encoding set before it',
  ].map((id) => [id, 'express History.md 4.18.0: "Support proper 205 responses using `res.send`" (4.17 sends the body of a 205, against RFC 9110 15.3.6)']),
);
const JSONP_UNDEFINED = Object.fromEntries(
  ['', 'undefined'].map((args) => [
    `features/response/res.jsonp.feature::res.jsonp(${args}) with a callback calls it with no argument`,
    'express History.md 4.17.2: "Fix handling of `undefined` in `res.jsonp`" (4.17.1 fails the request: a TypeError reading the undefined body)',
  ]),
);
const NO_METHOD = {
  'features/routing/fw.Router.feature::a router given a request without a method passes it to the callback instead of throwing':
    'express History.md 4.19.0: "Fix routing requests without method" (4.18 throws a TypeError reading the method)',
};

const BODY_ALREADY_READ = {
  'features/body-parsers/errors.feature::4.x a body that middleware before the parser already read is an error of status 500':
    'express History.md 4.18.0: "deps: body-parser@1.20.0 - Prevent hanging when request already read" (4.17 waits forever for the body)',
};
const REGEXP_MOUNT_MID_PATH = {
  'features/routing/router.use.feature::a regular expression mount path that matches only past the start of the path does not mount there':
    "express 4.18.0's published lib/router/index.js adds \"Validate path is a prefix match\" to trim_prefix (not in History.md); 4.17.1 mounts where an unanchored regular expression matched mid-path",
};
const COOKIE_INVALID_DATE = {
  "features/cookies/cookie-options.feature::res.cookie with { expires: new Date('never') } that is not a valid date throws an error and sets no cookie":
    'express History.md 4.18.0: "deps: cookie@0.5.0 - Fix `expires` option to reject invalid dates" (4.17 sends "Expires=Invalid Date")',
};

const URLENCODED_DEPTH = {
  'features/limits/nesting-depth.feature::fw.urlencoded extended refuses a form nested 40 levels deep with 400':
    'body-parser before 1.20.3 parsed urlencoded bodies with depth Infinity; 1.20.3 (express 4.20.0) limits it to 32 and ' +
    'answers 400 beyond - the fix of CVE-2024-45590 (body-parser HISTORY.md 1.20.3 "add depth option to customize the depth level in the parser")',
};

export const RELEASES: Release[] = [
  { alias: 'express-4.16', version: '4.16.4', profile: '4.x', knownBugs: { ...COOKIE_VALUE, ...REDIRECT_LINK, ...TEAPOT, ...MAX_AGE_NULL, ...SYNC_STACK, ...RESET_CONTENT, ...JSONP_UNDEFINED, ...NO_METHOD, ...URLENCODED_DEPTH, ...BODY_ALREADY_READ, ...COOKIE_INVALID_DATE, ...REGEXP_MOUNT_MID_PATH } },
  { alias: 'express-4.17', version: '4.17.1', profile: '4.x', knownBugs: { ...COOKIE_VALUE, ...REDIRECT_LINK, ...TEAPOT, ...MAX_AGE_NULL, ...SYNC_STACK, ...RESET_CONTENT, ...JSONP_UNDEFINED, ...NO_METHOD, ...URLENCODED_DEPTH, ...BODY_ALREADY_READ, ...COOKIE_INVALID_DATE, ...REGEXP_MOUNT_MID_PATH } },
  { alias: 'express-4.18', version: '4.18.2', profile: '4.x', knownBugs: { ...COOKIE_VALUE, ...REDIRECT_LINK, ...NO_METHOD, ...URLENCODED_DEPTH } },
  { alias: 'express-4.19', version: '4.19.1', profile: '4.x', knownBugs: { ...COOKIE_VALUE, ...REDIRECT_LINK, ...URLENCODED_DEPTH } },
  { alias: 'express-4.20', version: '4.20.0', profile: '4.x', knownBugs: { ...COOKIE_VALUE } },
  { alias: 'express-4.21', version: '4.21.2', profile: '4.x', knownBugs: {} },
  {
    alias: 'express-5.0',
    version: '5.0.0',
    profile: '5.x',
    knownBugs: { ...COOKIE_VALUE },
  },
  { alias: 'express-5.1', version: '5.1.0', profile: '5.x', knownBugs: {} },
];

const scenarios = allScenarios();

describe('@since tags', () => {
  const sinceOf = (tags: string[]) => tags.flatMap((t) => /^@since:(.+)$/.exec(t)?.[1] ?? []);

  it('name an interface minor (x.y.0)', () => {
    const bad = scenarios.filter((s) => sinceOf(s.tags).some((v) => !/^\d+\.\d+\.0$/.test(v)));
    expect(bad.map((s) => `${s.feature}:${s.line} ${s.name} [${sinceOf(s.tags).join(' ')}]`)).toEqual([]);
  });

  it('of a later generation are never on a check that runs in an earlier one (it would never apply there)', () => {
    const bad = scenarios.filter((s) =>
      sinceOf(s.tags).some((v) => s.tags.some((t) => /^@\d\.x$/.test(t) && compareVersions(`${t[1]}.999.0`, v) < 0)),
    );
    expect(bad.map((s) => `${s.feature}:${s.line} ${s.name} [${s.tags.join(' ')}]`)).toEqual([]);
  });
});

async function run(release: Release, dir: string): Promise<Results> {
  // The @security checks fail on these releases by design: features/security.test.ts proves them.
  const args = ['--adapter', packageAdapter(dir, release.alias), '--profile', release.profile, '--interface-version', release.version];
  const { results } = await runChecks([...args, '--parallel', '1', '--tags', 'not @security', '--quiet'], { timeoutMs: 300_000 });
  return results;
}

describe('older Express releases run with their own --interface-version', () => {
  let dir: string;
  const results = new Map<string, Promise<Results>>();

  beforeAll(() => {
    if (!fs.existsSync(path.join(ROOT, 'dist', 'cli', 'main.js'))) throw new Error('build first: npx tsc -p tsconfig.json');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-since-'));
    // The whole suite for every release, two releases at a time (one process each, no workers).
    const inSlot = slots(2);
    for (const release of RELEASES) {
      const p = inSlot(() => run(release, dir));
      p.catch(() => undefined); // reported by the release's own test
      results.set(release.alias, p);
    }
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const release of RELEASES) {
    it(`${release.alias} (${release.version}, ${release.profile}) fails only its known bugs`, { timeout: scaled(300_000) }, async () => {
      const r = await results.get(release.alias)!;
      expect(r.results.length).toBeGreaterThan(1000);
      // A failing @divergence check is Express's known divergence from the spec, as for the oracle adapters.
      const failed = r.results.filter((c) => c.status === 'failed' && !c.divergence).map((c) => c.id);
      const unexpected = failed.filter((id) => !(id in release.knownBugs));
      expect(unexpected, 'fails on this release: tag it @since:<the minor that brought the behaviour>, or list it as a known bug with evidence').toEqual([]);
      const stale = Object.keys(release.knownBugs).filter((id) => !failed.includes(id));
      expect(stale, 'listed as a known bug but does not fail (renamed, or fixed): update the list').toEqual([]);
      // Not applicable means exactly: a @since tag above the declared version.
      const wronglySkipped = r.results
        .filter((c) => c.status === 'skipped')
        .filter((c) => !c.tags.some((t) => t.startsWith('@since:') && compareVersions(release.version, t.slice(7)) < 0));
      expect(wronglySkipped.map((c) => c.id)).toEqual([]);
    });
  }
});
