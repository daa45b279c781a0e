// The form of the committed results (conformance-report/results/): what does not depend on the
// target is written once, in checks.json (each check's feature and name, which make its id,
// spec rows, tags, line, divergence, the generations whose runs have it, the kind of observation it makes);
// each target's file keeps its run's head (adapter, profile, summary, coverage...) and, per
// check, only its verdict. A check that passed (its observation, if it makes one, not made)
// is the default and is not written, so a target's file lists its failures, skips and
// missing members, one per line. Joining a target's file with the catalogue gives back the
// Results its run gave, deep-equal (committed-form.test.ts proves it over every committed
// target), so every reader keeps reading Results. A run's own JSON (--report json:) stays
// self-contained; this form is only for the committed results.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { GENERATIONS, generationSchema } from '../../adapters/contract';
import { observationKindSchema, type ObservationKind } from '../../run-protocol/observation';
import { checkResultSchema, resultsSchema, type CheckResult, type Results } from '../../runner/results';

/** The catalogue's name, beside the targets' files; a target's file names it. */
export const CATALOGUE_FILE = 'checks.json';

/** The facts of a check that do not depend on the target, as a check's results carry them. */
const SHARED_KEYS = ['feature', 'name', 'spec', 'tags', 'divergence', 'line'] as const;
type SharedKey = (typeof SHARED_KEYS)[number];

const shape = checkResultSchema.shape;
/** A check's id as the runner makes it: its feature file and its name (runner/collect.ts). */
const idOf = (c: { feature: string; name: string }): string => `${c.feature}::${c.name}`;
/**
 * A check's `@spec:` tags are its spec rows again, in the same order: the catalogue writes each
 * as "@spec", the place of the next row (a tenth of the file), and reads it back so.
 */
