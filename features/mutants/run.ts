// `npm run mutants`: the mutation self-test. Plants each mutant of the catalogue in
// a copy of the built reference, runs the checks of its spec rows, and writes the
// score (overall and per spec area) to conformance-report/mutants.{json,md}.
//
//   npm run mutants                      every mutant, 2 at a time
//   npm run mutants -- --only 'static'   mutants whose id matches the regexp
//   npm run mutants -- --concurrency 1 --no-write
//   npm run mutants -- --target express@4   the catalogue of real Express 4 (express-catalogue.ts; also express@3, express@5);
//   npm run mutants -- --target wire     the wire faults of express@4, express@5 and the reference (wire-catalogue.ts)
//                                        --target reference, express@3, express@4, express@5, express (all three), wire (repeatable;
//                                        default: reference)
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { mutants } from './catalogue';
import { expressMutants } from './express-catalogue';
import { packageDir, parseLocation, runExpressMutants, targetOf, type ExpressMutantResult, type ExpressTarget } from './express-harness';
import { expressMarkdown, expressSection, resultsOf, type ExpressSection } from './express-report';
import { pool, profilesOf, ROOT, runControl, runMutant, type MutantResult } from './harness';
import { scoreOf, toMarkdown } from './score';
import { wireFaults } from './wire-catalogue';
import { runWireCatalogue } from './wire-harness';

const TARGETS = ['reference', 'express@3', 'express@4', 'express@5', 'wire'] as const;
type Target = (typeof TARGETS)[number];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      concurrency: { type: 'string', default: '2' },
      'no-write': { type: 'boolean', default: false },
      'no-control': { type: 'boolean', default: false },
      update: { type: 'boolean', default: false },
      target: { type: 'string', multiple: true },
    },
  });
  const only = values.only ? new RegExp(values.only) : undefined;
  const concurrency = Math.max(1, Number(values.concurrency) || 2);
  // 'express' is both releases
  const targets = (values.target ?? ['reference']).flatMap((t) => (t === 'express' ? ['express@3', 'express@4', 'express@5'] : [t]));
  const unknown = targets.filter((t) => !(TARGETS as readonly string[]).includes(t));
  if (unknown.length) {
    console.error(`unknown --target ${unknown.join(', ')}: give ${TARGETS.join(', ')}`);
    process.exit(2);
  }
  let failed = false;
  for (const target of TARGETS.filter((t) => targets.includes(t)) as Target[]) {
    if (target === 'reference') failed = (await runReference(only, concurrency, values)) || failed;
    // The wire faults (wire-catalogue.ts): printed, not written to the report.
    else if (target === 'wire') failed = (await runWireCatalogue(wireFaults.filter((f) => !only || only.test(f.key)), concurrency)) || failed;
    else failed = (await runExpress(target, only, concurrency, values)) || failed;
  }
  process.exit(failed ? 1 : 0);
}

interface RunFlags {
  'no-write'?: boolean;
  'no-control'?: boolean;
  update?: boolean;
}

/** The reference's catalogue; resolves true when a mutant survived or could not run. */
async function runReference(only: RegExp | undefined, concurrency: number, values: RunFlags): Promise<boolean> {
  const list = mutants.filter((m) => !only || only.test(m.id));
  if (!list.length) return false;
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
  return survivors.length > 0 || results.some((r) => r.status === 'error');
}

