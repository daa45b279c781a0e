// The advisories the @security checks stand for: one place for their metadata (id, title,
// package, affected ranges as published, the fixture releases where the checks are proven to
// fail, link), the advisories no check over HTTP can reach, and the per-advisory view of a run
// that the terminal summary, the JSON, Markdown and HTML reports show. A check names its
// advisory with a tag `@advisory:<id>` (features/security/*.feature).
import type { CheckResult, Results } from '../../runner/results';
import { allScenarios } from '../../runner/plan';
import { isKnownDivergence } from './rows';
import type { ObservationKind } from '../../run-protocol/observation';

export interface Advisory {
  /** CVE id, or a CWE id for a class of weakness with no advisory against Express or its parts. */
  id: string;
  title: string;
  /**
   * What an attacker observes that proves a framework vulnerable (OBSERVED): only that makes
   * it vulnerable; a check that fails otherwise (a refusal of another status) is safe.
   */
  observation: ObservationKind;
  /** The package that had it. */
  package: string;
  /** Affected versions of that package, as published (for a CWE class: as measured, said so). */
  affected: string;
  /** Affected Express releases (through that package), as published; for a CWE class as measured, or ''. */
  express: string;
  /**
   * Where the checks bite: the fixture releases of features/security.test.ts (its targets'
   * `release`, e.g. '4.17.1') on which this advisory's checks make their observation (the
   * release is shown vulnerable), in the test's order. The test keeps it equal to what it observes. A published range says where
   * the bug was; a release can be inside it and pass (the part it installs predates the bug),
   * or outside it and fail (a fix that did not fix): a reader sees both. [] when no fixture
   * release has it.
   */
  failsOn: readonly string[];
  /** Why the checks bite where they do, where that differs from the published range. */
  note?: string;
  url: string;
}

const nvd = (id: string): string => `https://nvd.nist.gov/vuln/detail/${id}`;
const cwe = (n: number): string => `https://cwe.mitre.org/data/definitions/${n}.html`;

