// router.stack is handed out, not watched (stack.ts): the route index covers a stack only
// while the app has never read or assigned it, and the router counts its own edits.
import { afterEach, describe, expect, it } from 'vitest';
import reference5 from '../5.x';
import { accelerators, resetAccelerators } from '../accelerators';
import { plainWalk, walkFor } from './candidates';
import type { Layer } from './layer';
import { addLayer, countEdit, installStack, stackOf } from './stack';

const layer = (name: string) => ({ name }) as unknown as Layer;

afterEach(resetAccelerators);

describe('router.stack', () => {
  it('the router adds and recompiles without handing the stack out, and counts each edit', () => {
    const router = {};
    const stack = installStack(router);
    addLayer(stack, layer('a'));
    countEdit(stack);
    expect([stack.edits, stack.handedOut, stack.layers.map((l) => l.name)]).toEqual([2, false, ['a']]);
    expect(stackOf(router)).toBe(stack);
  });

  it('a read hands the array itself out, for good', () => {
    const router = {} as { stack: Layer[] };
    const stack = installStack(router);
    addLayer(stack, layer('a'));
    const held = router.stack;
    expect(held).toBe(stack.layers);
    expect(Array.isArray(held)).toBe(true);
    expect(stack.handedOut).toBe(true);
  });

  it('an assignment hands out the array assigned, and the router walks it', () => {
    const router = {} as { stack: Layer[] };
    const stack = installStack(router);
    const own = [layer('x')];
    router.stack = own;
    expect([stack.layers, stack.handedOut]).toEqual([own, true]);
  });

  it('an app that never touched router.stack is walked by the index; one that did, plainly', () => {
    accelerators.routeIndexMinimum = 0;
    const app = reference5();
    app.get('/a', () => {});
    const stack = stackOf(app.router);
    expect(walkFor(stack)).not.toBe(plainWalk);
    expect((app.router as { stack: unknown[] }).stack.length).toBe(1);
    expect(walkFor(stack)).toBe(plainWalk);
  });

  it('an object whose stack was not installed is refused, naming why', () => {
    expect(() => stackOf({})).toThrow(/not a router/);
  });
});
