// The generations of the interface, apart from the contract's schemas so that the command
// line's parsing reads them without loading zod.
export const GENERATIONS = ['3.x', '4.x', '5.x'] as const;
export type Generation = (typeof GENERATIONS)[number];
