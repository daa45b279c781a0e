// The Security section in every format: each advisory the run's @advisory checks stand for,
// its verdict (vulnerable only when a check made its observation; safe, with the checks that
// fail all the same; not observed; not implemented), its link, what proves it, its published
// range beside the fixture releases shown vulnerable, and a summary; absent when no check
// names an advisory.
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { formatSummary } from '../../cli/summary';
import { renderReport } from './formats';
import { toHtml } from './html';
import { toMarkdown } from './markdown';
import { ADVISORIES, NOT_CHECKABLE, OBSERVED, advisoryIds, securitySummary, securityViews, vulnerableAdvisories } from './security';
import { check, results } from './fixtures/results';

type Observed = 'vulnerable' | 'safe' | 'none';

/**
 * A run of express-4.19 with security checks. `vulnerable`: the res.location check made its
 * observation (else it is safe and passes). Beside it, whatever `vulnerable`: a safe check
 * that fails the status the spec requires (CVE-2024-43799), a check that failed before
 * observing (CVE-2014-6394), one not implemented (CVE-2022-24999), one safe and passing.
 */
function withSecurity(vulnerable: boolean): Results {
  const r = results('express-4.19');
  const sec = (name: string, status: 'passed' | 'failed' | 'not-implemented', advisories: string[], spec: string, observed: Observed, error?: string) =>
    check(`features/security/x.feature::${name}`, status, [spec], {
      tags: [`@spec:${spec}`, '@security', ...advisories.map((a) => `@advisory:${a}`), '@4.x'],
      ...(error ? { error } : {}),
      ...(observed === 'none' ? {} : { observation: observed === 'vulnerable' ? { kind: 'location' as const, made: true, evidence: 'Location "//google.com%5C@apple.com" leads a browser to apple.com' } : { kind: 'location' as const, made: false } }),
    });
  r.results.push(
    vulnerable
      ? sec('res.location leads a browser to no other host', 'failed', ['CVE-2024-29041'], 'res-operations/res.location', 'vulnerable', 'Location "//google.com%5C@apple.com" leads a browser to apple.com\n    at step')
      : sec('res.location leads a browser to no other host', 'passed', ['CVE-2024-29041'], 'res-operations/res.location', 'safe'),
    sec('res.redirect leads a browser to no other host', 'passed', ['CVE-2024-29041'], 'res-operations/res.redirect', 'safe'),
    sec('fw.static redirects with no link', 'failed', ['CVE-2024-43799'], 'top-level/fw.static', 'safe', 'expected status 301, got 200 with body "<h1>sub index</h1>"'),
    sec('fw.static serves nothing above its root', 'failed', ['CVE-2014-6394'], 'top-level/fw.static', 'none', 'the framework\'s process exited'),
    sec('fw.urlencoded gives no object a prototype', 'not-implemented', ['CVE-2022-24999'], 'body-parsers/fw.urlencoded', 'none', 'TypeError: fw.urlencoded is not a function'),
    sec('res.cookie refuses a name with ;', 'passed', ['CVE-2024-47764'], 'res-operations/res.cookie', 'safe'),
  );
  r.summary.passed += vulnerable ? 2 : 3;
  r.summary.failed += vulnerable ? 3 : 2;
  r.summary.notImplemented += 1;
  return r;
}

