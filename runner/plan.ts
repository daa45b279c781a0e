// The suite's scenarios read statically (no adapter, no run): what each profile
// contains and which spec rows each scenario checks. Feeds `coverage` and the suite's lint.
import * as fs from 'node:fs';
import * as path from 'node:path';
import parseTagExpression from '@cucumber/tag-expressions';
import { GENERATIONS, type Generation } from '../adapters/generations';
import { PACKAGE_ROOT } from '../layout/package-root';
import { planKey, readPlan, writePlan } from './plan-cache';

export const FEATURES_DIR = path.join(PACKAGE_ROOT, 'features');

/** The tag expression that selects a profile's scenarios. */
export function profileTagExpression(profile: Generation, tags?: string): string {
  const base = `@${profile}`;
  return tags ? `${base} and (${tags})` : base;
}

export interface PlannedScenario {
  /** Relative to the features directory: "response/res.send.feature". */
  feature: string;
  /** As results give it, relative to the package: "features/response/res.send.feature". */
  uri: string;
  name: string;
  /** The line of the scenario, or of its Examples row for an outline. */
  line: number;
  /** The line of the Scenario (Outline) keyword. */
  scenarioLine: number;
  tags: string[];
  spec: string[];
}

function featureFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : featureFiles(p);
    return e.name.endsWith('.feature') ? [p] : [];
  });
}

/**
 * Every scenario (outline rows expanded) of every feature file. Remembered across runs under
 * a hash of the files' contents (plan-cache.ts): the same files give the same plan.
 */
export function allScenarios(dir = FEATURES_DIR): PlannedScenario[] {
  return planOf(dir).plan.slice();
}

/** The plan of `dir` as this process remembers it, read again when a file changed. */
function planOf(dir: string): SeenPlan {
  const names = featureFiles(dir).sort();
  // Taken before the files are read: a file written meanwhile has a newer stamp than the plan.
  const stamp = stampOf(names);
  const seen = seenPlans.get(dir);
  if (seen?.stamp === stamp) return seen;
  const files = names.map((file) => ({ file, relative: path.relative(dir, file), source: fs.readFileSync(file, 'utf8') }));
  const key = planKey(__filename, files);
  let plan = readPlan(key);
  if (!plan) writePlan(key, (plan = parseScenarios(dir, files)));
  const fresh: SeenPlan = { stamp, plan, checks: new Map() };
  seenPlans.set(dir, fresh);
  return fresh;
}

/**
 * The plan this process last read for a directory, with the stamp of its files then. A run
 * asks for the plan three to five times (the selection, the ids, the coverage); each ask
 * read and hashed every feature file again (0.8 MB, 15 to 25 ms), where a stat of each
 * says whether any changed: a write changes a file's ctime, which no call can set back. (A
 * file clock that ticks coarsely could hide two writes of one size within a tick; a run whose
 * files change under it is refused anyway, by its fingerprint of their contents.)
 */
interface SeenPlan {
  stamp: string;
  plan: PlannedScenario[];
  /** Each profile's checks, numbered once per plan. */
  checks: Map<Generation, PlannedCheck[]>;
}
const seenPlans = new Map<string, SeenPlan>();

function stampOf(files: string[]): string {
  return files
    .map((f) => {
      const s = fs.statSync(f, { bigint: true });
      return `${f}\0${s.ino}\0${s.size}\0${s.mtimeNs}\0${s.ctimeNs}`;
    })
    .join('\n');
}

