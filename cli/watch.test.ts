// --watch end to end, on a copy of a framework in a scratch project: the first pass, an edit of
// the framework, the second pass printing only the check that flipped, then SIGINT: exit 0,
// and none of the processes it started left. Every wait ends on an event (a line of output,
// the exit), bounded.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli } from '../test-support/cli';
import { scaled } from '../test-support/time-factor';
import type { CodeCoverage } from '../conformance-report/src/code-coverage';
import type { Results } from '../runner/results';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-watch-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const REFERENCE = JSON.stringify(path.join(__dirname, '..', 'dist', 'reference', '5.x.js'));
const BROKEN = `const fw = require(${REFERENCE});\nmodule.exports = Object.assign(() => { const app = fw(); app.use((req, res, next) => { const s = res.sendStatus; res.sendStatus = (c) => (c === 599 ? res.status(c).send('x') : s.call(res, c)); next(); }); return app; }, fw);\n`;

/** Processes whose environment carries `mark` (Linux: /proc), the CLI's descendants wherever they were reparented. */
function marked(mark: string): number[] {
  const pids: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes(mark)) pids.push(Number(pid));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

describe('--watch', () => {
  it.runIf(process.platform === 'linux')('reruns on a change of the framework, prints only what flipped, and stops on SIGINT with exit 0', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'p-'));
    fs.writeFileSync(path.join(project, 'package.json'), '{"name":"myfw","version":"1.0.0"}\n');
    fs.mkdirSync(path.join(project, 'lib'));
    fs.writeFileSync(path.join(project, 'lib', 'fw.cjs'), `module.exports = require(${REFERENCE});\n`);
    fs.writeFileSync(path.join(project, 'adapter.cjs'), "module.exports = require('./lib/fw.cjs');\n");
    const mark = `FWC_WATCH_TEST_${process.pid}_${Date.now()}`;
    const watch = startCli(['--adapter', './adapter.cjs', '--name', '^res\\.sendStatus with an unknown code', '--watch'], { cwd: project, env: { [mark]: '1' } });
    try {
      await watch.waitFor('for changes; Ctrl-C to stop');
      const first = watch.output();
      expect(first).toContain('1 passed, 0 failed');
      expect(first).toMatch(/watching \. \(2 directories\)/);

      fs.writeFileSync(path.join(project, 'lib', 'fw.cjs'), BROKEN);
      await watch.waitFor('for changes; Ctrl-C to stop', 2);
      const second = watch.output().slice(first.length);
      expect(second).toContain('pass 2, after a change of lib/fw.cjs');
      expect(second).toMatch(/\nres-operations\/res\.sendStatus\n {2}regressed +passed -> failed +features\/response\/res\.sendStatus\.feature::res\.sendStatus with an unknown code sends the code as the body\n {6}Error: expected body "599", got "x"/);
      expect(second).toContain('0 passed, 1 failed');
      // Only what changed: no summary table, no list of slow checks.
      expect(second).not.toContain('spec area');
      expect(second).not.toContain('Slowest checks');
      expect(marked(mark).filter((pid) => pid !== watch.child.pid)).toEqual([]);

      watch.child.kill('SIGINT');
      expect(await watch.exited).toBe(0);
      expect(watch.output()).toContain('watch stopped');
      expect(marked(mark)).toEqual([]);
    } finally {
      watch.child.kill('SIGKILL');
    }
  }, scaled(240_000));

  it.runIf(process.platform === 'linux')('with --coverage, reruns after an edit only the checks whose coverage reached the edited file', async () => {
    // A framework of its own files over the reference: res.sendStatus goes through lib/status.cjs,
    // whose body only the sendStatus checks run; the res.set checks never reach it.
    const project = fs.mkdtempSync(path.join(dir, 'c-'));
    const lib = path.join(project, 'lib');
    fs.mkdirSync(lib);
    fs.writeFileSync(path.join(project, 'package.json'), '{"name":"myfw","version":"1.0.0"}\n');
    const fwFile = `const fw = require(${REFERENCE});\nconst sendStatus = require('./status.cjs');\nmodule.exports = Object.assign(() => {\n  const app = fw();\n  app.use((req, res, next) => {\n    const original = res.sendStatus;\n    res.sendStatus = (code) => sendStatus(res, code, original);\n    next();\n  });\n  return app;\n}, fw);\n`;
    fs.writeFileSync(path.join(lib, 'fw.cjs'), fwFile);
    const status = (body: string) => `module.exports = function sendStatus(res, code, original) {\n  const sent = ${body};\n  return original.call(res, sent);\n};\n`;
    fs.writeFileSync(path.join(lib, 'status.cjs'), status('code'));
    fs.writeFileSync(path.join(project, 'adapter.cjs'), "module.exports = require('./lib/fw.cjs');\n");
    const pass = path.join(project, 'pass.json');
    const watch = startCli(['--adapter', './adapter.cjs', '--profile', '5.x', '--name', 'sendStatus\\(20[012]\\)', '--name', "^res\\.set\\('Content-Type', 'text/(html|plain)'", '--parallel', '1', '--coverage', '--report', `json:${pass}`, '--watch'], { cwd: project });
    const ran = () => (JSON.parse(fs.readFileSync(pass, 'utf8')) as Results).results.map((r) => r.name).sort();
    const bound = scaled(120_000);
    try {
      await watch.waitFor('for changes; Ctrl-C to stop', 1, bound);
      expect(watch.output()).toContain('5 passed, 0 failed');
      const all = ran();
      expect(all).toHaveLength(5);
      const coverage = JSON.parse(fs.readFileSync(path.join(project, '.fw-conformance', 'coverage', 'coverage.json'), 'utf8')) as CodeCoverage;
      const reaching = new Set(Object.values(coverage.files[fs.realpathSync(path.join(lib, 'status.cjs'))].checks).flat().map((i) => coverage.checks[i]));
      expect(reaching.size).toBe(3);

      // An edit of the file the sendStatus checks reached: those three rerun, the res.set ones do not.
      let seen = watch.output().length;
      fs.writeFileSync(path.join(lib, 'status.cjs'), status('code === 201 ? 200 : code'));
      await watch.waitFor('for changes; Ctrl-C to stop', 2, bound);
      let out = watch.output().slice(seen);
      expect(out).toContain('pass 2, after a change of lib/status.cjs\nreran 3 of 5 checks: 3 whose coverage reached lib/status.cjs\n');
      expect(ran()).toEqual(all.filter((name) => name.includes('sendStatus')));
      expect(out).toMatch(/regressed +passed -> failed +features\/response\/res\.sendStatus\.feature::res\.sendStatus\(201\)/);
      // the counts are the watch's whole selection's, the two res.set checks kept from pass 1
      expect(out).toContain('4 passed, 1 failed');

      // A file the coverage names no check for (new, not code): the whole selection reruns.
      seen = watch.output().length;
      fs.writeFileSync(path.join(lib, 'notes.txt'), 'a file the framework may read\n');
      await watch.waitFor('for changes; Ctrl-C to stop', 3, bound);
      out = watch.output().slice(seen);
      expect(out).toContain('reran the whole selection: lib/notes.txt is a file no check\'s coverage names');
      expect(ran()).toEqual(all);
      expect(out).toContain('no check changed its verdict');

      watch.child.kill('SIGINT');
      expect(await watch.exited).toBe(0);
    } finally {
      watch.child.kill('SIGKILL');
    }
  }, scaled(480_000));

  it('stops a pass under way on SIGINT, its framework processes with it', async () => {
    const project = fs.mkdtempSync(path.join(dir, 'q-'));
    fs.writeFileSync(path.join(project, 'adapter.cjs'), `module.exports = require(${REFERENCE});\n`);
    const mark = `FWC_WATCH_TEST_${process.pid}_${Date.now()}_b`;
    // A pass of a whole area, long enough to be under way when the signal comes.
    const watch = startCli(['--adapter', './adapter.cjs', '--tags', '@spec:res-operations/res.send or @spec:res-operations/res.json', '--watch', '--watch-path', 'adapter.cjs'], { cwd: project, env: { [mark]: '1' } });
    try {
      // The pass's framework process is up: the check processes started.
      await new Promise<void>((resolve, reject) => {
        const bound = setTimeout(() => reject(new Error(`no framework process within the bound:\n${watch.output()}`)), scaled(60_000));
        const look = setInterval(() => {
          if (marked(mark).some((pid) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').includes('FW_CONFORMANCE_FRAMEWORK_PROCESS'))) {
            clearInterval(look);
            clearTimeout(bound);
            resolve();
          }
        }, 50);
      });
      watch.child.kill('SIGINT');
      expect(await watch.exited).toBe(0);
      // Framework processes end when their parent's channel closes: wait on that, bounded.
      for (const until = Date.now() + scaled(10_000); Date.now() < until && marked(mark).length; ) await new Promise((r) => setTimeout(r, 100));
      expect(marked(mark)).toEqual([]);
    } finally {
      watch.child.kill('SIGKILL');
    }
  }, scaled(120_000));
});
