// The advisories the @security checks stand for: one place for their metadata (id, title,
// package, affected ranges, link), and the per-advisory view of a run that the terminal
// summary, the JSON, Markdown and HTML reports show. A check names its advisory with a tag
// `@advisory:<id>` (features/security/*.feature).
import type { CheckResult, Results } from '../../runner/results';
import { isKnownDivergence } from './rows';

export interface Advisory {
  /** CVE id, or a CWE id for a class of weakness with no advisory against Express or its parts. */
  id: string;
  title: string;
  /** The package that had it. */
  package: string;
  /** Affected versions of that package, as published (for a CWE class: as measured, said so). */
  affected: string;
  /** Affected Express releases (through that package), as published; for a CWE class as measured, or ''. */
  express: string;
  url: string;
}

const nvd = (id: string): string => `https://nvd.nist.gov/vuln/detail/${id}`;
const cwe = (n: number): string => `https://cwe.mitre.org/data/definitions/${n}.html`;

export const ADVISORIES: readonly Advisory[] = [
  {
    id: 'CVE-2022-24999',
    title: 'Prototype pollution through __proto__ keys in the query string and urlencoded bodies',
    package: 'qs',
    affected: '<6.2.4, 6.3.0–6.3.2, 6.4.0, 6.5.0–6.5.2, 6.6.0, 6.7.0–6.7.2, 6.8.0–6.8.2, 6.9.0–6.9.6, 6.10.0–6.10.2',
    express: '<4.17.3',
    url: nvd('CVE-2022-24999'),
  },
  {
    id: 'CVE-2024-29041',
    title: 'Open redirect: encoding a malformed URL in res.location/res.redirect changes its host',
    package: 'express',
    affected: '<4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2',
    express: '<4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2',
    url: nvd('CVE-2024-29041'),
  },
  {
    id: 'CVE-2024-43796',
    title: 'Cross-site scripting: res.redirect renders the URL as a link in its HTML body',
    package: 'express',
    affected: '<4.20.0, 5.0.0-alpha.1 – 5.0.0-beta.3',
    express: '<4.20.0, 5.0.0-alpha.1 – 5.0.0-beta.3',
    url: nvd('CVE-2024-43796'),
  },
  {
    id: 'CVE-2024-43799',
    title: 'Cross-site scripting: send renders the redirect URL as a link (template injection)',
    package: 'send',
    affected: '<0.19.0',
    express: '<4.20.0',
    url: nvd('CVE-2024-43799'),
  },
  {
    id: 'CVE-2024-43800',
    title: "Cross-site scripting: serve-static's directory redirect renders the path as a link",
    package: 'serve-static',
    affected: '<1.16.0, 2.0.0-beta.1 – 2.0.0',
    express: '<4.20.0',
    url: nvd('CVE-2024-43800'),
  },
  {
    id: 'CVE-2014-6393',
    title: 'Cross-site scripting: 4xx pages sent as text/html without a charset (a browser guesses UTF-7)',
    package: 'express',
    affected: '<3.11.0, 4.0.0 – 4.4.5',
    express: '<3.11.0, 4.0.0 – 4.4.5',
    url: nvd('CVE-2014-6393'),
  },
  {
    id: 'CVE-2015-1164',
    title: "Open redirect: serve-static's directory redirect of a path starting with '//' is protocol-relative",
    package: 'serve-static',
    affected: '<1.6.5, 1.7.0 – 1.7.1',
    express: '<3.19.0, 4.0.0 – 4.10.6',
    url: nvd('CVE-2015-1164'),
  },
  {
    id: 'CVE-2024-45590',
    title: 'Denial of service: urlencoded bodies nested without a depth limit',
    package: 'body-parser',
    affected: '<1.20.3',
    express: '<4.20.0',
    url: nvd('CVE-2024-45590'),
  },
  {
    id: 'CVE-2025-13466',
    title: 'Denial of service: urlencoded bodies with very many parameters',
    package: 'body-parser',
    affected: '2.2.0',
    express: '5.0.x and 5.1.x installed while body-parser 2.2.0 was the latest (April to November 2025); 5.2.0 requires ^2.2.1',
    url: nvd('CVE-2025-13466'),
  },
  {
    id: 'CVE-2025-15284',
    title: 'Denial of service: the bracket notation a[]= bypasses arrayLimit',
    package: 'qs',
    affected: '<6.14.1',
    express: 'releases pinning qs <6.14.1 (4.x up to 4.21.2, 5.0.x)',
    url: nvd('CVE-2025-15284'),
  },
  {
    id: 'CVE-2024-45296',
    title: 'ReDoS: backtracking route patterns with several parameters in one segment',
    package: 'path-to-regexp',
    affected: '<0.1.10, 0.2.0–1.8.0, 2.0.0–3.2.0, 4.0.0–6.2.2, 7.x',
    express: '<4.20.0',
    url: nvd('CVE-2024-45296'),
  },
  {
    id: 'CVE-2024-52798',
    title: 'ReDoS: the 0.1.x fix of CVE-2024-45296 was incomplete',
    package: 'path-to-regexp',
    affected: '0.1.x <0.1.12',
    express: '<4.21.2',
    url: nvd('CVE-2024-52798'),
  },
  {
    id: 'CVE-2024-47764',
    title: 'Cookie name, path and domain accept characters that inject attributes',
    package: 'cookie',
    affected: '<0.7.0',
    express: '<4.21.1, 5.0.0',
    url: nvd('CVE-2024-47764'),
  },
  {
    id: 'CVE-2014-6394',
    title: 'Directory traversal into a sibling of the root whose name starts with the root\'s',
    package: 'send',
    affected: '<0.8.4',
    express: '<4.8.8, 3.x <3.16.10',
    url: nvd('CVE-2014-6394'),
  },
  {
    id: 'CWE-113',
    title: 'HTTP response splitting through CR/LF in header values',
    package: '(class)',
    affected: '',
    express: '',
    url: cwe(113),
  },
  {
    id: 'CWE-538',
    title: 'Dotfiles served from a static root',
    package: 'send',
    affected: 'no advisory; measured: <0.7.0 looks for a dot only at the start of the still-encoded last segment',
    express: '4.x before 4.7.0 (4.6.1 measured)',
    url: cwe(538),
  },
  {
    id: 'CWE-409',
    title: 'Decompression bombs: compressed bodies inflated past the limit',
    package: 'body-parser',
    affected: 'no advisory; measured: 1.8.0, 1.13.3, 1.19.0 inflate the rest of a refused body (fixed in 1.20.0)',
    express: '<4.18.0 (4.17.1 measured)',
    url: cwe(409),
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

export interface SecurityView {
  advisory: Advisory;
  /**
   * failed: a check failed; not-implemented: none failed, but some could not run for an API
   * the framework lacks (never shown as failed: a missing parser is not the vulnerability);
   * passed: every check that ran passed; skipped: none ran.
   */
  status: 'passed' | 'failed' | 'skipped' | 'not-implemented';
  checks: Array<{ id: string; name: string; status: SecurityCheckStatus; error?: string }>;
}

function checkStatus(c: CheckResult, results: Results): SecurityCheckStatus {
  return isKnownDivergence(c, results) ? 'divergent' : c.status;
}

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
    .map((id): Advisory => ({ id, title: id, package: '', affected: '', express: '', url: id.startsWith('CVE-') ? nvd(id) : '' }));
  return [...known, ...unknown].map((advisory) => {
    const checks = byId.get(advisory.id)!.map((c) => ({
      id: c.id,
      name: c.name,
      status: checkStatus(c, results),
      ...((c.status === 'failed' || c.status === 'not-implemented') && c.error ? { error: c.error.split('\n')[0].slice(0, 300) } : {}),
    }));
    const status = checks.some((c) => c.status === 'failed')
      ? 'failed'
      : checks.some((c) => c.status === 'not-implemented')
        ? 'not-implemented'
        : checks.some((c) => c.status === 'passed' || c.status === 'divergent')
          ? 'passed'
          : 'skipped';
    return { advisory, status, checks };
  });
}

/** The Security section of the JSON report: each advisory, its link, and its checks' statuses. */
export function securityJson(results: Results): Array<Advisory & { status: SecurityView['status']; checks: SecurityView['checks'] }> {
  return securityViews(results).map((v) => ({ ...v.advisory, status: v.status, checks: v.checks }));
}

/** The advisories a run's failing checks stand for (the fixture table of features/security.test.ts). */
export function failedAdvisories(results: Results): string[] {
  return securityViews(results)
    .filter((v) => v.status === 'failed')
    .map((v) => v.advisory.id);
}
