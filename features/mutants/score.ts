// The mutation score: killed / non-equivalent mutants, overall and per spec area.
import type { MutantResult } from './harness';

export interface AreaScore {
  area: string;
  mutants: number;
  killed: number;
  /** Non-equivalent mutants: the denominator. */
  counted: number;
  equivalent: number;
  errors: number;
  score: number;
}

export interface Score {
  overall: AreaScore;
  areas: AreaScore[];
}

type Scored = Pick<MutantResult, 'area' | 'status' | 'equivalent'>;

function tally(area: string, list: Scored[]): AreaScore {
  const counted = list.filter((r) => !r.equivalent);
  const killed = counted.filter((r) => r.status === 'killed').length;
  return {
    area,
    mutants: list.length,
    killed,
    counted: counted.length,
    equivalent: list.length - counted.length,
    errors: list.filter((r) => r.status === 'error').length,
    score: counted.length ? killed / counted.length : 1,
  };
}

export function scoreOf(results: Scored[]): Score {
  const areas = [...new Set(results.map((r) => r.area))].sort();
  return { overall: tally('all', results), areas: areas.map((a) => tally(a, results.filter((r) => r.area === a))) };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function toMarkdown(results: MutantResult[], score: Score, durationMs: number, concurrency: number, rerun: string[] = []): string {
  const out: string[] = [
    '# Mutation self-test of the suite',
    '',
    'Each mutant is one bug planted in the reference (`features/mutants/catalogue.ts`); the checks of its spec rows',
    'run against it (`npm run mutants`). A mutant is killed when at least one of those checks fails.',
    'Equivalent mutants cannot be observed through HTTP and the interface; they are run but not counted.',
    '',
    `**Score: ${pct(score.overall.score)}** (${score.overall.killed} of ${score.overall.counted} non-equivalent mutants killed; ` +
      `${score.overall.mutants} mutants, ${score.overall.equivalent} equivalent). ` +
      `Run time of the full catalogue ${Math.round(durationMs / 1000)} s, ${concurrency} at a time.`,
    ...(rerun.length ? ['', `Run again after the full run (a check or the catalogue entry changed): ${rerun.map((id) => `\`${id}\``).join(', ')}.`] : []),
    '',
    '| Spec area | Mutants | Equivalent | Killed | Score |',
    '|---|---:|---:|---:|---:|',
    ...score.areas.map((a) => `| ${a.area} | ${a.mutants} | ${a.equivalent} | ${a.killed} of ${a.counted} | ${pct(a.score)} |`),
    '',
  ];
  const survivors = results.filter((r) => r.status !== 'killed' && !r.equivalent);
  out.push('## Survivors', '');
  if (survivors.length === 0) out.push('None.', '');
  else out.push(...survivors.map((r) => `- \`${r.id}\` (${r.status}): ${r.why}${r.detail ? ` — ${r.detail}` : ''}`), '');
  out.push('## Equivalent mutants', '');
  const eq = results.filter((r) => r.equivalent);
  if (eq.length === 0) out.push('None.', '');
  for (const r of eq) out.push(`- \`${r.id}\` (${r.status}): ${r.why}. Why it cannot be observed: ${r.equivalent}`);
  out.push('', '## Every mutant', '', '| Mutant | Rows | Profiles | Result | Killed by |', '|---|---|---|---|---|');
  for (const r of results) {
    const by = r.killedBy[0] ? r.killedBy[0].replace(/\|/g, '\\|') : '';
    out.push(`| \`${r.id}\` | ${r.rows.join(', ')} | ${r.profiles.join(', ')} | ${r.equivalent ? r.status + ' (equivalent)' : r.status} | ${by} |`);
  }
  return out.join('\n') + '\n';
}