const SPEC_PLACE = '@spec';
const withSpecTags = (tags: string[], spec: string[] | undefined): string[] => {
  let next = 0;
  return tags.map((t) => (t === SPEC_PLACE && spec && next < spec.length ? `@spec:${spec[next++]}` : t));
};
/** The tags as written: the spec tags as places, where they are exactly the spec rows in order (else as they are). */
function placedSpecTags(tags: string[], spec: string[] | undefined): string[] {
  const specTags = tags.filter((t) => t.startsWith('@spec:'));
  const rows = (spec ?? []).map((s) => `@spec:${s}`);
  if (tags.includes(SPEC_PLACE) || specTags.length !== rows.length || specTags.some((t, i) => t !== rows[i])) return tags;
  return tags.map((t) => (t.startsWith('@spec:') ? SPEC_PLACE : t));
}
const catalogueCheckSchema = z.object({
  /** Written only when it is not the feature and the name joined (idOf): it never is today, which saves a third of the file. */
  id: shape.id.optional(),
  feature: shape.feature,
  name: shape.name,
  spec: shape.spec,
  tags: z.array(z.string()),
  divergence: shape.divergence,
  line: shape.line,
  /** The profiles whose runs have the check: a target's checks are those of its profile, in the catalogue's order. */
  generations: z.array(generationSchema),
  /** The observation it makes (a security check): a check that passed made it and saw nothing. */
  observes: observationKindSchema.optional(),
}).transform(({ id, ...c }) => ({ id: id ?? idOf(c), ...c, tags: withSpecTags(c.tags, c.spec) }));
export type CatalogueCheck = z.infer<typeof catalogueCheckSchema>;
export const catalogueSchema = z.object({ checks: z.array(catalogueCheckSchema) }).superRefine((c, ctx) => {
  const seen = new Set<string>();
  c.checks.forEach((check, i) => {
    if (seen.has(check.id)) ctx.addIssue({ code: 'custom', path: ['checks', i, 'id'], message: `${check.id} is in the catalogue twice` });
    seen.add(check.id);
  });
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/**
 * One check's entry in a target's file: its verdict (all of it: status, error, skip reason,
 * missing member, observation...), and the shared facts where this target's run differs from
 * the catalogue (a target kept from an older run); null: absent in this run.
 */
const entrySchema = checkResultSchema.omit({ id: true, feature: true, name: true, spec: true, tags: true, divergence: true, line: true }).extend({
  feature: z.string().optional(),
  name: z.string().optional(),
  spec: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  divergence: z.boolean().nullable().optional(),
  line: z.number().int().nullable().optional(),
});
type Entry = z.infer<typeof entrySchema>;

export const committedTargetSchema = resultsSchema.omit({ results: true }).extend({
  /** The catalogue this file is joined with, a file name beside it. */
  catalogue: z.string(),
  /** The run's check ids in order, when they are not the catalogue's checks of the profile. */
  ids: z.array(z.string()).optional(),
  /** id -> entry, for each check whose verdict is not the default (passed). */
  checks: z.record(z.string(), entrySchema),
});
export type CommittedTarget = z.infer<typeof committedTargetSchema>;

/** A target's file (by its base name, "polka-4.x") and its run. */
export interface CommittedRun {
  base: string;
  results: Results;
}

/** Code-unit order: the same on every machine, whatever its locale. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** What a check that passed has beside its shared facts. */
function defaultVerdict(c: CatalogueCheck): Entry {
  return c.observes ? { status: 'passed', observation: { kind: c.observes, made: false } } : { status: 'passed' };
}

/** The value of `key` most runs give a check, the first run's (in file order) on a tie. */
function mostCommon(checks: CheckResult[], key: SharedKey): unknown {
  return mostCommonValue(checks.map((c) => c[key]));
}

/** The value most of `values` have (by JSON); of equals, the first seen. */
function mostCommonValue<T>(values: T[]): T {
  const counts = new Map<string, { n: number; value: T }>();
  for (const value of values) {
    const k = JSON.stringify(value) ?? 'undefined';
    const seen = counts.get(k);
    if (seen) seen.n++;
    else counts.set(k, { n: 1, value });
  }
  let best: { n: number; value: T } | undefined;
  for (const v of counts.values()) if (!best || v.n > best.n) best = v;
  return best!.value;
}

function catalogueOf(runs: CommittedRun[]): Catalogue {
  const byId = new Map<string, { checks: CheckResult[]; generations: Set<string> }>();
  for (const { results } of runs) {
    for (const c of results.results) {
      const seen = byId.get(c.id) ?? { checks: [], generations: new Set<string>() };
      seen.checks.push(c);
      seen.generations.add(results.profile);
      byId.set(c.id, seen);
    }
  }
  const checks = [...byId].map(([id, { checks: all, generations }]) => {
    const shared = Object.fromEntries(SHARED_KEYS.map((k) => [k, mostCommon(all, k)]).filter(([, v]) => v !== undefined)) as Pick<CheckResult, SharedKey>;
    // The kind most of its runs observe (a security check's own; a death where a framework died
    // is that target's to list): a target that passed says nothing more.
    const kinds = all.flatMap((c) => (c.observation ? [c.observation.kind] : []));
    const observes: ObservationKind | undefined = kinds.length ? mostCommonValue(kinds) : undefined;
    return catalogueCheckSchema.parse({ id, ...shared, generations: GENERATIONS.filter((g) => generations.has(g)), ...(observes ? { observes } : {}) });
  });
  // The order of the feature files and their lines: the order the runner runs and lists them in.
  checks.sort((a, b) => byCodeUnits(a.feature, b.feature) || (a.line ?? 0) - (b.line ?? 0) || byCodeUnits(a.id, b.id));
  return { checks };
}

/** The ids a target's checks are when its file lists none: the catalogue's of its profile, in order. */
const profileIds = (catalogue: Catalogue, profile: string): string[] => catalogue.checks.filter((c) => c.generations.some((g) => g === profile)).map((c) => c.id);

/** A check's entry in its target's file, or undefined when it is the default. */
function entryOf(check: CheckResult, shared: CatalogueCheck): Entry | undefined {
  const entry: Record<string, unknown> = {};
  // Keys in the order of the results schema (the check was parsed by it), so the bytes do not
  // depend on the order a run wrote them in.
  for (const [key, value] of Object.entries(check)) {
    if (key === 'id') continue;
    if ((SHARED_KEYS as readonly string[]).includes(key)) {
      if (JSON.stringify(value) !== JSON.stringify(shared[key as SharedKey])) entry[key] = value;
    } else if (value !== undefined) entry[key] = value;
  }
  for (const key of SHARED_KEYS) if (shared[key] !== undefined && check[key] === undefined) entry[key] = null;
  return JSON.stringify(entry) === JSON.stringify(defaultVerdict(shared)) ? undefined : (entry as Entry);
}

/** Results with their keys in one order, whatever order the run wrote them in. */
function canonical(results: Results): Results {
  const parsed = resultsSchema.parse(results);
  const dependencies = parsed.adapter.dependencies;
  if (!dependencies) return parsed;
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => byCodeUnits(a, b)));
  return { ...parsed, adapter: { ...parsed.adapter, dependencies: sorted } };
}

/** The runs split into the catalogue and each target's file. */
export function splitRuns(runs: CommittedRun[]): { catalogue: Catalogue; targets: Map<string, CommittedTarget> } {
  // Parsed: every object's keys in the schema's order (a record's, the dependencies', sorted).
  // In file order: ties go the same way whatever order they came in.
  const parsed = runs.map((r) => ({ base: r.base, results: canonical(r.results) })).sort((a, b) => byCodeUnits(a.base, b.base));
  const catalogue = catalogueOf(parsed);
  const shared = new Map(catalogue.checks.map((c) => [c.id, c] as const));
  const targets = new Map<string, CommittedTarget>();
  for (const { base, results } of parsed) {
    const { results: checks, ...head } = results;
    const ids = checks.map((c) => c.id);
    const entries: Record<string, Entry> = {};
    for (const c of checks) {
      const entry = entryOf(c, shared.get(c.id)!);
      if (entry) entries[c.id] = entry;
    }
    const sameIds = JSON.stringify(ids) === JSON.stringify(profileIds(catalogue, results.profile));
    targets.set(base, { catalogue: CATALOGUE_FILE, ...head, ...(sameIds ? {} : { ids }), checks: entries });
  }
  return { catalogue, targets };
}

