// router.stack counts every write an app can make to it (stack.ts): the route index
// relies on the count to know it is stale.
import { describe, expect, it } from 'vitest';
import type { Layer } from './layer';
import { countedStack, countEdit, createStack } from './stack';

const layer = (name: string) => ({ name }) as unknown as Layer;

function filled(): Layer[] {
  const stack = createStack();
  stack.push(layer('a'), layer('b'), layer('c'));
  return stack;
}

const edits: Array<[string, (stack: Layer[]) => void]> = [
  ['push', (s) => s.push(layer('d'))],
  ['splice', (s) => s.splice(1, 1)],
  ['stack[i] = layer', (s) => (s[0] = layer('z'))],
  ['length = 0', (s) => (s.length = 0)],
  // (an app may leave a hole; the walk must see it as the plain walk would)
  // eslint-disable-next-line @typescript-eslint/no-array-delete
  ['delete stack[i]', (s) => delete s[1]],
  ['Object.defineProperty', (s) => Object.defineProperty(s, 0, { value: layer('z') })],
  ['sort', (s) => s.sort(() => -1)],
  ['reverse', (s) => s.reverse()],
  ['unshift', (s) => s.unshift(layer('z'))],
  ['copyWithin', (s) => s.copyWithin(0, 2)],
];

describe('router.stack counts its edits', () => {
  it.each(edits)('%s is counted', (_name, edit) => {
    const stack = filled();
    const counted = countedStack(stack)!;
    const before = counted.edits;
    edit(stack);
    expect(counted.edits).toBeGreaterThan(before);
  });

  it('reads are not edits, and the layers are the array behind the stack', () => {
    const stack = filled();
    const counted = countedStack(stack)!;
    const before = counted.edits;
    expect([stack.length, stack[0], stack.indexOf(stack[2]), stack.slice(1).length, Array.isArray(stack)]).toEqual([3, counted.layers[0], 2, 2, true]);
    for (const l of stack) expect(counted.layers).toContain(l);
    expect(counted.edits).toBe(before);
    expect(counted.layers).not.toBe(stack);
    expect(counted.layers).toEqual([...stack]);
  });

  it('countEdit counts a recompilation the array cannot see', () => {
    const stack = filled();
    const before = countedStack(stack)!.edits;
    countEdit(stack);
    expect(countedStack(stack)!.edits).toBe(before + 1);
  });

  it('an array the router did not make has no count', () => {
    expect(countedStack([layer('a')])).toBeUndefined();
    expect(() => countEdit([layer('a')])).not.toThrow();
  });
});
