// zod with its locales loaded when read: the same messages, fewer modules, and every locale
// still there for whoever reads one. Each case in a process of its own (the module cache).
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from './package-root';

const BUILT = path.join(PACKAGE_ROOT, 'dist', 'layout', 'zod-english.js');

function zodIn(lazy: boolean): { loaded: number; messages: string[]; locales: string[]; fr: string; after: number } {
  const script = `
    if (${lazy}) require(${JSON.stringify(BUILT)}).loadZodLocalesWhenRead();
    const { z } = require('zod');
    const loaded = Object.keys(require.cache).filter((f) => f.includes('/zod/')).length;
    const r = z.object({ a: z.string(), b: z.number().min(3), c: z.enum(['x', 'y']) }).safeParse({ a: 1, b: 1, c: 'z' });
    const messages = r.error.issues.map((i) => i.message);
    const locales = Object.keys(z.locales);
    z.config(z.locales.fr());
    const fr = z.string().safeParse(1).error.issues[0].message;
    process.stdout.write(JSON.stringify({ loaded, messages, locales, fr, after: Object.keys(require.cache).filter((f) => f.includes('/zod/')).length }));`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: PACKAGE_ROOT });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as ReturnType<typeof zodIn>;
}

it("loads zod's locales when one is read, and zod says what it said", () => {
  const eager = zodIn(false);
  const lazy = zodIn(true);
  expect(lazy.messages).toEqual(eager.messages);
  expect(lazy.messages[0]).toMatch(/^Invalid input: expected string/);
  expect(lazy.loaded).toBeLessThan(eager.loaded - 50);
  // read, they are all there, and work
  expect(lazy.locales).toEqual(eager.locales);
  expect(lazy.locales).toContain('fr');
  expect(lazy.fr).toBe(eager.fr);
  expect(lazy.after).toBe(eager.after);
});
