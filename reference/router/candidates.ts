// Which layers a router's walk tries. The walk itself (dispatch in router.ts) is the
// specification of matching: every layer, in stack order, from where the last step
// stopped. A walk here answers "the next layer to try, from position i": the plain walk
// answers i; an accelerated walk may name a later layer when every layer in between
// could change nothing. route-index.ts is such a walk, proved equal to the plain one by
// route-index.test.ts; walkFor chooses.
import { accelerators } from '../accelerators';
import type { Layer } from './layer';
import { indexedWalk } from './route-index';
import type { Walk } from './walk';

export type { Walk };

/** The plain walk: every layer is tried, in order. */
export const plainWalk: Walk = { next: (from) => from };

/** The walk of one request over a router's stack (the one place that chooses). */
export function walkFor(stack: readonly Layer[]): Walk {
  return accelerators.routeIndex && stack.length >= accelerators.routeIndexMinimum ? indexedWalk(stack) : plainWalk;
}
