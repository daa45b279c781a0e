// The one factor the tests' wall-clock bounds scale by (CONTRIBUTING.md, Tests): vitest's
// time-outs, the bound after which runCli kills a run, and the few "the run ends in bounded
// time" figures. A slow runner may set FW_CONFORMANCE_TIME_FACTOR (3 for a machine running
// three times slower); unset, the factor follows the machine: how many times over its cores
// are asked for as a bound is set (the runnable tasks of /proc/loadavg, at least 1), so the
// tests pass on a busy runner too. Every other wait in the tests ends on an event. The
// framework's own bounds (--timeout and the others) are not scaled: they count the time the
// machine gave the framework (adapters/isolation/starvation.ts).
import * as fs from 'node:fs';
import * as os from 'node:os';

/** FW_CONFORMANCE_TIME_FACTOR, a number of at least 1; undefined when unset. */
export function timeFactor(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1) {
    throw new Error(`FW_CONFORMANCE_TIME_FACTOR must be a number of at least 1 (a slow runner's factor on the tests' time bounds), not ${JSON.stringify(value)}`);
  }
  return factor;
}

/** The most the machine's load stretches a bound: a bound still ends a hung test. */
export const MAX_LOAD_FACTOR = 20;

/**
 * How many times over its cores the machine is asked for now, from /proc/loadavg's runnable
 * tasks (`4 1.26 0.97 3/412 ...`: its fourth field, less the task reading it), or the
 * one-minute load average where there is no /proc; between 1 and MAX_LOAD_FACTOR.
 */
export function loadFactor(loadavg: string | undefined = readLoadavg(), cores = os.availableParallelism()): number {
  const runnable = loadavg === undefined ? os.loadavg()[0] : Number(/^\S+ \S+ \S+ (\d+)\//.exec(loadavg)?.[1] ?? 1) - 1;
  return Math.min(MAX_LOAD_FACTOR, Math.max(1, runnable / cores));
}

function readLoadavg(): string | undefined {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8');
  } catch {
    return undefined;
  }
}

const GIVEN = timeFactor(process.env.FW_CONFORMANCE_TIME_FACTOR);

/** The factor as this process started (vitest's own time-outs are set once, from it). */
export const TIME_FACTOR = GIVEN ?? loadFactor();

/** `ms` scaled by the runner's factor: the one given, else the machine's load as the bound is set (never below the start's). */
export function scaled(ms: number): number {
  return Math.round(ms * (GIVEN ?? Math.max(TIME_FACTOR, loadFactor())));
}
