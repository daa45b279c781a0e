// Every exit 2 of a run says why, on the terminal and in each requested report that can be
// written: a path that cannot be written is found before the run starts, an argument error
// still writes the reports (the README's promise), each carrying the error.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'vitest';
import { runCli } from '../test-support/cli';

const ALL = ['json', 'junit', 'html', 'markdown'] as const;

describe.concurrent('a run that cannot be made exits 2 at once, with every report that can be written saying why', () => {
  it.skipIf(!fs.existsSync('/proc/self'))('a report under /proc: refused before the run, with the path and the reason', async ({ expect }) => {
    const r = await runCli(['--tags', '@security', '--report', 'json:/proc/nope/r.json'], { reports: ['json', 'junit'], timeoutMs: 30_000 });
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain('cannot write /proc/nope/r.json: /proc/nope cannot be created');
    expect(r.stderr).toContain('(ENOENT)');
    expect(r.written).toMatchObject({ json: true, junit: true });
    expect(r.results!.error).toContain('cannot write /proc/nope/r.json');
    expect(r.results!.results).toEqual([]);
  });

  it('a report whose parent is a file: refused, naming the file, the run not started', async ({ expect }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-parent-'));
    try {
      fs.writeFileSync(path.join(dir, 'README.md'), 'x');
      const r = await runCli(['--report', 'json:README.md/r.json'], { cwd: dir, reports: ['markdown'], timeoutMs: 30_000 });
      expect(r.code, r.output).toBe(2);
      expect(r.stderr).toContain(`cannot write README.md/r.json: ${path.join(dir, 'README.md')} is a file, not a directory`);
      expect(fs.statSync(path.join(dir, 'README.md')).isFile()).toBe(true);
      expect(r.written.markdown).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an fw() that returns no app (a bare middleware): the shape it expected, before any check", async ({ expect }) => {
    const adapter = path.join(__dirname, 'test-adapters', 'misbehaving', 'fw-returns-middleware.cjs');
    const r = await runCli(['--adapter', adapter], { reports: ['json'], timeoutMs: 30_000 });
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain("the adapter's fw() returned the function (req, res, next) => next(), which is not an app: an app has the methods use, get, listen");
    expect(r.results!.error).toContain('which is not an app');
    expect(r.results!.results).toEqual([]);
  });

  it.for<[string[], string]>([
    [['--frobnicate'], 'unknown option "--frobnicate"'],
    [['--profile', '6.x'], 'unknown profile "6.x"'],
    [['--tags', '@res and ('], '--tags "@res and (" is not a tag expression'],
    [['--adapter', '--profile', '5.x'], '--adapter needs a value, but the next argument is the option "--profile"'],
  ])('an argument error (%j) writes every report, carrying the error', async ([args, message], { expect }) => {
    const r = await runCli(args, { reports: [...ALL], timeoutMs: 30_000 });
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.written).toEqual({ json: true, junit: true, html: true, markdown: true });
    expect(r.results!.error).toContain(`usage error: ${message}`);
  });
});
