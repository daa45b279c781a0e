// `npm run mutants`: the mutation self-test. Plants each mutant of the catalogue in
// a copy of the built reference, runs the checks of its spec rows, and writes the
// score (overall and per spec area) to conformance-report/mutants.{json,md}.
//
//   npm run mutants                      every mutant, 2 at a time
//   npm run mutants -- --only 'static'   mutants whose id matches the regexp
//   npm run mutants -- --concurrency 1 --no-write
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { mutants } from './catalogue';
import { pool, profilesOf, ROOT, runControl, runMutant, type MutantResult } from './harness';
import { scoreOf, toMarkdown } from './score';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      concurrency: { type: 'string', default: '2' },
      'no-write': { type: 'boolean', default: false },
      'no-control': { type: 'boolean', default: false },
      update: { type: 'boolean', default: false },
    },
  });
  const only = values.only ? new RegExp(values.only) : undefined;
  const list = mutants.filter((m) => !only || only.test(m.id));
  const concurrency = Math.max(1, Number(values.concurrency) || 2);
  const started = Date.now();

  if (!values['no-control']) {
    // the harness's own compile of the untouched sources must pass every check it will use
    const profiles = [...new Set(list.flatMap(profilesOf))];
    for (const profile of profiles) {
      const control = await runControl(list, profile);
      if (control.code !== 0) {
        console.error(`control run (${profile}, no mutant) failed: ${control.failed.slice(0, 5).join('; ') || control.stderr.slice(0, 2000)}`);
        process.exit(2);
      }
      console.log(`control ${profile}: ${control.passed} checks pass on the unmutated copy`);
    }
  }

  let done = 0;
  const results = await pool(list, concurrency, (m) => runMutant(m), (r: MutantResult) => {
    done++;
    const mark = r.status === 'killed' ? 'killed  ' : r.status === 'survived' ? 'SURVIVED' : 'ERROR   ';
    console.log(`[${String(done).padStart(3)}/${list.length}] ${mark} ${r.id}${r.equivalent ? ' (equivalent)' : ''}  ${(r.ms / 1000).toFixed(1)} s${r.detail ? '  ' + r.detail : ''}`);
  });
  const durationMs = Date.now() - started;
  const score = scoreOf(results);
  console.log(
    `\nmutation score ${(score.overall.score * 100).toFixed(1)}%: ${score.overall.killed} of ${score.overall.counted} non-equivalent mutants killed ` +
      `(${score.overall.equivalent} equivalent, ${score.overall.errors} errors) in ${(durationMs / 1000).toFixed(0)} s`,
  );
  for (const a of score.areas) {
    console.log(`  ${a.area.padEnd(20)} ${String(a.killed).padStart(3)}/${String(a.counted).padEnd(3)} ${(a.score * 100).toFixed(0)}%`);
  }
  const survivors = results.filter((r) => r.status !== 'killed' && !r.equivalent);
  if (survivors.length) console.log(`\nsurvivors:\n${survivors.map((r) => `  ${r.id}: ${r.why}${r.detail ? ' [' + r.detail + ']' : ''}`).join('\n')}`);

  if (values.update) {
    // re-ran a few (after a fix): replace their results in the committed report, keep the rest
    const file = path.join(ROOT, 'conformance-report', 'mutants.json');
    const previous = JSON.parse(fs.readFileSync(file, 'utf8')) as { durationMs: number; concurrency: number; generatedAt: string; results: Array<MutantResult & { seconds: number }> };
    const fresh = new Map<string, MutantResult>(results.map((r) => [r.id, r]));
    const old = new Map<string, MutantResult>(previous.results.map(({ seconds, ...r }) => [r.id, { ...r, ms: seconds * 1000 }]));
    const missing = mutants.filter((m) => !fresh.has(m.id) && !old.has(m.id)).map((m) => m.id);
    if (missing.length) throw new Error(`no result for ${missing.join(', ')}: run them too`);
    const all = mutants.map((m) => fresh.get(m.id) ?? old.get(m.id)!);
    writeReport(all, previous.durationMs, previous.concurrency, previous.generatedAt, results.map((r) => r.id));
    console.log(`\nupdated ${results.length} results in conformance-report/mutants.{json,md}`);
  } else if (!values['no-write'] && !only) {
    writeReport(results, durationMs, concurrency, new Date().toISOString(), []);
    console.log('\nwritten: conformance-report/mutants.json, conformance-report/mutants.md');
  }
  process.exit(survivors.length || results.some((r) => r.status === 'error') ? 1 : 0);
}

/** conformance-report/mutants.json and .md; `rerun` names results replaced after the full run. */
function writeReport(results: MutantResult[], durationMs: number, concurrency: number, generatedAt: string, rerun: string[]): void {
  const score = scoreOf(results);
  const report = {
    generatedAt,
    durationMs,
    concurrency,
    mutants: results.length,
    ...(rerun.length ? { rerunAfterFullRun: rerun } : {}),
    score,
    results: results.map(({ ms, ...r }) => ({ ...r, seconds: Math.round(ms / 100) / 10 })),
  };
  const dir = path.join(ROOT, 'conformance-report');
  fs.writeFileSync(path.join(dir, 'mutants.json'), JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(path.join(dir, 'mutants.md'), toMarkdown(results, score, durationMs, concurrency, rerun));
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
