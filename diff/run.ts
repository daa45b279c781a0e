// The differential run: fast-check generates an app and its requests, both sides build the
// app in their framework processes and answer the same requests over HTTP, and the first
// difference is shrunk to a minimal app and request.
import fc from 'fast-check';
import type { Generation } from '../adapters/contract';
import { findBundled } from '../adapters/bundled';
import type { AdapterInfo } from '../adapters/isolation/protocol';
import { aimAt } from './aim';
import { minimise, type Case } from './minimise';
import { appSource } from './app-source';
import { compareOutcomes, type Difference } from './compare';
import { appArbitrary, requestArbitrary } from './generators';
import type { AppModel, RequestModel } from './model';
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
  cwd: string;
  onApp?: (done: number) => void;
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
  /** Apps generated and run before a difference was found (all of them when none was). */
  apps: number;
  requests: number;
  /** How the requests were answered on the adapter's side, by status ('no answer' for failures): shows what was exercised. */
  statuses: Record<string, number>;
  /** Apps that neither side would build (the same error on both): not compared. */
  refusedApps: number;
  difference?: FoundDifference & { shrinks: number };
  ms: number;
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
    ms: 0,
  };
  let last: FoundDifference | undefined;
  let shrinkingSince = 0;

  // The requests come first: fast-check shrinks them to the one that differs before it
  // shrinks the app, so that each smaller app tried costs one request, not all of them.
  const property = fc.asyncProperty(new FixedThenShrinking(requestArbitrary(), options.requestsPerApp), appArbitrary(profile), async (requests, app) => {
    const searching = !shrinkingSince;
    // Past its part of the budget (two thirds; the last third is minimise()'s), every shrink
    // candidate passes: fast-check ends with the smallest failure so far.
    if (!searching && Date.now() - shrinkingSince > (options.shrinkTimeMs * 2) / 3) return true;
    const appCode = appSource(app, profile);
    await Promise.all([adapter.build(appCode), against.build(appCode)]);
    try {
      if (adapter.appFailed && against.appFailed) {
        if (searching) result.refusedApps++;
        return true;
      }
      for (const generated of requests) {
        const request = aimAt(app, generated);
        const [x, y] = await Promise.all([adapter.exchange(request), against.exchange(request)]);
        if (searching) {
          result.requests++;
          const key = x.kind === 'response' ? String(x.status) : 'no answer';
          result.statuses[key] = (result.statuses[key] ?? 0) + 1;
        }
        const differences = compareOutcomes(x, y, request.method);
        if (differences.length) {
          last = { app, appCode, request, outcomes: { adapter: x, against: y }, differences };
          if (searching) shrinkingSince = Date.now();
          return false;
        }
      }
      return true;
    } finally {
      await Promise.all([adapter.close(), against.close()]);
      if (searching) {
        result.apps++;
        options.onApp?.(result.apps);
      }
    }
  });

  /** One request to one app on both sides: the difference, if any. */
  const differs = async ({ app, request }: Case): Promise<FoundDifference | undefined> => {
    const appCode = appSource(app, profile);
    await Promise.all([adapter.build(appCode), against.build(appCode)]);
    try {
      if (adapter.appFailed && against.appFailed) return undefined;
      const [x, y] = await Promise.all([adapter.exchange(request), against.exchange(request)]);
      const differences = compareOutcomes(x, y, request.method);
      return differences.length ? { app, appCode, request, outcomes: { adapter: x, against: y }, differences } : undefined;
    } finally {
      await Promise.all([adapter.close(), against.close()]);
    }
  };

  try {
    const details = await fc.check(property, { numRuns: options.runs, seed: options.seed });
    if (details.failed && last) {
      const smallest = await minimise({ app: last.app, request: last.request }, differs, shrinkingSince + options.shrinkTimeMs);
      result.difference = { ...(smallest.found ?? last), shrinks: details.numShrinks };
    } else if (details.failed) throw details.errorInstance instanceof Error ? details.errorInstance : new Error(`the diff run failed: ${fc.defaultReportMessage(details)}`);
  } finally {
    adapter.dispose();
    against.dispose();
  }
  result.ms = Date.now() - started;
  return result;
}
