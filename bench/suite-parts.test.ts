import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternate, summarize } from './side-by-side';
import { cpuByPart, partOf } from './cpu-profile';
import { expressSuite, mochaPassing } from './express-suite';

describe('side by side', () => {
  it('starts each round one command further on, and takes ratios round by round', () => {
    const order: string[] = [];
    const wall: Record<string, number[]> = { a: [1, 10, 1], b: [2, 30, 3] };
    const all = alternate(['a', 'b'], 3, (name, round) => {
      order.push(name);
      return { wall: wall[name][round], cpu: wall[name][round] * 2 };
    });
    expect(order).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
    const [a, b] = summarize(all, 'a');
    expect(a).toMatchObject({ name: 'a', wall: 1, wallRatio: 1 });
    // per-round ratios 2, 3, 3: the median is 3, where the ratio of medians would be 3 too but of 2 and 10 rounds apart
    expect(b).toMatchObject({ name: 'b', wall: 3, cpu: 6, wallRatio: 3, cpuRatio: 3 });
  });
});

describe('where the CPU went', () => {
  const f = (functionName: string, url = '') => ({ functionName, url });
  it('puts a sample in the part its stack belongs to', () => {
    expect(partOf([f('(idle)')])).toBe('idle');
    expect(partOf([f('(garbage collector)')])).toBe('garbage collector');
    expect(partOf([f('x', '/p/node_modules/zod/v4/core.js'), f('Module._load', 'node:internal/modules/cjs/loader')])).toBe('loading modules');
    expect(partOf([f('writeUtf8String'), f('writeChannelMessage', 'node:internal/child_process/serialization'), f('post', '/p/dist/adapters/isolation/framework-process.js')])).toBe('IPC messages (child_process)');
    expect(partOf([f('internalConnect', 'node:net'), f('send', '/p/dist/features/support/http-client.js')])).toBe('HTTP (node:net, node:http)');
    expect(partOf([f('execLazy', '/p/node_modules/regexp-match-indices/implementation.js')])).toBe('Cucumber');
    expect(partOf([f('readFileSync', 'node:fs'), f('sample', '/p/dist/adapters/isolation/starvation.js')])).toBe('isolation (adapters/isolation)');
    expect(partOf([f('judge', '/p/dist/features/support/http-lint.js')])).toBe('checks (features/)');
    expect(partOf([f('onMessage', '/p/dist/runner/collect.js')])).toBe('runner and CLI');
    expect(partOf([f('emit', 'node:events')])).toBe('node internals');
  });

  it('in a framework process, tells the app\'s set-up from the framework serving and the host', () => {
    const build = f('build', '/p/dist/adapters/isolation/framework-host.js');
    const handle = f('handle', '/p/dist/adapters/isolation/framework-host.js');
    expect(partOf([f('route', '/p/node_modules/express5/lib/application.js'), f('(anon)', ''), build], true)).toBe("app set-up (the scenario's app code)");
    expect(partOf([f('Script', 'node:vm'), build], true)).toBe("app set-up (the scenario's app code)");
    expect(partOf([f('send', '/p/node_modules/express5/lib/response.js'), f('emit', 'node:events'), f('parserOnIncoming', 'node:_http_server')], true)).toBe('the framework serving');
    expect(partOf([f('sendStatus', '/p/dist/reference/response.js'), f('emit', 'node:events')], true)).toBe('the framework serving');
    expect(partOf([f('writeGeneric', 'node:internal/stream_base_commons'), f('_writeGeneric', 'node:net'), f('send', '/p/node_modules/express5/lib/response.js')], true)).toBe('HTTP (node:net, node:http)');
    expect(partOf([f('closeServed', '/p/dist/adapters/isolation/framework-host.js'), handle], true)).toBe('isolation (adapters/isolation)');
    expect(partOf([f('createApp', '/p/dist/adapters/serve.js'), handle], true)).toBe('isolation (adapters/isolation)');
    // The profiler writing its window is not the run's.
    expect(partOf([f('stringify', ''), f('(anon)', '/p/dist/bench/framework-profiler.js')], true)).toBe('idle');
    // Elsewhere, a package is a package, the adapters' modules are the runner's.
    expect(partOf([f('send', '/p/node_modules/express5/lib/response.js')])).toBe('other packages');
    expect(partOf([f('createApp', '/p/dist/adapters/serve.js')])).toBe('runner and CLI');
  });

  it('adds up the time of each sample, idle left out', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: f('(root)'), children: [2, 3] },
        { id: 2, callFrame: f('(idle)') },
        { id: 3, callFrame: f('run', '/p/dist/runner/run.js'), children: [4] },
        { id: 4, callFrame: f('parse', '/p/node_modules/zod/index.js') },
      ],
      samples: [2, 3, 4, 4, 2],
      timeDeltas: [5, 7, 11, 13, 17],
    };
    expect(Object.fromEntries(cpuByPart(profile))).toEqual({ 'runner and CLI': 7, zod: 24 });
  });
});

describe("Express's own suite", () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'express-suite-'));
  it('says the npm package ships no tests, naming what it holds', () => {
    const installed = tmp();
    fs.mkdirSync(path.join(installed, 'lib'));
    fs.writeFileSync(path.join(installed, 'index.js'), '');
    const found = expressSuite(undefined, installed);
    expect(found).toEqual({ missing: expect.stringContaining(`ships no tests (${installed} holds index.js, lib)`) });
  });

  it("runs a checkout's own test script with its mocha, and refuses another repository", () => {
    const repo = tmp();
    fs.writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'express', version: '5.1.0', scripts: { test: 'mocha --require test/support/env --reporter spec --check-leaks test/ test/acceptance/' } }));
    expect(expressSuite(repo, repo)).toEqual({ missing: expect.stringContaining('mocha is not installed') });
    fs.mkdirSync(path.join(repo, 'node_modules', 'mocha', 'bin'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'node_modules', 'mocha', 'bin', 'mocha.js'), '');
    expect(expressSuite(repo, repo)).toEqual({
      command: [process.execPath, path.join(repo, 'node_modules', 'mocha', 'bin', 'mocha.js'), '--require', 'test/support/env', '--reporter', 'spec', '--check-leaks', 'test/', 'test/acceptance/'],
      cwd: repo,
      version: '5.1.0',
    });
    fs.writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'koa', scripts: { test: 'mocha' } }));
    expect(expressSuite(repo, repo)).toEqual({ missing: expect.stringContaining("not Express's repository") });
  });

  it("reads mocha's count of passing tests", () => {
    expect(mochaPassing('  1132 passing (3s)\n')).toBe(1132);
    expect(mochaPassing('nothing')).toBeUndefined();
  });
});
