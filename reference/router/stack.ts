// router.stack: Express's public array of a router's layers. Apps push, splice, reorder
// and replace layers in it directly, and an accelerated walk (the route index) has to
// know when the layers it was built from have changed.
//
// Why a count of writes: the other correct way, comparing every layer with a copy at each
// request, reads as many layers as the plain walk tries (measured: 52% more instructions
// per request over 2,000 routes, 5% over 200); a count costs one comparison. Every edit
// of an array is a write to it: push, splice, sort, reverse, stack[i] = layer and
// length = 0 all [[Set]], [[Delete]] or [[DefineOwnProperty]] on it. So the stack a
// router makes is its array of layers behind a Proxy that counts those writes. The
// router reads its layers from the array itself (a read through a Proxy costs about as
// much as trying a layer); apps only ever see the Proxy.
//
// An array an app assigns to router.stack has no count (the app holds it and may edit it
// unseen): the router walks it plainly.
import type { Layer } from './layer';

/** A stack the router made: the array behind it, and how many writes went through it. */
export interface CountedStack {
  readonly layers: Layer[];
  edits: number;
}

const counts = new WeakMap<readonly Layer[], CountedStack>();

/** A new, empty router.stack whose edits are counted. */
export function createStack(): Layer[] {
  const counted: CountedStack = { layers: [], edits: 0 };
  const stack = new Proxy(counted.layers, {
    set(layers, key, value) {
      counted.edits++;
      return Reflect.set(layers, key, value);
    },
    deleteProperty(layers, key) {
      counted.edits++;
      return Reflect.deleteProperty(layers, key);
    },
    defineProperty(layers, key, descriptor) {
      counted.edits++;
      return Reflect.defineProperty(layers, key, descriptor);
    },
  });
  counts.set(stack, counted);
  return stack;
}

/** The count of a stack createStack made; undefined for any other array. */
export function countedStack(stack: readonly Layer[]): CountedStack | undefined {
  return counts.get(stack);
}

/**
 * Counts an edit the array cannot see: the router recompiled the layers in place
 * (other matching options), so what they match changed while the array did not.
 */
export function countEdit(stack: readonly Layer[]): void {
  const counted = counts.get(stack);
  if (counted) counted.edits++;
}