export const ADVISORIES: readonly Advisory[] = [
  {
    id: 'CVE-2022-24999',
    observation: 'prototype',
    title: 'Prototype pollution through __proto__ keys in the query string and urlencoded bodies',
    package: 'qs',
    affected: '<6.2.4, 6.3.0–6.3.2, 6.4.0, 6.5.0–6.5.2, 6.6.0, 6.7.0–6.7.2, 6.8.0–6.8.2, 6.9.0–6.9.6, 6.10.0–6.10.2',
    express: '<4.17.3',
    failsOn: ['4.13.4', '4.15.4', '4.15.5', '4.17.1'],
    note: '4.6.1 is inside the range and passes: qs 0.6.6 predates the prototype bypass',
    url: nvd('CVE-2022-24999'),
  },
  {
    id: 'CVE-2024-29041',
    observation: 'location',
    title: 'Open redirect: encoding a malformed URL in res.location/res.redirect changes its host',
    package: 'express',
    affected: '<4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2',
    express: '<4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2',
    failsOn: ['4.15.4', '4.15.5', '4.17.1', '4.19.1'],
    note: '4.6.1 is inside the range and passes: res.location encodes the URL (the step at fault) only since 4.14.0',
    url: nvd('CVE-2024-29041'),
  },
  {
    id: 'CVE-2024-43796',
    observation: 'markup',
    title: 'Cross-site scripting: res.redirect renders the URL as a link in its HTML body',
    package: 'express',
    affected: '<4.20.0, 5.0.0-alpha.1 – 5.0.0-beta.3',
    express: '<4.20.0, 5.0.0-alpha.1 – 5.0.0-beta.3',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1'],
    url: nvd('CVE-2024-43796'),
  },
  {
    id: 'CVE-2024-43799',
    observation: 'markup',
    title: 'Cross-site scripting: send renders the redirect URL as a link (template injection)',
    package: 'send',
    affected: '<0.19.0',
    express: '<4.20.0',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1'],
    url: nvd('CVE-2024-43799'),
  },
  {
    id: 'CVE-2024-43800',
    observation: 'markup',
    title: "Cross-site scripting: serve-static's directory redirect renders the path as a link",
    package: 'serve-static',
    affected: '<1.16.0, >=2.0.0 <2.1.0',
    express: '<4.20.0',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1'],
    url: nvd('CVE-2024-43800'),
  },
  {
    id: 'CVE-2014-6393',
    observation: 'markup',
    title: 'Cross-site scripting: 4xx pages sent as text/html without a charset (a browser guesses UTF-7)',
    package: 'express',
    affected: '<3.11.0, 4.0.0 – 4.4.5',
    express: '<3.11.0, 4.0.0 – 4.4.5',
    failsOn: ['planted: error page without charset', '3.3.0', '3.4.8'],
    note: 'fixed in 3.11 and 4.5, before the oldest fixture release; a planted fork proves the check',
    url: nvd('CVE-2014-6393'),
  },
  {
    id: 'CVE-2015-1164',
    observation: 'location',
    title: "Open redirect: serve-static's directory redirect of a path starting with '//' is protocol-relative",
    package: 'serve-static',
    affected: '<1.6.5, 1.7.0 – 1.7.1',
    express: '<3.19.0, 4.0.0 – 4.10.6',
    failsOn: ['4.6.1', '3.3.0', '3.4.8'],
    url: nvd('CVE-2015-1164'),
  },
  {
    id: 'CVE-2024-45590',
    observation: 'cost',
    title: 'Denial of service: urlencoded bodies nested without a depth limit',
    package: 'body-parser',
    affected: '<1.20.3',
    express: '<4.20.0',
    failsOn: ['4.17.1', '4.19.1'],
    url: nvd('CVE-2024-45590'),
  },
  {
    id: 'CVE-2025-13466',
    observation: 'cost',
    title: 'Denial of service: urlencoded bodies with very many parameters',
    package: 'body-parser',
    affected: '2.2.0',
    express: '5.0.x and 5.1.x installed while body-parser 2.2.0 was the latest (April to November 2025); 5.2.0 requires ^2.2.1',
    failsOn: ['5.1.0 with body-parser 2.2.0'],
    url: nvd('CVE-2025-13466'),
  },
  {
    id: 'CVE-2025-15284',
    observation: 'cost',
    title: 'Denial of service: the bracket notation a[]= bypasses arrayLimit',
    package: 'qs',
    affected: '<6.14.1',
    express: 'releases pinning qs <6.14.1 (4.x up to 4.21.2, 5.0.x)',
    failsOn: ['4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1', '4.20.0', '4.21.2', '5.0.0'],
    note: '4.6.1 is inside the range and passes: qs 0.6.6 has no bracket-form bypass of arrayLimit',
    url: nvd('CVE-2025-15284'),
  },
  {
    id: 'CVE-2024-45296',
    observation: 'cost',
    title: 'ReDoS: backtracking route patterns with several parameters in one segment',
    package: 'path-to-regexp',
    affected: '<0.1.10, 0.2.0–1.8.0, 2.0.0–3.2.0, 4.0.0–6.2.2, 7.x',
    express: '<4.20.0, 5.0.0-alpha.1 – 5.0.0-beta.3',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1', '4.20.0'],
    note: "fails on 4.20.0 too: path-to-regexp 0.1.10's backtrack protection never applied (the text before a parameter was read after moving past it); 0.1.12 is the first 0.1.x release that protects (CVE-2024-52798)",
    url: nvd('CVE-2024-45296'),
  },
  {
    id: 'CVE-2024-52798',
    observation: 'cost',
    title: 'ReDoS: the 0.1.x fix of CVE-2024-45296 was incomplete',
    package: 'path-to-regexp',
    affected: '0.1.x <0.1.12',
    express: '<4.21.2, 5.0.0-alpha.1 – 5.0.0-alpha.8',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1', '4.20.0'],
    url: nvd('CVE-2024-52798'),
  },
  {
    id: 'CVE-2026-4867',
    observation: 'cost',
    title: 'ReDoS: routes with three or more parameters in one segment (the 0.1.12 fix of CVE-2024-52798 was incomplete)',
    package: 'path-to-regexp',
    affected: '0.1.x <0.1.13',
    express: '<4.22.2 (4.22.0 and 4.22.1 as installed before 0.1.13), 5.0.0-alpha.1 – 5.0.0-alpha.8',
    failsOn: ['4.21.2'],
    note: 'the crafted path is one 0.1.12 backtracks on; older 0.1.x releases match it at once and fail the check of CVE-2024-45296 instead',
    url: nvd('CVE-2026-4867'),
  },
  {
    id: 'CVE-2026-4923',
    observation: 'cost',
    title: 'ReDoS: routes with several wildcards in one segment (path-to-regexp 8)',
    package: 'path-to-regexp',
    affected: '>=8.0.0 <8.4.0',
    express: '5.0.0 – 5.2.1 as installed at their dates (router ^2 now resolves 8.4)',
    failsOn: ['5.2.1 with path-to-regexp 8.3.0'],
    url: nvd('CVE-2026-4923'),
  },
  {
    id: 'CVE-2026-4926',
    observation: 'cost',
    title: 'ReDoS: routes with sequential optional groups (path-to-regexp 8)',
    package: 'path-to-regexp',
    affected: '>=8.0.0 <8.4.0',
    express: '5.0.0 – 5.2.1 as installed at their dates (router ^2 now resolves 8.4)',
    failsOn: ['5.2.1 with path-to-regexp 8.3.0'],
    url: nvd('CVE-2026-4926'),
  },
  {
    id: 'CVE-2024-47764',
    observation: 'header',
    title: 'Cookie name, path and domain accept characters that inject attributes',
    package: 'cookie',
    affected: '<0.7.0',
    express: '<4.21.1, 5.0.0',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '4.17.1', '4.19.1', '4.20.0', '5.0.0'],
    url: nvd('CVE-2024-47764'),
  },
  {
    id: 'CVE-2014-6394',
    observation: 'file',
    title: 'Directory traversal into a sibling of the root whose name starts with the root\'s',
    package: 'send',
    affected: '<0.8.4',
    express: '<4.8.8, 3.x <3.16.10',
    failsOn: ['4.6.1', '3.3.0', '3.4.8'],
    url: nvd('CVE-2014-6394'),
  },
  {
    id: 'CWE-113',
    observation: 'header',
    title: 'HTTP response splitting through CR/LF in header values',
    package: '(class)',
    affected: '',
    express: '',
    failsOn: ['planted: redirect writes raw'],
    note: 'node >= 20 refuses CR and LF in every header an Express release writes; a planted fork proves the check',
    url: cwe(113),
  },
  {
    id: 'CWE-538',
    observation: 'file',
    title: 'Dotfiles served from a static root',
    package: 'send',
    affected: 'no advisory; measured: <0.7.0 looks for a dot only at the start of the still-encoded last segment',
    express: '4.x before 4.7.0 (4.6.1 measured)',
    failsOn: ['4.6.1'],
    url: cwe(538),
  },
  {
    id: 'CWE-409',
    observation: 'cost',
    title: 'Decompression bombs: compressed bodies inflated past the limit',
    package: 'body-parser',
    affected: 'no advisory; measured: 1.8.0, 1.13.3, 1.19.0 inflate the rest of a refused body (fixed in 1.20.0)',
    express: '<4.18.0 (4.17.1 measured)',
    failsOn: ['4.17.1', 'planted: json inflates unbounded', 'planted: json dies past the limit'],
    url: cwe(409),
  },
  // The advisories of Express 3/4's parts from 2013–2017 (advisories.md rows 5, 12, 13,
  // 22–24, 29–33). CVE-2016-1000236 (cookie-signature timing) is in NOT_CHECKABLE below.
  {
    id: 'CVE-2026-12590',
    observation: 'cost',
    title: 'Denial of service: a body limit that is no byte size (a typo, NaN) reads any body whole',
    package: 'body-parser',
    affected: '<1.20.6, 2.0.0 – 2.2.x',
    express: '4.16.0 – 4.22.2, 5.0.0 – 5.2.1 (as installed at their release)',
    failsOn: ['4.17.1', '4.19.1', '4.20.0', '4.21.2', '5.1.0 with body-parser 2.2.0', 'planted: json dies past the limit'],
    url: nvd('CVE-2026-12590'),
  },
  {
    id: 'GHSA-27r3-jxmh-p828',
    observation: 'crash',
    title: 'Denial of service: a compressed body followed by extra bytes ends the process',
    package: 'body-parser',
    affected: '2.0.0 – 2.3.x (published: 2.x before 2.4.0); measured as well: 1.19.0, 1.20.2, 1.20.3',
    express: '5.0.x and 5.1.x installed with body-parser before 2.4.0; measured as well: 4.17.1 – 4.21.2 (body-parser 1.19.0 – 1.20.3)',
    failsOn: ['4.17.1', '4.19.1', '4.20.0', '4.21.2', '5.1.0 with body-parser 2.2.0'],
    note: "the parser pipes the request into its inflater, then refuses a charset it cannot decode (415, with `verify`) and leaves the inflater with no error listener: its error on the extra bytes is thrown out of the process. body-parser 1.x had the same order until 1.20.9 (express 4.22.3) or before; 5.0.0 and 5.1.0 as installed here get 2.4.0",
    url: 'https://github.com/advisories/GHSA-27r3-jxmh-p828',
  },
  {
    id: 'CVE-2017-16119',
    observation: 'cost',
    title: 'ReDoS: a crafted If-None-Match in every conditional GET (res.send, static files)',
    package: 'fresh',
    affected: '<0.5.2',
    express: '3.x (all), <4.15.5, 5.0.0-alpha.1 – 5.0.0-alpha.5',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '3.3.0', '3.4.8', '3.20.1'],
    url: nvd('CVE-2017-16119'),
  },
  {
    id: 'CVE-2016-10539',
    observation: 'cost',
    title: 'ReDoS: a crafted Accept-Language in req.acceptsLanguages',
    package: 'negotiator',
    affected: '<0.6.1',
    express: '<4.14.0, 5.0.0-alpha.1 – 5.0.0-alpha.2',
    failsOn: ['4.6.1', '4.11.0', '4.13.4'],
    url: nvd('CVE-2016-10539'),
  },
  {
    id: 'CVE-2017-16118',
    observation: 'cost',
    title: 'ReDoS: a crafted X-Forwarded-For in req.ip/req.ips, parsed even with trust proxy off',
    package: 'forwarded',
    affected: '<0.1.2',
    express: '3.17.5 – 3.21.2, 4.9.5 – 4.15.4, 5.0.0-alpha.1 – 5.0.0-alpha.5 (as installed at release)',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '3.20.1'],
    url: nvd('CVE-2017-16118'),
  },
  {
    id: 'CVE-2017-16138',
    observation: 'cost',
    title: 'ReDoS: res.type of a long crafted string (mime.lookup)',
    package: 'mime',
    affected: '<1.4.1, 2.0.0 – 2.0.2',
    express: '3.x (all), <4.16.0, 5.0.0-alpha.1 – 5.0.0-alpha.6',
    failsOn: ['4.6.1', '4.11.0', '4.13.4', '4.15.4', '4.15.5', '3.3.0', '3.4.8', '3.20.1'],
    url: nvd('CVE-2017-16138'),
  },
  {
    id: 'CVE-2015-8859',
    observation: 'file',
    title: "Root path disclosure: a path climbing out of the root and back in is served, so the root's path can be guessed",
    package: 'send',
    affected: '<0.11.1',
    express: '<3.19.1, 4.0.0 – 4.11.0, 5.0.0-alpha.1',
    failsOn: ['4.6.1', '4.11.0', '3.3.0', '3.4.8'],
    url: nvd('CVE-2015-8859'),
  },
  {
    id: 'CVE-2014-7191',
    observation: 'cost',
    title: 'Denial of service: a large array index (a[999999999]=x) in req.query builds an array of that many slots',
    package: 'qs',
    affected: '<1.0.0',
    express: '<3.16.0, 4.0.0 – 4.7.4',
    failsOn: ['4.6.1', '3.3.0', '3.4.8'],
    url: nvd('CVE-2014-7191'),
  },
  {
    id: 'CVE-2014-10064',
    observation: 'cost',
    title: 'Denial of service: req.query nests a key as deep as its brackets go',
    package: 'qs',
    affected: '<1.0.0',
    express: '<3.16.0, 4.0.0 – 4.7.4',
    failsOn: ['4.6.1', '3.3.0', '3.4.8'],
    url: nvd('CVE-2014-10064'),
  },
  {
    id: 'CVE-2013-7370',
    observation: 'markup',
    title: "Cross-site scripting: methodOverride takes any method name, and the 404 'Cannot <method>' echoes it",
    package: 'connect',
    affected: '<2.8.1 (CVE-2013-7371: <2.8.2, incomplete fix)',
    express: '3.x <3.3.2 (3.3.0: both; 3.3.1: CVE-2013-7371 only)',
    failsOn: ['3.3.0'],
    url: nvd('CVE-2013-7370'),
  },
  {
    id: 'CVE-2013-7371',
    observation: 'markup',
    title: 'Cross-site scripting: the incomplete fix of CVE-2013-7370 still took X-HTTP-Method-Override as it came',
    package: 'connect',
    affected: '<2.8.2',
    express: '3.x <3.3.2',
    failsOn: ['3.3.0'],
    url: nvd('CVE-2013-7371'),
  },
  {
    id: 'CVE-2018-3717',
    observation: 'markup',
    title: 'Cross-site scripting: the directory listing writes file names into its HTML unescaped',
    package: 'connect (directory); serve-index (GHSA-v633-x5vv-hqwc, ≤1.6.2)',
    affected: 'connect <2.14.0; serve-index <1.6.3',
    express: '3.x <3.5.0 (connect directory), 3.5.0 – 3.20.1 (serve-index 1.6.2 and earlier)',
    failsOn: ['3.3.0', '3.4.8', '3.20.1'],
    url: nvd('CVE-2018-3717'),
  },
  {
    id: 'CVE-2017-16136',
    observation: 'cost',
    title: 'ReDoS: a crafted X-HTTP-Method-Override in methodOverride',
    package: 'method-override',
    affected: '1.0.2, 2.0.0 – 2.3.9 (GHSA); the CVE text says <=1.0.2, >2.0.0 <2.3.10',
    express: '3.8.1 – 3.21.2 as installed at release (no 3.x release pins a fixed one; 3.21.2 resolves 2.3.10 today)',
    failsOn: ['3.20.1'],
    url: nvd('CVE-2017-16136'),
  },
];

