// Parsed plans remembered across processes. Parsing every feature file costs about a third of
// a second, and each CLI run used to pay it two or three times whatever it selected; the
// plan is a pure function of the feature files' contents, the Gherkin parser and the code
// that reads it, so it is stored under a hash of all three. A plan that cannot be read back,
// or that is not a plan, is parsed again: the cache can cost time, never a wrong plan.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { privateCacheDir, pruneOldest, readPrivate, writePrivate } from '../layout/private-cache';
import type { PlannedScenario } from './plan';

/** A plan as it is cached: its scenarios, as plan.ts reads them. */
export type CachedPlan = PlannedScenario[];

const STRING_FIELDS = ['feature', 'uri', 'name'] as const;
const NUMBER_FIELDS = ['line', 'scenarioLine'] as const;
const LIST_FIELDS = ['tags', 'spec'] as const;

/**
 * Whether a value read back is a plan. Checked by hand, not by a schema: the file is this
 * user's own cache, written by writePlan, and a schema's walk over 2,800 scenarios cost
 * 15 to 35 ms of every run (zod's first parse compiles its checks).
 */
export function isPlan(value: unknown): value is CachedPlan {
  if (!Array.isArray(value)) return false;
  for (const s of value as Record<string, unknown>[]) {
    if (typeof s !== 'object' || s === null) return false;
    for (const f of STRING_FIELDS) if (typeof s[f] !== 'string') return false;
    for (const f of NUMBER_FIELDS) if (typeof s[f] !== 'number') return false;
    for (const f of LIST_FIELDS) {
      const list = s[f];
      if (!Array.isArray(list) || !list.every((t) => typeof t === 'string')) return false;
    }
  }
  return true;
}

/** The code a plan depends on besides the feature files: the parser's release and the reader's source. */
function codeFingerprint(readerFile: string): string {
  let gherkin = '';
  try {
    gherkin = fs.readFileSync(require.resolve('@cucumber/gherkin/package.json'), 'utf8');
  } catch {
    // (an exports map that hides package.json: the reader's own source still keys the plan)
  }
  return gherkin + '\0' + fs.readFileSync(readerFile, 'utf8');
}

/** Each reader's fingerprint, read once per process. */
const fingerprints = new Map<string, string>();

/** The key of a plan: the hash of the files (their paths relative to the features directory, and contents) and the code. */
export function planKey(readerFile: string, files: { relative: string; source: string }[]): string {
  let fingerprint = fingerprints.get(readerFile);
  if (fingerprint === undefined) fingerprints.set(readerFile, (fingerprint = codeFingerprint(readerFile)));
  const hash = createHash('sha256').update(fingerprint);
  for (const f of files) hash.update('\0' + f.relative + '\0' + f.source);
  return hash.digest('hex');
}

/** The directory of this user's cached plans (not shared between users of a machine). */
export function planCacheDir(): string {
  return privateCacheDir('plans');
}

const inMemory = new Map<string, CachedPlan>();

export function readPlan(key: string): CachedPlan | undefined {
  const known = inMemory.get(key);
  if (known) return known;
  const text = readPrivate(planCacheDir(), `${key}.json`);
  if (text === undefined) return undefined;
  let plan: unknown;
  try {
    plan = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isPlan(plan)) return undefined;
  inMemory.set(key, plan);
  return plan;
}

/** Remembers a plan (a cache that cannot be written is skipped). */
export function writePlan(key: string, plan: CachedPlan): void {
  inMemory.set(key, plan);
  const dir = planCacheDir();
  if (writePrivate(dir, `${key}.json`, JSON.stringify(plan))) pruneOldest(dir, KEPT, KEPT, (name) => name.endsWith('.json'));
}

/** Plans kept: one per state of the features a developer moves between, not one per edit ever made. */
const KEPT = 16;
