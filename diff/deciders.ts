// Which of the packages the two sides loaded at different versions decides a difference. The
// adapter's framework answers the difference's request again, in a fresh framework process
// that requires one package from the other side's copy (adapters/isolation/package-swap.ts):
// when it now answers as the other side did, that package decides the difference (express@4
// with express@5's range-parser 1.3.0 answers `Range: bytes=abc` with 200, as express@5 does).
// No single swap deciding, all the packages are swapped at once: the difference that stays is
// the framework's own. One rerun per package, one more for all of them, within a time bound.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LoadedPackage, PackageSwap } from '../adapters/isolation';
import { compareOutcomes, type Difference } from './compare';
import type { VersionDifference } from './dependency-versions';
import type { RequestModel } from './model';
import { Side, type Outcome, type SideOptions } from './side';

export interface Decision {
  /**
   * `packages`: each of them, swapped alone, makes the adapter answer as the other side;
   * `together`: none alone, all the swappable ones at once do; `framework`: even all of them
   * at once leave the difference (or no package differs): the framework's own code decides it;
   * `unknown`: not found out (`why`).
   */
  by: 'packages' | 'together' | 'framework' | 'unknown';
  /** The deciders (`packages`, `together`; `unknown` when some were found before the time ran out). */
  packages: string[];
  /**
   * Packages whose swap decides it too, because the other side's copy requires a decider (express@5's
   * send brings range-parser 1.3.0 along): `through`, the deciders it requires, directly or not.
   */
  bringing: Array<{ name: string; through: string[] }>;
  /** What still differs with the first decider swapped in: another difference, of the path it opened (the charset's spelling of the file now served). */
  still: string[];
  /**
   * No single package deciding: those whose swap alone makes some of the fields that differed
   * agree (not a difference of statuses: those go with the status), and which.
   */
  partly: Array<{ name: string; fields: string[] }>;
  /** Reruns of the adapter's side made (one per package swapped alone, one for all of them together). */
  reruns: number;
  /** How many of the differing packages could be swapped; those that could not, with why (the framework itself, ES modules). */
  swappable: number;
  notSwapped: Array<{ name: string; why: string }>;
  /** Why nothing is known (`unknown`): the time bound, the other side gave no answer. */
  why?: string;
}

/**
 * The swaps to try, one per differing package: the other side's copy (of several, the one nearest
 * its tree's root: what most of that tree requires); each package that cannot be tried, and why.
 */
export function swapsToTry(differences: readonly VersionDifference[], against: readonly LoadedPackage[]): { swaps: PackageSwap[]; notSwapped: Decision['notSwapped'] } {
  const swaps: PackageSwap[] = [];
  const notSwapped: Decision['notSwapped'] = [];
  for (const d of differences) {
    const copy = against.filter((p) => p.name === d.name).sort((a, b) => a.dir.length - b.dir.length)[0];
    if (d.framework) notSwapped.push({ name: d.name, why: 'the framework itself' });
    else if (d.esm) notSwapped.push({ name: d.name, why: 'imported as an ES module (a swap redirects require only)' });
    else if (!copy) notSwapped.push({ name: d.name, why: 'the other side named no copy of it' });
    else swaps.push({ name: d.name, dir: copy.dir });
  }
  return { swaps, notSwapped };
}

/** The fields of a difference, as the run's keys name them. */
const field = (d: Difference) => (d.what === 'header' ? `header ${d.name}` : d.what);

/** How the adapter, rerun with some packages swapped, answered against the other side. */
export interface Rerun {
  /** Undefined: the difference stays; else what still differs (another difference). */
  still?: string[];
  /** The fields that differed and agree now, the difference staying (a part of it decided by the swap). */
  agreed: string[];
}

/**
 * Whether the adapter, rerun, answers as the other side did. A difference of statuses is decided
 * when the statuses agree (what else differed came with the status: an error page against a
 * file), any other when each field that differed agrees; an answer against none, when both
 * answer alike.
 */
export function answeredAsOther(before: readonly Difference[], now: readonly Difference[]): Rerun {
  if (now.some((d) => d.what === 'outcome') || (now.length && before.some((d) => d.what === 'outcome'))) return { agreed: [] };
  if (before.some((d) => d.what === 'status')) return now.some((d) => d.what === 'status') ? { agreed: [] } : { still: now.map(field), agreed: [] };
  const differing = new Set(now.map(field));
  const agreed = before.map(field).filter((f) => !differing.has(f));
  return agreed.length === before.length ? { still: now.map(field), agreed: [] } : { agreed };
}

/** The names each package requires (package.json dependencies), read from the copy in `dir`. */
function requiredNames(dir: string): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
    return Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
  } catch {
    return [];
  }
}

/**
 * The deciders that bring another along: the other side's copy requires it, directly or through
 * the packages that side loaded (each by its copy nearest the root). The others are the deciders
 * named first; when each brings another (a circle), all of them are.
 */
