// The framework thread (framework-host.ts) runs the framework as the main thread would: a
// framework that overflows the main thread's stack overflows it there too. The built host is
// forked as launch.ts forks it, on its main thread and in a framework thread, and an app
// answers how deep it can recurse.
import { fork } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FromFramework } from './protocol';

const ROOT = path.join(__dirname, '..', '..');
const HOST = path.join(ROOT, 'dist', 'adapters', 'isolation', 'framework-host.js');
const DEPTH_APP = "app.get('/', (req, res) => { const d = (n) => { try { return d(n + 1) } catch { return n } }; res.end(String(d(0))) })";

/** How deep the app's code recursed in a framework process, on its main thread or in a framework thread. */
async function depth(thread: boolean): Promise<number> {
  const child = fork(HOST, [], { cwd: ROOT, env: { ...process.env, FWC_FRAMEWORK_THREAD: thread ? '1' : '0' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'json' });
  const next = (...types: string[]) =>
    new Promise<FromFramework>((resolve) => {
      const take = (m: FromFramework) => {
        if (!types.includes(m.t)) return;
        child.off('message', take);
        resolve(m);
      };
      child.on('message', take);
    });
  try {
    child.send({ t: 'load', spec: './adapters/examples/polka.cjs', profile: '4.x', cwd: ROOT });
    expect((await next('loaded', 'load-failed')).t).toBe('loaded');
    child.send({ t: 'build', id: 1, check: 1, code: DEPTH_APP, fixtures: '', tls: false, closeFirst: false });
    const built = await next('ok', 'failed');
    if (built.t !== 'ok') throw new Error(JSON.stringify(built));
    return Number(await (await fetch(`${built.url!}/`)).text());
  } finally {
    child.kill('SIGKILL');
  }
}

describe('the framework thread', () => {
  it("recurses as deep as the main thread, within a few per cent (a worker's own stack is four times as deep)", async () => {
    const [main, thread] = [await depth(false), await depth(true)];
    expect(main).toBeGreaterThan(1000);
    expect(Math.abs(thread - main) / main).toBeLessThan(0.05);
  });
});
