// What loading the step library costs a check process: every check process loads all of it,
// a one-check run's included, so a package only some steps use loads when they first run.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { expect, it } from 'vitest';

const STEPS = path.join(__dirname, '..', '..', 'dist', 'features', 'steps');

it('loading the step definitions loads no fast-check (the property step loads it when it runs)', () => {
  const script = `
    const { supportCodeLibraryBuilder } = require('@cucumber/cucumber');
    supportCodeLibraryBuilder.reset(process.cwd(), () => String(Math.random()));
    const fs = require('node:fs');
    const steps = fs.readdirSync(${JSON.stringify(STEPS)}).filter((f) => f.endsWith('.steps.js'));
    for (const f of steps) require(${JSON.stringify(STEPS)} + '/' + f);
    process.stdout.write(JSON.stringify({ steps: steps.length, fastCheck: Object.keys(require.cache).filter((f) => f.includes('/fast-check/')) }));`;
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: path.join(__dirname, '..', '..') });
  expect(r.stderr).toBe('');
  const loaded = JSON.parse(r.stdout) as { steps: number; fastCheck: string[] };
  expect(loaded.steps).toBeGreaterThan(5);
  expect(loaded.fastCheck).toEqual([]);
});