/** An advisory of Express or its parts that no request can reach: the input is the app's or the environment's. */
export interface UncheckableAdvisory {
  id: string;
  title: string;
  package: string;
  /** Affected versions of that package, as published. */
  affected: string;
  /** Why no check over HTTP can reach it. */
  reason: string;
  url: string;
}

// From /work/shared/security/advisories.md (rows 25-28); shown as "not checkable" in every
// report's Security section, so that a reader sees them counted rather than forgotten.
// CVE-2026-12590 (body-parser, an invalid `limit` disables the size check) is not here: the
// app's misconfiguration is needed, but its effect is visible over HTTP, so a check reaches it
// (features/security/body-limit-misconfigured.feature).
export const NOT_CHECKABLE: readonly UncheckableAdvisory[] = [
  {
    id: 'CVE-2017-1000048',
    title: "qs's allowPrototypes: false guard bypassed (keys such as hasOwnProperty overwritten)",
    package: 'qs',
    affected: '<6.0.4, 6.1.0–6.1.1, 6.2.0–6.2.2, 6.3.0–6.3.1',
    reason:
      "Express never turns the guard on: its 'extended' query parser and body-parser 1.x call qs.parse with allowPrototypes: true, so what the bypass lets through is what every release accepts by design (the prototype keys that matter are checked by CVE-2022-24999's checks)",
    url: nvd('CVE-2017-1000048'),
  },
  {
    id: 'CVE-2016-1000236',
    title: "Timing attack on cookie-signature's comparison of a signed cookie",
    package: 'cookie-signature',
    affected: '<1.0.6 (the changelog puts the timing fix in 1.0.4)',
    reason:
      'a wrong character changes the comparison by nanoseconds, below what loopback HTTP shows: a million comparisons took 21-25 ms wherever the first wrong character was, and 4,000 requests of each kind had medians of 26.6 and 26.4 µs with a standard deviation of 2 ms',
    url: nvd('CVE-2016-1000236'),
  },
  {
    id: 'CVE-2017-16137',
    title: "ReDoS in debug's %o formatter",
    package: 'debug',
    affected: '<2.6.9, 3.0.0–3.0.1, 3.2.0–3.2.6, 4.0.0–4.3.0',
    reason: 'needs DEBUG enabled in the environment and the app logging request data with %o; Express logs no request data',
    url: nvd('CVE-2017-16137'),
  },
  {
    id: 'CVE-2017-20165',
    title: "ReDoS in debug's useColors",
    package: 'debug',
    affected: '<3.1.0',
    reason: 'the input is an environment variable, not a request',
    url: nvd('CVE-2017-20165'),
  },
  {
    id: 'CVE-2015-8315',
    title: 'ReDoS in ms() on a long string',
    package: 'ms',
    affected: '<0.7.1',
    reason: 'Express passes ms() only strings the app sets (maxAge options); no request reaches it',
    url: nvd('CVE-2015-8315'),
  },
  {
    id: 'CVE-2017-20162',
    title: 'ReDoS in ms() parse',
    package: 'ms',
    affected: '<2.0.0',
    reason: 'Express passes ms() only strings the app sets (maxAge options); no request reaches it',
    url: nvd('CVE-2017-20162'),
  },
];

