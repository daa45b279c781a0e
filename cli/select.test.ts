// Selecting and inspecting checks, through the built CLI: list, --id, --check, show,
// --verbose, --quiet; and the numbers a filtered run reports.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { resultsSchema } from '../runner/results';
import { readResultsFile } from '../conformance-report/src/committed-form';
import { cli } from '../test-support/cli';

const ROOT = path.join(__dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-select-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A name with regular-expression characters: --name could not select it, --id does.
const UNKNOWN = 'features/response/res.sendStatus.feature::res.sendStatus with an unknown code sends the code as the body';
const TEAPOT = 'features/response/res.sendStatus.feature::res.sendStatus(418) sends the registered text "I\'m a Teapot"';
// Express 5 with res.sendStatus writing its own text, and printing as it goes.
const NOISY = path.join(dir, 'noisy.cjs');
fs.writeFileSync(
  NOISY,
  `const express = require(${JSON.stringify(require.resolve('express5'))});
console.log('NOISY at import');
module.exports = function fw() {
  const app = express();
  app.use((req, res, next) => { console.error('NOISY during ' + req.url); res.sendStatus = (code) => res.status(code).send('gap'); next(); });
  return app;
};
`,
);

// The checks of profile 4.x and of the default profile (5.x) as `list --json` gives them,
// listed once each for the tests that read them.
type Listed = Array<{ id: string; location: string; generations: string[] }>;
let listed4x: Promise<Listed> | undefined;
function list4x() {
  listed4x ??= cli(['list', '--profile', '4.x', '--json']).then((r) => JSON.parse(r.out) as Listed);
  return listed4x;
}
let listedDefault: Promise<Listed> | undefined;
function listDefault() {
  listedDefault ??= cli(['list', '--json']).then((r) => JSON.parse(r.out) as Listed);
  return listedDefault;
}

describe.concurrent('fw-conformance list', () => {
  it('prints each check of a profile with its id, spec rows, generations, tags and file:line', async ({ expect }) => {
    const r = await cli(['list', '--profile', '5.x', '--tags', '@res']);
    expect(r.out).toContain(`${TEAPOT}\n    features/response/res.sendStatus.feature:`);
    expect(r.out).toMatch(/res\.sendStatus\.feature:\d+ {2}spec res-operations\/res\.sendStatus {2}4\.x 5\.x {2}@res/);
    expect(r.out).toMatch(/\n\d+ checks of profile 5\.x; run one with --id/);
    expect(r.code).toBe(0);
  });

  it('gives JSON, and the ids a whole run gives', async ({ expect }) => {
    const listed = await list4x();
    const committed = readResultsFile(path.join(ROOT, 'conformance-report/results/reference-4.x.json'));
    const ran = new Set(committed.results.map((c) => c.id));
    // Every id of a run is listed (the committed run may predate new checks, not the other way).
    expect([...ran].filter((id) => !listed.some((c) => c.id === id))).toEqual([]);
    expect(listed.every((c) => c.generations.includes('4.x') && /\.feature:\d+$/.test(c.location))).toBe(true);
    expect(new Set(listed.map((c) => c.id)).size).toBe(listed.length);
  });
});

describe.concurrent('--id and --check', () => {
  it('run exactly the checks named, and a filtered run says so and counts only its rows', async ({ expect }) => {
    const json = path.join(dir, 'selected.json');
    const r = await cli(['--id', UNKNOWN, '--id', TEAPOT, '--check', 'res.send.feature:' + await lineOf('res.send.feature', 'res.send of an empty string is text/html with length 0'), '--parallel', '1', '--report', `json:${json}`, '--report', `markdown:${json}.md`, '--report', `html:${json}.html`]);
    expect(r.out).toContain('3 passed, 0 failed, 0 skipped');
    expect(r.out).toMatch(/spec rows checked: (\d+) of \1 selected, \1 conform/);
    expect(r.out).toMatch(/filtered run: 3 of \d+ checks of profile 5\.x \(3 checks by --id\/--check\)/);
    expect(r.out).not.toContain('uncovered');
    const results = resultsSchema.parse(JSON.parse(fs.readFileSync(json, 'utf8')));
    expect(results.results.map((c) => c.id)).toContain(TEAPOT);
    expect(results.selection?.ids).toHaveLength(3);
    expect(results.coverage.uncovered).toEqual([]);
    expect(results.coverage.covered).toBe(results.coverage.total);
    // One figure everywhere: the terminal, the JSON, the Markdown and the HTML.
    const figure = `spec rows checked: ${results.coverage.covered} of ${results.coverage.total} selected, ${results.coverage.covered} conform`;
    const filtered = `filtered run: 3 of ${results.selection!.ofTotal} checks of profile 5.x`;
    for (const text of [r.out, fs.readFileSync(`${json}.md`, 'utf8'), fs.readFileSync(`${json}.html`, 'utf8')]) {
      expect(text).toContain(figure);
      expect(text).toContain(filtered);
    }
    // The reports show the selected rows only, each passed.
    expect(fs.readFileSync(`${json}.html`, 'utf8')).toContain(`>${results.coverage.covered} passed</span>`);
    expect(r.code).toBe(0);
  });

  it('--check with a feature file and no line runs every check of the file in the profile', async ({ expect }) => {
    const file = 'features/response/res.sendStatus.feature';
    const listed = await listDefault();
    const inFile = listed.filter((c) => c.location.startsWith(file + ':'));
    expect(inFile.length).toBeGreaterThan(1);
    const r = await cli(['--check', file, '--parallel', '1']);
    expect(r.out).toContain(`${inFile.length} passed, 0 failed, 0 skipped`);
    expect(r.code).toBe(0);
  });

  it('refuse an id of no check, an id of another profile, and a line where no check starts (exit 2)', async ({ expect }) => {
    const otherProfile = async () => {
      const [other] = (await list4x()).filter((c) => !c.generations.includes('5.x'));
      return cli(['--id', other.id, '--profile', '5.x']);
    };
    const [none, elsewhere, line, nowhere] = await Promise.all([
      cli(['--id', UNKNOWN + ' (typo)']),
      otherProfile(),
      cli(['--check', 'features/response/res.sendStatus.feature:2']),
      cli(['--check', 'nowhere.feature:3']),
    ]);
    expect(none.err).toContain(`--id "${UNKNOWN} (typo)" names no check`);
    expect(none.code).toBe(2);
    expect(elsewhere.err).toContain('is a check of profile 4.x, not 5.x; add --profile 4.x');
    expect(elsewhere.code).toBe(2);
    expect(line.err).toMatch(/no check of profile 5\.x starts at line 2 of features\/response\/res\.sendStatus\.feature \(its checks start at lines \d+/);
    expect(line.code).toBe(2);
    expect(nowhere.err).toContain('no feature file nowhere.feature in the suite');
  });
});

describe.concurrent('show, --verbose and --quiet', () => {
  it('show prints the scenario, the request, the response and the framework\'s output of one check (exit 1 when it fails)', async ({ expect }) => {
    const r = await cli(['show', UNKNOWN, '--adapter', NOISY]);
    expect(r.out).toContain(`✗ ${UNKNOWN}`);
    expect(r.out).toContain("app.get('/', (req, res) => res.sendStatus(599))");
    // as it went: the request line, then every header line, the client's and node's too
    expect(r.out).toMatch(/Request on the wire:\n {4}GET \/ HTTP\/1\.1\n {4}Host: 127\.0\.0\.1:\d+\n {4}Connection: close\n\n {4}\(no body\)\n/);
    expect(r.out).toMatch(/Response received:\n {4}599 /);
    expect(r.out).toContain('gap');
    expect(r.out).toMatch(/The framework's output:\n( {4}.*\n)* {4}NOISY during \/\n/);
    expect(r.out).toContain('Failure:');
    expect(r.out).toContain('noisy (generation 5.x) against profile 5.x: 0 passed, 1 failed, 0 skipped');
    expect(r.code).toBe(1);
  });

  it('--verbose prints each failed check whole, before the summary', async ({ expect }) => {
    const r = await cli(['--adapter', NOISY, '--id', UNKNOWN, '--id', TEAPOT, '--verbose', '--parallel', '1']);
    expect(r.out.match(/Request on the wire/g)).toHaveLength(2);
    expect(r.out.indexOf('Response received')).toBeLessThan(r.out.indexOf('0 passed, 2 failed'));
    expect(r.code).toBe(1);
  });

  it('--quiet prints only the summary: no progress, and never the framework\'s own output', async ({ expect }) => {
    const r = await cli(['--adapter', NOISY, '--id', UNKNOWN, '--quiet', '--parallel', '2']);
    expect(r.out + r.err).not.toContain('NOISY');
    expect(r.err).toBe('');
    expect(r.out).toContain('0 passed, 1 failed');
    // The summary only: the failure itself, the per-area table and the slowest checks are in the reports.
    expect(r.out).not.toContain('Failed:');
    expect(r.out).not.toContain('spec area');
    expect(r.out).not.toContain('Slowest checks');
    expect(r.out.trim().split('\n').length, r.out).toBeLessThanOrEqual(5);
    expect(r.code).toBe(1);
  });
});

async function lineOf(file: string, name: string): Promise<number> {
  const listed = await listDefault();
  const c = listed.find((x) => x.id.endsWith(`/${file}::${name}`) || x.id.includes(`/${file}::${name}`));
  if (!c) throw new Error(`no check ${name} in ${file}`);
  return Number(c.location.split(':').pop());
}
