// The cost checks' sequential test on scripted measures: when it measures again, when it
// stops, and that it judges every attempt together (a vulnerable framework cannot pass on a
// lucky attempt after unlucky ones: the fault of the rule withdrawn in 7783873).
import { describe, expect, it } from 'vitest';
import { decide, pooledRatio, ratioRule, type Cost } from './cost-verdict';

const RULE = ratioRule(10); // pass below 5, fail at 10 from the third attempt, five attempts

/** An attempt: the attacker's and the ordinary costs in ms. */
const attempt = (attacker: number[], ordinary: number[]): Cost[] => [
  ...ordinary.map((ms) => ({ kind: 'ordinary' as const, label: 'GET /o', ms })),
  ...attacker.map((ms) => ({ kind: 'attacker' as const, label: 'GET /a', ms })),
];

/** The verdict on the scenario's first attempt and the further ones of the script, and how many were asked for. */
async function verdictOn(first: Cost[], more: Cost[][], rule = RULE) {
  const left = [...more];
  let asked = 0;
  const verdict = await decide(
    rule,
    first,
    async () => {
      asked++;
      const next = left.shift();
      if (!next) throw new Error('measured more often than the script says');
      return next;
    },
    pooledRatio,
  );
  return { vulnerable: verdict.vulnerable, asked, statistic: Number(verdict.statistic.toFixed(2)) };
}

describe('the cost verdict', () => {
  it('clears a framework clearly below the factor on the first attempt', async () => {
    expect(await verdictOn(attempt([2.1, 2.0], [12, 1.6]), [])).toEqual({ vulnerable: false, asked: 0, statistic: 1.25 });
  });

  it('never fails on fewer than three attempts: an attempt at the factor or over is measured again', async () => {
    // two attempts of noise: a third one clears them
    const noise = attempt([30, 31], [1.1, 1.0]);
    expect(await verdictOn(noise, [noise, attempt([1.4, 1.3], [1.2, 1.1])])).toEqual({ vulnerable: false, asked: 2, statistic: 1.3 });
  });

  it('fails a framework at the factor or over from the third attempt', async () => {
    expect(await verdictOn(attempt([82, 77], [12, 4.7]), [attempt([75, 78], [4.0, 3.3]), attempt([79, 80], [3.6, 3.4])])).toEqual({ vulnerable: true, asked: 2, statistic: 22.73 });
  });

  it('keeps a vulnerable framework failing when attempts of its would pass alone (express@3 over mime 1.3.4)', async () => {
    // attempts 2 and 3 alone are 76/8.1 = 9.4 and 78/8.0 = 9.75 times; pooled with the first, the cheapest ordinary is 3.7 ms
    expect(await verdictOn(attempt([80, 77], [11, 3.7]), [attempt([76, 79], [8.3, 8.1]), attempt([78, 81], [8.2, 8.0])])).toEqual({ vulnerable: true, asked: 2, statistic: 20.54 });
  });

  it('measures again between half the factor and the factor, then judges every measure together', async () => {
    // 7 times, then the cheapest ordinary falls: 3 times
    expect(await verdictOn(attempt([7, 7.2], [1.5, 1.0]), [attempt([3, 3.1], [1.1, 1.0])])).toEqual({ vulnerable: false, asked: 1, statistic: 3 });
  });

  it('stops at the cap and judges the pooled ratio against the factor alone', async () => {
    const unclear = attempt([8, 8], [1.2, 1.1]); // 8/1.1 = 7.3 times
    expect(await verdictOn(unclear, [unclear, unclear, unclear, unclear])).toEqual({ vulnerable: false, asked: 4, statistic: 7.27 });
    const first = attempt([12, 12], [1.0, 1.0]); // 12 times, then unclear alone: 12 over the cheapest ordinary, 1.0
    const later = attempt([12, 12], [1.5, 1.6]);
    expect(await verdictOn(first, [later, later])).toEqual({ vulnerable: true, asked: 2, statistic: 12 });
  });

  it('takes 1 ms as the least an ordinary request costs', async () => {
    expect(await verdictOn(attempt([4, 4], [0.2, 0.1]), [])).toEqual({ vulnerable: false, asked: 0, statistic: 4 });
  });

  it('refuses bounds that cannot make a verdict', async () => {
    await expect(verdictOn(attempt([1], [1]), [], { fine: 10, limit: 5, failFrom: 3, attempts: 3 })).rejects.toThrow(/0 < fine <= limit and 1 <= failFrom <= attempts/);
    await expect(verdictOn(attempt([1], [1]), [], { fine: 5, limit: 10, failFrom: 3, attempts: 2 })).rejects.toThrow(/failFrom <= attempts/);
  });
});