function parseScenarios(dir: string, files: { file: string; relative: string; source: string }[]): PlannedScenario[] {
  // Loaded only when the plan is not remembered: `list` and a run read the cache without the parser.
  const { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } = require('@cucumber/gherkin') as typeof import('@cucumber/gherkin');
  const { IdGenerator } = require('@cucumber/messages') as typeof import('@cucumber/messages');
  const out: PlannedScenario[] = [];
  for (const { file, relative: uri, source } of files) {
    const newId = IdGenerator.uuid();
    const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
    let doc;
    try {
      doc = parser.parse(source);
    } catch (err) {
      throw new Error(`${uri}: ${(err as Error).message}`);
    }
    const lines = new Map<string, number>();
    for (const child of doc.feature?.children ?? []) {
      const scenarios = child.scenario ? [child.scenario] : (child.rule?.children.flatMap((c) => (c.scenario ? [c.scenario] : [])) ?? []);
      for (const s of scenarios) {
        lines.set(s.id, s.location.line);
        lines.set(`scenario:${s.id}`, s.location.line);
        for (const ex of s.examples) for (const row of ex.tableBody) lines.set(row.id, row.location.line);
      }
    }
    for (const pickle of compile({ ...doc, uri }, uri, newId)) {
      const tags = pickle.tags.map((t) => t.name);
      out.push({
        feature: uri,
        uri: path.relative(path.dirname(dir), file).split(path.sep).join('/'),
        name: pickle.name,
        line: lines.get(pickle.astNodeIds[pickle.astNodeIds.length - 1]) ?? 0,
        scenarioLine: lines.get(`scenario:${pickle.astNodeIds[0]}`) ?? 0,
        tags,
        spec: tags.filter((t) => t.startsWith('@spec:')).map((t) => t.slice(6)),
      });
    }
  }
  return out;
}

export function scenariosOfProfile(profile: Generation, tags?: string, dir = FEATURES_DIR): PlannedScenario[] {
  const expression = parseTagExpression(profileTagExpression(profile, tags));
  return allScenarios(dir).filter((s) => expression.evaluate(s.tags));
}

/**
 * The scenarios the profile, tags and names select, names read as Cucumber reads them (a
 * regular expression found in the scenario's name). Undefined when a selector cannot be
 * read: Cucumber then says what it says.
 */
export function selectedScenarios(profile: Generation, tags: string | undefined, names: string[], dir = FEATURES_DIR): PlannedScenario[] | undefined {
  let patterns: RegExp[];
  let scenarios: PlannedScenario[];
  try {
    patterns = names.map((name) => new RegExp(name));
    scenarios = scenariosOfProfile(profile, tags, dir);
  } catch {
    return undefined;
  }
  return patterns.length === 0 ? scenarios : scenarios.filter((s) => patterns.some((p) => p.test(s.name)));
}

/**
 * The feature files holding a scenario that the profile, tags and names select, for
 * Cucumber to read instead of all of them (each file it reads costs its parse). Undefined
 * when nothing is selected or a selector cannot be read: Cucumber then reads every file and
 * says what it says.
 */
export function featureFilesSelecting(profile: Generation, tags: string | undefined, names: string[], dir = FEATURES_DIR): string[] | undefined {
  return featureFilesOf(selectedScenarios(profile, tags, names, dir) ?? [], dir);
}

/** The feature files holding `scenarios`; undefined for none (featureFilesSelecting). */
export function featureFilesOf(scenarios: PlannedScenario[], dir = FEATURES_DIR): string[] | undefined {
  const files = new Set(scenarios.map((s) => path.join(dir, s.feature)));
  return files.size === 0 ? undefined : [...files].sort();
}

/** A check of a profile as results name it: "<feature uri>::<name>", ' #2' on a repeated name. */
export interface PlannedCheck extends PlannedScenario {
  id: string;
  /** The generations the check is tagged for. */
  generations: Generation[];
}

/**
 * The checks of a profile with their ids. Ids are numbered over the whole profile (not a
 * filtered run), so that an id printed by any run names the same check in every other.
 */
export function checksOfProfile(profile: Generation, dir = FEATURES_DIR): PlannedCheck[] {
  // Asked for three to five times a run (the selection, its size, the ids): numbered once per plan.
  const seen = planOf(dir);
  const known = seen.checks.get(profile);
  if (known) return known.slice();
  const checks = numberChecks(scenariosOfProfile(profile, undefined, dir));
  seen.checks.set(profile, checks);
  return checks.slice();
}

/** Each generation with its tag, made once. */
const GENERATION_TAGS = GENERATIONS.map((g) => [g, `@${g}`] as const);

