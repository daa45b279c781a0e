// The digest of the committed results' inputs (inputs.ts) tells a change of what decides a
// verdict from a change of anything else: on a copy of this package, each edit of an input
// marks the results stale, naming that input, and an edit of the CLI, a report writer, a tool,
// a document or a test does not. And nothing a run loads is outside the inputs.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { importGraph } from '../../test-support/import-graph';
import { bundledTargets } from './committed';
import { coveredFiles, inputsHashes, runPackages, staleInputs } from './inputs';

const targets = bundledTargets();
const COPIED = ['features', 'adapters', 'runner', 'run-protocol', 'layout', 'spec', 'reference', 'cli', 'conformance-report/src', 'package-lock.json'];
let copy: string;
let recorded: Record<string, string>;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-inputs-'));
  for (const p of COPIED) fs.cpSync(path.join(PACKAGE_ROOT, p), path.join(copy, p), { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
  recorded = inputsHashes(targets, copy);
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** The inputs an edit of the copy makes stale (the edit undone after). */
function staleAfter(what: string, edit: (text: string) => string): string[] {
  const p = path.join(copy, what.split(' ')[0]);
  const before = fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : undefined;
  fs.writeFileSync(p, edit(before ?? ''));
  try {
    return staleInputs(recorded, inputsHashes(targets, copy));
  } finally {
    if (before === undefined) fs.rmSync(p);
    else fs.writeFileSync(p, before);
  }
}

const appended = (text: string) => `${text}\n// an edit\n`;

/** The lockfile with one package's version changed. */
const bumped = (key: string) => (text: string) => {
  const lock = JSON.parse(text) as { packages: Record<string, { version: string }> };
  expect(lock.packages[key], key).toBeDefined();
  lock.packages[key].version += '-edited';
  return JSON.stringify(lock, null, 2);
};

describe('the inputs of the committed results', () => {
  it.each([
    ['features/steps/app.steps.ts', appended, 'features'],
    ['features/response/res.append.feature', (t: string) => `${t}\n`, 'features'],
    ['features/divergences.md', (t: string) => `${t}\nA line.\n`, 'features'],
    ['adapters/isolation/limits.ts', appended, 'adapters'],
    ['runner/collect.ts', appended, 'runner'],
    ['run-protocol/bounds.ts', appended, 'run-protocol'],
    ['layout/package-root.ts', appended, 'layout'],
    ['spec/rows.tsv', (t: string) => `${t}x\ty\n`, 'spec'],
    ['spec/fw-interface.md (a member)', (t: string) => `${t}\nres.frobnicate() sends a frob.\n`, 'spec'],
    ['reference/response/send.ts', appended, 'reference'],
    ['package-lock.json (express5)', bumped('node_modules/express5'), 'packages'],
    ['package-lock.json (@cucumber/cucumber)', bumped('node_modules/@cucumber/cucumber'), 'packages'],
    ['package-lock.json (polka)', bumped('node_modules/polka'), 'packages'],
  ])('an edit of %s makes the results stale, naming it', (what, edit, input) => {
    expect(staleAfter(what, edit)).toEqual([input]);
  });

  it('and a changed list of targets', () => {
    expect(staleInputs(recorded, inputsHashes(targets.slice(1), copy))).toEqual(['targets']);
  });

  it.each([
    ['cli/main.ts', appended],
    ['cli/args.ts', appended],
    ['conformance-report/src/markdown.ts', appended],
    ['conformance-report/src/committed-form.ts', appended],
    ['conformance-report/src/stable-form.ts', appended],
    ['conformance-report/src/committed.ts', appended],
    ['features/mutants/catalogue.ts', appended],
    ['features/since.md', appended],
    ['reference/README.md', appended],
    ['reference/drop-in/harness.ts', appended],
    ['features/steps/an-edit.test.ts', appended],
    // prose of the spec that names no member
    ['spec/fw-interface.md (prose)', (t: string) => `${t}\nA sentence of prose.\n`],
    ['package-lock.json (vitest)', bumped('node_modules/vitest')],
    ['package-lock.json (typescript)', bumped('node_modules/typescript')],
    ['package-lock.json (@types/node)', bumped('node_modules/@types/node')],
  ])('an edit of %s leaves them current', (what, edit) => {
    expect(staleAfter(what, edit)).toEqual([]);
  });

  it('cover every module a run loads: the runner, the check processes, the framework process, the reference', () => {
    const graph = importGraph(PACKAGE_ROOT, { runtime: true });
    const isTest = (m: string) => /\.test\.[cm]?ts$/.test(m);
    const entries = [...graph.keys()].filter(
      (m) => !isTest(m) && (/^(runner|adapters|adapters\/isolation|features\/steps|features\/support|features\/properties|features\/http)\/[^/]+\.ts$/.test(m) || /^reference\/[345]\.x\.ts$/.test(m)),
    );
    const loaded = new Set<string>();
    for (const queue = [...entries]; queue.length > 0; ) {
      const m = queue.pop()!;
      if (loaded.has(m)) continue;
      loaded.add(m);
      queue.push(...(graph.get(m) ?? []));
    }
    expect(loaded).toContain('runner/collect.ts');
    expect(loaded).toContain('features/support/hooks.ts');
    const covered = coveredFiles(PACKAGE_ROOT);
    expect([...loaded].filter((m) => !covered.has(m)).sort()).toEqual([]);
  });

  it("hold of the lockfile the packages a run loads, not the tools'", () => {
    const run = Object.keys(runPackages(JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package-lock.json'), 'utf8')) as Parameters<typeof runPackages>[0]));
    for (const p of ['express5', 'express-4.16', 'polka', '@tinyhttp/app', 'ultimate-express', '@cucumber/cucumber', 'fast-check', 'path-to-regexp', 'helmet']) expect(run).toContain(`node_modules/${p}`);
    for (const p of ['vitest', 'typescript', 'eslint', '@types/node', 'playwright-core']) expect(run).not.toContain(`node_modules/${p}`);
  });
});
