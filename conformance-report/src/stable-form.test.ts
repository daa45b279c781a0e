// The committed form of results is a function of the code: two runs of the same checks give
// the same bytes, whatever ports, dates and durations they met.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test-support/cli';
import { compact, stringifyCommitted } from './committed';
import { stableMessage } from './stable-form';

describe('stableMessage', () => {
  it('drops stack frames and replaces ports, dates, times and scratch paths', () => {
    const raw = [
      'Error: listen EADDRINUSE: address already in use :::45031 and 127.0.0.1:8081',
      '    at Server.setupListenHandle [as _listen2] (node:net:1908:16)',
      '    at listenInCluster (node:net:1965:12)',
      'got "Expires=Wed, 25 Nov 2026 12:40:27 GMT" not "Expires=Thu, 01 Jan 1970 00:00:00 GMT" at 2026-11-25T12:38:04.421Z',
      'in /tmp/fwc-cli-a1B2c3/r.json',
    ].join('\n');
    expect(stableMessage(raw)).toBe(
      [
        'Error: listen EADDRINUSE: address already in use :::<port> and 127.0.0.1:<port>',
        'got "Expires=<http-date>" not "Expires=Thu, 01 Jan 1970 00:00:00 GMT" at <time>',
        'in /tmp/fwc-cli-<scratch>/r.json',
      ].join('\n'),
    );
  });

  it('leaves a message with nothing run-dependent as it is', () => {
    const m = 'expected status 404, got 200 (no response within 5000 ms to GET /a:1)';
    expect(stableMessage(m)).toBe(m);
  });
});

describe('the committed form', () => {
  // tinyhttp fails these three with a message holding a port the OS picked and the date of the run.
  const args = [
    '--adapter', './adapters/examples/tinyhttp.mjs', '--profile', '5.x',
    '--name', 'app.listen on a port already in use passes the error', '--name', 'res.clearCookie ignores',
  ];

  it('is byte-identical for two runs of the same checks', async () => {
    const [a, b] = await Promise.all([runCli(args), runCli(args)]);
    expect(a.results?.results.length, a.output).toBeGreaterThanOrEqual(3);
    expect(b.results?.results.length, b.output).toBe(a.results!.results.length);
    // The runs themselves differ (each has its own start time, durations and ports) ...
    expect(JSON.stringify(a.results)).not.toBe(JSON.stringify(b.results));
    // ... their committed forms do not.
    const [ca, cb] = [stringifyCommitted(compact(a.results!)), stringifyCommitted(compact(b.results!))];
    expect(ca).toBe(cb);
    expect(ca).toContain(':::<port>');
    expect(ca).toContain('<http-date>');
    expect(ca).not.toMatch(/durationMs|startedAt|"output"/);
  }, 120_000);
});
