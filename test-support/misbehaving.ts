// What the tests of misbehaving frameworks share (cli/isolation.test.ts, cli/starved.test.ts):
// the test adapters, the checks a run selects, and what a failed run must show.
import * as path from 'node:path';
import { expect } from 'vitest';
import type { CliRun } from './cli';
import { scaled } from './time-factor';

export const MISBEHAVING = path.join(__dirname, '..', 'cli', 'test-adapters', 'misbehaving');
// Two checks: the misbehaviour shows in the first, and the run must go on to the second.
export const SLICE = ['--name', '^res\\.sendStatus\\(20[01]\\)', '--parallel', '1'];
// The first of them alone: for a framework whose every request costs seconds of CPU.
export const FIRST_CHECK = ['--name', '^res\\.sendStatus\\(200\\)', '--parallel', '1'];

/** The run failed, in bounded time, with every report, and the first check says `message`. */
export function expectFailedRun(r: CliRun, message: string | RegExp, boundMs: number): void {
  expect(r.code, r.output).toBe(1);
  expect(r.written, r.output).toEqual({ json: true, junit: true, html: true, markdown: true });
  expect(r.ms, 'the run ends in bounded time').toBeLessThan(scaled(boundMs));
  const checks = r.results!.results;
  expect(checks.length, 'both checks ran: the run went on after the first').toBe(2);
  expect(checks[0].status).toBe('failed');
  if (typeof message === 'string') expect(checks[0].error).toContain(message);
  else expect(checks[0].error).toMatch(message);
}