const TAG = '@advisory:';

export function advisoryOf(id: string): Advisory | undefined {
  return ADVISORIES.find((a) => a.id === id);
}

/** The advisory ids a check's tags name. */
export function advisoryIds(tags: readonly string[]): string[] {
  return tags.filter((t) => t.startsWith(TAG)).map((t) => t.slice(TAG.length));
}

export type SecurityCheckStatus = 'passed' | 'failed' | 'skipped' | 'divergent' | 'not-implemented';

/** What each kind of observation is, in a reader's words. */
export const OBSERVED: Record<ObservationKind, string> = {
  markup: 'markup taken from the request in a response a browser renders as HTML',
  location: 'a Location a browser follows off the site',
  file: 'a file the request must not reach (a secret, a traversal target) on the wire',
  cost: 'the CPU or memory a crafted request costs the framework',
  header: 'a header, body or cookie attribute the request wrote, in the response',
  prototype: 'an object with a prototype the request chose',
  death: "the framework's process dying, or no longer answering, on the check's request",
  crash: "the framework's process ended after answering a crafted request, so the next one gets no answer",
};

/**
 * What a check says of its advisory. vulnerable: its observation was made; safe: its
 * observation step ran and saw nothing (the check may still fail a conformance step: a
 * status the spec requires); not-observed: it failed before its observation step ran (a
 * step the observation depends on, a framework that died), so it says nothing either way;
 * not-implemented: the framework lacks an API it uses; divergent: a known divergence of an
 * oracle; skipped: it did not run.
 */
