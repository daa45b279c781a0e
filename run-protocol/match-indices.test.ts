// The matches Cucumber's step matching gets are the ones regexp-match-indices gave it: for
// every step definition of the suite and every step text of its features, the same match and
// the same arguments in the same places. It runs the built step library (dist/), as a check
// process does.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../layout/package-root';

const DIST = path.join(PACKAGE_ROOT, 'dist', 'features');

function run(script: string): string {
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: PACKAGE_ROOT, maxBuffer: 64 * 1024 * 1024 });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

it('gives every step text of the suite, against every step definition, the match the package gives', () => {
  const out = run(`
    const fs = require('node:fs'), path = require('node:path');
    const original = require('regexp-match-indices'); // the package itself, loaded first: not replaced
    const { execWithIndices } = require(${JSON.stringify(path.join(PACKAGE_ROOT, 'dist', 'run-protocol', 'match-indices.js'))});
    const { supportCodeLibraryBuilder } = require('@cucumber/cucumber');
    supportCodeLibraryBuilder.reset(process.cwd(), () => String(Math.random()));
    const steps = ${JSON.stringify(path.join(DIST, 'steps'))};
    for (const f of fs.readdirSync(steps).filter((f) => f.endsWith('.steps.js'))) require(path.join(steps, f));
    const library = supportCodeLibraryBuilder.finalize();
    const regexps = library.stepDefinitions.map((d) => d.expression.regexp);
    const TreeRegexp = require(path.join(path.dirname(require.resolve('@cucumber/cucumber-expressions')), 'TreeRegexp.js')).default;
    const trees = new Map(regexps.map((re) => [re, new TreeRegexp(re)]));
    const { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } = require('@cucumber/gherkin');
    const texts = new Set();
    const walk = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.feature')) {
        const doc = new Parser(new AstBuilder(() => String(Math.random())), new GherkinClassicTokenMatcher()).parse(fs.readFileSync(p, 'utf8'));
        for (const pickle of compile(doc, p, () => String(Math.random()))) for (const s of pickle.steps) texts.add(s.text);
      } } };
    walk('features');
    // A step's arguments are the top-level groups of Cucumber's group tree: their values and
    // places must be the package's. Every group's place must hold its value: inside a repeated
    // group the package gives the first repetition's place, the runtime the last's, which the
    // value is (the spec's).
    const args = (re, m) => { let i = 0; return (trees.get(re).groupBuilder.build(m, () => i++).children ?? []).map((g) => [g.value, g.start, g.end]); };
    let matched = 0, differ = [], misplaced = [];
    for (const text of texts) for (const re of regexps) {
      const want = original(re, text), got = execWithIndices(re, text);
      if (!want || !got) { if (want || got) differ.push({ re: String(re), text, want: !!want, got: !!got }); continue; }
      matched++;
      const same = JSON.stringify([[...want], want.index, want.groups, args(re, want)]) === JSON.stringify([[...got], got.index, got.groups, args(re, got)]);
      if (!same) differ.push({ re: String(re), text });
      got.indices.forEach((at, i) => { if ((at ? text.slice(at[0], at[1]) : undefined) !== got[i]) misplaced.push({ re: String(re), text, group: i }); });
    }
    process.stdout.write(JSON.stringify({ regexps: regexps.length, texts: texts.size, matched, differ: differ.slice(0, 5), misplaced: misplaced.slice(0, 5) }));`);
  const r = JSON.parse(out) as { regexps: number; texts: number; matched: number; differ: unknown[]; misplaced: unknown[] };
  expect(r.regexps).toBeGreaterThan(50);
  expect(r.texts).toBeGreaterThan(1000);
  // each text matches at least one definition (the suite has no undefined step)
  expect(r.matched).toBeGreaterThanOrEqual(r.texts);
  expect(r.differ).toEqual([]);
  expect(r.misplaced).toEqual([]);
});

it('takes the place of the package for Cucumber, which then loads no regexp-tree', () => {
  const out = run(`
    require(${JSON.stringify(path.join(DIST, 'support', 'cucumber.js'))}); // what every support file imports first
    const { CucumberExpression, ParameterTypeRegistry } = require('@cucumber/cucumber-expressions');
    const args = new CucumberExpression('I have {int} cukes in my {string}', new ParameterTypeRegistry()).match('I have 42 cukes in my "big belly"');
    process.stdout.write(JSON.stringify({
      args: args.map((a) => [a.getValue(null), a.group.start, a.group.end]),
      regexpTree: Object.keys(require.cache).filter((f) => f.includes('/regexp-tree/')).length,
    }));`);
  expect(JSON.parse(out)).toEqual({ args: [[42, 7, 9], ['big belly', 22, 33]], regexpTree: 0 });
});

it("takes the package's place in a process that loaded Cucumber's expressions first, as a Cucumber worker does", () => {
  const out = run(`
    // A worker loads Cucumber's runtime, and with it the expressions and the package, before any support file.
    require('@cucumber/cucumber/lib/runtime/parallel/worker');
    const { CucumberExpression, RegularExpression, ParameterTypeRegistry } = require('@cucumber/cucumber-expressions');
    const tree = require(require.resolve('regexp-tree', { paths: [path.dirname(require.resolve('regexp-match-indices', { paths: [path.dirname(require.resolve('@cucumber/cucumber-expressions'))] }))] }));
    let parsed = 0;
    const parse = tree.parse;
    tree.parse = function (...a) { parsed++; return parse.apply(this, a); };
    const registry = new ParameterTypeRegistry();
    const match = () => [
      new CucumberExpression('I have {int} cukes in my {string}', registry).match('I have 42 cukes in my "big belly"'),
      new RegularExpression(/^the (\\w+) header is "(.*)"$/, registry).match('the ETag header is "W/1"'),
    ].map((args) => args.map((a) => [a.getValue(null), a.group.start, a.group.end]));
    const before = match();
    const parsedBefore = parsed;
    require(${JSON.stringify(path.join(DIST, 'support', 'cucumber.js'))}); // what every support file imports first
    parsed = 0;
    process.stdout.write(JSON.stringify({ before, after: match(), parsedBefore, parsedAfter: parsed }));`.replace('// A worker', "const path = require('node:path');\n    // A worker"));
  const r = JSON.parse(out) as { before: unknown; after: unknown; parsedBefore: number; parsedAfter: number };
  expect(r.parsedBefore).toBeGreaterThan(0); // the package measured each match through regexp-tree
  expect(r.after).toEqual(r.before);
  expect(r.after).toEqual([
    [[42, 7, 9], ['big belly', 22, 33]],
    [['ETag', 4, 8], ['W/1', 20, 23]],
  ]);
  expect(r.parsedAfter).toBe(0);
});
