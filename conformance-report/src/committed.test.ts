// The committed results are current: their Markdown and the README matrix are what the
// committed JSON gives, the JSON was made from the inputs as they are now, and a fresh run
// of each bundled adapter and profile gives its (check id, status, spec rows).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { wholeRun } from '../../test-support/whole-runs';
import { CATALOGUE_FILE } from './committed-form';
import { bundledTargets, contentKey, fileBase, INPUTS_FILE, README, readCommitted, readmeWithMatrix, RESULTS_DIR, staleResultsInputs } from './committed';
import { toMarkdown } from './markdown';

const FIX = 'stale: regenerate with `npm run report` and commit conformance-report/';
const targets = bundledTargets();

function checks(r: Results): Map<string, string> {
  return new Map(r.results.map((c) => [c.id, `${c.status} [${c.spec.join(' ')}]`]));
}

describe('conformance-report/results', () => {
  it('holds the results of every bundled adapter and profile, and nothing else', () => {
    const expected = [path.basename(INPUTS_FILE), CATALOGUE_FILE, ...targets.flatMap((t) => [`${fileBase(t)}.json`, `${fileBase(t)}.md`])].sort();
    expect(fs.existsSync(RESULTS_DIR) ? fs.readdirSync(RESULTS_DIR).sort() : [], FIX).toEqual(expected);
  });

  it('has the Markdown and the README matrix the committed JSON gives', () => {
    const runs = targets.map((t) => readCommitted(t)!);
    targets.forEach((t, i) => {
      expect(fs.readFileSync(path.join(RESULTS_DIR, `${fileBase(t)}.md`), 'utf8'), `${fileBase(t)}.md ${FIX}`).toBe(toMarkdown(runs[i]));
    });
    const readme = fs.readFileSync(README, 'utf8');
    expect(readme, `the matrix in conformance-report/README.md is ${FIX}`).toBe(readmeWithMatrix(readme, runs));
  });

  // Runs from the build in dist/ (the test scripts build first), shared with the other tests that read them.
  // Fresh runs of the bundled adapters (the reference and the current Express lines); the
  // other targets of the matrix are held to their inputs by the hash check above.
  it.each(targets.filter((t) => t.adapter === 'reference' || /^express@\d$/.test(t.adapter)).map((t) => [fileBase(t), t] as const))(
    'has the checks and statuses a fresh run of %s gives',
    async (name, target) => {
      const committed = readCommitted(target)!;
      const fresh = await wholeRun(target);
      if (contentKey(fresh) === contentKey(committed)) return;
      const before = checks(committed);
      const now = checks(fresh);
      const diff = [...new Set([...before.keys(), ...now.keys()])]
        .filter((id) => before.get(id) !== now.get(id))
        .map((id) => `${id}: committed ${before.get(id) ?? '(absent)'}, now ${now.get(id) ?? '(absent)'}`);
      expect(diff.slice(0, 30), `${name}.json is ${FIX}`).toEqual([]);
      expect(contentKey(fresh), `${name}.json is ${FIX}`).toBe(contentKey(committed));
    },
    600_000,
  );
  // A fresh run of every target takes minutes: instead, the results must have been made from
  // what decides their verdicts as it is now (npm run report records its digest after every
  // target ran; inputs.ts says what it covers, inputs.test.ts that it tells each change).
  it('was made from the inputs that decide its verdicts as they are now', () => {
    expect(fs.existsSync(INPUTS_FILE), `results/inputs.json is missing: ${FIX}`).toBe(true);
    expect(staleResultsInputs(targets), `these inputs changed since the results were made, so they are ${FIX}`).toEqual([]);
  });
});