export type SecurityVerdict = 'vulnerable' | 'safe' | 'not-observed' | 'not-implemented' | 'divergent' | 'skipped';

export interface SecurityCheck {
  id: string;
  name: string;
  status: SecurityCheckStatus;
  verdict: SecurityVerdict;
  /** What was observed, for a vulnerable check. */
  evidence?: string;
  /** The check's error (first line), for a failed or not-implemented one. */
  error?: string;
}

export interface SecurityView {
  advisory: Advisory;
  /**
   * vulnerable: a check made the observation; safe: none did, and at least one observed
   * (a known divergence of an oracle counts here); not-observed: the checks that ran failed
   * before observing; not-implemented: none ran for an API the framework lacks; skipped:
   * none ran.
   */
  verdict: 'vulnerable' | 'safe' | 'not-observed' | 'not-implemented' | 'skipped';
  /** Conformance, as before verdicts: failed when a check failed, whatever its verdict. */
  status: 'passed' | 'failed' | 'skipped' | 'not-implemented';
  checks: SecurityCheck[];
}

function checkStatus(c: CheckResult, results: Results): SecurityCheckStatus {
  return isKnownDivergence(c, results) ? 'divergent' : c.status;
}

/**
 * The verdict of one check: from its observation (run-protocol/observation.ts), recorded by
 * its observation step. Results made before observations were recorded have none: a failed
 * check of theirs is not observed.
 */
