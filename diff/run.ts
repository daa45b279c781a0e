// The differential run: fast-check generates apps and their requests, both sides build each
// app in their framework processes and answer the same requests over HTTP. The run goes on
// after a difference: each distinct difference (what differs: compare.ts's fields, and both
// statuses) is shrunk to a minimal app and request of its own, once; a difference recorded
// in features/divergences.md (recorded.ts) is counted, not shrunk, and fails nothing.
import fc from 'fast-check';
import type { Generation } from '../adapters/contract';
import { findBundled } from '../adapters/bundled';
import type { AdapterInfo, LoadedPackage } from '../adapters/isolation';
import { aimAt } from './aim';
import { minimise, type Case } from './minimise';
import { appSource } from './app-source';
import { compareOutcomes, type Difference } from './compare';
import { appArbitrary, outsideRecordedDivergences, requestArbitrary } from './generators';
import type { AppModel, RequestModel } from './model';
import { recordedDivergence } from './recorded';
import { differingVersions, type VersionDifference } from './dependency-versions';
import { decide, type Decision } from './deciders';
import { Side, type Outcome } from './side';

export interface DiffOptions {
  adapter: string;
  against: string;
  /** The generation whose syntax and features are generated; absent: the adapters'. */
  profile?: Generation;
  /** Generated apps. */
  runs: number;
  /** Requests sent to each generated app. */
  requestsPerApp: number;
  seed: number;
  /** Bound of each wait on a framework (a response, building the app). */
  timeoutMs: number;
  /** Shrinking stops after this long (the smallest difference found by then is reported). */
  shrinkTimeMs: number;
  /**
   * Bound of the search for what decides each difference (deciders.ts: its request rerun on the
   * adapter's side with each differing package swapped); 0: not searched. Default DEFAULT_DECIDE_TIME_MS.
   */
  decideTimeMs?: number;
  cwd: string;
  onApp?: (done: number) => void;
  /** A distinct difference not recorded was seen (before it is shrunk), in the app numbered `app`. */
  onDifference?: (key: string, app: number) => void;
  /**
   * Stops the run (a signal, a time limit): no app or request is started after it, shrinking
   * ends with the smallest case so far, and the result says why (its `reason`), with what was found.
   */
  stop?: AbortSignal;
}

export interface FoundDifference {
  app: AppModel;
  appCode: string;
  request: RequestModel;
  outcomes: { adapter: Outcome; against: Outcome };
  differences: Difference[];
}

export interface DiffResult {
  adapter: AdapterInfo;
  against: AdapterInfo;
  profile: Generation;
  seed: number;
  /** The budget asked for: apps, and requests to each. */
  runs: number;
  requestsPerApp: number;
  /** Apps generated and run: all of them (the run goes on after a difference). */
  apps: number;
  requests: number;
  /** How the requests were answered on the adapter's side, by status ('no answer' for failures): shows what was exercised. */
  statuses: Record<string, number>;
  /** Apps that neither side would build (the same error on both): not compared. */
  refusedApps: number;
  /** The first distinct difference not recorded in features/divergences.md, shrunk: the run fails on it. */
  difference?: FoundDifference & { shrinks: number };
  /** Every distinct difference of the run, in the order first seen. */
  groups: DifferenceGroup[];
  ms: number;
  /** Why the run ended before its budget (the stop's reason: "SIGTERM", "the time limit of 15m"). */
  stopped?: string;
}

/** One distinct difference of a run. */
export interface DifferenceGroup {
  /** What differs (differenceKey). */
  key: string;
  /** The entry of features/divergences.md it is, when recorded: counted, not shrunk, not a failure. */
  recorded?: string;
  /** Requests that showed it. */
  requests: number;
  /** Its smallest case (an unrecorded group), or the first seen (a recorded one). */
  difference: FoundDifference & { shrinks: number };
  /** Whether its shrinking ran to its end (false: the run was stopped first, the case is as small as it got). */
  shrunk: boolean;
  /**
   * The packages both sides' processes had loaded at different versions when it was first seen
   * (a dependency may decide it); undefined when a side's process was gone by then.
   */
  dependencies?: VersionDifference[];
  /** Which of them decides it (deciders.ts), once shrunk; undefined when not searched (recorded, not shrunk, no list, --decide-time 0). */
  decidedBy?: Decision;
}

/** The default bound of the search for each difference's deciders. */
export const DEFAULT_DECIDE_TIME_MS = 60_000;

/** What differs, as a key: the fields, a header by name, and both statuses. */
export function differenceKey(differences: readonly Difference[]): string {
  return differences
    .map((d) => (d.what === 'header' ? `header ${d.name}` : d.what === 'status' ? `status ${d.adapter}/${d.against}` : d.what === 'outcome' ? `outcome ${d.adapter.startsWith('no answer') ? 'adapter' : 'against'} no answer` : d.what))
    .sort()
    .join('; ');
}

