/** The median of the figures (for an even count, the upper of the two middle ones). */
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
