// Which dependency decides a difference: the search over swaps (one per package, then all of
// them), what a rerun shows, which decider brings which. Real Express on two fixed requests is
// in diff.test.ts (its reruns take minutes: the whole-run tier).
import { describe, expect, it } from 'vitest';
import type { LoadedPackage, PackageSwap } from '../adapters/isolation';
import type { Difference } from './compare';
import { answeredAsOther, findDeciders, swapsToTry } from './deciders';
import { differingVersions } from './dependency-versions';

const swap = (name: string): PackageSwap => ({ name, dir: `/b/node_modules/${name}` });

/** Reruns that answer as the other side when `decides` says so (nothing else differing), counted. */
function reruns(decides: (names: string[]) => boolean) {
  const asked: string[][] = [];
  return {
    asked,
    answersAsOther: async (swaps: readonly PackageSwap[]) => {
      const names = swaps.map((s) => s.name);
      asked.push(names);
      return decides(names) ? { still: [], agreed: [] } : { agreed: [] };
    },
  };
}

/** No package requires another (deciderOrigins reads none). */
const alone = { requires: () => [] };

describe('findDeciders', () => {
  const three = ['qs', 'range-parser', 'send'].map(swap);
  const always = () => true;

  it('names each package whose swap alone decides, one rerun each', async () => {
    const r = reruns((names) => names.length === 1 && names[0] !== 'qs');
    const d = await findDeciders(three, [], r.answersAsOther, always, alone);
    expect(d).toMatchObject({ by: 'packages', packages: ['range-parser', 'send'], reruns: 3, swappable: 3 });
    expect(r.asked).toEqual([['qs'], ['range-parser'], ['send']]);
  });

  it('names the set when only all of them together decide', async () => {
    const r = reruns((names) => names.length === 3);
    expect(await findDeciders(three, [], r.answersAsOther, always, alone)).toMatchObject({ by: 'together', packages: ['qs', 'range-parser', 'send'], reruns: 4 });
  });

  it("says the framework's own code when even all of them together leave the difference", async () => {
    const r = reruns(() => false);
    expect(await findDeciders(three, [], r.answersAsOther, always, alone)).toMatchObject({ by: 'framework', packages: [], reruns: 4 });
    // (one package alone is all of them: no second rerun of the same swap)
    expect(await findDeciders(three.slice(0, 1), [], reruns(() => false).answersAsOther, always, alone)).toMatchObject({ by: 'framework', reruns: 1 });
    // (no package differs: nothing to rerun)
    expect(await findDeciders([], [], r.answersAsOther, always, alone)).toMatchObject({ by: 'framework', reruns: 0 });
  });

  it('reruns two at once, each package once, the answers kept in order', async () => {
    const r = reruns((names) => names[0] === 'send');
    const d = await findDeciders(three, [], r.answersAsOther, always, { ...alone, concurrency: 2 });
    expect(d).toMatchObject({ by: 'packages', packages: ['send'], reruns: 3 });
    expect(r.asked.map((n) => n[0]).sort()).toEqual(['qs', 'range-parser', 'send']);
  });

  it('names first the deciders no other brings along; the ones that bring one, with it', async () => {
    // (the other side's send requires range-parser; its serve-static requires send)
    const requires = (dir: string) => ({ '/b/node_modules/send': ['range-parser', 'mime-types'], '/b/node_modules/serve-static': ['send'] })[dir] ?? [];
    const four = ['qs', 'range-parser', 'send', 'serve-static'].map(swap);
    const r = reruns((names) => names[0] !== 'qs');
    expect(await findDeciders(four, [], r.answersAsOther, always, { requires })).toMatchObject({
      by: 'packages',
      packages: ['range-parser'],
      bringing: [
        { name: 'send', through: ['range-parser'] },
        { name: 'serve-static', through: ['range-parser', 'send'] },
      ],
    });
  });

  it('no single package deciding: names the ones that decide a part of it, and which part', async () => {
    const rerun = async (swaps: readonly PackageSwap[]) => (swaps.length === 1 && swaps[0].name === 'send' ? { agreed: ['header content-type'] } : { agreed: [] });
    expect(await findDeciders(three, [], rerun, always, alone)).toMatchObject({ by: 'framework', partly: [{ name: 'send', fields: ['header content-type'] }], reruns: 4 });
  });

  it('stops when its time is out, with what it found so far', async () => {
    let left = 2;
    const r = reruns((names) => names[0] === 'qs');
    const d = await findDeciders(three, [], r.answersAsOther, () => left-- > 0, alone);
    expect(d).toMatchObject({ by: 'unknown', packages: ['qs'], reruns: 2, why: 'out of time after 2 of 3 swaps' });
  });

  it('is unknown when no package that differs could be swapped', async () => {
    const notSwapped = [{ name: 'express', why: 'the framework itself' }];
    expect(await findDeciders([], notSwapped, reruns(always).answersAsOther, always, alone)).toMatchObject({ by: 'unknown', reruns: 0, notSwapped });
  });
});

