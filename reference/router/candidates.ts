// Which layers one step of a router's walk tries. The walk itself (dispatch in
// router.ts) is the specification of matching: every layer, in stack order, from
// where the last step stopped. A walk here answers "the next layer to try, from
// position i": the plain walk answers i; an accelerated walk may name a later layer
// when every layer in between could change nothing. route-index.ts is such a walk,
// proved equal to the plain one by route-index.test.ts; walkFor chooses.
import { accelerators } from '../accelerators';
import { indexedWalk } from './route-index';
import type { RouterStack } from './stack';
import type { Candidates, Walk } from './walk';

export type { Candidates, Walk };

/** Every layer: `from` itself. */
const everyLayer: Candidates = { next: (from) => from };

/** The plain walk: every layer is tried, in order. */
export const plainWalk: Walk = () => everyLayer;

/**
 * The walk of one request over a router's stack (the one place that chooses). Only a
 * stack the app has not been handed (stack.ts) can be indexed: the index trusts what
 * the router compiled into each layer, and knows of no edit but the router's own.
 */
export function walkFor(stack: RouterStack): Walk {
  return accelerators.routeIndex && !stack.handedOut && stack.layers.length >= accelerators.routeIndexMinimum ? indexedWalk(stack) : plainWalk;
}
