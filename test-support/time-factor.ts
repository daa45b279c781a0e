// The one factor the tests' wall-clock bounds scale by (CONTRIBUTING.md, Tests): vitest's
// time-outs, the bound after which runCli kills a run, and the few "the run ends in bounded
// time" figures. A slow or shared runner sets FW_CONFORMANCE_TIME_FACTOR (3 for a machine
// running three times slower); every other wait in the tests ends on an event. The
// framework's own bounds (--timeout and the others) are not scaled: they count the time the
// machine gave the framework (adapters/isolation/starvation.ts).

/** FW_CONFORMANCE_TIME_FACTOR, a number of at least 1 (default 1). */
export function timeFactor(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1) {
    throw new Error(`FW_CONFORMANCE_TIME_FACTOR must be a number of at least 1 (a slow runner's factor on the tests' time bounds), not ${JSON.stringify(value)}`);
  }
  return factor;
}

export const TIME_FACTOR = timeFactor(process.env.FW_CONFORMANCE_TIME_FACTOR);

/** `ms` scaled by the runner's factor. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}
