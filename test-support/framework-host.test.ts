// The tests' own way of speaking to the built host: a host that dies ends a wait at once.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forkHost } from './framework-host';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-forked-host-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a forked host', () => {
  it('that dies before it answers ends the wait, saying so', async () => {
    const broken = path.join(dir, 'broken.js');
    fs.writeFileSync(broken, "throw new Error('a module that does not load');\n");
    const { child, serve } = forkHost({ thread: false, execArgv: ['--require', broken], stderr: 'ignore' });
    try {
      await expect(serve('reference', "app.get('/', (req, res) => res.end('ok'))")).rejects.toThrow(/the host went away before it answered/);
      // and a wait begun after it is gone
      await expect(serve('reference', '')).rejects.toThrow(/the host went away before it answered/);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
