// The plan a run reads from its cache, and the feature files it gives Cucumber, are what
// parsing everything gives: Cucumber's own selection is the measure.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadSources } from '@cucumber/cucumber/api';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATIONS, type Generation } from '../adapters/contract';
import { PACKAGE_ROOT } from '../layout/package-root';
import { allScenarios, checksOfProfile, FEATURES_DIR, featureFilesSelecting, profileTagExpression } from './plan';
import { isPlan, planCacheDir, planKey } from './plan-cache';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

function featuresDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-plan-'));
  scratch.push(dir);
  const features = path.join(dir, 'features');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(features, name)), { recursive: true });
    fs.writeFileSync(path.join(features, name), text);
  }
  return features;
}

const feature = (title: string, scenarios: string[]) =>
  `Feature: ${title}\n\n${scenarios.map((s) => `  @5.x @spec:x/${s.replace(/\W/g, '')}\n  Scenario: ${s}\n    Given the app:\n      """js\n      app.get('/', (req, res) => res.end())\n      """\n`).join('\n')}`;

describe('the plan cache', () => {
  it('gives the plan a fresh parse gives, and a new one when a file changes', () => {
    const dir = featuresDir({ 'a/one.feature': feature('one', ['first', 'second']), 'b/two.feature': feature('two', ['third']) });
    const first = allScenarios(dir);
    expect(first.map((s) => s.name)).toEqual(['first', 'second', 'third']);
    expect(allScenarios(dir)).toEqual(first);

    fs.writeFileSync(path.join(dir, 'b/two.feature'), feature('two', ['third', 'fourth']));
    expect(allScenarios(dir).map((s) => s.name)).toEqual(['first', 'second', 'third', 'fourth']);
    // back to the first contents: the first plan again
    fs.writeFileSync(path.join(dir, 'b/two.feature'), feature('two', ['third']));
    expect(allScenarios(dir)).toEqual(first);
  });

  it('remembers the plan in the process, and notices a file rewritten with contents of the same size', () => {
    const dir = featuresDir({ 'a.feature': feature('one', ['first']) });
    expect(allScenarios(dir).map((s) => s.name)).toEqual(['first']);
    // Forty rewrites of one size, a plan read after each (the stamp, not the size, tells them apart).
    for (const name of Array.from({ length: 40 }, (_, i) => ['fifth', 'sixth'][i % 2])) {
      fs.writeFileSync(path.join(dir, 'a.feature'), feature('one', [name]));
      expect(allScenarios(dir).map((s) => s.name)).toEqual([name]);
    }
  });

  it('parses again rather than trust a cached plan that is not a plan', () => {
    const text = feature('corrupt', ['only']);
    const dir = featuresDir({ 'c.feature': text });
    const key = planKey(path.join(__dirname, 'plan.ts'), [{ relative: 'c.feature', source: text }]);
    fs.mkdirSync(planCacheDir(), { recursive: true });
    const cached = path.join(planCacheDir(), `${key}.json`);
    fs.writeFileSync(cached, '[{"feature": 1}]');
    expect(allScenarios(dir).map((s) => s.name)).toEqual(['only']);
    // the plan parsed again took the bad one's place
    expect((JSON.parse(fs.readFileSync(cached, 'utf8')) as { name: string }[]).map((s) => s.name)).toEqual(['only']);
  });

  it('reads no plan from a cache directory that other users can write (a planted plan would choose the checks)', () => {
    const text = feature('planted', ['real one', 'real two']);
    const dir = featuresDir({ 'p.feature': text });
    const key = planKey(path.join(__dirname, 'plan.ts'), [{ relative: 'p.feature', source: text }]);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-plan-tmp-'));
    scratch.push(process.env.TMPDIR);
    try {
      fs.mkdirSync(planCacheDir());
      fs.chmodSync(planCacheDir(), 0o777);
      const planted = [{ feature: 'p.feature', uri: 'p.feature', name: 'planted', line: 1, scenarioLine: 1, tags: ['@5.x'], spec: [] }];
      fs.writeFileSync(path.join(planCacheDir(), `${key}.json`), JSON.stringify(planted));
      expect(allScenarios(dir).map((s) => s.name)).toEqual(['real one', 'real two']);
      // and writes none there
      expect(fs.readFileSync(path.join(planCacheDir(), `${key}.json`), 'utf8')).toBe(JSON.stringify(planted));
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });

  it('takes for a plan only a list of whole scenarios', () => {
    const scenario = { feature: 'p.feature', uri: 'features/p.feature', name: 'n', line: 3, scenarioLine: 2, tags: ['@5.x'], spec: ['x/y'] };
    expect(isPlan([scenario, { ...scenario, line: 9 }])).toBe(true);
    expect(isPlan([])).toBe(true);
    expect(isPlan({ 0: scenario })).toBe(false);
    expect(isPlan([scenario, null])).toBe(false);
    for (const field of Object.keys(scenario)) {
      const { [field as keyof typeof scenario]: _left, ...without } = scenario;
      expect(isPlan([without]), `without ${field}`).toBe(false);
    }
    expect(isPlan([{ ...scenario, line: '3' }])).toBe(false);
    expect(isPlan([{ ...scenario, name: 7 }])).toBe(false);
    expect(isPlan([{ ...scenario, tags: '@5.x' }])).toBe(false);
    expect(isPlan([{ ...scenario, spec: ['x/y', 1] }])).toBe(false);
  });

  it('numbers the checks of a profile once per plan, and again when a file changes', () => {
    const dir = featuresDir({ 'e.feature': feature('e', ['same', 'same', 'other']) });
    const first = checksOfProfile('5.x', dir);
    expect(first.map((c) => c.id)).toEqual(['features/e.feature::same', 'features/e.feature::same #2', 'features/e.feature::other']);
    expect(checksOfProfile('5.x', dir)).toEqual(first);
    // shared between callers, so no caller can change another's
    expect(() => {
      (first[0] as { id: string }).id = 'changed';
    }).toThrow(TypeError);
    first.pop();
    expect(checksOfProfile('5.x', dir)).toHaveLength(3);
    expect(checksOfProfile('4.x', dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'e.feature'), feature('e', ['same', 'third']));
    expect(checksOfProfile('5.x', dir).map((c) => c.id)).toEqual(['features/e.feature::same', 'features/e.feature::third']);
  });

  it('returns a copy: a caller that changes its plan changes no later one', () => {
    const dir = featuresDir({ 'd.feature': feature('d', ['kept']) });
    allScenarios(dir).pop();
    expect(allScenarios(dir).map((s) => s.name)).toEqual(['kept']);
  });
});

/** The scenarios Cucumber itself selects from `paths`, as "<uri>:<line>". */
async function cucumberSelects(paths: string[], profile: Generation, tags: string | undefined, names: string[]): Promise<string[]> {
  const { plan, errors } = await loadSources(
    { paths, defaultDialect: 'en', names, tagExpression: profileTagExpression(profile, tags), order: 'defined' },
    { cwd: PACKAGE_ROOT },
  );
  expect(errors).toEqual([]);
  return plan.map((p) => `${p.uri}:${p.location.line}`).sort();
}

describe('the feature files a run gives Cucumber', () => {
  const selections: { profile: Generation; tags?: string; names?: string[] }[] = [
    { profile: '5.x', names: ['res.sendStatus'] },
    { profile: '4.x', tags: '@spec:res-operations/res.attachment' },
    { profile: '3.x', names: ['attachment', 'redirect'] },
    { profile: '5.x', tags: 'not @property', names: ['^res\\.(json|jsonp) '] },
    { profile: '4.x', tags: '@security or @spec:routing/app.param' },
    ...GENERATIONS.map((profile) => ({ profile })),
  ];
  for (const { profile, tags, names = [] } of selections) {
    it(`select what all of them select: ${profile}${tags ? ` --tags '${tags}'` : ''}${names.map((n) => ` --name '${n}'`).join('')}`, async () => {
      const files = featureFilesSelecting(profile, tags, names);
      expect(files?.length).toBeGreaterThan(0);
      const everything = await cucumberSelects([FEATURES_DIR], profile, tags, names);
      expect(everything.length).toBeGreaterThan(0);
      expect(await cucumberSelects(files!, profile, tags, names)).toEqual(everything);
    });
  }

  it('leaves the choice to Cucumber when nothing matches or a selector cannot be read', () => {
    expect(featureFilesSelecting('5.x', undefined, ['no scenario is called this'])).toBeUndefined();
    expect(featureFilesSelecting('5.x', undefined, ['(unclosed'])).toBeUndefined();
    expect(featureFilesSelecting('5.x', 'and and', [])).toBeUndefined();
  });
});
