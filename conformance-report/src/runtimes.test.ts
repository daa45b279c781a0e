// The runtime matrix as committed: its Markdown is what its JSON gives, and every check that
// differs on a runtime has its cause written in runtimes.md.
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { differences, matrixMarkdown, readRuntimeMatrix, RUNTIME_TARGETS, RUNTIMES_MD, runtimesMdWith } from './runtimes';

const FIX = 'regenerate with `npm run report` (or `npm run report -- --runtimes-only`) and commit conformance-report/';

describe('conformance-report/runtimes', () => {
  const matrix = readRuntimeMatrix();
  const md = fs.readFileSync(RUNTIMES_MD, 'utf8');

  it('covers every target on Node 22, Node 24, Bun and Deno', () => {
    expect(matrix, `runtimes.json is missing: ${FIX}`).toBeDefined();
    expect(matrix!.targets.map((t) => `${t.target} ${t.profile}`)).toEqual(RUNTIME_TARGETS.map((t) => `${t.name} ${t.profile}`));
    for (const t of matrix!.targets) expect(t.runtimes.map((r) => r.runtime + (r.runtime === 'node' ? ' ' + r.version.split('.')[0] : ''))).toEqual(['node 22', 'node 24', 'bun', 'deno']);
  });

  it('has the Markdown its JSON gives', () => {
    expect(md, `runtimes.md is ${FIX}`).toBe(runtimesMdWith(md, matrix!));
    expect(matrixMarkdown(matrix!)).toContain('| framework (profile) |');
  });

  it('gives the cause of every check that differs', () => {
    const causes = md.slice(md.indexOf('## Causes'));
    const missing = matrix!.targets.flatMap((t) => t.runtimes.flatMap((r) => r.differences.filter((d) => !causes.includes(d.id)).map((d) => `${t.target} (${t.profile}) on ${r.runtime}: ${d.id}`)));
    expect(missing, 'write the cause of each under "## Causes" in conformance-report/runtimes.md, naming the check id').toEqual([]);
  });
});

describe('differences', () => {
  const run = (checks: Array<[string, 'passed' | 'failed' | 'skipped', string?]>) =>
    ({ results: checks.map(([id, status, error]) => ({ id, status, error })) }) as unknown as Results;

  it('lists the checks whose status changed, appeared or disappeared, with the error in its stable form', () => {
    const base = run([['a', 'passed'], ['b', 'passed'], ['c', 'failed', 'x'], ['gone', 'passed']]);
    const here = run([['a', 'passed'], ['b', 'failed', 'Error: listen EADDRINUSE :::40123\n    at x (y.js:1:2)'], ['c', 'failed', 'y'], ['new', 'skipped']]);
    expect(differences(base, here)).toEqual([
      { id: 'b', base: 'passed', here: 'failed', error: 'Error: listen EADDRINUSE :::<port>' },
      { id: 'gone', base: 'passed', here: 'absent' },
      { id: 'new', base: 'absent', here: 'skipped' },
    ]);
  });
});
