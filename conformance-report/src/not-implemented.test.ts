// A check that could not run because the framework lacks an API (tinyhttp has no
// fw.urlencoded) is "not implemented" in every format, counted apart from failed, failing
// the gate and the baseline as a failure does, and never makes an advisory "failed".
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { missingMember } from '../../runner/not-implemented';
import { formatSummary } from '../../cli/summary';
import { baselineOf } from './baseline';
import { renderReport } from './formats';
import { unpackDetails } from './html-details';
import { check, results } from './fixtures/results';

// The error of a real run of @tinyhttp/app: the app code's own frame is on top.
const MISSING_URLENCODED =
  'TypeError: fw.urlencoded is not a function\n' +
  '    at eval (eval at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:61:14), <anonymous>:3:12)\n' +
  '    at runAppCode (/pkg/dist/adapters/isolation/framework-host.js:66:12)';

describe('what counts as a missing API', () => {
  it('the app code, building the app, finds a member of fw or app missing', () => {
    expect(missingMember('the app:', MISSING_URLENCODED)).toBe('fw.urlencoded');
    expect(missingMember('the app:', MISSING_URLENCODED.replace('fw.urlencoded is not a function', 'app.engine is undefined'))).toBe('app.engine');
    expect(missingMember('the app:', MISSING_URLENCODED.replace('fw.urlencoded is not a function', "Cannot read properties of undefined (reading 'json')"))).toBe('json');
  });

  it("in JavaScriptCore's words too (Bun), from the app code's own frame", () => {
    const jsc = (first: string, frame = '    at anonymous (file:///x/dist/adapters/isolation/framework-host.js:3:10)') =>
      [first, frame, '    at runAppCode (/x/dist/adapters/isolation/framework-host.js:67:12)', '    at handle (/x/dist/adapters/isolation/framework-host.js:196:44)'].join('\n');
    expect(missingMember('the app:', jsc("TypeError: app.param is not a function. (In 'app.param('id', (req, res, next) => next())', 'app.param' is undefined)"))).toBe('app.param');
    expect(missingMember('the app:', jsc("TypeError: undefined is not an object (evaluating 'sub.router.get')"))).toBe('get');
    // The call it quotes may span lines.
    expect(missingMember('the app:', jsc("TypeError: app.param is not a function. (In 'app.param('user', (req, res, next, id) => {\n  next()\n})', 'app.param' is undefined)"))).toBe('app.param');
    // Thrown inside the framework, which the app code called: the framework's failure.
    expect(missingMember('the app:', jsc("TypeError: undefined is not an object (evaluating 'this.stack.push')", '    at use (/x/node_modules/fw/index.js:10:5)'))).toBeUndefined();
  });

  it('not a TypeError thrown inside the framework, though the app code called it', () => {
    const inside = "TypeError: Cannot read properties of undefined (reading 'json')\n    at App.use (/node_modules/@tinyhttp/app/dist/app.js:80:3)\n    at eval (eval at runAppCode (/pkg/x.js:1:1), <anonymous>:3:12)";
    expect(missingMember('the app:', inside)).toBeUndefined();
  });

  it('not at request time, not another error, not a value of the app code itself', () => {
    expect(missingMember('I send "GET /"', MISSING_URLENCODED)).toBeUndefined();
    expect(missingMember('the app:', MISSING_URLENCODED.replace('TypeError', 'Error'))).toBeUndefined();
    expect(missingMember('the app:', MISSING_URLENCODED.replace('fw.urlencoded', 'parse'))).toBeUndefined();
  });
});

/** A run of two checks of CVE-2022-24999: one passed, one could not build its app. */
function run(): Results {
  const r = results('tinyhttp');
  const tags = (spec: string) => [`@spec:${spec}`, '@security', '@advisory:CVE-2022-24999', '@5.x'];
  r.results = [
    check('features/security/prototype-keys.feature::req.query gives no object a prototype', 'passed', ['req-properties/req.query'], { tags: tags('req-properties/req.query') }),
    check('features/security/prototype-keys.feature::fw.urlencoded gives no object a prototype', 'not-implemented', ['body-parsers/fw.urlencoded'], {
      tags: tags('body-parsers/fw.urlencoded'),
      error: MISSING_URLENCODED,
      missing: 'fw.urlencoded',
    }),
  ];
  r.summary = { passed: 1, failed: 0, skipped: 0, divergent: 0, notImplemented: 1, notRun: 0, flaky: 0 };
  return r;
}

describe('a not-implemented check in the reports', () => {
  it('the terminal: counted apart, the missing API named, the advisory not implemented, never failed', () => {
    const text = formatSummary(run(), { security: true });
    expect(text).toContain('1 passed, 0 failed, 1 not implemented, 0 skipped');
    expect(text).toContain('○ fw.urlencoded  (1 check');
    // The check that ran observed nothing: safe; the other is not implemented, never vulnerable.
    expect(text).toMatch(/✓ CVE-2022-24999 +safe +2 checks: 1 not implemented /);
    expect(text).toContain('○ not implemented: fw.urlencoded is not a function');
    expect(text).not.toMatch(/✗ CVE-2022-24999/);
    expect(formatSummary(run(), { quiet: true })).not.toContain('fw.urlencoded');
    // Without --security the advisory is counted on one line, never vulnerable.
    expect(formatSummary(run())).toMatch(/Security \(.*0 vulnerable.*\)\n/);
  });

  it('the JSON: a status of its own, the advisory not implemented', () => {
    const json = JSON.parse(renderReport('json', { runs: [run()] }));
    expect(json.results[1]).toMatchObject({ status: 'not-implemented', missing: 'fw.urlencoded' });
    expect(json.security[0]).toMatchObject({ id: 'CVE-2022-24999', status: 'not-implemented', verdict: 'safe' });
    expect(json.security[0].checks.map((c: { verdict: string }) => c.verdict)).toEqual(['safe', 'not-implemented']);
  });

  it('JUnit: a failure of type NotImplemented (CI still fails)', () => {
    const xml = renderReport('junit', { runs: [run()] });
    expect(xml).toContain('<failure message="not implemented: the framework lacks fw.urlencoded (TypeError: fw.urlencoded is not a function)" type="NotImplemented">');
    expect(xml).toMatch(/<testsuites [^>]*failures="1"/);
  });

  it('Markdown and HTML say not implemented, for the check and the advisory', () => {
    const md = renderReport('markdown', { runs: [run()] });
    expect(md).toContain('**1 passed, 0 failed, 1 not implemented, 0 skipped**');
    expect(md).toContain('### Not implemented (1)');
    // On its row, the check names what the framework lacks, as found on its objects.
    expect(md).toContain('`not implemented: the framework lacks fw.urlencoded (TypeError: fw.urlencoded is not a function)`');
    expect(md).toMatch(/CVE-2022-24999.*✅ safe \| 2 checks: 1 not implemented \|/);
    const html = renderReport('html', { runs: [run()] });
    expect(unpackDetails(html).join('')).toContain('<span class="badge c-not-implemented">not implemented</span>'); // a row's checks, packed
    expect(html).toContain('data-advisory-status="not-implemented" data-advisory-verdict="safe">safe');
  });

  it('a baseline records it as an expected failure', () => {
    expect(baselineOf(run()).failing).toEqual(['features/security/prototype-keys.feature::fw.urlencoded gives no object a prototype']);
  });
});
