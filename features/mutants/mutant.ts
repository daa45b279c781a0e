// The shape of a mutant: one bug planted in the reference, of the kind forks ship.
import type { Generation } from '../../adapters/contract';

export interface Mutant {
  /** Stable id, `<area>/<what is wrong>`. */
  id: string;
  /** The spec rows whose checks must catch it; the run is restricted to their tags. */
  rows: string[];
  /** The reference file, relative to reference/ (TypeScript source). */
  file: string;
  /** Text that occurs exactly once in the file. */
  search: string;
  /** What it becomes. */
  replace: string;
  /** Why a fork would ship it: the mistake it stands for. */
  why: string;
  /** Profiles whose checks run against it (default: 5.x). */
  profiles?: Generation[];
  /**
   * Set when the mutant cannot be observed through HTTP and the interface: the reason.
   * An equivalent mutant is still run (and reported), but not counted in the score.
   */
  equivalent?: string;
}

export function defineMutants(list: Mutant[]): Mutant[] {
  return list;
}

/** The spec area a mutant is counted under: the area of its first row. */
export function areaOf(m: Mutant): string {
  return m.rows[0].split('/')[0];
}