describe('security metadata', () => {
  it('has one entry per id, each with a title, a package and an https link', () => {
    expect(new Set([...ADVISORIES, ...NOT_CHECKABLE].map((a) => a.id)).size).toBe(ADVISORIES.length + NOT_CHECKABLE.length);
    for (const u of NOT_CHECKABLE) {
      expect(u.reason.length).toBeGreaterThan(10);
      expect(u.url).toContain(u.id);
    }
    for (const a of ADVISORIES) {
      expect(a.id).toMatch(/^(CVE-\d{4}-\d+|CWE-\d+|GHSA(-[23456789cfghjmpqrvwx]{4}){3})$/);
      expect(a.title.length).toBeGreaterThan(10);
      expect(a.url).toMatch(/^https:\/\//);
      expect(a.url).toContain(a.id.startsWith('CWE-') ? a.id.slice(4) : a.id);
    }
  });

  it('reads advisories from tags and judges each one by what its checks observed', () => {
    expect(advisoryIds(['@spec:x', '@advisory:CVE-2024-29041', '@4.x'])).toEqual(['CVE-2024-29041']);
    const views = securityViews(withSecurity(true));
    expect(views.map((v) => [v.advisory.id, v.verdict, v.status, v.checks.map((c) => c.verdict)])).toEqual([
      ['CVE-2022-24999', 'not-implemented', 'not-implemented', ['not-implemented']],
      ['CVE-2024-29041', 'vulnerable', 'failed', ['vulnerable', 'safe']],
      ['CVE-2024-43799', 'safe', 'failed', ['safe']],
      ['CVE-2024-47764', 'safe', 'passed', ['safe']],
      ['CVE-2014-6394', 'not-observed', 'failed', ['not-observed']],
    ]);
    expect(views[1].checks[0].evidence).toBe('Location "//google.com%5C@apple.com" leads a browser to apple.com');
    expect(vulnerableAdvisories(withSecurity(true))).toEqual(['CVE-2024-29041']);
    // A check that fails without its observation is never shown vulnerable.
    expect(vulnerableAdvisories(withSecurity(false))).toEqual([]);
  });

  it('says what proves each advisory: one kind of observation each', () => {
    for (const a of ADVISORIES) expect(Object.keys(OBSERVED), a.id).toContain(a.observation);
  });

  it('counts the advisories of a run: vulnerable, safe, not observed, not implemented, not applicable, not run, not checkable', () => {
    const r = withSecurity(true);
    r.profile = '4.x';
    const s = securitySummary(r)!;
    expect([s.checked, s.vulnerable, s.safe, s.safeFailing, s.notObserved, s.notImplemented, s.failing]).toEqual([4, 1, 2, 1, 1, 1, 3]);
    // CVE-2026-4923 and CVE-2026-4926 have checks for 5.x only (route syntax of path-to-regexp 8)
    expect(s.notApplicable).toEqual(expect.arrayContaining(['CVE-2026-4923', 'CVE-2026-4926']));
    expect(s.notApplicable).not.toContain('CVE-2024-45296');
    expect(s.notRun).toContain('CVE-2024-45296');
    expect(s.notCheckable.map((u) => u.id)).toContain('CVE-2017-16137');
    expect(securitySummary(results('plain'))).toBeUndefined();
  });

  it('shows an advisory tag without metadata under its own id', () => {
    const r = withSecurity(false);
    r.results[r.results.length - 1].tags.push('@advisory:CVE-2099-0001');
    expect(securityViews(r).map((v) => v.advisory.id)).toContain('CVE-2099-0001');
  });
});

describe('the Security section', () => {
  it('is in the terminal summary: each advisory, its verdict, what proves it, the checks that say so', () => {
    const text = formatSummary(withSecurity(true), { security: true });
    expect(text).toMatch(
      new RegExp(`Security \\(\\d+ advisories: 4 checked \\(1 vulnerable, 2 safe, of which 1 fail a conformance check, 1 not observed\\), 1 not implemented, \\d+ not applicable to profile 5\\.x, \\d+ not run, ${NOT_CHECKABLE.length} not checkable over HTTP\\):`),
    );
    expect(text).toMatch(/✗ CVE-2024-29041 +vulnerable +2 checks: 1 vulnerable .*https:\/\/nvd\.nist\.gov\/vuln\/detail\/CVE-2024-29041/);
    expect(text).toContain('      vulnerable when: a Location a browser follows off the site; published: express <4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2; vulnerable here on 4.15.4, 4.15.5, 4.17.1, 4.19.1');
    expect(text).toContain('✗ features/security/x.feature::res.location leads a browser to no other host\n          observed: Location "//google.com%5C@apple.com" leads a browser to apple.com');
    expect(text).toMatch(/✓ CVE-2024-43799 +safe +1 check: 1 safe but failing /);
    expect(text).toContain('! features/security/x.feature::fw.static redirects with no link\n          safe, but the check fails: expected status 301, got 200 with body "<h1>sub index</h1>"');
    expect(text).toMatch(/\? CVE-2014-6394 +not observed +1 check: 1 not observed /);
    expect(text).toMatch(/○ CVE-2022-24999 +not implemented +1 check: 1 not implemented /);
    expect(text).toContain('○ not implemented: fw.urlencoded is not a function');
    expect(text).toMatch(/✓ CVE-2024-47764 +safe +1 check /);
    expect(text).toMatch(/- CVE-2017-16137 +not checkable over HTTP: debug /);
    expect(formatSummary(withSecurity(false), { security: true })).toMatch(/✓ CVE-2024-29041 +safe +2 checks /);
    expect(formatSummary(results('plain'))).not.toContain('Security');
  });

  it('is one line in the terminal summary without --security: the vulnerable advisories named, where the table is', () => {
    const text = formatSummary(withSecurity(true));
    expect(text).toMatch(/\nSecurity \(\d+ advisories: 4 checked \(1 vulnerable, .*\); vulnerable to CVE-2024-29041\n  each advisory with its verdict: --security, or the html, markdown and json reports\n/);
    expect(text).not.toContain('vulnerable when:');
    expect(text).not.toContain('not checkable over HTTP: debug');
    expect(formatSummary(withSecurity(false))).not.toContain('vulnerable to');
    expect(formatSummary(results('plain'))).not.toContain('Security');
  });

  it('is in the JSON report', () => {
    const json = JSON.parse(renderReport('json', { runs: [withSecurity(true)] })) as { security: Array<Record<string, unknown>> };
    expect(json.security.map((s) => [s.id, s.verdict, s.status, s.url])).toEqual([
      ['CVE-2022-24999', 'not-implemented', 'not-implemented', 'https://nvd.nist.gov/vuln/detail/CVE-2022-24999'],
      ['CVE-2024-29041', 'vulnerable', 'failed', 'https://nvd.nist.gov/vuln/detail/CVE-2024-29041'],
      ['CVE-2024-43799', 'safe', 'failed', 'https://nvd.nist.gov/vuln/detail/CVE-2024-43799'],
      ['CVE-2024-47764', 'safe', 'passed', 'https://nvd.nist.gov/vuln/detail/CVE-2024-47764'],
      ['CVE-2014-6394', 'not-observed', 'failed', 'https://nvd.nist.gov/vuln/detail/CVE-2014-6394'],
    ]);
    expect(json.security[1]).toMatchObject({ observation: 'location', observes: 'a Location a browser follows off the site', affected: '<4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2', failsOn: ['4.15.4', '4.15.5', '4.17.1', '4.19.1'] });
    const summary = (json as unknown as { securitySummary: Record<string, unknown> & { notCheckable: Array<{ id: string }> } }).securitySummary;
    expect(summary).toMatchObject({ checked: 4, vulnerable: 1, safe: 2, safeFailing: 1, notObserved: 1, notImplemented: 1 });
    expect(summary.notCheckable.map((u) => u.id)).toEqual(NOT_CHECKABLE.map((u) => u.id));
    const checks = json.security[1].checks as Array<{ verdict: string; status: string; evidence?: string; error?: string }>;
    expect(checks.map((c) => [c.verdict, c.status])).toEqual([['vulnerable', 'failed'], ['safe', 'passed']]);
    expect(checks[0].evidence).toBe('Location "//google.com%5C@apple.com" leads a browser to apple.com');
    expect((json.security[2].checks as Array<{ error?: string }>)[0].error).toBe('expected status 301, got 200 with body "<h1>sub index</h1>"');
    expect(JSON.parse(renderReport('json', { runs: [results('plain')] }))).not.toHaveProperty('security');
  });

  it('is in the JUnit report: each security check with its advisory and verdict', () => {
    const xml = renderReport('junit', { runs: [withSecurity(true)] });
    expect(xml).toContain('<property name="advisory" value="CVE-2024-29041"/><property name="security-verdict" value="vulnerable"/>');
    expect(xml).toContain('message="vulnerable (CVE-2024-29041): Location &quot;//google.com%5C@apple.com&quot; leads a browser to apple.com" type="Vulnerable"');
    expect(xml).toContain('message="safe (CVE-2024-43799), but the check fails: expected status 301, got 200 with body &quot;&lt;h1&gt;sub index&lt;/h1&gt;&quot;" type="AssertionError"');
    expect(xml).toContain('message="not observed (CVE-2014-6394): the framework&#39;s process exited"'.replace('&#39;', "'"));
    expect(xml).toContain('<property name="advisory" value="CVE-2022-24999"/><property name="security-verdict" value="not-implemented"/>');
  });

  it('is in the Markdown report', () => {
    const md = toMarkdown(withSecurity(true));
    expect(md).toContain('### Security');
    expect(md).toContain('| [CVE-2024-29041](https://nvd.nist.gov/vuln/detail/CVE-2024-29041) Open redirect');
    expect(md).toMatch(new RegExp(`\\d+ advisories: 4 checked \\(1 vulnerable, 2 safe, of which 1 fail a conformance check, 1 not observed\\), 1 not implemented, .*${NOT_CHECKABLE.length} not checkable over HTTP\\.`));
    expect(md).toMatch(
      /\| \[CVE-2024-29041\].* \| a Location a browser follows off the site \| express <4\.19\.2, 5\.0\.0-alpha\.1 – 5\.0\.0-beta\.2 \| 4\.15\.4, 4\.15\.5, 4\.17\.1, 4\.19\.1 \(4\.6\.1 is inside the range and passes.*\) \| ❌ vulnerable \| 2 checks: 1 vulnerable \|/,
    );
    expect(md).toMatch(/\| \[CVE-2024-43799\].* \| ✅ safe \| 1 check: 1 safe but failing \|/);
    expect(md).toMatch(/\| \[CVE-2014-6394\].* \| ❔ not observed \| 1 check: 1 not observed \|/);
    expect(md).toMatch(/\| \[CVE-2022-24999\].* \| ⭕ not implemented \| 1 check: 1 not implemented \|/);
    expect(md).toContain('- [CVE-2015-8315](https://nvd.nist.gov/vuln/detail/CVE-2015-8315) ReDoS in ms() on a long string (ms <0.7.1): ');
    expect(md).toContain('**CVE-2024-29041** vulnerable, observed by:\n\n- res.location leads a browser to no other host: Location "//google.com%5C@apple.com" leads a browser to apple.com');
    expect(md).toContain('**CVE-2024-43799** checks that fail without the observation:\n\n- fw.static redirects with no link: safe, but the check fails: expected status 301');
    expect(toMarkdown(results('plain'))).not.toContain('### Security');
  });

  it('is in the HTML report, one column per run', () => {
    const html = toHtml([withSecurity(true), withSecurity(false)]);
    expect(html).toContain('<section class="panel" id="security"><h2>Security</h2>');
    expect(html).toContain('<a href="https://nvd.nist.gov/vuln/detail/CVE-2024-29041"><code>CVE-2024-29041</code></a>');
    const row = html.slice(html.indexOf('<tr id="advisory-CVE-2024-29041">'), html.indexOf('<tr id="advisory-CVE-2024-43799">'));
    expect(row).toContain('data-advisory-status="failed" data-advisory-verdict="vulnerable">vulnerable <small>2 checks, 1 vulnerable</small>');
    expect(row).toContain('<li>res.location leads a browser to no other host: <small>observed: Location &quot;//google.com%5C@apple.com&quot; leads a browser to apple.com</small></li>');
    expect(row).toContain('data-advisory-status="passed" data-advisory-verdict="safe">safe <small>2 checks</small>');
    expect(row).toContain('<small>vulnerable when: a Location a browser follows off the site<br>published: express &lt;4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2<br>vulnerable here on 4.15.4, 4.15.5, 4.17.1, 4.19.1 (4.6.1 is inside the range');
    const safe = html.slice(html.indexOf('<tr id="advisory-CVE-2024-43799">'));
    expect(safe).toContain('data-advisory-verdict="safe">safe <small>1 check, 1 failing without the observation</small><ul class="sec-safe-failing"><li>fw.static redirects with no link: <small>safe, but the check fails: expected status 301');
    expect(html).toMatch(/<ul class="sec-summary"><li>[^<]+: \d+ advisories: 4 checked \(1 vulnerable, 2 safe, /);
    expect(html).toContain('<code>CVE-2017-20165</code></a> ReDoS in debug&#39;s useColors');
    expect(toHtml([results('plain')])).not.toContain('id="security"');
  });
});

describe('a vulnerability Express shares (a recorded divergence)', () => {
  it('is excused in the gate, never in the verdict: a fork failing as Express does is still vulnerable', () => {
    const r = results('express-3.3');
    r.results.push(
      check('features/security/type-lookup-redos.feature::3.x res.type looks a crafted type up in linear time', 'failed', ['res-3x/type'], {
        tags: ['@spec:res-3x/type', '@security', '@advisory:CVE-2017-16138', '@3.x', '@divergence'],
        divergence: true,
        recordedDivergence: { express: '3.21.2', entry: 'features/divergences.md:30' },
        error: 'the attacker cost 30 times the ordinary one',
        observation: { kind: 'cost', made: true, evidence: 'the attacker cost 30 times the ordinary one' },
      }),
    );
    r.summary.divergent += 1;
    expect(vulnerableAdvisories(r)).toEqual(['CVE-2017-16138']);
  });
});
