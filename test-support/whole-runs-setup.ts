// Global setup of `npm run test:runs`: the cache of whole runs keeps the current tree's only.
import { pruneWholeRuns } from './whole-runs';

export default function setup(): void {
  pruneWholeRuns();
}
