import { describe, expect, it } from 'vitest';
import { describeVersions, differingVersions } from './dependency-versions';

describe('differingVersions', () => {
  it('names what both sides loaded at other versions, not what one side alone loaded', () => {
    const d = differingVersions(
      [{ name: 'range-parser', version: '1.2.1' }, { name: 'qs', version: '6.17.1' }, { name: 'uWebSockets.js', version: '20.0.0' }],
      [{ name: 'range-parser', version: '1.3.0' }, { name: 'qs', version: '6.17.1' }, { name: 'send', version: '1.2.0' }],
    );
    expect(d).toEqual([{ name: 'range-parser', adapter: ['1.2.1'], against: ['1.3.0'] }]);
    expect(describeVersions(d)).toBe('range-parser 1.2.1 / 1.3.0');
  });

  it('compares every copy a side loaded', () => {
    const two = [{ name: 'ms', version: '2.0.0' }, { name: 'ms', version: '2.1.3' }];
    expect(differingVersions(two, [{ name: 'ms', version: '2.1.3' }])).toEqual([{ name: 'ms', adapter: ['2.0.0', '2.1.3'], against: ['2.1.3'] }]);
    expect(differingVersions(two, [...two].reverse())).toEqual([]);
  });
});