export function deciderOrigins(deciders: readonly string[], against: readonly PackageSwap[], requires: (dir: string) => string[] = requiredNames): { first: string[]; bringing: Decision['bringing'] } {
  const dirs = new Map<string, string>();
  for (const p of [...against].sort((a, b) => b.dir.length - a.dir.length)) dirs.set(p.name, p.dir);
  const reached = (from: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [from];
    while (queue.length) {
      const dir = dirs.get(queue.shift()!);
      for (const name of dir ? requires(dir) : []) {
        if (seen.has(name) || name === from) continue;
        seen.add(name);
        queue.push(name);
      }
    }
    return seen;
  };
  const bringing = deciders.map((name) => ({ name, through: [...reached(name)].filter((n) => n !== name && deciders.includes(n)).sort() })).filter((b) => b.through.length);
  const first = deciders.filter((name) => !bringing.some((b) => b.name === name));
  return first.length ? { first, bringing } : { first: [...deciders], bringing: [] };
}

/**
 * Finds what decides a difference. `rerun` answers on the adapter's side with some packages
 * swapped (answeredAsOther); `timeLeft` is asked before each
 * rerun (a rerun started is waited for: the sides' own bounds bound it); `concurrency` reruns at
 * once. `against`: the other side's packages, for which decider brings which along.
 */
export async function findDeciders(
  swaps: readonly PackageSwap[],
  notSwapped: Decision['notSwapped'],
  rerun: (swaps: readonly PackageSwap[]) => Promise<Rerun>,
  timeLeft: () => boolean,
  options: { concurrency?: number; against?: readonly PackageSwap[]; requires?: (dir: string) => string[] } = {},
): Promise<Decision> {
  let reruns = 0;
  const decision = (by: Decision['by'], packages: string[], rest: Partial<Decision> = {}): Decision => ({ by, packages, bringing: [], still: [], partly: [], reruns, swappable: swaps.length, notSwapped, ...rest });
  if (!swaps.length) return notSwapped.length ? decision('unknown', [], { why: 'no package that differs could be swapped' }) : decision('framework', []);
  const answers: Rerun[] = [];
  let next = 0;
  let outOfTime = false;
  const worker = async () => {
    while (next < swaps.length) {
      if (!timeLeft()) {
        outOfTime = true;
        return;
      }
      const at = next++;
      reruns++;
      answers[at] = await rerun([swaps[at]]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, swaps.length)) }, worker));
  const deciders = swaps.filter((_, i) => answers[i]?.still !== undefined).map((s) => s.name);
  const { first, bringing } = deciderOrigins(deciders, options.against ?? swaps, options.requires);
  const still = answers[swaps.findIndex((s) => s.name === first[0])]?.still ?? [];
  const partly = deciders.length ? [] : swaps.flatMap((s, i) => (answers[i]?.agreed.length ? [{ name: s.name, fields: answers[i].agreed }] : []));
  if (outOfTime) return decision('unknown', first, { bringing, still, partly, why: `out of time after ${reruns} of ${swaps.length} swaps` });
  if (deciders.length) return decision('packages', first, { bringing, still });
  // (one package alone was all of them already)
  if (swaps.length === 1) return decision('framework', [], { partly });
  if (!timeLeft()) return decision('unknown', [], { partly, why: `out of time after the ${reruns} single swaps, before all of them together` });
  reruns++;
  const together = await rerun(swaps);
  return together.still ? decision('together', swaps.map((s) => s.name), { still: together.still }) : decision('framework', [], { partly });
}

/** The adapter's side, in a fresh framework process with `swaps`, answering one request to one app. */
export async function answerWithSwaps(options: SideOptions, swaps: readonly PackageSwap[], appCode: string, request: RequestModel): Promise<Outcome> {
  let side: Side;
  try {
    side = await Side.start({ ...options, swaps: [...swaps] });
  } catch (err) {
    // (the other side's copy broke the adapter's load: not an answer as the other side's)
    return { kind: 'failure', stage: 'app', message: `the adapter did not load: ${(err as Error).message}` };
  }
  try {
    await side.build(appCode);
    return await side.exchange(request);
  } finally {
    side.dispose();
  }
}

/** Reruns at once: two, one per core of a small machine (each is a framework process starting). */
export const RERUN_CONCURRENCY = 2;

export interface DecideOptions {
  /** The adapter's side, as the run started it (its swaps are added here). */
  side: SideOptions;
  appCode: string;
  /** The request, as sent (aimed already). */
  request: RequestModel;
  /** How the other side answered it, and what differed. */
  against: Outcome;
  found: readonly Difference[];
  differences: readonly VersionDifference[];
  /** What the other side's process loaded (the copies swapped in). */
  againstPackages: readonly LoadedPackage[];
  timeLeft: () => boolean;
}

/** What decides one difference: its app and request rerun on the adapter's side with the other side's copies. */
export async function decide(o: DecideOptions): Promise<Decision> {
  const { swaps, notSwapped } = swapsToTry(o.differences, o.againstPackages);
  if (o.against.kind !== 'response') {
    // A swap that breaks the adapter would seem to decide it: both sides without an answer agree.
    return { by: 'unknown', packages: [], bringing: [], still: [], partly: [], reruns: 0, swappable: swaps.length, notSwapped, why: 'the other side gave no answer' };
  }
  const against = o.against;
  const rerun = async (some: readonly PackageSwap[]) => answeredAsOther(o.found, compareOutcomes(await answerWithSwaps(o.side, some, o.appCode, o.request), against, o.request.method));
  return findDeciders(swaps, notSwapped, rerun, o.timeLeft, { concurrency: RERUN_CONCURRENCY, against: o.againstPackages });
}