function numberChecks(scenarios: PlannedScenario[]): PlannedCheck[] {
  const seen = new Map<string, number>();
  return scenarios.map((s) => {
    const base = `${s.uri}::${s.name}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const generations = GENERATION_TAGS.filter(([, tag]) => s.tags.includes(tag)).map(([g]) => g);
    // Field by field: a spread of each parsed plan object took 8 to 9 ms over the 5.x plan in
    // a loop, this about 1 (in a whole one-check run, within the noise). Frozen: every caller
    // shares these objects.
    const check: PlannedCheck = {
      feature: s.feature,
      uri: s.uri,
      name: s.name,
      line: s.line,
      scenarioLine: s.scenarioLine,
      tags: s.tags,
      spec: s.spec,
      id: n > 1 ? `${base} #${n}` : base,
      generations,
    };
    return Object.freeze(check);
  });
}

/** The checks (with their ids) that the profile, tags and names select; undefined when a selector cannot be read. */
export function checksSelected(profile: Generation, tags: string | undefined, names: string[], dir = FEATURES_DIR): PlannedCheck[] | undefined {
  const selected = selectedScenarios(profile, tags, names, dir);
  if (!selected) return undefined;
  const at = new Set(selected.map((s) => `${s.uri}:${s.line}`));
  return checksOfProfile(profile, dir).filter((c) => at.has(`${c.uri}:${c.line}`));
}

/** A selection that names no check, or a check of another profile: said in the user's terms. */
export class SelectionError extends Error {}

/**
 * The checks that --id (exact ids, as printed) and --check (<file>[:<line>]) select, as
 * Cucumber paths ("<abs file>:<line>"). A line is a scenario's (an outline: all its rows)
 * or an Examples row's; a file alone is all its checks. Every selector must name a check of the profile.
 */
export function selectChecks(profile: Generation, selectors: { ids?: string[]; checks?: string[] }, dir = FEATURES_DIR): { checks: PlannedCheck[]; paths: string[] } {
  const planned = checksOfProfile(profile, dir);
  const chosen = new Set<PlannedCheck>();
  for (const id of selectors.ids ?? []) {
    const found = planned.find((c) => c.id === id);
    if (found) {
      chosen.add(found);
      continue;
    }
    const elsewhere = GENERATIONS.filter((g) => g !== profile && checksOfProfile(g, dir).some((c) => c.id === id));
    throw new SelectionError(
      elsewhere.length
        ? `--id "${id}" is a check of profile ${elsewhere.join(', ')}, not ${profile}; add --profile ${elsewhere[0]}`
        : `--id "${id}" names no check; ids are printed by \`fw-conformance list --profile ${profile}\` (copy one whole, quoted)`,
    );
  }
  for (const selector of selectors.checks ?? []) {
    const m = /^(.+\.feature)(?::(\d+))?$/.exec(selector);
    if (!m) throw new SelectionError(`--check takes <feature file>[:<line>], e.g. features/response/res.send.feature:12; got "${selector}"`);
    const file = m[1].split(path.sep).join('/').replace(/^\.\//, '');
    const line = m[2] === undefined ? undefined : Number(m[2]);
    const inFile = planned.filter((c) => c.uri === file || c.uri.endsWith('/' + file) || c.feature === file);
    if (!inFile.length) {
      const exists = allScenarios(dir).some((c) => c.uri === file || c.uri.endsWith('/' + file));
      throw new SelectionError(
        exists ? `--check ${selector}: ${file} has no check of profile ${profile}` : `--check ${selector}: no feature file ${file} in the suite (fw-conformance list prints each check's file:line)`,
      );
    }
    const files = new Set(inFile.map((c) => c.uri));
    if (files.size > 1) throw new SelectionError(`--check ${selector}: ${file} is ambiguous (${[...files].join(', ')}); give more of its path`);
    // No line: every check of the file.
    const hits = line === undefined ? inFile : inFile.filter((c) => c.line === line || c.scenarioLine === line);
    if (!hits.length) {
      const lines = [...new Set(inFile.map((c) => c.scenarioLine))].join(', ');
      throw new SelectionError(`--check ${selector}: no check of profile ${profile} starts at line ${line} of ${[...files][0]} (its checks start at lines ${lines})`);
    }
    for (const h of hits) chosen.add(h);
  }
  const checks = planned.filter((c) => chosen.has(c));
  return { checks, paths: checks.map((c) => `${path.join(path.dirname(dir), c.uri)}:${c.line}`) };
}