describe('swapsToTry', () => {
  const at = (name: string, version: string, dir: string, more: Partial<LoadedPackage> = {}): LoadedPackage => ({ name, version, dir, ...more });

  it("swaps in the other side's copy nearest its root; never the framework, nor what was only imported", () => {
    const mine = [at('express', '4.22.1', '/a/express4', { framework: true }), at('ms', '2.0.0', '/a/express4/node_modules/ms'), at('esm-thing', '1.0.0', '/a/esm-thing', { esm: true })];
    const theirs = [at('express', '5.1.0', '/b/express5', { framework: true }), at('ms', '2.1.3', '/b/express5/node_modules/debug/node_modules/ms'), at('ms', '2.1.2', '/b/ms'), at('esm-thing', '2.0.0', '/b/esm-thing')];
    expect(swapsToTry(differingVersions(mine, theirs), theirs)).toEqual({
      swaps: [{ name: 'ms', dir: '/b/ms' }],
      notSwapped: [
        { name: 'esm-thing', why: 'imported as an ES module (a swap redirects require only)' },
        { name: 'express', why: 'the framework itself' },
      ],
    });
  });
});

describe('answeredAsOther', () => {
  const status: Difference = { what: 'status', adapter: '416', against: '200' };
  const type: Difference = { what: 'header', name: 'content-type', adapter: 'text/html; charset=utf-8', against: 'text/plain; charset=utf-8' };
  const etag: Difference = { what: 'header', name: 'etag', adapter: 'W/"a"', against: 'W/"b"' };
  const noAnswer: Difference = { what: 'outcome', adapter: 'no answer: boom', against: 'answered 200' };

  const stays = { agreed: [] };

  it('a difference of statuses: decided when the statuses agree; what still differs is told', () => {
    expect(answeredAsOther([status, type], [])).toEqual({ still: [], agreed: [] });
    expect(answeredAsOther([status, type], [{ ...type, adapter: 'text/plain; charset=UTF-8' }])).toEqual({ still: ['header content-type'], agreed: [] });
    expect(answeredAsOther([status, type], [{ ...status, adapter: '500' }])).toEqual(stays);
    expect(answeredAsOther([status], [noAnswer])).toEqual(stays);
  });

  it('any other: decided when each field that differed agrees; the fields that agree, when some do', () => {
    expect(answeredAsOther([etag], [type])).toEqual({ still: ['header content-type'], agreed: [] });
    expect(answeredAsOther([etag], [{ ...etag, adapter: 'W/"c"' }])).toEqual(stays);
    expect(answeredAsOther([etag, type], [etag])).toEqual({ agreed: ['header content-type'] });
    expect(answeredAsOther([noAnswer], [])).toEqual({ still: [], agreed: [] });
    expect(answeredAsOther([noAnswer], [status])).toEqual(stays);
  });
});
