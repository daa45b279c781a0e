// The arity memo (accelerators.arityMemo): a layer reads its handler's arity once per
// function instead of at each call. Property: for generated handlers and replacements of
// layer.handle between calls (instrumentation wraps handlers on a running app), a layer
// with the memo calls or skips exactly as one that reads handle.length at every call.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { accelerators, resetAccelerators } from '../accelerators';
import type { AnyHandler, Next, Req, Res } from '../types';
import { Layer } from './layer';

/** A handler of each arity 0 to 5, made afresh: each call gives a new function. */
const handlerOf = (arity: number, calls: string[], name: string): AnyHandler =>
  [
    () => void calls.push(name),
    (_a: unknown) => void calls.push(name),
    (_a: unknown, _b: unknown) => void calls.push(name),
    (_a: unknown, _b: unknown, _c: unknown) => void calls.push(name),
    (_a: unknown, _b: unknown, _c: unknown, _d: unknown) => void calls.push(name),
    (_a: unknown, _b: unknown, _c: unknown, _d: unknown, _e: unknown) => void calls.push(name),
  ][arity] as AnyHandler;

type Step = { t: 'request' } | { t: 'error' } | { t: 'replace'; arity: number } | { t: 'restore' };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ t: 'request' as const }),
  fc.constant({ t: 'error' as const }),
  fc.record({ t: fc.constant('replace' as const), arity: fc.integer({ min: 0, max: 5 }) }),
  fc.constant({ t: 'restore' as const }),
);

function play(arity: number, steps: Step[], memo: boolean): string[] {
  accelerators.arityMemo = memo;
  const calls: string[] = [];
  const first = handlerOf(arity, calls, 'h0');
  const layer = new Layer(undefined, { sensitive: false, strict: false, end: false }, first, undefined, false);
  const next: Next = (err?: unknown) => void calls.push(err === undefined ? 'next' : `next(${err as string})`);
  steps.forEach((s, i) => {
    if (s.t === 'request') layer.handleRequest({} as Req, {} as Res, next);
    else if (s.t === 'error') layer.handleError('e', {} as Req, {} as Res, next);
    else if (s.t === 'replace') layer.handle = handlerOf(s.arity, calls, `h${i + 1}`);
    else layer.handle = first;
  });
  return calls;
}

afterEach(resetAccelerators);

describe('the arity memo calls and skips as handle.length read at each call does', () => {
  it('for generated handlers and replacements of layer.handle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(step, { maxLength: 12 }), (arity, steps) => {
        expect(play(arity, steps, true)).toEqual(play(arity, steps, false));
      }),
      { numRuns: 300 },
    );
  });

  it('an error handler put in place of a request handler is skipped by the next request', () => {
    const steps: Step[] = [{ t: 'request' }, { t: 'replace', arity: 4 }, { t: 'request' }, { t: 'error' }];
    expect(play(3, steps, true)).toEqual(['h0', 'next', 'h2']);
  });
});
