// What the framework process loads before the framework: every crash costs a fresh one (or a
// fresh framework thread), so its start is what a crash costs. It runs the built host
// (dist/), as launch.ts does, with a polka adapter; zod (a sixth of a process start) and the
// bundled adapters are not among the modules it loaded by the time it served a check; for a
// bundled adapter, no zod either, and the reference loads a library when an app first uses it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forkHost } from '../../test-support/framework-host';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-host-weight-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The modules the host had loaded (paths from node_modules/ or dist/, Node's own as node:name) when the check side let it go. */
async function modulesAfterACheck(adapter: string): Promise<string[]> {
  const list = path.join(dir, 'modules.json');
  const preload = path.join(dir, 'list-modules.js');
  // (Node's own modules by process.moduleLoadList, as "node:https")
  fs.writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify([...Object.keys(require.cache), ...process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => 'node:' + m.slice(13))])));`,
  );
  // (on the main thread: the framework thread's modules are another thread's)
  const { child, serve } = forkHost({ thread: false, execArgv: ['--require', preload] });
  try {
    await serve(adapter, "app.get('/', (req, res) => res.end('ok'))");
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect(); // the check side is gone: the host ends
    await exited;
  } finally {
    child.kill('SIGKILL');
  }
  return (JSON.parse(fs.readFileSync(list, 'utf8')) as string[]).map((f) => f.replace(/^.*?\/(node_modules|dist)\//, '$1/'));
}

describe('the framework process start', () => {
  it('loads neither zod nor the bundled adapters for an adapter module that is valid', async () => {
    const modules = await modulesAfterACheck('./adapters/examples/polka.cjs');
    expect(modules).toContain('node_modules/polka/index.js');
    expect(modules.filter((m) => /node_modules\/zod\/|dist\/adapters\/(bundled|express|reference|contract)\.js/.test(m))).toEqual([]);
    // an app served over plain HTTP: no TLS loaded (adapters/serve.ts loads it for the first app served over TLS)
    expect(modules).toContain('node:http');
    expect(modules.filter((m) => m === 'node:https' || m === 'node:tls' || m === 'node:_tls_wrap')).toEqual([]);
  });

  it('loads no zod for a bundled adapter, and the reference no library its app did not use', async () => {
    const modules = await modulesAfterACheck('reference');
    expect(modules).toContain('dist/reference/4.x.js');
    expect(modules).toContain('dist/adapters/bundled.js');
    // the app served answers with res.end: no query parsed, no body read, no content negotiated,
    // no MIME type looked up, no file sent
    expect(modules.filter((m) => /node_modules\/(zod|qs|raw-body|iconv-lite|type-is|mime-types|mime-db|mime|send|accepts)\/|dist\/adapters\/contract\.js/.test(m))).toEqual([]);
  });
});
