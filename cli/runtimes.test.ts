// What the runner promises holds when the framework process runs on Bun or Deno
// (--runtime): a framework that dies, throws, blocks, never answers or never serves fails
// its check with the same words as on Node, in bounded time, and the run goes on.
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/cli';
import { slots } from '../test-support/slots';
import { scaled } from '../test-support/time-factor';

const MISBEHAVING = path.join(__dirname, 'test-adapters', 'misbehaving');
const SLICE = ['--name', '^res\\.sendStatus\\(20[01]\\)', '--parallel', '1', '--timeout', '1s'];
const inSlot = slots(2);

const CASES: Array<[string, string | RegExp]> = [
  ['exits.cjs', "the framework's process exited with code 0 while handling GET /"],
  ['throws-async.cjs', /the framework threw an exception nobody caught while handling GET \/:\n.*thrown from a timer/],
  ['blocks.cjs', /the framework's event loop did not respond for [\d.]+ s while handling GET \//],
  ['../hangs.cjs', 'no response within 1000 ms to GET /: the handler never ended the response'],
  ['serve-never-resolves.cjs', 'serve() did not resolve within 1 s'],
];

describe.each(['bun', 'deno'])('on %s', (runtime) => {
  it.concurrent.each(CASES)('a framework that misbehaves (%s) fails its check and the run goes on', async (adapter, message) => {
    const r = await inSlot(() => runCli(['--adapter', path.join(MISBEHAVING, adapter), '--runtime', runtime, ...SLICE], { timeoutMs: 60_000 }));
    expect(r.code, r.output).toBe(1);
    expect(r.results!.runtime?.name).toBe(runtime);
    const checks = r.results!.results;
    expect(checks.map((c) => c.status), 'both checks ran: the run went on after the first').toEqual(['failed', 'failed']);
    if (typeof message === 'string') expect(checks[0].error).toContain(message);
    else expect(checks[0].error).toMatch(message);
  }, scaled(90_000));

  it('does not take a framework waiting on a timer for idle, whether or not the runtime lists it', async () => {
    // Bun lists no pending work at all: "nothing pending" there would be a guess (idle-watch.ts).
    const r = await inSlot(() =>
      runCli(['--adapter', path.join(__dirname, 'test-adapters', 'waits-unseen', 'timer-late.cjs'), '--runtime', runtime, '--name', '^res\\.sendStatus\\(200\\)', '--timeout', '10s'], {
        reports: ['json'],
        timeoutMs: 60_000,
      }),
    );
    expect(r.code, r.output).toBe(0);
    expect(r.results!.results.map((c) => c.status)).toEqual(['passed']);
    // it waited longer than the idle watch needs to decide (1.5 s)
    expect(r.results!.results[0].durationMs).toBeGreaterThan(1500);
  }, scaled(90_000));

  it('passes the checks of a framework that answers, and names the runtime in the reports', async () => {
    const r = await inSlot(() => runCli(['--adapter', 'reference', '--runtime', runtime, ...SLICE], { reports: ['json', 'junit', 'markdown'], timeoutMs: 60_000 }));
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`against profile 5\\.x on ${runtime} \\d+\\.\\d+`));
    expect(r.results!.runtime).toEqual({ name: runtime, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  }, scaled(90_000));
});

describe('--runtime', () => {
  it('refuses what is not a runtime, saying so (exit 2)', async () => {
    const r = await runCli(['--adapter', 'reference', '--runtime', './package.json', ...SLICE], { reports: [] });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--runtime .*package\.json cannot be run|is neither node, bun nor deno/);
    const missing = await runCli(['--adapter', 'reference', '--runtime', './no/such/deno', ...SLICE], { reports: [] });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--runtime ./no/such/deno: no such file');
  });
});
