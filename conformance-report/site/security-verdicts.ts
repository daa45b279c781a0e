// The site's words for the advisory verdicts that securityViews() (../src/security.ts) gives:
// one per verdict, plus "safe, a check fails" (a safe verdict whose checks do not all pass) shown
// apart. The matrix and the security grid only read these; no verdict is decided here, so a
// change of how securityViews decides one reaches every page of the site at once.
import type { Results } from '../../runner/results';
import { securityViews, type SecurityView } from '../src/security';

/** What a cell of the grid shows: a verdict of securityViews, safe-failing, or none (no check of the advisory in the run). */
export type ShownVerdict = SecurityView['verdict'] | 'safe-failing' | 'none';

export const SHOWN: Record<ShownVerdict, { words: string; cls: string; meaning: string }> = {
  vulnerable: { words: 'vulnerable', cls: 's-failed', meaning: 'a check made the observation the advisory names (what an attacker sees: markup, a Location off the site, a file, a cost, a header, a prototype)' },
  'safe-failing': {
    words: 'safe, a check fails',
    cls: 's-divergent',
    meaning: 'the checks observed nothing, but one fails a conformance step all the same (a status the spec requires): not vulnerable, not conforming',
  },
  safe: { words: 'safe', cls: 's-passed', meaning: 'the checks ran their observation and saw nothing' },
  'not-observed': { words: 'not observed', cls: 's-not-observed', meaning: 'the checks that ran failed before their observation (a step it depends on, a framework that died): they say nothing either way' },
  'not-implemented': { words: 'not implemented', cls: 's-not-covered', meaning: 'the framework lacks an API the checks use, so none ran' },
  skipped: { words: 'skipped', cls: 's-not-applicable', meaning: 'the run has checks of the advisory, but none ran' },
  none: { words: 'no check', cls: 's-not-applicable', meaning: "no check of the advisory holds for the target's profile" },
};

/** The grid's word for one advisory's view in a run (undefined: the run has no check of it). */
export function shownVerdict(view: SecurityView | undefined): ShownVerdict {
  if (!view) return 'none';
  return view.verdict === 'safe' && view.status === 'failed' ? 'safe-failing' : view.verdict;
}

/** The order a run's headline verdict is taken in: the first verdict any of its advisories has. */
const HEADLINE: readonly ShownVerdict[] = ['vulnerable', 'not-observed', 'not-implemented', 'safe-failing', 'safe', 'skipped'];

export interface SecurityTally {
  /** The advisory ids per shown verdict (safe-failing apart from safe). */
  byVerdict: Record<ShownVerdict, string[]>;
  /** The first of HEADLINE any advisory has; none when the run has no advisory. */
  headline: ShownVerdict;
  /** How many advisories the headline counts: vulnerable ones for vulnerable, safe and safe-failing together for safe. */
  count: number;
}

/** The matrix's security cell of a run: its advisories counted by the verdict securityViews gives each. */
export function securityTally(run: Results): SecurityTally {
  const byVerdict = Object.fromEntries(Object.keys(SHOWN).map((k) => [k, [] as string[]])) as Record<ShownVerdict, string[]>;
  for (const v of securityViews(run)) byVerdict[shownVerdict(v)].push(v.advisory.id);
  const headline = HEADLINE.find((v) => byVerdict[v].length) ?? 'none';
  // "safe 28" when every advisory is safe, some of them failing a check.
  const headlineOf = headline === 'safe-failing' ? 'safe' : headline;
  const count = headlineOf === 'safe' ? byVerdict.safe.length + byVerdict['safe-failing'].length : byVerdict[headline].length;
  return { byVerdict, headline: headlineOf, count };
}

/** "3 vulnerable, 8 safe, 8 safe, a check fails, 9 not observed": every verdict the run has, counted. */
export function tallyText(t: SecurityTally): string {
  return HEADLINE.filter((v) => t.byVerdict[v].length)
    .map((v) => `${t.byVerdict[v].length} ${SHOWN[v].words}`)
    .join('; ');
}

/** The legend of the verdicts, in HEADLINE's order (and none last). */
export function verdictLegend(): string {
  return `<dl class="legend">${[...HEADLINE, 'none' as const]
    .map((v) => `<div><dt class="${SHOWN[v].cls}">${SHOWN[v].words}</dt><dd>${SHOWN[v].meaning}</dd></div>`)
    .join('')}</dl>`;
}
