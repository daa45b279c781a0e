// The shape of a fast-check property that runs over HTTP against the scenario's app.
import type * as fc from 'fast-check';
import type { Generation } from '../../adapters/contract';
import type { WireRequest, WireResponse } from '../support/http-client';
import type { ObservationKind } from '../support/observation';

export interface PropertyContext {
  /** Sends one request to the app the scenario built. */
  request(request: WireRequest): Promise<WireResponse>;
  /** The profile being checked, for a property whose statement differs by generation. */
  profile: Generation;
}

export interface ConformanceProperty {
  /** Named in the scenario: `Then the property "<name>" holds`. */
  name: string;
  /** What must hold, in one sentence, shown when it fails. */
  statement: string;
  build(ctx: PropertyContext): fc.IAsyncPropertyWithHooks<never> | fc.IAsyncProperty<never> | fc.IAsyncProperty<any>;
  /**
   * Runs of this property relative to the run's --num-runs (default 1): a property whose
   * input space is larger asks for more. --num-runs always sets the scale, so it reaches
   * every property: runs = max(1, round(--num-runs × runsFactor)).
   */
  runsFactor?: number;
  /**
   * A security property's observation (run-protocol/observation.ts): its failure is what
   * proves the framework vulnerable, so the step records it as observed (features/steps/security.steps.ts).
   */
  observation?: ObservationKind;
}

export function defineProperty(p: ConformanceProperty): ConformanceProperty {
  return p;
}