/** A target's file joined with the catalogue: the Results its run gave. */
export function joinTarget(target: CommittedTarget, catalogue: Catalogue, where = 'the committed results'): Results {
  const { catalogue: _c, ids: listed, checks: entries, ...head } = target;
  const shared = new Map(catalogue.checks.map((c) => [c.id, c] as const));
  const ids = listed ?? profileIds(catalogue, target.profile);
  const inRun = new Set(ids);
  const stray = Object.keys(entries).find((id) => !inRun.has(id));
  if (stray !== undefined) throw new Error(`${where}: the verdict of ${stray} is for a check that is not in the run (not a check of profile ${target.profile} in ${target.catalogue})`);
  const results = ids.map((id) => {
    const c = shared.get(id);
    if (!c) throw new Error(`${where}: the check ${id} is not in its catalogue ${target.catalogue}`);
    const { generations: _g, observes: _o, ...facts } = c;
    const entry = entries[id] ?? defaultVerdict(c);
    const check: Record<string, unknown> = { ...facts, ...entry };
    for (const key of SHARED_KEYS) if (check[key] === null) delete check[key];
    return check;
  });
  return resultsSchema.parse({ ...head, results });
}

/** The catalogue as committed: one check per line. */
export function stringifyCatalogue(catalogue: Catalogue): string {
  const written = catalogue.checks.map(({ id, ...c }) => ({ ...(id === idOf(c) ? {} : { id }), ...c, tags: placedSpecTags(c.tags, c.spec) }));
  return `{\n  "checks": [\n${written.map((c) => '    ' + JSON.stringify(c)).join(',\n')}\n  ]\n}\n`;
}

/** A target's file as committed: its head as the results JSON has it (the site's history reads the summary there), then one check per line. */
export function stringifyTarget(target: CommittedTarget): string {
  const { checks, ids, ...head } = target;
  const lines = (items: string[]) => (items.length ? `\n${items.map((l) => '    ' + l).join(',\n')}\n  ` : '');
  const idsPart = ids ? `,\n  "ids": [${lines(ids.map((id) => JSON.stringify(id)))}]` : '';
  const entries = Object.entries(checks).map(([id, e]) => `${JSON.stringify(id)}: ${JSON.stringify(e)}`);
  return JSON.stringify(head, null, 2).replace(/\n}$/, '') + `${idsPart},\n  "checks": {${lines(entries)}}\n}\n`;
}

/** Whether parsed JSON is a catalogue of committed checks (given where a run's results are wanted, it says so). */
export const isCatalogue = (data: unknown): boolean => catalogueSchema.safeParse(data).success;

/** Whether parsed JSON is a committed target's file (it names its catalogue) rather than a run's results. */
export const isCommittedTarget = (data: unknown): data is { catalogue: unknown } => typeof data === 'object' && data !== null && !Array.isArray(data) && 'catalogue' in data;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

function parsed<T>(schema: z.ZodType<T>, data: unknown, file: string, what: string): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issues = r.error.issues.slice(0, 5).map((i) => `  - ${i.path.join('.') || '(top level)'}: ${i.message}`).join('\n');
  throw new Error(`${file} is not ${what}:\n${issues}`);
}

/** The catalogue file at `file`, validated. */
export function readCatalogue(file: string): Catalogue {
  return parsed(catalogueSchema, readJson(file), file, 'a catalogue of committed checks');
}

/** A committed target's file (`data`, read from `file`) joined with the catalogue beside it. */
export function joinTargetFile(file: string, data: unknown): Results {
  const target = parsed(committedTargetSchema, data, file, 'a committed target file');
  const catalogueFile = path.join(path.dirname(file), target.catalogue);
  if (!fs.existsSync(catalogueFile)) throw new Error(`${file} is a committed target file: its catalogue ${target.catalogue} is missing beside it (${catalogueFile})`);
  return joinTarget(target, readCatalogue(catalogueFile), file);
}

/** Results from a file in either form: a run's JSON, or a committed target's file (joined with its catalogue). */
export function readResultsFile(file: string): Results {
  const data = readJson(file);
  return isCommittedTarget(data) ? joinTargetFile(file, data) : parsed(resultsSchema, data, file, 'fw-conformance results');
}

/** The files of these runs in the committed form: name ("checks.json", "polka-4.x.json") -> text. */
export function committedFiles(runs: CommittedRun[]): Map<string, string> {
  const { catalogue, targets } = splitRuns(runs);
  const files = new Map<string, string>([[CATALOGUE_FILE, stringifyCatalogue(catalogue)]]);
  for (const [base, target] of targets) files.set(`${base}.json`, stringifyTarget(target));
  return files;
}

/**
 * Writes the catalogue and each target's file into `dir`, each only when its bytes change.
 * Returns the names of the files written.
 */
export function writeCommittedForm(dir: string, runs: CommittedRun[]): string[] {
  const written: string[] = [];
  for (const [name, text] of committedFiles(runs)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    written.push(name);
  }
  return written;
}
