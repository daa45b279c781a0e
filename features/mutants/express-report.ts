// The mutation score of real Express (express@3, express@4, express@5): the part of
// conformance-report/mutants.{json,md} written by `npm run mutants -- --target express@4`.
// Counted like the reference's: killed / mutants not marked legitimate, overall and per package.
import { parseLocation, type ExpressMutantResult, type ExpressTarget } from './express-harness';
import { scoreOf, type Score } from './score';

export interface ExpressSection {
  version: string;
  generatedAt: string;
  durationMs: number;
  concurrency: number;
  mutants: number;
  /**
   * The unmutated copy, over every row of the catalogue: checks passed, checks failed (left out
   * of the kill criterion), and how many of those are recorded divergences (@divergence).
   */
  baseline: { passed: number; failedOnClean: string[]; divergences: number };
  rerunAfterFullRun?: string[];
  score: Score;
  results: Array<Omit<ExpressMutantResult, 'ms'> & { seconds: number }>;
}

/** The package a mutant is counted under: express, or the last package of its chain. */
export function packageOf(r: Pick<ExpressMutantResult, 'file'>): string {
  const { chain } = parseLocation(r.file);
  return chain.length ? chain[chain.length - 1] : 'express';
}

/** The score of a release, with `legitimate` in the place of the reference's `equivalent`, by package. */
export function expressScore(results: ExpressMutantResult[]): Score {
  return scoreOf(results.map((r) => ({ area: packageOf(r), status: r.status, equivalent: r.legitimate })));
}

export function expressSection(
  results: ExpressMutantResult[],
  meta: { version: string; generatedAt: string; durationMs: number; concurrency: number; baseline: ExpressSection['baseline']; rerun?: string[] },
): ExpressSection {
  return {
    version: meta.version,
    generatedAt: meta.generatedAt,
    durationMs: meta.durationMs,
    concurrency: meta.concurrency,
    mutants: results.length,
    baseline: meta.baseline,
    ...(meta.rerun?.length ? { rerunAfterFullRun: meta.rerun } : {}),
    score: expressScore(results),
    results: results.map(({ ms, ...r }) => ({ ...r, seconds: Math.round(ms / 100) / 10 })),
  };
}

export function resultsOf(section: ExpressSection): ExpressMutantResult[] {
  return section.results.map(({ seconds, ...r }) => ({ ...r, ms: seconds * 1000 }));
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function expressMarkdown(sections: Partial<Record<ExpressTarget, ExpressSection>>): string {
  const targets = (['express@3', 'express@4', 'express@5'] as const).filter((t) => sections[t]);
  if (!targets.length) return '';
  const out: string[] = [
    '# Mutation self-test on real Express',
    '',
    'Each mutant is one bug planted in a copy of a real Express release or of one of the packages it is made of',
    '(`features/mutants/express-catalogue.ts`); the checks of its spec rows run against the copy',
    '(`npm run mutants -- --target express@4`). Express fails its recorded divergences by design, so a mutant is',
    'killed when a check that passes on the unmutated copy fails on it. A legitimate mutant changes what the spec',
    'leaves open (its words are quoted); it is run but not counted.',
    '',
  ];
  for (const t of targets) {
    const s = sections[t]!;
    const results = resultsOf(s);
    out.push(
      `## ${t} (${s.version})`,
      '',
      `**Score: ${pct(s.score.overall.score)}** (${s.score.overall.killed} of ${s.score.overall.counted} mutants killed; ` +
        `${s.score.overall.mutants} mutants, ${s.score.overall.equivalent} legitimate). ` +
        `Run time of the full catalogue ${Math.round(s.durationMs / 1000)} s, ${s.concurrency} at a time. ` +
        `The unmutated copy passes ${s.baseline.passed} checks of the catalogue's rows and fails ${s.baseline.failedOnClean.length}, ` +
        `${s.baseline.divergences} of them recorded divergences${s.baseline.failedOnClean.length > s.baseline.divergences ? ' (the others are listed in mutants.json)' : ''}.`,
      ...(s.rerunAfterFullRun?.length ? ['', `Run again after the full run (a check or the catalogue entry changed): ${s.rerunAfterFullRun.map((id) => `\`${id}\``).join(', ')}.`] : []),
      '',
      '| Package | Mutants | Legitimate | Killed | Score |',
      '|---|---:|---:|---:|---:|',
      ...s.score.areas.map((a) => `| ${a.area} | ${a.mutants} | ${a.equivalent} | ${a.killed} of ${a.counted} | ${pct(a.score)} |`),
      '',
      '### Survivors',
      '',
    );
    const survivors = results.filter((r) => r.status !== 'killed' && !r.legitimate);
    if (survivors.length === 0) out.push('None.', '');
    else out.push(...survivors.map((r) => `- \`${r.id}\` (${r.status}): ${r.why}${r.detail ? ` — ${r.detail}` : ''}`), '');
    out.push('### Legitimate mutants', '');
    const legit = results.filter((r) => r.legitimate);
    if (legit.length === 0) out.push('None.', '');
    else out.push(...legit.map((r) => `- \`${r.id}\` (${r.status}): ${r.why}. The spec leaves it open: ${r.legitimate}`), '');
    out.push('### Every mutant', '', '| Mutant | File | Rows | Result | Killed by |', '|---|---|---|---|---|');
    for (const r of results) {
      const by = r.killedBy[0] ? r.killedBy[0].replace(/\|/g, '\\|') : '';
      out.push(`| \`${r.id}\` | \`${r.file}\` | ${r.rows.join(', ')} | ${r.legitimate ? r.status + ' (legitimate)' : r.status} | ${by} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
