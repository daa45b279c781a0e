// The @security checks bite: run through the built CLI against Express releases that had
// the advisories, each is shown vulnerable (an observation step saw what an attacker would)
// to exactly the advisories whose bug its code really has (mostly
// those whose published ranges hold it, through the versions of its parts it installs;
// where not, security.ts's note says why); current express@4 and express@5 and the reference
// fail none. security.ts's failsOn says the same, release by release. `npm test` builds
// dist/ first.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runChecks } from '../test-support/cli';
import { slots } from '../test-support/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../layout/package-root';
import type { Results } from '../runner/results';
import { ADVISORIES, NOT_CHECKABLE, advisoryIds, vulnerableAdvisories } from '../conformance-report/src/security';
import { realFailures } from '../conformance-report/src/rows';
import { allScenarios } from '../runner/plan';

interface Target {
  /** The release as security.ts's `failsOn` names it: '4.17.1', or the planted fork's name. */
  release: string;
  /** Bundled adapter name, or an installed alias (node_modules/<alias>) wrapped in an adapter file. */
  adapter: string;
  alias?: string;
  profile: '3.x' | '4.x' | '5.x';
  /** The release's version, for a release older than some of the interface the checks use (@since). */
  interfaceVersion?: string;
  /** Advisories the release is shown vulnerable to (an observation made), in the order of ADVISORIES. */
  fails: string[];
}

