// The gate never fails open: whatever the framework under test does, the run ends in
// bounded time with exit code 1, the check it happened in says what happened, and every
// report is written. One misbehaving test adapter per case (cli/test-adapters/misbehaving).
// A framework the machine stops for a while: cli/starved.test.ts.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, type CliRun } from '../test-support/cli';
import { expectFailedRun, FIRST_CHECK, MISBEHAVING, SLICE } from '../test-support/misbehaving';
import { slots } from '../test-support/slots';
import { PACKAGE_ROOT } from '../layout/package-root';
import { fingerprintSuite } from '../layout/suite-files';
import { verifySeal } from '../conformance-report/src/seal';
import { scaled } from '../test-support/time-factor';
import { alive } from '../test-support/process-alive';

// --timeout 1s: the bound of each wait, for the frameworks that fail by waiting or blocking.
// Those that fail by dying or throwing keep the default (5 s), which also bounds loading the
// adapter at 25 s instead of 5 s: they run side by side, and must not fail for a slow start.
const FAILS_BY_WAITING = ['--timeout', '1s'];
const FAILS_BY_DYING: string[] = [];

// Two runs at a time, one per core: more would stretch each run's time, which the tests bound.
const inSlot = slots(2);

function run(adapter: string, extra: string[]): Promise<CliRun> {
  return inSlot(() => runCli(['--adapter', path.join(MISBEHAVING, adapter), ...SLICE, ...extra], { reports: ['json', 'junit', 'html', 'markdown'] }));
}

