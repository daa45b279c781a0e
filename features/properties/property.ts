// The shape of a fast-check property that runs over HTTP against the scenario's app.
import type * as fc from 'fast-check';
import type { WireRequest, WireResponse } from '../support/http-client';

export interface PropertyContext {
  /** Sends one request to the app the scenario built. */
  request(request: WireRequest): Promise<WireResponse>;
}

export interface ConformanceProperty {
  /** Named in the scenario: `Then the property "<name>" holds`. */
  name: string;
  /** What must hold, in one sentence, shown when it fails. */
  statement: string;
  build(ctx: PropertyContext): fc.IAsyncPropertyWithHooks<never> | fc.IAsyncProperty<never> | fc.IAsyncProperty<any>;
  /** Runs per property; the default is the run's --num-runs. */
  numRuns?: number;
}

export function defineProperty(p: ConformanceProperty): ConformanceProperty {
  return p;
}