// Derived from the advisories' affected ranges and the parts each release installs
// (npm ls): 4.17.1 has qs 6.7.0, path-to-regexp 0.1.7, cookie 0.4.0, body-parser 1.19.0,
// serve-static 1.14.1; 4.19.1 has qs 6.11.0, path-to-regexp 0.1.7, cookie 0.6.0, body-parser
// 1.20.2, serve-static 1.15.0; 4.20.0 has qs 6.11.0, path-to-regexp 0.1.10, cookie 0.6.0;
// 5.0.0 pins cookie 0.6.0 and qs 6.13.0. One route-matching check stands for CVE-2024-45296
// and CVE-2024-52798: the backtrack protection of path-to-regexp 0.1.10 (4.20.0), the
// published fix of CVE-2024-45296, never applied (no route compiles differently from 0.1.7),
// which is why CVE-2024-52798 was published; so it fails on 4.20.0 too. 4.21.2 pins 0.1.12,
// which still backtracks on a third parameter (CVE-2026-4867, fixed in 0.1.13: express@4 is
// 4.22.3), and qs 6.13.0. 5.2.1 with path-to-regexp 8.3.0 (and router 2.2.0) is what it
// installed at its date (package.json `overrides`): several wildcards (CVE-2026-4923) and
// sequential optional groups (CVE-2026-4926) backtrack; 8.4 fixed both.
// body-parser 1.19.0 (4.17.1) resumes the inflater after refusing a body over the limit and
// inflates the rest before it answers (CWE-409); 1.20.0 (4.18.0) destroys it.
//
// 4.6.1 (July 2014) pins send 0.6.0 and serve-static 1.3.2 (send 0.6.0; before 1.6.5 its
// directory redirect of //evil.example/%2e%2e is protocol-relative, CVE-2015-1164), path-to-regexp
// 0.1.3, cookie 0.1.2, qs 0.6.6: send before 0.8.4 lets root `public` serve
// `../public-secret/` (CVE-2014-6394) and send before 0.7.0 looks for a dotfile only at the
// start of the still-encoded last segment (`/%2ehidden`, `/.well-known/file.txt` served,
// CWE-538). It is inside the published ranges of CVE-2022-24999 (qs <6.2.4), CVE-2024-29041
// (express <4.19.2) and CVE-2025-15284 (qs <6.14.1) and passes their checks: qs 0.6.6 has
// neither the prototype bypass nor the bracket-form arrayLimit, and res.location did not
// encode the URL yet (History.md 4.14.0: "Encode URL in res.location/res.redirect", the
// step CVE-2024-29041 is about). Its fw.urlencoded checks are not applicable
// (express.urlencoded came in 4.16.0).
//
// 5.1.0 with body-parser 2.2.0 is what `npm install express@5.1.0` gave from April to
// November 2025 (package.json `overrides` keeps that body-parser for the alias): it splits
// a urlencoded body at every '&' before counting against parameterLimit (CVE-2025-13466).
// The releases of the 2013–2017 advisories (npm ls; package.json `overrides` pin forwarded
// 0.1.0 where today's `~0.1.0` resolves the fixed 0.1.2, serve-static 1.8.0 for 4.11.0 and
// method-override 2.3.1 / serve-index 1.6.2 for 3.20.1, as connect 2.29.0's ranges resolved
// at its release): 4.11.0 has send 0.11.0 (CVE-2015-8859), negotiator 0.5.3, fresh 0.2.4,
// mime 1.2.11; 4.13.4 negotiator 0.5.3, fresh 0.3.0, mime 1.3.4; 4.15.4 fresh 0.5.0 and
// negotiator 0.6.3 (fixed); 4.15.5 fresh 0.5.2 and forwarded 0.1.2, mime 1.3.4 still (fixed
// in 4.16.0). 4.6.1's proxy-addr 1.0.1 splits X-Forwarded-For itself with the same `/ *, */`
// that forwarded 0.1.0 took over, and qs 0.6.6 compacts a sparse array only at the top level.
const planted = (name: string) => path.join(__dirname, 'security', 'planted', `${name}.cjs`);
const REDIRECT_XSS = ['CVE-2024-43796', 'CVE-2024-43799', 'CVE-2024-43800'];
const REDOS = ['CVE-2024-45296', 'CVE-2024-52798'];
const TARGETS: Target[] = [
  {
    release: '4.6.1',
    adapter: 'file',
    alias: 'express-4.6',
    profile: '4.x',
    interfaceVersion: '4.6.1',
    fails: [
      ...REDIRECT_XSS, 'CVE-2015-1164', ...REDOS, 'CVE-2024-47764', 'CVE-2014-6394', 'CWE-538',
      'CVE-2017-16119', 'CVE-2016-10539', 'CVE-2017-16118', 'CVE-2017-16138', 'CVE-2015-8859', 'CVE-2014-7191', 'CVE-2014-10064',
    ],
  },
  {
    release: '4.11.0',
    adapter: 'file',
    alias: 'express-4.11',
    profile: '4.x',
    interfaceVersion: '4.11.0',
    fails: [...REDIRECT_XSS, 'CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CVE-2017-16119', 'CVE-2016-10539', 'CVE-2017-16118', 'CVE-2017-16138', 'CVE-2015-8859'],
  },
  {
    release: '4.13.4',
    adapter: 'file',
    alias: 'express-4.13',
    profile: '4.x',
    interfaceVersion: '4.13.4',
    fails: ['CVE-2022-24999', ...REDIRECT_XSS, 'CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CVE-2017-16119', 'CVE-2016-10539', 'CVE-2017-16118', 'CVE-2017-16138'],
  },
  {
    release: '4.15.4',
    adapter: 'file',
    alias: 'express-4.15',
    profile: '4.x',
    interfaceVersion: '4.15.4',
    fails: ['CVE-2022-24999', 'CVE-2024-29041', ...REDIRECT_XSS, 'CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CVE-2017-16119', 'CVE-2017-16118', 'CVE-2017-16138'],
  },
  {
    release: '4.15.5',
    adapter: 'file',
    alias: 'express-4.15.5',
    profile: '4.x',
    interfaceVersion: '4.15.5',
    fails: ['CVE-2022-24999', 'CVE-2024-29041', ...REDIRECT_XSS, 'CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CVE-2017-16138'],
  },
  {
    release: '4.17.1',
    adapter: 'file',
    alias: 'express-4.17',
    profile: '4.x',
    fails: ['CVE-2022-24999', 'CVE-2024-29041', ...REDIRECT_XSS, 'CVE-2024-45590', 'CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CWE-409', 'CVE-2026-12590', 'GHSA-27r3-jxmh-p828'],
  },
  {
    release: '4.19.1',
    adapter: 'file',
    alias: 'express-4.19',
    profile: '4.x',
    fails: ['CVE-2024-29041', ...REDIRECT_XSS, 'CVE-2024-45590', 'CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CVE-2026-12590', 'GHSA-27r3-jxmh-p828'],
  },
  { release: '4.20.0', adapter: 'file', alias: 'express-4.20', profile: '4.x', fails: ['CVE-2025-15284', ...REDOS, 'CVE-2024-47764', 'CVE-2026-12590', 'GHSA-27r3-jxmh-p828'] },
  { release: '4.21.2', adapter: 'file', alias: 'express-4.21', profile: '4.x', fails: ['CVE-2025-15284', 'CVE-2026-4867', 'CVE-2026-12590', 'GHSA-27r3-jxmh-p828'] },
  { release: '5.0.0', adapter: 'file', alias: 'express-5.0', profile: '5.x', fails: ['CVE-2025-15284', 'CVE-2024-47764'] },
  { release: '5.1.0 with body-parser 2.2.0', adapter: 'file', alias: 'express-5.1-body-parser-2.2.0', profile: '5.x', fails: ['CVE-2025-13466', 'CVE-2026-12590', 'GHSA-27r3-jxmh-p828'] },
  { release: '5.2.1 with path-to-regexp 8.3.0', adapter: 'file', alias: 'express-5.2-path-to-regexp-8.3.0', profile: '5.x', fails: ['CVE-2026-4923', 'CVE-2026-4926'] },
  // A fork that inflates the whole body before checking the limit: what refusing the bomb
  // costs it against refusing an ordinary body bites. Response splitting no release can have
  // under node >= 20 (features/security/README.md): the raw redirect shows that its checks bite.
  // Its redirect has no body, so no markup of CVE-2024-43796: it fails that advisory's check
  // (no text/html Content-Type) and is safe there.
  { release: 'planted: json inflates unbounded', adapter: planted('json-inflates-unbounded'), profile: '5.x', fails: ['CWE-409'] },
  // A fork whose parser answers 413 and then throws where nobody catches (ultimate-express 2.1.0):
  // the small body over the limit ends its process, which is the denial of service observed.
  // Its death past the limit ends it as the app of a misconfigured limit's check closes: a denial of service under that attack too.
  { release: 'planted: json dies past the limit', adapter: planted('json-dies-past-limit'), profile: '5.x', fails: ['CWE-409', 'CVE-2026-12590'] },
  { release: 'planted: redirect writes raw', adapter: planted('redirect-writes-raw'), profile: '5.x', fails: ['CWE-113'] },
  { release: 'planted: error page without charset', adapter: planted('error-page-without-charset'), profile: '5.x', fails: ['CVE-2014-6393'] },
  // Safe, beside a helper thread that works steadily: its work is no request's cost.
  { release: 'planted: steady helper thread', adapter: planted('steady-helper-thread'), profile: '5.x', fails: [] },
  // Express 3: connect's own methodOverride (3.3.0), directory (3.3.0, 3.4.8) and static
  // (send 0.1.x: the CVE-2015-1164 redirect too, though the advisory names serve-static only),
  // then serve-index 1.6.2 and method-override 2.3.1 (3.20.1).
  {
    release: '3.3.0',
    adapter: 'file',
    alias: 'express-3.3',
    profile: '3.x',
    interfaceVersion: '3.3.0',
    fails: [
      'CVE-2014-6393', 'CVE-2015-1164', 'CVE-2014-6394',
      'CVE-2017-16119', 'CVE-2017-16138', 'CVE-2015-8859', 'CVE-2014-7191', 'CVE-2014-10064', 'CVE-2013-7370', 'CVE-2013-7371', 'CVE-2018-3717',
    ],
  },
  {
    release: '3.4.8',
    adapter: 'file',
    alias: 'express-3.4',
    profile: '3.x',
    interfaceVersion: '3.4.8',
    fails: ['CVE-2014-6393', 'CVE-2015-1164', 'CVE-2014-6394', 'CVE-2017-16119', 'CVE-2017-16138', 'CVE-2015-8859', 'CVE-2014-7191', 'CVE-2014-10064', 'CVE-2018-3717'],
  },
  {
    release: '3.20.1',
    adapter: 'file',
    alias: 'express-3.20',
    profile: '3.x',
    interfaceVersion: '3.20.1',
    fails: ['CVE-2017-16119', 'CVE-2017-16118', 'CVE-2017-16138', 'CVE-2018-3717', 'CVE-2017-16136'],
  },
  // 3.21.2 fails the fresh and mime checks too: known divergences of the oracle (features/divergences.md)
  { release: 'express@3 (current)', adapter: 'express@3', profile: '3.x', fails: [] },
  { release: 'reference 3.x', adapter: 'reference', profile: '3.x', fails: [] },
  { release: 'express@4 (current)', adapter: 'express@4', profile: '4.x', fails: [] },
  { release: 'express@5 (current)', adapter: 'express@5', profile: '5.x', fails: [] },
  { release: 'reference 4.x', adapter: 'reference', profile: '4.x', fails: [] },
  { release: 'reference 5.x', adapter: 'reference', profile: '5.x', fails: [] },
];

