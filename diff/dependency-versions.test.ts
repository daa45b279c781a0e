import { describe, expect, it } from 'vitest';
import type { LoadedPackage } from '../adapters/isolation';
import { describeVersions, differingVersions } from './dependency-versions';

/** A loaded copy, in a directory of its own. */
const at = (name: string, version: string, more: Partial<LoadedPackage> = {}): LoadedPackage => ({ name, version, dir: `/nm/${name}@${version}`, ...more });

describe('differingVersions', () => {
  it('names what both sides loaded at other versions, not what one side alone loaded', () => {
    const d = differingVersions(
      [at('range-parser', '1.2.1'), at('qs', '6.17.1'), at('uWebSockets.js', '20.0.0')],
      [at('range-parser', '1.3.0'), at('qs', '6.17.1'), at('send', '1.2.0')],
    );
    expect(d).toEqual([{ name: 'range-parser', adapter: ['1.2.1'], against: ['1.3.0'] }]);
    expect(describeVersions(d)).toBe('range-parser 1.2.1 / 1.3.0');
  });

  it('compares every copy a side loaded', () => {
    const two = [at('ms', '2.1.3'), at('ms', '2.0.0')];
    expect(differingVersions(two, [at('ms', '2.1.3')])).toEqual([{ name: 'ms', adapter: ['2.0.0', '2.1.3'], against: ['2.1.3'] }]);
    expect(differingVersions(two, [...two].reverse())).toEqual([]);
  });

  it("says which is a side's framework itself, and what the adapter's side only imported", () => {
    expect(differingVersions([at('express', '4.22.1', { framework: true }), at('@x/esm', '1.0.0', { esm: true })], [at('express', '5.1.0'), at('@x/esm', '2.0.0')])).toEqual([
      { name: '@x/esm', adapter: ['1.0.0'], against: ['2.0.0'], esm: true },
      { name: 'express', adapter: ['4.22.1'], against: ['5.1.0'], framework: true },
    ]);
  });
});
