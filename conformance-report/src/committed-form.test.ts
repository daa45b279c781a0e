// The committed form: every committed target split into the catalogue and its verdicts and
// joined back is the run it was, deep-equal; the bytes depend on the runs alone (not the order
// they or their keys came in); all of it fits in 3 MB; a file that cannot be joined says why.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resultsSchema, type CheckResult, type Results } from '../../runner/results';
import { bundledTargets, fileBase, readCommitted } from './committed';
import {
  CATALOGUE_FILE,
  catalogueSchema,
  committedTargetSchema,
  joinTarget,
  readResultsFile,
  committedFiles,
  splitRuns,
  writeCommittedForm,
  type CommittedRun,
} from './committed-form';
import { check, results } from './fixtures/results';
import { toMarkdown } from './markdown';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-committed-form-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const committed: CommittedRun[] = bundledTargets().map((t) => ({ base: fileBase(t), results: readCommitted(t)! }));

const filesOf = committedFiles;

/** The files read back as JSON, validated, and joined: base -> Results. */
function joined(files: Map<string, string>): Map<string, Results> {
  const catalogue = catalogueSchema.parse(JSON.parse(files.get(CATALOGUE_FILE)!));
  const out = new Map<string, Results>();
  for (const [name, text] of files) if (name !== CATALOGUE_FILE) out.set(name.replace(/\.json$/, ''), joinTarget(committedTargetSchema.parse(JSON.parse(text)), catalogue));
  return out;
}