describe('a framework that misbehaves fails its checks, and the run still ends with every report', { timeout: scaled(120_000) }, () => {
  // Side by side: these frameworks fail by waiting, dying or throwing, which costs little
  // CPU, and their runs are mostly start-up and bounded waits.
  it.concurrent('exits while handling a request', async ({ expect }) => {
    const r = await run('exits.cjs', FAILS_BY_DYING);
    expectFailedRun(r, "the framework's process exited with code 0 while handling GET /", 30_000);
  });

  it.concurrent('fails a check, then dies as its app is closed: the check keeps its own failure, the death told beside it', async ({ expect }) => {
    const r = await run('fails-then-dies-closing.cjs', FAILS_BY_DYING);
    expect(r.code, r.output).toBe(1);
    const checks = r.results!.results;
    expect(checks.map((c) => c.status), 'both checks ran: the run went on after the first').toEqual(['failed', 'failed']);
    for (const c of checks) {
      expect(c.error).toMatch(/^Error: expected status 20[01], got 299/);
      expect(c.error).not.toContain('closing the app');
      expect(c.note).toContain("the framework's process exited with code 3 while closing the app");
    }
  });

  it.concurrent('throws from a timer, where nobody can catch it', async ({ expect }) => {
    const r = await run('throws-async.cjs', FAILS_BY_DYING);
    expectFailedRun(r, /the framework threw an exception nobody caught while handling GET \/:\nError: thrown from a timer/, 30_000);
  });

  it.concurrent('corrupts the process and then throws: the next check runs on a fresh process', async ({ expect }) => {
    const mark = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-mark-')), 'first');
    const r = await inSlot(() =>
      runCli(['--adapter', path.join(MISBEHAVING, 'corrupts-then-throws.cjs'), ...SLICE], { reports: ['json', 'junit', 'html', 'markdown'], env: { FWC_TEST_MARK: mark } }),
    );
    fs.rmSync(path.dirname(mark), { recursive: true, force: true });
    expectFailedRun(r, /the framework threw an exception nobody caught while handling GET \/:\nError: thrown after corrupting the process/, 30_000);
    // On the process that threw, the second check would answer 500 "corrupted by an earlier check".
    expect(r.results!.results[1].status, r.results!.results[1].error).toBe('passed');
  });

  it.concurrent('leaves work that throws during the next check: the first check fails, the next runs again', async ({ expect }) => {
    const r = await run('leaves-a-crash.cjs', [...FAILS_BY_DYING, '--name', '^res\\.sendStatus\\(404\\)']);
    expect(r.code, r.output).toBe(1);
    const [first, second, third] = r.results!.results;
    expect(r.results!.results).toHaveLength(3);
    // The crash came while the second check ran its app code: the first check's work threw it.
    expect(first.status).toBe('failed');
    expect(first.error).toMatch(/^after this check ended, work it left running left a promise rejection unhandled \(a server would have crashed on it\):\nError: thrown by work the first check left running/);
    // The second ran again on a fresh process (where nothing was left behind) and passed; so did the third.
    expect([second.status, third.status], second.error).toEqual(['passed', 'passed']);
    expect(r.results!.summary).toMatchObject({ passed: 2, failed: 1, notRun: 0 });
  });

  it.concurrent('lets a handler throw synchronously out of the request event (a missing helper)', async ({ expect }) => {
    const r = await run('throws-sync.cjs', FAILS_BY_DYING);
    expectFailedRun(r, /exception nobody caught while handling GET \/:\nTypeError: res.cookie is not a function/, 30_000);
  });

  it.concurrent('never answers: the wait ends at --timeout', async ({ expect }) => {
    const r = await run('../hangs.cjs', FAILS_BY_WAITING);
    expectFailedRun(r, 'no response within 1000 ms to GET /: the handler never ended the response', 30_000);
  });

  it.concurrent('never answers, with nothing pending that could answer: the wait ends before --timeout', async ({ expect }) => {
    const r = await run('../hangs.cjs', ['--timeout', '20s']);
    expectFailedRun(
      r,
      "the framework would wait forever while handling GET /: nothing is pending in its process (no timer, no file, network or other operation)",
      30_000,
    );
    for (const c of r.results!.results) expect(c.durationMs).toBeLessThan(scaled(10_000));
  });

  it.concurrent('destroys the connection', async ({ expect }) => {
    const r = await run('destroys-sockets.cjs', FAILS_BY_DYING);
    expectFailedRun(r, 'the framework closed the connection without a complete response to GET /', 30_000);
  });

  it.concurrent('has a serve() that never resolves', async ({ expect }) => {
    const r = await run('serve-never-resolves.cjs', FAILS_BY_WAITING);
    expectFailedRun(r, 'serve() did not resolve within 1 s', 30_000);
  });

  it.concurrent('starts processes of its own, and exits: none outlives the run', async ({ expect }) => {
    const pids = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-pids-')), 'pids');
    const r = await inSlot(() =>
      runCli(['--adapter', path.join(MISBEHAVING, 'leaves-processes.cjs'), ...SLICE], { reports: ['json', 'junit', 'html', 'markdown'], env: { FWC_TEST_PIDS: pids } }),
    );
    expectFailedRun(r, "the framework's process exited with code 0 while handling GET /", 30_000);
    const started = fs.readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    // the one that exited, and the one that replaced it
    expect(started.length, r.output).toBeGreaterThanOrEqual(2);
    expect(started.filter(alive), 'processes the framework started, still running after the run').toEqual([]);
    fs.rmSync(path.dirname(pids), { recursive: true, force: true });
  });

  it.concurrent('is killed with its process group while the framework blocks: the framework process does not outlive it', async ({ expect }) => {
    // As a CI job's end kills a run: the CLI's whole group at once, nothing of it left to clean up.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-orphan-'));
    const pids = path.join(dir, 'pids');
    fs.writeFileSync(pids, '');
    const cli = spawn(process.execPath, [BIN, '--adapter', path.join(MISBEHAVING, 'blocks-and-records.cjs'), ...FIRST_CHECK, '--timeout', '60s'], {
      cwd: dir,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, FWC_TEST_PIDS: pids },
    });
    let framework: number | undefined;
    try {
      // until the framework blocks (the bound only for a run that never gets there)
      for (const until = Date.now() + scaled(60_000); framework === undefined && Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
        framework = Number(fs.readFileSync(pids, 'utf8').trim()) || undefined;
      }
      expect(framework, 'the framework never handled the request').toBeDefined();
      process.kill(-cli.pid!, 'SIGKILL');
      for (const until = Date.now() + scaled(10_000); alive(framework!) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
      expect(alive(framework!), 'the framework process, still running after its CLI was killed').toBe(false);
    } finally {
      if (framework !== undefined && alive(framework)) process.kill(framework, 'SIGKILL');
      if (alive(cli.pid!)) process.kill(-cli.pid!, 'SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.concurrent('starts detached processes, out of its process group: none outlives the run', async ({ expect }) => {
    const pids = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-pids-')), 'pids');
    const r = await inSlot(() =>
      runCli(['--adapter', path.join(MISBEHAVING, 'leaves-detached.cjs'), ...SLICE], { reports: ['json', 'junit', 'html', 'markdown'], env: { FWC_TEST_PIDS: pids } }),
    );
    expectFailedRun(r, "the framework's process exited with code 0 while handling GET /", 30_000);
    const started = fs.readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    // three per framework process: detached, detached with an environment of its own, orphaned by a shell
    expect(started.length, r.output).toBeGreaterThanOrEqual(6);
    expect(started.filter(alive), 'processes the framework started, still running after the run').toEqual([]);
    fs.rmSync(path.dirname(pids), { recursive: true, force: true });
  });

  it.concurrent('rewrites the installed suite as it loads: the run exits 2 naming the file, its reports sealed', async ({ expect }) => {
    // A copy of the installed package, never this worktree's own files.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-suite-copy-'));
    for (const entry of ['package.json', 'bin', 'dist', 'features', 'spec']) fs.cpSync(path.join(PACKAGE_ROOT, entry), path.join(copy, entry), { recursive: true });
    fs.symlinkSync(path.join(PACKAGE_ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    const atStart = fingerprintSuite(copy).digest;
    const reports = { json: 'r.json', junit: 'r.xml', html: 'r.html', markdown: 'r.md' };
    const reportArgs = Object.entries(reports).flatMap(([format, file]) => ['--report', `${format}:${path.join(copy, file)}`]);
    const r = await inSlot(() =>
      runCli(['--adapter', path.join(MISBEHAVING, 'rewrites-suite.cjs'), ...SLICE, ...reportArgs], {
        bin: path.join(copy, 'bin', 'fw-conformance.js'),
        reports: [],
        env: { FWC_TEST_SUITE_COPY: copy },
      }),
    );
    try {
      expect(r.code, r.output).toBe(2);
      expect(r.output).toContain("the suite's installed files changed during the run");
      expect(r.output).toContain('dist/features/support/check.js (changed)');
      for (const [format, file] of Object.entries(reports)) {
        const text = fs.readFileSync(path.join(copy, file), 'utf8');
        expect(text, format).toContain('dist/features/support/check.js (changed)');
        expect(verifySeal(format, text), format).toMatchObject({ sealed: true, intact: true, seal: { suite: atStart } });
      }
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it.concurrent('ends a whole run at --run-timeout: checks not started by then fail as not run', async ({ expect }) => {
    const r = await run('../hangs.cjs', ['--timeout', '1s', '--run-timeout', '500ms']);
    expect(r.code).toBe(1);
    expect(r.written).toEqual({ json: true, junit: true, html: true, markdown: true });
    const errors = r.results!.results.map((c) => c.error ?? '');
    expect(errors.some((e) => e.startsWith('not run: the run reached its bound (--run-timeout)'))).toBe(true);
  });

  // One at a time: these frameworks spend CPU (a spinning loop, megabytes written, work in
  // the thread pool), and the checks' bounds of 1 s must not starve beside each other.
  it('blocks its event loop with a synchronous loop', async () => {
    const r = await run('blocks.cjs', FAILS_BY_WAITING);
    expectFailedRun(r, /the framework's event loop did not respond for \d\.\d s while handling GET \//, 30_000);
  });

  /** The first check alone passes, having taken longer than the idle watch needs to decide (1.5 s). */
  async function expectPassedPastTheIdleWatch(adapter: string, timeout: string): Promise<void> {
    const r = await runCli(['--adapter', adapter, ...FIRST_CHECK, '--timeout', timeout], { reports: ['json'] });
    expect(r.code, r.output).toBe(0);
    expect(r.results!.results.map((c) => c.status)).toEqual(['passed']);
    expect(r.results!.results[0].durationMs).toBeGreaterThan(1500);
  }

  it('is not taken for idle while it works in the thread pool, which lists no resource', async () => {
    // One check: its request alone keeps a core busy for 2.5 s.
    await expectPassedPastTheIdleWatch(path.join(__dirname, 'test-adapters', 'busy', 'works-in-thread-pool.cjs'), '60s');
  });

  // The two below wait on timers and take little CPU: side by side.
  it.concurrent('is not taken for idle while an unref\'d timer, which node does not list, is to answer', async () => {
    await expectPassedPastTheIdleWatch(path.join(__dirname, 'test-adapters', 'waits-unseen', 'unref-timer-late.cjs'), '10s');
  });

  it.concurrent('is not taken for idle while a native server, whose sockets node does not list, serves', async () => {
    // ultimate-express on uWebSockets: the process lists its IPC pipes only while it serves
    // a request it answers 2.5 s later (from an unref'd timer, which is not listed either).
    await expectPassedPastTheIdleWatch(path.join(__dirname, 'test-adapters', 'waits-unseen', 'native-server-late.cjs'), '10s');
  });

  it('answers with hundreds of megabytes', async () => {
    // A bound of 10 s on the response, so that the size limit, not the clock, stops it on a
    // loaded machine (32 MiB took more than the default 1 s of these runs under load).
    const r = await run('huge-response.cjs', ['--timeout', '10s']);
    expectFailedRun(r, 'the response to GET / exceeded 32 MiB; the suite stopped reading it', 60_000);
  });

  it('floods its output: the same verdict, on what each check printed, in every check of every run', async () => {
    // Three checks, five runs: the verdict is judged on the bytes counted where the framework
    // printed them (5000 times 601 bytes to each stream per request), never on the pipes' timing.
    const THREE = ['--name', '^res\\.sendStatus\\((200|201|404)\\)', '--parallel', '1', ...FAILS_BY_WAITING];
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => inSlot(() => runCli(['--adapter', path.join(MISBEHAVING, 'floods-output.cjs'), ...THREE], { reports: ['json'] }))),
    );
    const verdicts = runs.map((r) => r.results!.results.map((c) => `${c.status}: ${c.error}`));
    expect(verdicts[0]).toEqual(Array(3).fill('failed: the framework printed 5.7 MiB during this check (a flood: more than 4 MiB); its start is kept with the check'));
    for (const v of verdicts) expect(v).toEqual(verdicts[0]);
    const r = runs[0];
    expect(r.code, r.output).toBe(1);
    // What it printed is kept with the check, cut, never in the run's own output.
    expect(r.results!.results[0].output).toContain('flood flood');
    expect(r.results!.results[0].output!.length).toBeLessThan(20_000);
    expect(r.output).not.toContain('flood flood');
  });

  it('holds ever more Buffers: the check fails at --max-memory, with the figure', async () => {
    const r = await run('hogs-buffers.cjs', ['--max-memory', '200', '--timeout', '20s']);
    expectFailedRun(r, /^the framework's process used \d+ MiB of memory \(resident\), over its bound of 200 MiB \(--max-memory\) while handling GET \/$/, 60_000);
  });

  it('takes memory fast and blocks its event loop: the check fails with the memory first, the stall after', async () => {
    const r = await run('leaks-fast.cjs', ['--max-memory', '200', ...FAILS_BY_WAITING]);
    expectFailedRun(
      r,
      /^the framework's process used \d+ MiB of memory \(resident.*\).*, near its bound of 200 MiB \(--max-memory\) while handling GET \/; then: the framework's event loop did not respond for \d\.\d s while handling GET \/$/,
      60_000,
    );
  });

  it('stalls its event loop and recovers: a property fails with the stall first', async () => {
    const r = await runCli(['--adapter', path.join(MISBEHAVING, 'stalls.cjs'), '--name', '^status codes inside and outside', '--parallel', '1', '--timeout', '3s'], {
      reports: ['json'],
    });
    expect(r.code, r.output).toBe(1);
    const [check] = r.results!.results;
    expect(check.error).toMatch(/^(Error: )?the framework's event loop (stalled|did not respond) for \d\.\d s while handling GET \/\w+\/-?\d+/);
    expect(check.error).toContain('property "status-codes" does not hold');
  });
});

describe('a framework that misbehaves while its adapter loads stops the run with exit code 2, the reason and every report', () => {
  it.concurrent('exits while being imported', async ({ expect }) => {
    const r = await run('exits-at-import.cjs', FAILS_BY_DYING);
    expect(r.code).toBe(2);
    expect(r.output).toContain("the framework's process exited with code 0 while loading the adapter");
    expect(r.written).toEqual({ json: true, junit: true, html: true, markdown: true });
    expect(r.results!.error).toContain("the framework's process exited with code 0 while loading the adapter");
    expect(r.results!.results).toEqual([]);
  });

  it.concurrent('never finishes being imported', async ({ expect }) => {
    // On a busy machine a module that spins gets little CPU, like one the machine starves: its
    // load may stretch up to --check-timeout.
    const r = await run('blocks-at-import.cjs', [...FAILS_BY_WAITING, '--check-timeout', '15s']);
    expect(r.code).toBe(2);
    // The bound of loading is 5 × --timeout (1 s here), at least 5 s.
    expect(r.output).toContain('loading the adapter did not finish within 5 s');
    expect(r.ms).toBeLessThan(scaled(35_000));
    expect(r.written).toEqual({ json: true, junit: true, html: true, markdown: true });
  }, scaled(40_000));
});

