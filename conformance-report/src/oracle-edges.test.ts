// The low edge of an oracle's ranges: each package at the lowest version every range that asks
// for it allows, one override per range where they share none; verdicts compared per check id.
import { describe, expect, it } from 'vitest';
import type { Copy } from '../../adapters/dependency-tree';
import type { CheckResult, Results } from '../../runner/results';
import { check, results } from './fixtures/results';
import { edgesOf, lowestOverrides, notLowest, unpublishedName, verdictChanges } from './oracle-edges';

const run = (checks: CheckResult[]): Results => ({ ...results('express@5', { oracle: true }), results: checks });

function copy(name: string, version: string, dependencies: Record<string, string> = {}): Copy {
  return { name, version, dir: `/p/node_modules/${name}`, dependencies };
}

describe('lowestOverrides', () => {
  it('puts a package at the lowest version all its ranges allow, from the ranges alone or the published versions', () => {
    const edges = edgesOf([
      copy('express', '5.3.0', { 'range-parser': '^1.2.1', send: '^1.1.0', 'content-type': '^2.0.0', alias: 'npm:other@1.0.0' }),
      copy('send', '1.2.1', { 'range-parser': '~1.2.1' }),
      copy('body-parser', '2.4.0', { 'content-type': '^2.1.0' }),
    ]);
    // An alias is not a range: it is left alone.
    expect(edges.map((e) => e.name)).not.toContain('alias');
    expect(lowestOverrides(edges)).toEqual({ 'content-type': '2.1.0', 'range-parser': '1.2.1', send: '1.1.0' });
    // send 1.1.0 was never published: the lowest published one that fits.
    expect(lowestOverrides(edges, new Map([['send', ['1.0.0', '1.1.1', '1.2.0']]]))).toMatchObject({ send: '1.1.1' });
  });

  it('gives one override per range, highest first, when the ranges share no version', () => {
    const edges = edgesOf([copy('debug', '2.6.9', { ms: '2.0.0' }), copy('send', '0.19.2', { ms: '2.1.3' }), copy('x', '1.0.0', { ms: '^0.7.1' })]);
    const overrides = lowestOverrides(edges);
    expect(overrides).toEqual({ 'ms@2.1.3': '2.1.3', 'ms@2.0.0': '2.0.0', 'ms@^0.7.1': '0.7.1' });
    expect(Object.keys(overrides)).toEqual(['ms@2.1.3', 'ms@2.0.0', 'ms@^0.7.1']);
  });
});

describe('notLowest', () => {
  it('names a package the install did not put where the overrides asked', () => {
    const copies = [copy('express', '5.3.0'), copy('range-parser', '1.3.0'), copy('ms', '2.0.0'), copy('ms', '2.1.3')];
    expect(notLowest(copies, { 'range-parser': '1.2.1', 'ms@2.1.3': '2.1.3', 'ms@2.0.0': '2.0.0' })).toEqual(['range-parser 1.3.0 (overrides: range-parser -> 1.2.1)']);
  });
});

describe('verdictChanges', () => {
  it('lists each check whose status differs, with the failing run’s error', () => {
    const today = run([check('a', 'passed', []), check('b', 'passed', []), check('c', 'failed', [], { error: 'was failing\nstack' })]);
    const edge = run([check('a', 'passed', []), check('b', 'failed', [], { error: 'expected status 200, got 416\nstack' }), check('c', 'passed', [], { divergence: true })]);
    expect(verdictChanges(today, edge)).toEqual([
      { id: 'b', today: 'passed', edge: 'failed', error: 'expected status 200, got 416', divergence: false },
      { id: 'c', today: 'failed', edge: 'passed', error: 'was failing', divergence: true },
    ]);
    expect(verdictChanges(today, today)).toEqual([]);
  });
});

it('reads the package npm could not find', () => {
  expect(unpublishedName('npm error notarget No matching version found for send@1.1.0.')).toBe('send');
  expect(unpublishedName('npm error notarget No matching version found for @types/node@1.0.0.')).toBe('@types/node');
  expect(unpublishedName('npm error code E404')).toBeUndefined();
});
