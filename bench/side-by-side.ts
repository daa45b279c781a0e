// Commands measured in turn, round after round, so that the drift of a shared machine falls
// on each alike; a ratio is the median of the per-round ratios.
import { median } from './median';

/** One round's figures for one command. */
export type Figures = { wall: number; cpu: number };

/**
 * Runs `measure` for every name, `rounds` times; each round starts one name further on (a, b;
 * b, a; ...), so neither always runs on a machine the other just warmed or loaded.
 */
export function alternate<T extends Figures>(names: readonly string[], rounds: number, measure: (name: string, round: number) => T): Map<string, T[]> {
  const all = new Map<string, T[]>(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length];
      all.get(name)!.push(measure(name, round));
    }
  }
  return all;
}

/** The median wall and CPU time of each name, and against `base` the median of the per-round ratios. */
export function summarize(all: Map<string, Figures[]>, base: string): Array<{ name: string; wall: number; cpu: number; wallRatio: number; cpuRatio: number }> {
  const bases = all.get(base);
  if (!bases) throw new Error(`no figures for ${base}`);
  return [...all].map(([name, figures]) => ({
    name,
    wall: median(figures.map((f) => f.wall)),
    cpu: median(figures.map((f) => f.cpu)),
    wallRatio: median(figures.map((f, i) => f.wall / bases[i].wall)),
    cpuRatio: median(figures.map((f, i) => f.cpu / bases[i].cpu)),
  }));
}