/** A deep copy with every object's keys in reverse order. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)])) as T;
  return value;
}

const without = (c: CheckResult, key: keyof CheckResult): CheckResult => Object.fromEntries(Object.entries(c).filter(([k]) => k !== key)) as CheckResult;
const run = (name: string, checks: CheckResult[], profile: Results['profile'] = '5.x'): Results => ({ ...results(name), profile, results: checks });
const A = 'features/a.feature::a';
const B = 'features/a.feature::b';
const SEC = 'features/security/x.feature::x';

describe('the committed form', () => {
  const files = filesOf(committed);

  it('of every committed target joins back into the run it was', () => {
    expect(committed.length).toBe(18);
    const back = joined(files);
    for (const { base, results: r } of committed) expect(back.get(base), base).toStrictEqual(r);
  });

  it('writes each check once and keeps per target only what is its own: at most 3 MB in all, with the Markdown reports', () => {
    // The Markdown report each target gets beside its file (committed.ts writes them) counts too.
    const markdown = committed.reduce((n, r) => n + Buffer.byteLength(toMarkdown(r.results)), 0);
    const total = [...files.values()].reduce((n, t) => n + Buffer.byteLength(t), markdown);
    const before = committed.reduce((n, r) => n + Buffer.byteLength(JSON.stringify(r.results)), 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
    expect(total).toBeLessThan(before / 4);
    const catalogue = catalogueSchema.parse(JSON.parse(files.get(CATALOGUE_FILE)!));
    expect(new Set(catalogue.checks.map((c) => c.id)).size).toBe(catalogue.checks.length);
    // A target that passed every check lists none.
    expect(JSON.parse(files.get('reference-5.x.json')!).checks).toEqual({});
    // One check per line: a diff shows which checks changed.
    const polka = files.get('polka-4.x.json')!;
    const failed = committed.find((r) => r.base === 'polka-4.x')!.results.results.filter((c) => c.status !== 'passed').length;
    expect(polka.split('\n').filter((l) => l.startsWith('    "features/')).length).toBe(failed);
  });

  it('gives the same bytes whatever order the runs, and the keys of their objects, came in', () => {
    const shuffled = [...committed].reverse().map((r) => ({ base: r.base, results: reversedKeys(r.results) }));
    expect(filesOf(shuffled)).toEqual(files);
    // and again from what it wrote
    expect(filesOf([...joined(files)].map(([base, r]) => ({ base, results: r })))).toEqual(files);
  });

  it("writes where a target differs from the catalogue: another order, another check's facts, an observation not made", () => {
    const a = check(A, 'passed', ['r/a']);
    const b = check(B, 'failed', ['r/b'], { error: 'no', divergence: true });
    const sec = check(SEC, 'passed', ['r/s'], { observation: { kind: 'markup', made: false } });
    const runs: CommittedRun[] = [
      { base: 'one-5.x', results: run('one', [a, b, sec]) },
      { base: 'two-5.x', results: run('two', [a, b, sec]) },
      // an older run kept: its checks in another order, a's spec rows other and its line gone, the observation not made
      { base: 'old-5.x', results: run('old', [b, without({ ...a, spec: ['r/old'] }, 'line'), without(sec, 'observation')]) },
      { base: 'three-4.x', results: run('three', [without({ ...b, status: 'passed' }, 'error')], '4.x') },
    ];
    const split = splitRuns(runs);
    expect(split.catalogue.checks.map((c) => [c.id, c.generations, c.observes])).toEqual([
      [A, ['5.x'], undefined],
      [B, ['4.x', '5.x'], undefined],
      [SEC, ['5.x'], 'markup'],
    ]);
    expect(split.targets.get('one-5.x')).toMatchObject({ checks: { [B]: { status: 'failed', error: 'no', durationMs: 3 } } });
    expect(split.targets.get('one-5.x')!.ids).toBeUndefined();
    const old = split.targets.get('old-5.x')!;
    expect(old.ids).toEqual([B, A, SEC]);
    expect(old.checks[A]).toEqual({ spec: ['r/old'], status: 'passed', durationMs: 3, line: null });
    expect(old.checks[SEC]).toEqual({ status: 'passed', durationMs: 3 });
    const back = joined(filesOf(runs));
    for (const r of runs) expect(back.get(r.base), r.base).toStrictEqual(resultsSchema.parse(r.results));
  });

  it('writes no id its feature and name make, and keeps one they do not', () => {
    const odd = check(A, 'failed', ['r/a'], { id: 'features/a.feature::a (renamed)', error: 'no' });
    const runs: CommittedRun[] = [{ base: 'one-5.x', results: run('one', [check(B, 'passed', ['r/b']), odd]) }];
    const files = filesOf(runs);
    const written = (JSON.parse(files.get(CATALOGUE_FILE)!) as { checks: Record<string, unknown>[] }).checks;
    // sorted by line, then id: the renamed one first
    expect(written.map((c) => c.id)).toEqual(['features/a.feature::a (renamed)', undefined]);
    expect(joined(files).get('one-5.x')).toStrictEqual(resultsSchema.parse(runs[0].results));
  });

  it('reads a run of either form, and says what is missing when a file cannot be joined', () => {
    const here = path.join(dir, 'two');
    fs.mkdirSync(path.join(here, 'twice'), { recursive: true });
    const one = run('one', [check(A, 'failed', ['r/a'], { error: 'no' }), check(B, 'passed', ['r/b'])]);
    expect(writeCommittedForm(here, [{ base: 'one-5.x', results: one }]).sort()).toEqual([CATALOGUE_FILE, 'one-5.x.json']);
    // unchanged bytes are not written again
    expect(writeCommittedForm(here, [{ base: 'one-5.x', results: one }])).toEqual([]);
    expect(readResultsFile(path.join(here, 'one-5.x.json'))).toStrictEqual(resultsSchema.parse(one));
    fs.writeFileSync(path.join(here, 'plain.json'), JSON.stringify(one));
    expect(readResultsFile(path.join(here, 'plain.json'))).toStrictEqual(resultsSchema.parse(one));

    const target = JSON.parse(fs.readFileSync(path.join(here, 'one-5.x.json'), 'utf8')) as Record<string, unknown>;
    const bad = (name: string, data: unknown) => {
      fs.writeFileSync(path.join(here, name), JSON.stringify(data));
      return () => readResultsFile(path.join(here, name));
    };
    expect(bad('stray.json', { ...target, checks: { 'features/z.feature::z': { status: 'failed' } } })).toThrow(/stray\.json: the verdict of features\/z\.feature::z is for a check that is not in the run/);
    expect(bad('unknown.json', { ...target, ids: [A, B, 'features/z.feature::z'] })).toThrow(/unknown\.json: the check features\/z\.feature::z is not in its catalogue checks\.json/);
    expect(bad('other.json', { ...target, catalogue: 'gone.json' })).toThrow(/other\.json is a committed target file: its catalogue gone\.json is missing beside it/);
    const catalogue = JSON.parse(fs.readFileSync(path.join(here, CATALOGUE_FILE), 'utf8')) as { checks: unknown[] };
    fs.writeFileSync(path.join(here, 'twice', CATALOGUE_FILE), JSON.stringify({ checks: [...catalogue.checks, catalogue.checks[0]] }));
    expect(bad(path.join('twice', 'one-5.x.json'), target)).toThrow(/twice\/checks\.json is not a catalogue of committed checks:\n {2}- checks\.2\.id: features\/a\.feature::a is in the catalogue twice/);
    expect(bad('status.json', { ...target, checks: { [A]: { status: 'wrong' } } })).toThrow(/status\.json is not a committed target file:\n {2}- checks\.features\/a\.feature::a\.status/);
  });
});