/** How a target is named in the test's titles: "express 4.17.1", or as it is. */
const labelOf = (t: Target): string => (/^\d/.test(t.release) ? `express ${t.release}` : t.release);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-security-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function adapterOf(t: Target): string {
  if (!t.alias) return t.adapter;
  const file = path.join(tmp, `${t.alias}.cjs`);
  fs.writeFileSync(file, `module.exports = require(${JSON.stringify(path.join(PACKAGE_ROOT, 'node_modules', t.alias))});\n`);
  return file;
}

async function run(t: Target): Promise<Results> {
  const args = ['--adapter', adapterOf(t), '--profile', t.profile];
  if (t.interfaceVersion) args.push('--interface-version', t.interfaceVersion);
  args.push('--tags', '@security', '--quiet', '--parallel', '1');
  try {
    // Killed after 10 minutes (a run takes seconds to a minute): a hung run fails its test.
    return (await runChecks(args, { timeoutMs: 600_000 })).results;
  } catch (err) {
    throw new Error(`${labelOf(t)}: ${(err as Error).message}`);
  }
}

// Runs at a time: one per core, at least two (a run is one cucumber process and one framework
// process, mostly waiting on each other). More at once only slows each run. No check is
// bounded in wall time: the costly ones compare CPU time in the framework process.
const SLOTS = Math.max(2, Math.min(4, os.availableParallelism()));

