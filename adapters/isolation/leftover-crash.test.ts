import { describe, expect, it } from 'vitest';
import { reportLeftoverCrash, takeLeftoverCrashes, type LeftoverCrash } from './leftover-crash';

const crashOf = (id: string): LeftoverCrash => ({ owner: { id, name: `check ${id}` }, kind: 'exception', message: `thrown by ${id}`, during: 'between checks' });

describe('the crashes of work a check left running', () => {
  it('go to the run whose check left the work, when two runs share the process', () => {
    takeLeftoverCrashes(); // (none left by another test)
    reportLeftoverCrash(crashOf('a1'));
    reportLeftoverCrash(crashOf('b1'));
    reportLeftoverCrash(crashOf('a2'));
    const runA = new Set(['a1', 'a2']);
    expect(takeLeftoverCrashes((owner) => runA.has(owner.id)).map((c) => c.owner.id)).toEqual(['a1', 'a2']);
    expect(takeLeftoverCrashes((owner) => runA.has(owner.id))).toEqual([]);
    expect(takeLeftoverCrashes().map((c) => c.owner.id)).toEqual(['b1']);
  });
});
