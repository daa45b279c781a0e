// `npm run report -- --convert-only` on a scratch copy of the committed results in the form
// of older commits (one JSON per target, every check's facts in each): it leaves the catalogue
// and a file per target that read back as the runs they were, the Markdown and the matrix as
// they were, inputs.json as it was (the writers decide no verdict: inputs.ts); run again, it
// writes nothing.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { bundledTargets, convertCommitted, fileBase, README, readCommitted, readmeWithMatrix, RESULTS_DIR } from './committed';
import { CATALOGUE_FILE } from './committed-form';
import { toMarkdown } from './markdown';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-convert-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A target's results as older commits have them: the whole run, one check per line. */
function olderForm(results: Results): string {
  const { results: all, ...rest } = results;
  return `${JSON.stringify(rest, null, 2).replace(/\n}$/, '')},\n  "results": [\n${all.map((c) => '    ' + JSON.stringify(c)).join(',\n')}\n  ]\n}\n`;
}

describe('npm run report -- --convert-only', () => {
  it('rewrites results of the older form into the committed form, and nothing else', () => {
    const targets = bundledTargets();
    const runs = targets.map((t) => readCommitted(t)!);
    const place = { dir: path.join(scratch, 'results'), readme: path.join(scratch, 'README.md') };
    fs.mkdirSync(place.dir);
    targets.forEach((t, i) => fs.writeFileSync(path.join(place.dir, `${fileBase(t)}.json`), olderForm(runs[i])));
    const readme = readmeWithMatrix(fs.readFileSync(README, 'utf8'), runs);
    fs.writeFileSync(place.readme, readme);
    const recorded = JSON.stringify({ ...JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, 'inputs.json'), 'utf8')), features: 'an older hash' });
    fs.writeFileSync(path.join(place.dir, 'inputs.json'), recorded);

    const log: string[] = [];
    convertCommitted((l) => log.push(l), place);
    expect(fs.readdirSync(place.dir).sort()).toEqual(['inputs.json', CATALOGUE_FILE, ...targets.flatMap((t) => [`${fileBase(t)}.json`, `${fileBase(t)}.md`])].sort());
    targets.forEach((t, i) => {
      expect(readCommitted(t, place.dir), fileBase(t)).toStrictEqual(runs[i]);
      expect(fs.readFileSync(path.join(place.dir, `${fileBase(t)}.json`), 'utf8')).toMatch(/^\{\n {2}"catalogue": "checks\.json",\n/);
      expect(fs.readFileSync(path.join(place.dir, `${fileBase(t)}.md`), 'utf8')).toBe(toMarkdown(runs[i]));
    });
    expect(fs.readFileSync(place.readme, 'utf8')).toBe(readme);
    // inputs.json is left as it was: an input that changed still marks the results stale.
    expect(fs.readFileSync(path.join(place.dir, 'inputs.json'), 'utf8')).toBe(recorded);
    expect(log.at(-1)).toMatch(/still stale \(inputs changed since the last full run\): .*features/);

    // Again: the same bytes, none written.
    const before = new Map(fs.readdirSync(place.dir).map((f) => [f, fs.readFileSync(path.join(place.dir, f), 'utf8')]));
    log.length = 0;
    convertCommitted((l) => log.push(l), place);
    expect(log).toContain('no committed JSON changed');
    expect(new Map(fs.readdirSync(place.dir).map((f) => [f, fs.readFileSync(path.join(place.dir, f), 'utf8')]))).toEqual(before);
  });
});
