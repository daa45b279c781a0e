// The adapters that ship with fw-conformance, by the name given to --adapter.
import type { Adapter, Generation } from './contract';
import { describeExpress, expressAdapter } from './express';
import type { AdapterInfo } from './isolation/protocol';
import { describeReference, referenceAdapter } from './reference';

export interface BundledAdapter {
  name: string;
  description: string;
  /** Builds the adapter for the requested profile (the reference follows it; Express does not). */
  load(profile: Generation): Adapter;
  /**
   * What the run needs to know of it, read without loading the framework (so the runner
   * needs no probe process); undefined when that cannot be known so (then it is probed).
   */
  describe(profile: Generation): AdapterInfo | undefined;
}

export const bundledAdapters: BundledAdapter[] = [
  {
    name: 'reference',
    description: 'the bundled reference framework (generation follows --profile)',
    load: (profile) => referenceAdapter(profile),
    describe: (profile) => describeReference(profile),
  },
  {
    name: 'express@3',
    description: 'real Express 3 from npm (oracle for 3.x)',
    load: () => expressAdapter('3.x'),
    describe: () => describeExpress('3.x'),
  },
  {
    name: 'express@4',
    description: 'real Express 4 from npm (oracle for 4.x)',
    load: () => expressAdapter('4.x'),
    describe: () => describeExpress('4.x'),
  },
  {
    name: 'express@5',
    description: 'real Express 5 from npm (oracle for 5.x)',
    load: () => expressAdapter('5.x'),
    describe: () => describeExpress('5.x'),
  },
];

export function findBundled(name: string): BundledAdapter | undefined {
  return bundledAdapters.find((a) => a.name === name);
}
