// The adapters that ship with fw-conformance, by the name given to --adapter.
import type { Adapter, Generation } from './contract';
import type { DependencyTree } from './dependency-tree';
import { describeExpress, expressAdapter, expressDependencies, parseExpressSpec } from './express';
import type { AdapterInfo } from './isolation';
import { describeReference, referenceAdapter } from './reference';

export interface BundledAdapter {
  name: string;
  description: string;
  /** Builds the adapter for the requested profile (the reference follows it; Express does not), from the user's cwd. */
  load(profile: Generation, cwd: string): Adapter;
  /**
   * What the run needs to know of it, read without loading the framework (so the runner
   * needs no probe process); undefined when that cannot be known so (then it is probed).
   */
  describe(profile: Generation, cwd: string): AdapterInfo | undefined;
  /** The installed tree the framework loads, for the results (the oracles': their verdicts move with it). */
  dependencies?(cwd: string): DependencyTree | undefined;
}

const reference: BundledAdapter = {
  name: 'reference',
  description: 'the bundled reference framework (generation follows --profile)',
  load: (profile) => referenceAdapter(profile),
  describe: (profile) => describeReference(profile),
};

/** express@4, express@4.16, express@4.17.1: a real Express release (adapters/express.ts finds it). */
function expressRelease(spec: string, description: string): BundledAdapter | undefined {
  const request = parseExpressSpec(spec);
  if (!request) return undefined;
  return {
    name: spec,
    description,
    load: (_profile, cwd) => expressAdapter(request, cwd),
    describe: (_profile, cwd) => describeExpress(request, cwd),
    dependencies: (cwd) => expressDependencies(request, cwd),
  };
}

const EXPRESS_LOOKUP = "your project's express if its major matches, else the alias express<N>";
export const bundledAdapters: BundledAdapter[] = [
  reference,
  expressRelease('express@3', `real Express 3 (oracle for 3.x): ${EXPRESS_LOOKUP}`)!,
  expressRelease('express@4', `real Express 4 (oracle for 4.x): ${EXPRESS_LOOKUP}`)!,
  expressRelease('express@5', `real Express 5 (oracle for 5.x): ${EXPRESS_LOOKUP}`)!,
];

/** A bundled name, or any express@<major>[.<minor>[.<patch>]] release. */
export function findBundled(name: string): BundledAdapter | undefined {
  return bundledAdapters.find((a) => a.name === name) ?? expressRelease(name, `real Express ${name.slice('express@'.length)}`);
}
