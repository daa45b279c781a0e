// What the site is made of: the committed results of every target, read once.
import type { Target } from '../src/committed';
import type { Results } from '../../runner/results';
import { securityViews } from '../src/security';
import { isKnownDivergence } from '../src/rows';

export interface SiteRun {
  target: Target;
  /** "express@4.16-4.x": the name of its files, of its page (fw/<base>.html) and of its badge. */
  base: string;
  run: Results;
}

export const frameworkPage = (r: SiteRun): string => `fw/${r.base}.html`;
export const badgeFile = (r: SiteRun): string => `badges/${r.base}.json`;

/** passed (with an oracle's known divergences), failed, not implemented, not run (ended by a bound), not applicable. */
export function checkCounts(run: Results): { passed: number; failed: number; notImplemented: number; notRun: number; notApplicable: number } {
  const counts = { passed: 0, failed: 0, notImplemented: 0, notRun: 0, notApplicable: 0 };
  for (const c of run.results) {
    if (c.status === 'passed' || isKnownDivergence(c, run)) counts.passed++;
    else if (c.status === 'skipped') counts.notApplicable++;
    else if (c.status === 'not-implemented') counts.notImplemented++;
    else if ((c.error ?? '').startsWith('not run')) counts.notRun++;
    else counts.failed++;
  }
  // A filtered run left the others of the profile out.
  if (run.selection) counts.notRun += run.selection.ofTotal - run.results.length;
  return counts;
}

export type SecurityVerdict = 'vulnerable' | 'safe' | 'not implemented' | 'not applicable';

/** The verdict of one advisory's checks in a run: vulnerable when one failed. */
export function advisoryVerdict(status: ReturnType<typeof securityViews>[number]['status'] | undefined): SecurityVerdict {
  return status === 'failed' ? 'vulnerable' : status === 'passed' ? 'safe' : status === 'not-implemented' ? 'not implemented' : 'not applicable';
}

/** The run's verdict over all advisories: vulnerable to any, else not implemented for any, else safe. */
export function securityVerdict(run: Results): { verdict: SecurityVerdict; advisories: string[] } {
  const views = securityViews(run);
  const failing = views.filter((v) => v.status === 'failed').map((v) => v.advisory.id);
  if (failing.length) return { verdict: 'vulnerable', advisories: failing };
  const absent = views.filter((v) => v.status === 'not-implemented').map((v) => v.advisory.id);
  if (absent.length) return { verdict: 'not implemented', advisories: absent };
  return { verdict: views.some((v) => v.status === 'passed') ? 'safe' : 'not applicable', advisories: [] };
}

export const VERDICT_CLASS: Record<SecurityVerdict, string> = {
  vulnerable: 's-failed',
  safe: 's-passed',
  'not implemented': 's-not-covered',
  'not applicable': 's-not-applicable',
};