/** One release's catalogue of real Express; resolves true when a mutant survived (not legitimate) or could not run. */
async function runExpress(target: ExpressTarget, only: RegExp | undefined, concurrency: number, values: RunFlags): Promise<boolean> {
  const list = expressMutants.filter((m) => targetOf(m) === target && (!only || only.test(m.id)));
  if (!list.length) return false;
  const started = Date.now();
  let done = 0;
  const { results, baselinePassed, baselineFailed, baselineDivergences } = await runExpressMutants(list, concurrency, (r: ExpressMutantResult) => {
    done++;
    const mark = r.status === 'killed' ? 'killed  ' : r.status === 'survived' ? 'SURVIVED' : 'ERROR   ';
    console.log(`[${String(done).padStart(3)}/${list.length}] ${mark} ${r.id}${r.legitimate ? ' (legitimate)' : ''}  ${(r.ms / 1000).toFixed(1)} s${r.detail ? '  ' + r.detail : ''}`);
  });
  const durationMs = Date.now() - started;
  const baseline = { passed: baselinePassed, failedOnClean: baselineFailed, divergences: baselineDivergences };
  console.log(`${target}: the unmutated copy passes ${baselinePassed} checks of the rows and fails ${baselineFailed.length} (${baselineDivergences} recorded divergences)`);
  const alias = parseLocation(list[0].file).alias;
  const version = (JSON.parse(fs.readFileSync(path.join(packageDir({ alias, chain: [] }), 'package.json'), 'utf8')) as { version: string }).version;
  const section = expressSection(results, { version, generatedAt: new Date().toISOString(), durationMs, concurrency, baseline });
  const score = section.score;
  console.log(
    `\n${target} (${version}) mutation score ${(score.overall.score * 100).toFixed(1)}%: ${score.overall.killed} of ${score.overall.counted} mutants killed ` +
      `(${score.overall.equivalent} legitimate, ${score.overall.errors} errors) in ${(durationMs / 1000).toFixed(0)} s`,
  );
  for (const a of score.areas) console.log(`  ${a.area.padEnd(20)} ${String(a.killed).padStart(3)}/${String(a.counted).padEnd(3)} ${(a.score * 100).toFixed(0)}%`);
  const survivors = results.filter((r) => r.status !== 'killed' && !r.legitimate);
  if (survivors.length) console.log(`\nsurvivors:\n${survivors.map((r) => `  ${r.id}: ${r.why}${r.detail ? ' [' + r.detail + ']' : ''}`).join('\n')}`);

  if (values.update) {
    const previous = readReport().express?.[target];
    if (!previous) throw new Error(`no committed result of ${target} to update: run its whole catalogue first`);
    const fresh = new Map(results.map((r) => [r.id, r]));
    const old = new Map(resultsOf(previous).map((r) => [r.id, r]));
    const all = expressMutants.filter((m) => targetOf(m) === target);
    const missing = all.filter((m) => !fresh.has(m.id) && !old.has(m.id)).map((m) => m.id);
    if (missing.length) throw new Error(`no result for ${missing.join(', ')}: run them too`);
    const merged = all.map((m) => fresh.get(m.id) ?? old.get(m.id)!);
    const rerun = [...new Set([...(previous.rerunAfterFullRun ?? []), ...results.map((r) => r.id)])];
    writeExpress(target, expressSection(merged, { ...previous, rerun }));
    console.log(`\nupdated ${results.length} results of ${target} in conformance-report/mutants.{json,md}`);
  } else if (!values['no-write'] && !only) {
    writeExpress(target, section);
    console.log(`\nwritten: ${target} in conformance-report/mutants.json, conformance-report/mutants.md`);
  }
  return survivors.length > 0 || results.some((r) => r.status === 'error');
}

const REPORT_DIR = path.join(ROOT, 'conformance-report');

interface ReportFile {
  generatedAt: string;
  durationMs: number;
  concurrency: number;
  rerunAfterFullRun?: string[];
  results: Array<MutantResult & { seconds: number }>;
  /** The real Express releases' scores (express-report.ts), beside the reference's. */
  express?: Partial<Record<ExpressTarget, ExpressSection>>;
}

function readReport(): ReportFile {
  return JSON.parse(fs.readFileSync(path.join(REPORT_DIR, 'mutants.json'), 'utf8')) as ReportFile;
}

/** conformance-report/mutants.json and .md; `rerun` names results replaced after the full run. The Express part is kept. */
function writeReport(results: MutantResult[], durationMs: number, concurrency: number, generatedAt: string, rerun: string[]): void {
  const express = fs.existsSync(path.join(REPORT_DIR, 'mutants.json')) ? readReport().express : undefined;
  writeFiles(results, durationMs, concurrency, generatedAt, rerun, express);
}

/** Replaces one release's part of the report; the reference's part is kept. */
function writeExpress(target: ExpressTarget, section: ExpressSection): void {
  const previous = readReport();
  const results = previous.results.map(({ seconds, ...r }) => ({ ...r, ms: seconds * 1000 }));
  writeFiles(results, previous.durationMs, previous.concurrency, previous.generatedAt, previous.rerunAfterFullRun ?? [], { ...previous.express, [target]: section });
}

function writeFiles(
  results: MutantResult[],
  durationMs: number,
  concurrency: number,
  generatedAt: string,
  rerun: string[],
  express: ReportFile['express'],
): void {
  const score = scoreOf(results);
  const report = {
    generatedAt,
    durationMs,
    concurrency,
    mutants: results.length,
    ...(rerun.length ? { rerunAfterFullRun: rerun } : {}),
    score,
    results: results.map(({ ms, ...r }) => ({ ...r, seconds: Math.round(ms / 100) / 10 })),
    ...(express ? { express } : {}),
  };
  const expressPart = express ? expressMarkdown(express) : '';
  fs.writeFileSync(path.join(REPORT_DIR, 'mutants.json'), JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(path.join(REPORT_DIR, 'mutants.md'), toMarkdown(results, score, durationMs, concurrency, rerun) + (expressPart ? '\n' + expressPart : ''));
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
