// The count of the timers a framework unref'd, run in a process of its own on the built
// module (dist/), as the framework host runs it: it patches the runtime's timers for good.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../layout/package-root';

const MODULE = path.join(PACKAGE_ROOT, 'dist', 'adapters', 'isolation', 'unref-timers.js');

/** Runs `body` (which prints its counts with say()) after the watch starts; its lines. */
function counts(body: string): string[] {
  const script = `const count = require(${JSON.stringify(MODULE)}).watchUnrefTimers(); const say = (what) => console.log(what + ' ' + count()); ${body}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split('\n');
}

describe("the unref'd timers a framework holds", () => {
  it('counts a timer or an interval unref\'d, until it fires, is cleared or is ref\'d again', () => {
    const lines = counts(`
      const once = setTimeout(() => setImmediate(() => { say('fired'); }), 20).unref();
      const every = setInterval(() => {}, 1000).unref();
      const again = setTimeout(() => {}, 1000).unref();
      say('three');
      again.ref(); clearTimeout(again);
      say('re-refd');
      clearInterval(every);
      say('cleared');
      setTimeout(() => {}, 100); // (keeps the process for the unref'd one to fire)
    `);
    expect(lines).toEqual(['three 3', 're-refd 2', 'cleared 1', 'fired 0']);
  });

  it("leaves out node's own: an HTTP server's interval that checks its connections", () => {
    const lines = counts(`
      const server = require('node:http').createServer().listen(0, '127.0.0.1', () => { say('serving'); server.close(); });
    `);
    expect(lines).toEqual(['serving 0']);
  });

  it('watches nothing where the runtime\'s timers are numbers, and leaves no timer of its own behind', () => {
    const script = `
      const timers = require('node:timers'), cleared = [];
      timers.setTimeout = () => 7; // a runtime whose timers are numbers
      timers.clearTimeout = (id) => cleared.push(id);
      const count = require(${JSON.stringify(MODULE)}).watchUnrefTimers();
      console.log(JSON.stringify({ count: count() ?? 'unknown', cleared }));`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual({ count: 'unknown', cleared: [7] });
  });

  it('counts nothing of timers that were never unref\'d', () => {
    expect(counts(`const t = setTimeout(() => {}, 1000); say('refd'); clearTimeout(t);`)).toEqual(['refd 0']);
  });
});
