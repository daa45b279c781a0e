// The packages the two sides loaded at different versions: a difference may be decided by
// a dependency rather than the framework (express@4 beside range-parser 1.2.1 answers
// `Range: bytes=abc` with 416, express@5 beside 1.3.0 with 200), so each difference names them,
// as each side's framework process loaded them (adapters/isolation/loaded-packages.ts).
import type { LoadedPackage } from '../adapters/isolation';

export interface VersionDifference {
  name: string;
  /** The versions of it each side loaded (a process may hold several copies). */
  adapter: string[];
  against: string[];
  /** A side's framework itself (the package exporting fw), not a dependency: never swapped. */
  framework?: true;
  /** The adapter's side only imported it (ES modules): a swap, which redirects require, cannot replace it. */
  esm?: true;
}

function byName(packages: readonly LoadedPackage[]): Map<string, LoadedPackage[]> {
  const out = new Map<string, LoadedPackage[]>();
  for (const p of packages) out.set(p.name, [...(out.get(p.name) ?? []), p]);
  return out;
}

const versions = (copies: readonly LoadedPackage[]) => copies.map((p) => p.version).sort();

/** The packages both sides loaded, at versions that are not the same, by name. */
export function differingVersions(adapter: readonly LoadedPackage[], against: readonly LoadedPackage[]): VersionDifference[] {
  const a = byName(adapter);
  const b = byName(against);
  const out: VersionDifference[] = [];
  for (const [name, mine] of a) {
    const theirs = b.get(name);
    if (!theirs || versions(mine).join() === versions(theirs).join()) continue;
    const framework = [...mine, ...theirs].some((p) => p.framework);
    const esm = mine.every((p) => p.esm);
    out.push({ name, adapter: versions(mine), against: versions(theirs), ...(framework ? { framework } : {}), ...(esm ? { esm } : {}) });
  }
  return out.sort((x, y) => (x.name < y.name ? -1 : 1));
}

/** One line: `range-parser 1.2.1 / 1.3.0, qs 6.16.2 / 6.17.1`. */
export function describeVersions(differences: readonly VersionDifference[]): string {
  return differences.map((d) => `${d.name} ${d.adapter.join('+')} / ${d.against.join('+')}`).join(', ');
}
