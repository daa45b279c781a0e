// router.stack: Express's public array of a router's layers. An app that holds it can push,
// splice, reorder or replace layers, and edit any layer it reads: replace its match,
// handle, path or regexp (instrumentation does), define properties on it, change its
// prototype. Nothing of that passes through the router.
//
// So the route index covers only what the app has not touched. The router keeps its layers
// to itself, and `router.stack` is an accessor that hands the array out: from the first
// read (or an assignment) on, the app may have touched the array and every layer in it,
// now or at any later time, and the router walks them plainly for good (walkFor,
// candidates.ts). Until then the only edits are the router's own (a layer added, the
// layers recompiled for other matching options), which it counts; an index records the
// count it was built at and is built again at another, also in the middle of a walk.
//
// Why not follow the app's edits instead: a Proxy on the array sees writes to the array,
// not to a layer (an index that trusted a layer's compiled prefix missed a replaced
// `match`), and comparing every layer with a copy at each request reads as many layers as
// the plain walk tries (measured: 52% more instructions per request over 2,000 routes).
import type { Layer } from './layer';

/** A router's layers, as the router sees them. */
export interface RouterStack {
  /** The array: the router reads it directly, the app through `router.stack`. */
  layers: Layer[];
  /** How many edits the router made to its layers (added, recompiled). */
  edits: number;
  /** Set once the app has read or assigned `router.stack`: what it holds it may edit unseen. */
  handedOut: boolean;
}

const stacks = new WeakMap<object, RouterStack>();

/** Gives `router` an empty stack and the `router.stack` accessor that hands it out. */
export function installStack(router: object): RouterStack {
  const stack: RouterStack = { layers: [], edits: 0, handedOut: false };
  stacks.set(router, stack);
  Object.defineProperty(router, 'stack', {
    configurable: true,
    enumerable: true,
    get(): Layer[] {
      stack.handedOut = true;
      return stack.layers;
    },
    set(layers: Layer[]) {
      stack.handedOut = true;
      stack.layers = layers;
    },
  });
  return stack;
}

/** The stack of a router installStack set up. */
export function stackOf(router: object): RouterStack {
  const stack = stacks.get(router);
  if (!stack) throw new TypeError('not a router: its stack was not installed');
  return stack;
}

/** Adds a layer at the end: an edit the router makes itself. */
export function addLayer(stack: RouterStack, layer: Layer): void {
  stack.layers.push(layer);
  stack.edits++;
}

/** Counts an edit that changes what the layers match without changing the array (a recompilation). */
export function countEdit(stack: RouterStack): void {
  stack.edits++;
}