const runs = new Map<string, Promise<Results>>();
beforeAll(() => {
  const inSlot = slots(SLOTS);
  for (const t of TARGETS) runs.set(t.release, inSlot(() => run(t)));
  for (const p of runs.values()) p.catch(() => undefined);
});

/** The failed checks of a run, one line each, for the assertion message. */
function failures(results: Results): string {
  return results.results
    .filter((c) => c.status === 'failed')
    .map((c) => `${advisoryIds(c.tags).join(',')} ${c.observation?.made ? 'vulnerable' : c.observation ? 'safe' : 'not observed'} ${c.name}: ${(c.error ?? '').split('\n')[0].slice(0, 160)}`)
    .join('\n');
}

describe('the @security checks', () => {
  it('name a known advisory, a spec row and a generation each', () => {
    const security = allScenarios().filter((s) => s.tags.includes('@security'));
    expect(security.length).toBeGreaterThan(0);
    const known = new Set(ADVISORIES.map((a) => a.id));
    const bad = security.filter((s) => advisoryIds(s.tags).length === 0 || advisoryIds(s.tags).some((id) => !known.has(id)));
    expect(bad.map((s) => `${s.feature}:${s.line} ${s.name}`)).toEqual([]);
  });

  // security.ts shows, beside each published range, the fixture releases where the checks fail
  // (failsOn): it must say what the runs below observe, release by release.
  it('are said in security.ts to show vulnerable exactly the releases they show vulnerable', () => {
    const said = TARGETS.map((t) => ({ release: t.release, fails: ADVISORIES.filter((a) => a.failsOn.includes(t.release)).map((a) => a.id) }));
    expect(said).toEqual(TARGETS.map((t) => ({ release: t.release, fails: t.fails })));
    const releases = new Set(TARGETS.map((t) => t.release));
    expect(ADVISORIES.flatMap((a) => a.failsOn.filter((r) => !releases.has(r)).map((r) => `${a.id}: ${r}`))).toEqual([]);
    for (const a of ADVISORIES) expect(a.failsOn, a.id).toEqual(TARGETS.filter((t) => a.failsOn.includes(t.release)).map((t) => t.release));
  });

  it('leave no advisory that is not checkable over HTTP with a check', () => {
    const tagged = new Set(allScenarios().flatMap((s) => advisoryIds(s.tags)));
    expect(NOT_CHECKABLE.map((u) => u.id).filter((id) => tagged.has(id))).toEqual([]);
  });

  it.each(TARGETS.map((t) => [labelOf(t), t] as const))(
    'show %s vulnerable exactly to the advisories it had',
    async (_label, t) => {
      const results = await runs.get(t.release)!;
      expect(results.results.length).toBeGreaterThan(0);
      expect(vulnerableAdvisories(results), failures(results)).toEqual(t.fails);
      // Every check that passed ran its observation step: each says what proves a framework vulnerable.
      expect(results.results.filter((c) => c.status === 'passed' && !c.observation).map((c) => c.id)).toEqual([]);
      if (!t.fails.length) {
        // express@3's known divergences (features/divergences.md) are not failures
        expect(realFailures(results).map((c) => c.id)).toEqual([]);
      }
      // Not applicable only for a release that declares an older interface.
      if (!t.interfaceVersion) expect(results.summary.skipped).toBe(0);
    },
    120_000,
  );
});