/**
 * An array generated at exactly `length` items (so a run sends the requests it says) that
 * shrinks like one of 1 to `length` items (so a reproduction keeps only the request that
 * differs). Both are fast-check's own array arbitrary, so their shrinking contexts agree.
 */
class FixedThenShrinking<T> extends fc.Arbitrary<T[]> {
  private readonly fixed: fc.Arbitrary<T[]>;
  private readonly flexible: fc.Arbitrary<T[]>;
  constructor(item: fc.Arbitrary<T>, length: number) {
    super();
    this.fixed = fc.array(item, { minLength: length, maxLength: length });
    this.flexible = fc.array(item, { minLength: 1, maxLength: length });
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<T[]> {
    return this.fixed.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value: unknown): value is T[] {
    return this.flexible.canShrinkWithoutContext(value);
  }
  shrink(value: T[], context: unknown): fc.Stream<fc.Value<T[]>> {
    return this.flexible.shrink(value, context);
  }
}

/** The generation to generate for: --profile, else the oracle's (bundled Express), else what the loaded adapters declare. */
function hintedProfile(options: DiffOptions): Generation | undefined {
  if (options.profile) return options.profile;
  for (const spec of [options.against, options.adapter]) {
    if (spec === 'reference') continue;
    const info = findBundled(spec)?.describe('5.x', process.cwd());
    if (info) return info.generation;
  }
  return undefined;
}

async function startSides(options: DiffOptions, profile: Generation): Promise<[Side, Side]> {
  const start = (adapter: string) => Side.start({ adapter, profile, cwd: options.cwd, timeoutMs: options.timeoutMs });
  const [a, b] = await Promise.allSettled([start(options.adapter), start(options.against)]);
  if (a.status === 'rejected' || b.status === 'rejected') {
    if (a.status === 'fulfilled') a.value.dispose();
    if (b.status === 'fulfilled') b.value.dispose();
    throw (a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason) as Error;
  }
  return [a.value, b.value];
}

export async function runDiff(options: DiffOptions): Promise<DiffResult> {
  const started = Date.now();
  let profile = hintedProfile(options) ?? '5.x';
  let [adapter, against] = await startSides(options, profile);
  // No hint: generate for the generation the oracle's side declares (a module adapter's own).
  if (!hintedProfile(options) && against.info.generation !== profile) {
    adapter.dispose();
    against.dispose();
    profile = against.info.generation;
    [adapter, against] = await startSides(options, profile);
  }
  const result: DiffResult = {
    adapter: adapter.info,
    against: against.info,
    profile,
    seed: options.seed,
    runs: options.runs,
    requestsPerApp: options.requestsPerApp,
    apps: 0,
    requests: 0,
    statuses: {},
    refusedApps: 0,
    groups: [],
    ms: 0,
  };
  const groups = new Map<string, DifferenceGroup>();
  /** What the other side's process had loaded when each group was first seen: the copies a swap takes (deciders.ts). */
  const againstPackages = new Map<DifferenceGroup, LoadedPackage[]>();
  const stopped = () => options.stop?.aborted === true;

  /** Which differing package decides a shrunk group: its request rerun with each swapped in (deciders.ts). */
  const decideGroup = async (group: DifferenceGroup): Promise<void> => {
    const theirs = againstPackages.get(group);
    const bound = options.decideTimeMs ?? DEFAULT_DECIDE_TIME_MS;
    if (!theirs || !group.dependencies || bound <= 0 || stopped()) return;
    const until = Date.now() + bound;
    const d = group.difference;
    group.decidedBy = await decide({
      side: { adapter: options.adapter, profile, cwd: options.cwd, timeoutMs: options.timeoutMs },
      appCode: d.appCode,
      request: d.request,
      against: d.outcomes.against,
      found: d.differences,
      differences: group.dependencies,
      againstPackages: theirs,
      timeLeft: () => !stopped() && Date.now() < until,
    });
  };

  /** The app on both sides, each request in turn; `onDifference` says whether to stop (true). */
  const play = async (
    app: AppModel,
    requests: readonly RequestModel[],
    onDifference: (found: FoundDifference) => boolean,
    count: boolean,
    aim = true,
  ): Promise<boolean> => {
    const appCode = appSource(app, profile);
    await Promise.all([adapter.build(appCode), against.build(appCode)]);
    try {
      if (adapter.appFailed && against.appFailed) {
        if (count) result.refusedApps++;
        return false;
      }
      for (const generated of requests) {
        if (stopped()) return false;
        const request = aim ? aimAt(app, generated) : generated;
        const [x, y] = await Promise.all([adapter.exchange(request), against.exchange(request)]);
        // (what came while the run was stopping is not judged: a side may be going down)
        if (stopped()) return false;
        if (count) {
          result.requests++;
          const key = x.kind === 'response' ? String(x.status) : 'no answer';
          result.statuses[key] = (result.statuses[key] ?? 0) + 1;
        }
        const differences = compareOutcomes(x, y, request.method);
        if (differences.length && onDifference({ app, appCode, request, outcomes: { adapter: x, against: y }, differences })) return true;
      }
      return false;
    } finally {
      await Promise.all([adapter.close(), against.close()]);
    }
  };

  /** Shrinks one distinct difference from the case that showed it: fast-check's shrinking, then minimise(). */
  const shrink = async (key: string, requests: RequestModel[], app: AppModel, first: FoundDifference): Promise<FoundDifference & { shrinks: number; shrunk: boolean }> => {
    const since = Date.now();
    let last = first;
    const sameKey = (found: FoundDifference) => {
      if (differenceKey(found.differences) !== key || recordedDivergence(found, profile)) return false;
      last = found;
      return true;
    };
    // The requests come first: fast-check shrinks them to the one that differs before it
    // shrinks the app, so that each smaller app tried costs one request, not all of them.
    const property = fc.asyncProperty(new FixedThenShrinking(requestArbitrary(), options.requestsPerApp), appArbitrary(profile), async (rs, a) => {
      // Past its part of the budget (two thirds; the last third is minimise()'s), every shrink
      // candidate passes: fast-check ends with the smallest failure so far.
      if (stopped() || Date.now() - since > (options.shrinkTimeMs * 2) / 3) return true;
      return !(await play(a, rs, sameKey, false));
    });
    const details = await fc.check(property, { numRuns: 1, seed: options.seed, examples: [[requests, app]] });
    /** One request to one app on both sides: the difference of this key, if any. */
    const differs = async ({ app: a, request }: Case): Promise<FoundDifference | undefined> => {
      let found: FoundDifference | undefined;
      // (the request is aimed already)
      await play(a, [request], (f) => (differenceKey(f.differences) === key && !recordedDivergence(f, profile) ? ((found = f), true) : false), false, false);
      return found;
    };
    const smallest = await minimise({ app: last.app, request: last.request }, differs, since + options.shrinkTimeMs, (a) => outsideRecordedDivergences(a, profile));
    return { ...(smallest.found ?? last), shrinks: details.numShrinks, shrunk: !stopped() };
  };

  try {
    const cases = fc.sample(fc.tuple(new FixedThenShrinking(requestArbitrary(), options.requestsPerApp), appArbitrary(profile)), { numRuns: options.runs, seed: options.seed });
    for (const [requests, app] of cases) {
      if (stopped()) break;
      const fresh: FoundDifference[] = [];
      const seen: DifferenceGroup[] = [];
      await play(
        app,
        requests,
        (found) => {
          // (a recorded divergence is a group of its own, whatever fields it shares with others)
          const recorded = recordedDivergence(found, profile);
          const key = recorded ? `recorded: ${recorded}` : differenceKey(found.differences);
          const group = groups.get(key);
          if (group) group.requests++;
          else {
            const entry: DifferenceGroup = { key, recorded, requests: 1, difference: { ...found, shrinks: 0 }, shrunk: false };
            groups.set(key, entry);
            seen.push(entry);
            if (!recorded) {
              fresh.push(found);
              options.onDifference?.(key, result.apps + 1);
            }
          }
          return false;
        },
        true,
      );
      result.apps++;
      options.onApp?.(result.apps);
      if (seen.length) {
        // What each side had loaded for this app's requests (the processes live on between apps).
        const [mine, theirs] = await Promise.all([adapter.loadedPackages(), against.loadedPackages()]);
        const dependencies = mine && theirs ? differingVersions(mine, theirs) : undefined;
        for (const group of seen) {
          group.dependencies = dependencies;
          if (dependencies) againstPackages.set(group, theirs!);
        }
      }
      for (const found of fresh) {
        if (stopped()) break; // (found, not shrunk: reported as it was seen)
        const key = differenceKey(found.differences);
        const { shrunk, ...smallest } = await shrink(key, requests, app, found);
        const group = Object.assign(groups.get(key)!, { difference: smallest, shrunk });
        if (shrunk) await decideGroup(group);
      }
    }
  } finally {
    adapter.dispose();
    against.dispose();
  }
  result.groups = [...groups.values()];
  result.difference = result.groups.find((g) => !g.recorded)?.difference;
  result.ms = Date.now() - started;
  if (stopped()) result.stopped = String(options.stop!.reason ?? 'stopped');
  return result;
}
