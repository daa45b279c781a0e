// Which layers one step of a router's walk tries. The walk itself (dispatch in
// router.ts) is the specification of matching: every layer, in stack order, from
// where the last step stopped. A walk here answers "the next layer to try, from
// position i": the plain walk answers i; an accelerated walk may name a later layer
// when every layer in between could change nothing. route-index.ts is such a walk,
// proved equal to the plain one by route-index.test.ts; walkFor chooses.
import { accelerators } from '../accelerators';
import { indexedWalk } from './route-index';
import type { CountedStack } from './stack';

/** The layers one step of a walk tries. */
export interface Candidates {
  /** The position of the first layer at or after `from` to try; the stack's length or more when none is left. */
  next(from: number): number;
}

/**
 * The candidates of one step of a request's walk, for the request's path and method at
 * this step, and the last step's candidates (a walk may reuse them).
 */
export type Walk = (path: string, method: string | undefined, previous: Candidates | undefined) => Candidates;

/** Every layer: `from` itself. */
const everyLayer: Candidates = { next: (from) => from };

/** The plain walk: every layer is tried, in order. */
export const plainWalk: Walk = () => everyLayer;

/**
 * The walk of one request over a router's stack (the one place that chooses). Only a
 * stack whose edits are counted (stack.ts) can be indexed: an index must know when
 * it is stale.
 */
export function walkFor(stack: CountedStack | undefined): Walk {
  return accelerators.routeIndex && stack !== undefined && stack.layers.length >= accelerators.routeIndexMinimum ? indexedWalk(stack) : plainWalk;
}
