// The oracles' dependency trees as committed and as installed. The committed results of an
// express@ target record the tree they were made with (results.adapter.dependencies); when
// npm installs another version of any package of it, the oracle's verdicts may move (a
// range-parser of another minor turns express@5's 200 for a malformed Range into 416), so the
// results no longer say what this tree does. The comparison source is the results themselves,
// not a file of its own: it is the tree the verdicts were made with, and cannot drift from them.
import { findBundled } from '../../adapters/bundled';
import type { DependencyTree } from '../../adapters/dependency-tree';
import { EXPRESS_SPEC } from '../../adapters/express';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { bundledTargets, type Target } from './committed';

/** The targets whose adapter is a real Express release (express@5, express@4.16, ...). */
export function oracleTargets(targets: Target[] = bundledTargets()): Target[] {
  return targets.filter((t) => EXPRESS_SPEC.test(t.adapter));
}

/** The tree the target's adapter loads from this package's node_modules, as `npm run report` runs it. */
export function installedTree(target: Target, cwd = PACKAGE_ROOT): DependencyTree | undefined {
  return findBundled(target.adapter)?.dependencies?.(cwd);
}

/** One line per package whose version differs, naming both versions; empty when the trees are the same. */
export function treeDifferences(made: DependencyTree, installed: DependencyTree): string[] {
  const names = [...new Set([...Object.keys(made), ...Object.keys(installed)])].sort();
  return names
    .filter((n) => made[n] !== installed[n])
    .map((n) => `${n}: the results were made with ${made[n] ?? '(not in that tree)'}, npm installed ${installed[n] ?? '(not in this tree)'}`);
}