function verdictOf(c: CheckResult, status: SecurityCheckStatus): SecurityVerdict {
  // Not applicable for a member its scaffolding lacks (runner/not-implemented.ts), yet observed: what was seen stands.
  if (status === 'skipped' && c.observation) return c.observation.made ? 'vulnerable' : 'safe';
  // A framework that fails as Express's record does (runner/recorded-divergences.ts) is excused
  // in the gate, never in its verdict: the vulnerability it shares with Express is observed.
  if (status === 'divergent' && c.recordedDivergence && c.observation?.made) return 'vulnerable';
  if (status === 'skipped' || status === 'not-implemented' || status === 'divergent') return status;
  if (c.observation?.made) return 'vulnerable';
  return status === 'passed' || c.observation ? 'safe' : 'not-observed';
}

const firstLine = (text: string | undefined): string | undefined => text && text.split('\n')[0].slice(0, 300);

/** One entry per advisory that a check of the run names, in the order of ADVISORIES. */
export function securityViews(results: Results): SecurityView[] {
  const byId = new Map<string, CheckResult[]>();
  for (const c of results.results) {
    for (const id of advisoryIds(c.tags)) byId.set(id, [...(byId.get(id) ?? []), c]);
  }
  const known = ADVISORIES.filter((a) => byId.has(a.id));
  // An advisory tag without metadata still shows, with its id as the title.
  const unknown = [...byId.keys()]
    .filter((id) => !advisoryOf(id))
    .sort()
    .map(
      (id): Advisory => ({ id, title: id, observation: 'markup', package: '', affected: '', express: '', failsOn: [], url: id.startsWith('CVE-') ? nvd(id) : '' }),
    );
  return [...known, ...unknown].map((advisory) => {
    const checks = byId.get(advisory.id)!.map((c): SecurityCheck => {
      const status = checkStatus(c, results);
      const verdict = verdictOf(c, status);
      const error = status === 'failed' || status === 'not-implemented' ? firstLine(c.error) : undefined;
      const evidence = verdict === 'vulnerable' ? firstLine(c.observation?.evidence) : undefined;
      return { id: c.id, name: c.name, status, verdict, ...(evidence ? { evidence } : {}), ...(error ? { error } : {}) };
    });
    const has = (v: SecurityVerdict) => checks.some((c) => c.verdict === v);
    const verdict = has('vulnerable')
      ? 'vulnerable'
      : has('safe') || has('divergent')
        ? 'safe'
        : has('not-observed')
          ? 'not-observed'
          : has('not-implemented')
            ? 'not-implemented'
            : 'skipped';
    const status = checks.some((c) => c.status === 'failed')
      ? 'failed'
      : checks.some((c) => c.status === 'not-implemented')
        ? 'not-implemented'
        : checks.some((c) => c.status === 'passed' || c.status === 'divergent')
          ? 'passed'
          : 'skipped';
    return { advisory, verdict, status, checks };
  });
}

