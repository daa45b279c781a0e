// The built framework host (dist/), forked as launch.ts forks it, for the tests that speak its
// protocol themselves: load an adapter, build and serve an app's code, then talk to the app.
import { fork, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import type { FromFramework } from '../adapters/isolation';
import { PACKAGE_ROOT } from '../layout/package-root';

const HOST = path.join(PACKAGE_ROOT, 'dist', 'adapters', 'isolation', 'framework-host.js');

export interface ForkedHost {
  child: ChildProcess;
  /** The next message of one of `types` (the others are let by). */
  next(...types: FromFramework['t'][]): Promise<FromFramework>;
  /** Loads `adapter` and serves `code` with it: the app's URL. */
  serve(adapter: string, code: string): Promise<string>;
}

/** `thread`: the framework in a framework thread (FWC_FRAMEWORK_THREAD=1) or on the main thread. */
export function forkHost(options: { thread: boolean; execArgv?: string[]; stderr?: 'inherit' | 'ignore' }): ForkedHost {
  const child = fork(HOST, [], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, FWC_FRAMEWORK_THREAD: options.thread ? '1' : '0' },
    ...(options.execArgv ? { execArgv: options.execArgv } : {}),
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit', 'ipc'],
    serialization: 'json',
  });
  // A host that is gone (one of its own modules did not load, say) ends the wait with why,
  // rather than leave it to the test's time-out. Gone is its channel closed, not its exit:
  // a message it sent just before exiting is read before the channel closes, while the exit
  // may be seen first.
  const gone = () => {
    if (child.connected) return undefined;
    const how = child.exitCode !== null ? `exit code ${child.exitCode}` : (child.signalCode ?? 'its channel closed');
    return new Error(`the host went away before it answered (${how})`);
  };
  const next = (...types: FromFramework['t'][]) =>
    new Promise<FromFramework>((resolve, reject) => {
      const already = gone();
      if (already) return reject(already);
      const take = (m: FromFramework) => {
        if (!types.includes(m.t)) return;
        stop();
        resolve(m);
      };
      const wentAway = () => {
        stop();
        reject(gone());
      };
      const stop = () => {
        child.off('message', take);
        child.off('disconnect', wentAway);
      };
      child.on('message', take);
      child.on('disconnect', wentAway);
    });
  /** Sends `message` and waits for one of `types`; a message that cannot be sent is a host gone, which the wait says. */
  const ask = (message: object, ...types: FromFramework['t'][]) => {
    const answer = next(...types);
    child.send(message, () => {});
    return answer;
  };
  const serve = async (adapter: string, code: string) => {
    const loaded = await ask({ t: 'load', spec: adapter, profile: '4.x', cwd: PACKAGE_ROOT }, 'loaded', 'load-failed');
    if (loaded.t !== 'loaded') throw new Error(`the host did not load ${adapter}: ${JSON.stringify(loaded)}`);
    const built = await ask({ t: 'build', id: 1, check: 1, code, fixtures: '', tls: false, closeFirst: false }, 'ok', 'failed');
    if (built.t !== 'ok') throw new Error(`the host did not serve the app: ${JSON.stringify(built)}`);
    return built.url!;
  };
  return { child, next, serve };
}
