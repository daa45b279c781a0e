// The committed results of the oracles were made with the dependency tree npm installs now:
// a lockfile that moves a package of an oracle's tree fails here, naming it and both versions.
import { describe, expect, it } from 'vitest';
import { readCommitted } from './committed';
import { installedTree, oracleTargets, treeDifferences } from './oracle-tree';

const FIX = 'regenerate with `npm run report` (the verdicts may move with the tree: read the diff) and commit conformance-report/';

describe('the oracles’ dependency trees', () => {
  it.each(oracleTargets().map((t) => [`${t.name}-${t.profile}`, t] as const))('%s was made with the tree installed now', (name, target) => {
    const installed = installedTree(target);
    expect(installed, `${target.adapter} is not installed: npm ci`).toBeDefined();
    const made = readCommitted(target)?.adapter.dependencies;
    expect(made, `results/${name}.json records no dependency tree: ${FIX}`).toBeDefined();
    expect(treeDifferences(made!, installed!), `results/${name}.json: ${FIX}`).toEqual([]);
  });

  it('names each package whose version moved, and both versions', () => {
    const made = { express: '5.3.0', send: '1.2.1', 'range-parser': '1.3.0', 'ms@node_modules/ms': '2.1.3' };
    expect(treeDifferences(made, { ...made })).toEqual([]);
    const installed = { express: '5.3.0', send: '1.2.1', 'range-parser': '1.2.1', 'ms@node_modules/ms': '2.1.3', 'ms@node_modules/send/node_modules/ms': '2.0.0' };
    expect(treeDifferences(made, installed)).toEqual([
      'ms@node_modules/send/node_modules/ms: the results were made with (not in that tree), npm installed 2.0.0',
      'range-parser: the results were made with 1.3.0, npm installed 1.2.1',
    ]);
    const { send: _dropped, ...withoutSend } = made;
    expect(treeDifferences(made, withoutSend)).toEqual(['send: the results were made with 1.2.1, npm installed (not in this tree)']);
  });
});