/** A safe check that still fails, in words: "safe, but the check fails: expected status 301, got 200 ...". */
export function safeButText(c: SecurityCheck): string {
  return `safe, but the check fails: ${c.error ?? 'failed'}`;
}

/** "published: path-to-regexp <0.1.10 (express <4.20.0)": the range as the advisory gives it. */
export function publishedText(a: Advisory): string {
  if (!a.affected) return a.package ? `published: none (${a.package})` : 'published: none';
  const express = a.express && a.package !== 'express' ? ` (express ${a.express})` : '';
  return `published: ${a.package} ${a.affected}${express}`;
}

/** "vulnerable here on 4.17.1, 4.19.1": the fixture releases the checks are proven to show vulnerable. */
export function provenText(a: Advisory): string {
  return a.failsOn.length ? `vulnerable here on ${a.failsOn.join(', ')}` : 'vulnerable here on no fixture release';
}

/** An npm-audit-like count of the advisories a run speaks for. */
export interface SecuritySummary {
  /** Advisories at least one check of which observed (vulnerable + safe + notObserved). */
  checked: number;
  /** Advisories whose observation was made. */
  vulnerable: number;
  /** Advisories checked and not shown vulnerable. */
  safe: number;
  /** Of the safe, those a check of which fails all the same (a status the spec requires): conformance, not safety. */
  safeFailing: number;
  /** Advisories whose checks that ran all failed before observing. */
  notObserved: number;
  /** Advisories none of whose checks could run, for an API the framework lacks. */
  notImplemented: number;
  /** Advisories a check of which failed (vulnerable or not): the count before verdicts, kept for readers of the JSON. */
  failing: number;
  /** Advisories with checks, none of which holds for the run's profile (not tagged for it, or @since later than the interface). */
  notApplicable: string[];
  /** Advisories with checks for the profile, none of which the run ran (a filtered run). */
  notRun: string[];
  /** Advisories no check over HTTP can reach (NOT_CHECKABLE). */
  notCheckable: readonly UncheckableAdvisory[];
}

