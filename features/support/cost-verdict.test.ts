// The cost checks' sequential test on scripted ratios: when it measures again, when it stops,
// and what it asks of a correct framework and of a vulnerable one.
import { describe, expect, it } from 'vitest';
import { costRule, decide, type CostRule } from './cost-verdict';

const RULE: CostRule = costRule(10); // factor 10, clear at 20, three attempts

/** The verdict on a first attempt of ratio `first` and further ones of `more`, in order, and how many were asked for. */
async function verdictOn(first: number, more: number[], rule = RULE) {
  const left = [...more];
  let asked = 0;
  const verdict = await decide(rule, { ratio: first }, async () => {
    asked++;
    const ratio = left.shift();
    if (ratio === undefined) throw new Error('measured more often than the script says');
    return { ratio };
  });
  return { vulnerable: verdict.vulnerable, ratios: verdict.attempts.map((a) => a.ratio), asked };
}

describe('the cost verdict', () => {
  it('clears a framework below the factor on the first attempt', async () => {
    expect(await verdictOn(1.4, [])).toEqual({ vulnerable: false, ratios: [1.4], asked: 0 });
  });

  it('decides a clear vulnerability on the first attempt', async () => {
    expect(await verdictOn(20, [])).toEqual({ vulnerable: true, ratios: [20], asked: 0 });
    expect(await verdictOn(416, [])).toEqual({ vulnerable: true, ratios: [416], asked: 0 });
  });

  it('measures again an attempt between the factor and the clear bound, and clears on one below the factor', async () => {
    // the case: one measure of noise
    expect(await verdictOn(12, [1.3])).toEqual({ vulnerable: false, ratios: [12, 1.3], asked: 1 });
    expect(await verdictOn(10, [40, 9.9])).toEqual({ vulnerable: false, ratios: [10, 40, 9.9], asked: 2 });
    expect(await verdictOn(19.9, [3])).toEqual({ vulnerable: false, ratios: [19.9, 3], asked: 1 });
  });

  it('fails a framework whose every attempt, up to the cap, reaches the factor', async () => {
    expect(await verdictOn(15, [12, 10])).toEqual({ vulnerable: true, ratios: [15, 12, 10], asked: 2 });
  });

  it('judges later attempts by the factor alone: a clear ratio after the first is one more attempt over it', async () => {
    expect(await verdictOn(12, [500, 2])).toEqual({ vulnerable: false, ratios: [12, 500, 2], asked: 2 });
  });

  it('never measures more than the cap', async () => {
    expect(await verdictOn(15, [15, 15, 15, 15], { factor: 10, clear: 20, attempts: 5 })).toEqual({ vulnerable: true, ratios: [15, 15, 15, 15, 15], asked: 4 });
    expect(await verdictOn(15, [], { factor: 10, clear: 20, attempts: 1 })).toEqual({ vulnerable: true, ratios: [15], asked: 0 });
  });

  it('refuses bounds that cannot make a verdict', async () => {
    await expect(verdictOn(1, [], { factor: 10, clear: 5, attempts: 3 })).rejects.toThrow(/0 < factor <= clear and at least one attempt/);
    await expect(verdictOn(1, [], { factor: 10, clear: 100, attempts: 0 })).rejects.toThrow(/at least one attempt/);
  });
});
