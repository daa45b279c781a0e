// The runtime matrix as committed: its Markdown is what its JSON gives, and every check that
// differs on a runtime has its cause written in runtimes.md.
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { confirmed, differences, GROUPED_ABOVE, matrixMarkdown, readRuntimeMatrix, RUNTIME_TARGETS, RUNTIMES_MD, runtimesMdWith, uncaused, type RuntimeMatrix } from './runtimes';

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
    expect(uncaused(matrix!, md), 'write the cause of each under "## Causes" in conformance-report/runtimes.md, naming the check id (or, for a cell of many, the cell in a heading)').toEqual([]);
  });
});

describe('causes', () => {
  const diff = (id: string) => ({ id, base: 'passed', here: 'not-implemented', missing: 'res.send' });
  const matrix = (n: number): RuntimeMatrix => ({
    base: '20.0.0',
    targets: [{ target: 'x', profile: '3.x', base: { passed: n } as RuntimeMatrix['targets'][0]['base'], runtimes: [{ runtime: 'deno', version: '2', summary: {} as RuntimeMatrix['targets'][0]['base'], differences: Array.from({ length: n }, (_, i) => diff(`f::c${i}`)) }] }],
  });

  it('a few differences: each check is named under Causes', () => {
    expect(uncaused(matrix(2), '## Causes\n\nf::c0 and f::c1: why')).toEqual([]);
    expect(uncaused(matrix(2), 'f::c1 above Causes\n## Causes\n\nf::c0: why')).toEqual(['x (3.x) on deno: f::c1']);
  });

  it('a cell of many: a heading of the Causes names the cell, and the list groups them', () => {
    const many = matrix(GROUPED_ABOVE + 1);
    expect(uncaused(many, '## Causes\n\n### x (3.x) on deno: every check\n\nwhy')).toEqual([]);
    // named in prose only, not as a heading: each check must be named
    expect(uncaused(many, '## Causes\n\nx (3.x) on deno is slow').length).toBe(GROUPED_ABOVE + 1);
    expect(matrixMarkdown(many)).toContain(`- x (3.x) on deno: ${GROUPED_ABOVE + 1} checks, every one in runtimes.json: ${GROUPED_ABOVE + 1}: passed on node 20.0.0, not-implemented here (res.send missing) (e.g. \`f::c0\`)`);
    expect(matrixMarkdown(matrix(2))).toContain('- x (3.x) on deno: `f::c1`: passed on node 20.0.0, not-implemented here (res.send missing)');
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

describe('confirmed: a difference is one the runtime makes in every run', () => {
  type Check = [string, 'passed' | 'failed'];
  const run = (checks: Check[]) =>
    ({
      summary: { passed: checks.filter((c) => c[1] === 'passed').length, failed: checks.filter((c) => c[1] === 'failed').length, skipped: 0, divergent: 0, notImplemented: 0, notRun: 0, flaky: 0 },
      results: checks.map(([id, status]) => ({ id, status, spec: [], tags: [], feature: 'f', name: id })),
    }) as unknown as Results;
  const base = run([['steady', 'passed'], ['flake', 'passed'], ['differs', 'passed']]);

  it('runs again only the checks that differ, keeps those that differ every time, takes a flake as it came back', async () => {
    const asked: string[][] = [];
    // the flake comes back as on the base in the first run of its own; the difference stays
    const rerun = async (ids: string[]) => {
      asked.push(ids);
      return run(ids.map((id): Check => [id, id === 'flake' ? 'passed' : 'failed']));
    };
    const here = await confirmed(base, run([['steady', 'passed'], ['flake', 'failed'], ['differs', 'failed']]), rerun);
    expect(asked).toEqual([['differs', 'flake'], ['differs']]);
    expect(differences(base, here).map((d) => d.id)).toEqual(['differs']);
    expect(here.summary).toMatchObject({ passed: 2, failed: 1 });
  });

  it('runs nothing again when nothing differs', async () => {
    const here = run([['steady', 'passed'], ['flake', 'passed'], ['differs', 'passed']]);
    expect(await confirmed(base, here, () => Promise.reject(new Error('asked to run again')))).toBe(here);
  });
});
