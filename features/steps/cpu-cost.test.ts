// The cost checks' CPU probe waits for the measured request's work to end: what the framework
// does meanwhile is that request's handling, and a message names that request, not the probe.
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../../test-support/cli';
import { scaled } from '../../test-support/time-factor';

const ADAPTER = path.join(__dirname, '..', '..', 'cli', 'test-adapters', 'misbehaving', 'rejects-after-answering.cjs');

it('a rejection left unhandled while the probe waits names the measured request', async () => {
  const r = await runCli(['--adapter', ADAPTER, '--profile', '5.x', '--name', '^res\\.type looks a crafted 12,000-character type up', '--parallel', '1']);
  const checks = r.results?.results ?? [];
  expect(checks.map((c) => c.status), r.output).toEqual(['failed']);
  expect(checks[0].error).toMatch(/^the framework left a promise rejection unhandled while handling GET \/\?type=a+… \(\d+ characters\):\nError: rejected after answering/);
  expect(checks[0].error).not.toContain('__cpu');
}, scaled(120_000));
