// The committed form of results is a function of the code: two runs of the same checks give
// the same bytes, whatever ports, dates and durations they met.
import { describe, expect, it } from 'vitest';
import { runCli, type CliRun } from '../../test-support/cli';
import { compact } from './committed';
import { committedFiles } from './committed-form';
import { show } from '../../features/support/check';
import { stableForm, stableMessage } from './stable-form';
import { check, results } from './fixtures/results';
import { scaled } from '../../test-support/time-factor';

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

  it('keeps the verdict of a cost check and drops the CPU times it measured and the attempts it took', () => {
    const rule = 'over every attempt (10 times or more from the third attempt fails, less than 5 passes, 5 attempts at most)';
    const measured = (n: number, attempts: string[]) =>
      `Error: the cheapest of the attacker's requests (GET /?type=aaa… (12007 characters)) cost the framework process ${n} times ` +
      `the cheapest ordinary one (GET /?type=aab… (12011 characters)) ${rule}: ` +
      attempts.map((a, i) => `attempt ${i + 1}: ${a}`).join('; ');
    const twice = measured(24, ["attacker's 82, 77 ms, ordinary 12, 3.1 ms", "attacker's 75, 78 ms, ordinary 4.0, 3.3 ms"]);
    const four = measured(13, ["attacker's 82, 77 ms, ordinary 12, 7.7 ms", "attacker's 75, 78 ms, ordinary 9.0, 8.3 ms", "attacker's 75, 78 ms, ordinary 9.0, 8.3 ms", "attacker's 75, 78 ms, ordinary 6.0, 5.8 ms"]);
    expect(stableMessage(twice)).toBe(stableMessage(four));
    expect(stableMessage(twice)).toBe(
      "Error: the cheapest of the attacker's requests (GET /?type=aaa… (12007 characters)) cost the framework process <n> times " +
        `the cheapest ordinary one (GET /?type=aab… (12011 characters)) ${rule}: <attempts>`,
    );
  });

  it('keeps the verdict of the app-measured cost check and drops its figures and attempts', () => {
    const rule = 'over every attempt (half of the split or more from the fourth attempt fails, less than a quarter passes, 5 attempts at most)';
    const measured = (extra: number, split: number, attempts: string[]) =>
      `Error: the attacker's body cost the app ${extra} ms of CPU more than the small one, splitting at every separator ${split} ms, ${rule}: ` +
      attempts.map((a, i) => `attempt ${i + 1}: ${a}`).join('; ');
    const twice = measured(332, 318, ["small 261, 175 ms, attacker's 942, 458 ms, split 342 ms", "small 116, 86 ms, attacker's 425, 418 ms, split 318 ms"]);
    const thrice = measured(150, 120, ['a', 'b', 'c']);
    expect(stableMessage(twice)).toBe(stableMessage(thrice));
    expect(stableMessage(twice)).toBe(`Error: the attacker's body cost the app <ms> of CPU more than the small one, splitting at every separator <ms>, ${rule}: <attempts>`);
  });

  it("keeps a security check's observation, its evidence as stable as the error", () => {
    const evidence = (a: number) =>
      `the cheapest of the attacker's requests (GET /x) cost the framework process ${Math.round(a / 1.2)} times the cheapest ordinary one (GET /y) over every attempt (10 times or more from the third attempt fails, less than 5 passes, 5 attempts at most): attempt 1: attacker's ${a} ms, ordinary 1.2 ms; attempt 2: attacker's ${a} ms, ordinary 1.3 ms`;
    const run = (a: number) => {
      const r = results('plain');
      r.results = [check('features/security/x.feature::cost', 'failed', [], { error: `Error: ${evidence(a)}`, observation: { kind: 'cost', made: true, evidence: evidence(a) } })];
      return stableForm(r, '/checkout').results[0];
    };
    expect(run(48)).toEqual(run(51));
    expect(run(48).observation).toEqual({ kind: 'cost', made: true, evidence: stableMessage(evidence(48)) });
  });

  it('drops a stack quoted in a body, wherever the checkout is (where the quote is cut moves with its path)', () => {
    // what stableForm does to a message from a checkout at `root`: the root made relative, then stableMessage
    const committed = (root: string, trace: (frames: string[]) => string) => {
      const frames = [`${root}/node_modules/connect/lib/middleware/multipart.js:106:18`, `${root}/node_modules/connect/lib/middleware/limit.js:76:5`];
      return stableMessage(`expected status 200, got 500 with body ${show(trace(frames))}`.split(`${root}/`).join(''));
    };
    const htmlPage = (frames: string[]) =>
      `<!DOCTYPE html>\n<html lang="en">\n<body>\n<pre>TypeError: os.tmpDir is not a function${frames.map((f) => `<br> &nbsp; &nbsp;at ${f}`).join('')}</pre>\n</body>\n</html>\n`;
    const textTrace = (frames: string[]) => `TypeError: os.tmpDir is not a function${frames.map((f) => `\n    at ${f}`).join('')}\n`;
    for (const trace of [htmlPage, textTrace]) {
      const [short, long] = [committed('/w', trace), committed('/work/some/much/longer/checkout/path/for/the/same/suite', trace)];
      expect(short).toBe(long);
      expect(short).toContain('os.tmpDir is not a function');
      expect(short).toMatch(/at <stack>"$/);
    }
  });

  it('replaces the file times of stat ETags and the climb of a path to the root', () => {
    expect(stableMessage('expected no ETag header, got "W/\\"1a21940e64a-d\\""')).toBe('expected no ETag header, got "W/\\"<mtime>-d\\""');
    expect(stableMessage('expected header X-File: "static/public/sub/file.txt", got "../../../../../sub/file.txt"')).toBe(
      'expected header X-File: "static/public/sub/file.txt", got "<up>/sub/file.txt"',
    );
    // a request path that climbs is the check's own input
    const traversal = 'expected status 404 for GET /../../../etc/passwd, got 200 (ETag W/"b-Ck1VqNd45QIvq3AZd8XYQLvEhtA")';
    expect(stableMessage(traversal)).toBe(traversal);
  });

  it('drops what comes and goes with the machine: durations and the note of a starved framework', () => {
    const r = results('plain');
    const starved = 'the machine did not run the framework process for 2.4 s while the check waited on it (a busy or suspended machine): the waits were extended by as much, up to --check-timeout';
    r.results = [check('features/x.feature::x', 'failed', [], { note: starved, error: 'Error: no answer from 127.0.0.1:41234\n    at x (/checkout/y.ts:1:2)' })];
    expect(stableForm(r, '/checkout').results[0]).toEqual({ ...r.results[0], durationMs: undefined, note: undefined, error: 'Error: no answer from 127.0.0.1:<port>' });
  });

  it('commits a check that passed on a retry as passed: which check a crash falls on moves between runs, the settled verdict does not', () => {
    const r = results('plain');
    const flaky = check('features/x.feature::x', 'passed', [], { flaky: true, attempts: [{ error: 'the framework process was killed by SIGABRT while handling GET /', durationMs: 5003 }] });
    // failed in every attempt: the last attempt's failure, the others not kept
    const failed = check('features/x.feature::z', 'failed', [], { error: 'Error: no', attempts: [{ error: 'the framework process was killed by SIGABRT while handling GET /' }, { error: 'Error: no' }] });
    r.results = [flaky, check('features/x.feature::y', 'passed', []), failed];
    r.summary = { ...r.summary, passed: 1, flaky: 1, failed: 1 };
    const stable = stableForm(r, '/checkout');
    expect(stable.results[0]).toEqual({ ...flaky, durationMs: undefined, flaky: undefined, attempts: undefined });
    expect(stable.results[0]).not.toHaveProperty('attempts');
    expect(stable.results[2]).toEqual({ ...failed, durationMs: undefined, attempts: undefined });
    expect(stable.results[2]).not.toHaveProperty('attempts');
    expect(stable.summary).toMatchObject({ passed: 2, flaky: 0, failed: 1 });
  });

  it('commits a check that failed every attempt as most of its attempts failed: a crash of its own on the last does not decide', () => {
    const r = results('plain');
    const abort = 'the framework process was killed by SIGABRT while handling GET /';
    // the crash fell on the last attempt: the two before it agree
    const crashedLast = check('features/x.feature::a', 'failed', [], { error: abort, attempts: [{ error: 'Error: no\n    at x (/checkout/y.ts:1:2)' }, { error: 'Error: no' }] });
    // not implemented twice, the crash once: not implemented, its member kept
    const lacked = check('features/x.feature::b', 'failed', [], { error: abort, attempts: [{ error: 'TypeError: res.jsonp is not a function', missing: 'res.jsonp' }, { error: 'TypeError: res.jsonp is not a function', missing: 'res.jsonp' }] });
    // the other way round: the crash on an earlier attempt
    const lackedLast = check('features/x.feature::c', 'not-implemented', [], { missing: 'res.jsonp', error: 'TypeError: res.jsonp is not a function', attempts: [{ error: abort }, { error: 'TypeError: res.jsonp is not a function', missing: 'res.jsonp' }] });
    // three ways: the last attempt's
    const three = check('features/x.feature::d', 'failed', [], { error: 'Error: c', attempts: [{ error: 'Error: a' }, { error: 'Error: b' }] });
    r.results = [crashedLast, lacked, lackedLast, three];
    const [a, b, c, d] = stableForm(r, '/checkout').results;
    expect([a.status, a.error]).toEqual(['failed', 'Error: no']);
    expect([b.status, b.missing, b.error]).toEqual(['not-implemented', 'res.jsonp', 'TypeError: res.jsonp is not a function']);
    expect([c.status, c.missing]).toEqual(['not-implemented', 'res.jsonp']);
    expect([d.status, d.error]).toEqual(['failed', 'Error: c']);
    expect(a).not.toHaveProperty('missing');
    expect(stableForm(r, '/checkout').summary).toMatchObject({ failed: 2, notImplemented: 2 });
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
    // ... their committed forms do not: the catalogue of their checks and the target's verdicts.
    const committed = (r: CliRun) => [...committedFiles([{ base: 'tinyhttp-5.x', results: compact(r.results!) }])].map(([name, text]) => `${name}\n${text}`).join('\n');
    const [ca, cb] = [committed(a), committed(b)];
    expect(ca).toBe(cb);
    expect(ca).toContain(':::<port>');
    expect(ca).toContain('<http-date>');
    expect(ca).not.toMatch(/durationMs|startedAt|"output"|"note"/);
  }, scaled(120_000));
});
