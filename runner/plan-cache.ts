// Parsed plans remembered across processes. Parsing every feature file costs about a third of
// a second, and each CLI run used to pay it two or three times whatever it selected; the
// plan is a pure function of the feature files' contents, the Gherkin parser and the code
// that reads it, so it is stored under a hash of all three. A plan that cannot be read back,
// or that is not a plan, is parsed again: the cache can cost time, never a wrong plan.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { z } from 'zod';
import { makeDirs } from '../layout/make-dirs';

// Made at the first read: `list` reads a plan without loading zod otherwise (cli/start.ts).
function planSchema() {
  const { z } = require('zod') as typeof import('zod');
  const PlannedScenarioSchema = z.object({
    feature: z.string(),
    uri: z.string(),
    name: z.string(),
    line: z.number(),
    scenarioLine: z.number(),
    tags: z.array(z.string()),
    spec: z.array(z.string()),
  });
  return z.array(PlannedScenarioSchema);
}
let PlanSchema: ReturnType<typeof planSchema> | undefined;
export type CachedPlan = z.infer<ReturnType<typeof planSchema>>;

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
  const user = typeof process.getuid === 'function' ? String(process.getuid()) : os.userInfo().username;
  return path.join(os.tmpdir(), `fw-conformance-plans-${user}`);
}

/**
 * Whether `dir` is a directory of this user's that nobody else can write: the plan decides
 * which checks a run expects, so a plan another user of the machine could plant is not read.
 */
function ownedPrivately(dir: string): boolean {
  try {
    const stat = fs.lstatSync(dir);
    if (!stat.isDirectory()) return false;
    if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) return false;
    return process.platform === 'win32' || (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

const inMemory = new Map<string, CachedPlan>();

export function readPlan(key: string): CachedPlan | undefined {
  const known = inMemory.get(key);
  if (known) return known;
  const dir = planCacheDir();
  if (!ownedPrivately(dir)) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, `${key}.json`), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const plan = (PlanSchema ??= planSchema()).parse(JSON.parse(text));
    inMemory.set(key, plan);
    return plan;
  } catch {
    return undefined;
  }
}

/**
 * Remembers a plan. Written to a file of its own and renamed into place, so that runs side
 * by side never read half a plan; a cache that cannot be written is skipped.
 */
export function writePlan(key: string, plan: CachedPlan): void {
  inMemory.set(key, plan);
  const dir = planCacheDir();
  const file = path.join(dir, `${key}.json`);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    makeDirs(dir, 0o700);
    if (!ownedPrivately(dir)) return;
    fs.writeFileSync(partial, JSON.stringify(plan));
    fs.renameSync(partial, file);
    prune(dir);
  } catch {
    try {
      fs.rmSync(partial, { force: true });
    } catch {
      // nothing left to clean
    }
  }
}

/** Plans kept: one per state of the features a developer moves between, not one per edit ever made. */
const KEPT = 16;

function prune(dir: string): void {
  const plans = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: path.join(dir, f), time: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of plans.slice(KEPT)) fs.rmSync(old.file, { force: true });
}
