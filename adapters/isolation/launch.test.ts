import { describe, expect, it } from 'vitest';
import { launchHost } from './launch';
import { RuntimeError } from './runtime';

describe('launchHost', () => {
  it('refuses to run the framework process on bun or deno from the sources: they need the build', () => {
    for (const name of ['bun', 'deno'] as const) {
      const runtime = { name, version: '1.0.0', executable: `/nowhere/${name}`, execArgv: [] };
      expect(() => launchHost({ cwd: process.cwd(), runtime, maxMemoryMib: 64, env: {} })).toThrow(RuntimeError);
      expect(() => launchHost({ cwd: process.cwd(), runtime, maxMemoryMib: 64, env: {} })).toThrow(/run the CLI from dist\//);
    }
  });
});