// The advisories whose checks carry a generation tag of each profile, from the feature files.
let applicable: Map<string, Set<string>> | undefined;
function advisoriesFor(profile: string): Set<string> {
  if (!applicable) {
    applicable = new Map();
    for (const s of allScenarios()) {
      if (!s.tags.includes('@security')) continue;
      for (const g of s.tags.filter((t) => /^@\d\.x$/.test(t)).map((t) => t.slice(1))) {
        const set = applicable.get(g) ?? new Set<string>();
        for (const id of advisoryIds(s.tags)) set.add(id);
        applicable.set(g, set);
      }
    }
  }
  return applicable.get(profile) ?? new Set();
}

/** The summary of a run's Security section; undefined when no check of the run names an advisory. */
export function securitySummary(results: Results): SecuritySummary | undefined {
  const views = securityViews(results);
  if (!views.length) return undefined;
  const count = (verdict: SecurityView['verdict']) => views.filter((v) => v.verdict === verdict).length;
  const forProfile = advisoriesFor(results.profile);
  const inRun = new Set(views.map((v) => v.advisory.id));
  const skippedOnly = views.filter((v) => v.verdict === 'skipped').map((v) => v.advisory.id);
  const known = ADVISORIES.map((a) => a.id);
  return {
    checked: count('vulnerable') + count('safe') + count('not-observed'),
    vulnerable: count('vulnerable'),
    safe: count('safe'),
    safeFailing: views.filter((v) => v.verdict === 'safe' && v.status === 'failed').length,
    notObserved: count('not-observed'),
    notImplemented: count('not-implemented'),
    failing: views.filter((v) => v.status === 'failed').length,
    notApplicable: [...known.filter((id) => !forProfile.has(id) && !inRun.has(id)), ...skippedOnly],
    notRun: known.filter((id) => forProfile.has(id) && !inRun.has(id)),
    notCheckable: NOT_CHECKABLE,
  };
}

/**
 * The summary as one line: "38 advisories: 28 checked (0 vulnerable, 27 safe, of which 5 fail
 * a conformance check, 1 not observed), 3 not implemented, 5 not applicable to profile 5.x, 6
 * not checkable over HTTP".
 */
export function summaryText(results: Results, s: SecuritySummary): string {
  const total = s.checked + s.notImplemented + s.notApplicable.length + s.notRun.length + s.notCheckable.length;
  return (
    `${total} advisories: ${s.checked} checked (${s.vulnerable} vulnerable, ${s.safe} safe` +
    (s.safeFailing ? `, of which ${s.safeFailing} fail a conformance check` : '') +
    (s.notObserved ? `, ${s.notObserved} not observed` : '') +
    `), ` +
    (s.notImplemented ? `${s.notImplemented} not implemented, ` : '') +
    `${s.notApplicable.length} not applicable to profile ${results.profile}, ` +
    (s.notRun.length ? `${s.notRun.length} not run, ` : '') +
    `${s.notCheckable.length} not checkable over HTTP`
  );
}

/** The Security section of the JSON report: each advisory, its link, its verdict, and its checks' verdicts. */
export function securityJson(results: Results): Array<Advisory & Pick<SecurityView, 'verdict' | 'status' | 'checks'> & { observes: string }> {
  return securityViews(results).map((v) => ({ ...v.advisory, observes: OBSERVED[v.advisory.observation], verdict: v.verdict, status: v.status, checks: v.checks }));
}

/** The advisories a run shows the framework vulnerable to (the fixture table of features/security.test.ts). */
export function vulnerableAdvisories(results: Results): string[] {
  return securityViews(results)
    .filter((v) => v.verdict === 'vulnerable')
    .map((v) => v.advisory.id);
}
