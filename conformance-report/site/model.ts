// What the site is made of: the committed results of every target, read once.
import type { Target } from '../src/committed';
import { isNotRun, type Results } from '../../runner/results';
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
    else if (isNotRun(c)) counts.notRun++;
    else counts.failed++;
  }
  // A filtered run left the others of the profile out.
  if (run.selection) counts.notRun += run.selection.ofTotal - run.results.length;
  return counts;
}
