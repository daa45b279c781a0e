// The framework thread (framework-host.ts) runs the framework as the main thread would: a
// framework that overflows the main thread's stack overflows it there too. The built host is
// forked as launch.ts forks it, on its main thread and in a framework thread, and an app
// answers how deep it can recurse.
import { describe, expect, it } from 'vitest';
import { forkHost } from '../../test-support/framework-host';

const DEPTH_APP = "app.get('/', (req, res) => { const d = (n) => { try { return d(n + 1) } catch { return n } }; res.end(String(d(0))) })";

/** How deep the app's code recursed in a framework process, on its main thread or in a framework thread. */
async function depth(thread: boolean): Promise<number> {
  const { child, serve } = forkHost({ thread });
  try {
    const url = await serve('./adapters/examples/polka.cjs', DEPTH_APP);
    return Number(await (await fetch(`${url}/`)).text());
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
