// The Security section in every format: each advisory the run's @advisory checks stand for,
// its checks passed or failed, its link, its published range beside the fixture releases its
// checks fail on, and a summary (checked, failing, not applicable, not checkable over HTTP);
// absent when no check names an advisory.
import { describe, expect, it } from 'vitest';
import type { Results } from '../../runner/results';
import { formatSummary } from '../../cli/summary';
import { renderReport } from './formats';
import { toHtml } from './html';
import { toMarkdown } from './markdown';
import { ADVISORIES, NOT_CHECKABLE, advisoryIds, failedAdvisories, securitySummary, securityViews } from './security';
import { check, results } from './fixtures/results';

function withSecurity(failing: boolean): Results {
  const r = results('express-4.19');
  const sec = (name: string, status: 'passed' | 'failed', advisories: string[], spec: string) =>
    check(`features/security/x.feature::${name}`, status, [spec], {
      tags: [`@spec:${spec}`, '@security', ...advisories.map((a) => `@advisory:${a}`), '@4.x'],
      ...(status === 'failed' ? { error: 'Error: Location "//google.com%5C@apple.com" leads a browser to apple.com\n    at step' } : {}),
    });
  r.results.push(
    sec('res.location leads a browser to no other host', failing ? 'failed' : 'passed', ['CVE-2024-29041'], 'res-operations/res.location'),
    sec('res.redirect leads a browser to no other host', 'passed', ['CVE-2024-29041'], 'res-operations/res.redirect'),
    sec('res.cookie refuses a name with ;', 'passed', ['CVE-2024-47764'], 'res-operations/res.cookie'),
  );
  r.summary.passed += failing ? 2 : 3;
  r.summary.failed += failing ? 1 : 0;
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
      expect(a.id).toMatch(/^(CVE-\d{4}-\d+|CWE-\d+)$/);
      expect(a.title.length).toBeGreaterThan(10);
      expect(a.url).toMatch(/^https:\/\//);
      expect(a.url).toContain(a.id.startsWith('CWE-') ? a.id.slice(4) : a.id);
    }
  });

  it('reads advisories from tags and sums each one over its checks', () => {
    expect(advisoryIds(['@spec:x', '@advisory:CVE-2024-29041', '@4.x'])).toEqual(['CVE-2024-29041']);
    const views = securityViews(withSecurity(true));
    expect(views.map((v) => [v.advisory.id, v.status, v.checks.length])).toEqual([
      ['CVE-2024-29041', 'failed', 2],
      ['CVE-2024-47764', 'passed', 1],
    ]);
    expect(failedAdvisories(withSecurity(true))).toEqual(['CVE-2024-29041']);
    expect(failedAdvisories(withSecurity(false))).toEqual([]);
  });

  it('counts the advisories of a run: checked, failing, not applicable to the profile, not run, not checkable', () => {
    const r = withSecurity(true);
    r.profile = '4.x';
    const s = securitySummary(r)!;
    expect([s.checked, s.failing]).toEqual([2, 1]);
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
  it('is in the terminal summary: each advisory, passed or failed, its link, its failing checks', () => {
    const text = formatSummary(withSecurity(true));
    expect(text).toMatch(new RegExp(`Security \\(\\d+ advisories: 2 checked, 1 failing, \\d+ not applicable to profile 5\\.x, \\d+ not run, ${NOT_CHECKABLE.length} not checkable over HTTP\\):`));
    expect(text).toMatch(/✗ CVE-2024-29041 +failed +1\/2 checks .*https:\/\/nvd\.nist\.gov\/vuln\/detail\/CVE-2024-29041/);
    expect(text).toContain('      published: express <4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2; fails here on 4.15.4, 4.15.5, 4.17.1, 4.19.1');
    expect(text).toContain('      published: cookie <0.7.0 (express <4.21.1, 5.0.0); fails here on 4.6.1, 4.11.0, 4.13.4, 4.15.4, 4.15.5, 4.17.1, 4.19.1, 4.20.0, 5.0.0');
    expect(text).toMatch(/- CVE-2017-16137 +not checkable over HTTP: debug /);
    expect(text).toMatch(/✓ CVE-2024-47764 +passed +1\/1 checks/);
    expect(text).toContain('✗ features/security/x.feature::res.location leads a browser to no other host');
    expect(formatSummary(results('plain'))).not.toContain('Security');
  });

  it('is in the JSON report', () => {
    const json = JSON.parse(renderReport('json', { runs: [withSecurity(true)] })) as { security: Array<Record<string, unknown>> };
    expect(json.security.map((s) => [s.id, s.status, s.url])).toEqual([
      ['CVE-2024-29041', 'failed', 'https://nvd.nist.gov/vuln/detail/CVE-2024-29041'],
      ['CVE-2024-47764', 'passed', 'https://nvd.nist.gov/vuln/detail/CVE-2024-47764'],
    ]);
    expect(json.security[0]).toMatchObject({ affected: '<4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2', failsOn: ['4.15.4', '4.15.5', '4.17.1', '4.19.1'] });
    const summary = (json as unknown as { securitySummary: { checked: number; failing: number; notCheckable: Array<{ id: string; reason: string }> } }).securitySummary;
    expect([summary.checked, summary.failing]).toEqual([2, 1]);
    expect(summary.notCheckable.map((u) => u.id)).toEqual(NOT_CHECKABLE.map((u) => u.id));
    const checks = json.security[0].checks as Array<{ name: string; status: string; error?: string }>;
    expect(checks.map((c) => c.status)).toEqual(['failed', 'passed']);
    expect(checks[0].error).toBe('Error: Location "//google.com%5C@apple.com" leads a browser to apple.com');
    expect(JSON.parse(renderReport('json', { runs: [results('plain')] }))).not.toHaveProperty('security');
  });

  it('is in the Markdown report', () => {
    const md = toMarkdown(withSecurity(true));
    expect(md).toContain('### Security');
    expect(md).toContain('| [CVE-2024-29041](https://nvd.nist.gov/vuln/detail/CVE-2024-29041) Open redirect');
    expect(md).toMatch(new RegExp(`\\d+ advisories: 2 checked, 1 failing, .*${NOT_CHECKABLE.length} not checkable over HTTP\\.`));
    expect(md).toMatch(/\| \[CVE-2024-29041\].* \| express <4\.19\.2, 5\.0\.0-alpha\.1 – 5\.0\.0-beta\.2 \| 4\.15\.4, 4\.15\.5, 4\.17\.1, 4\.19\.1 \(4\.6\.1 is inside the range and passes.*\) \| ❌ \| 1 \| 1 \|/);
    expect(md).toMatch(/\| \[CVE-2024-47764\].* \| cookie <0\.7\.0 \(express <4\.21\.1, 5\.0\.0\) \| 4\.6\.1, 4\.11\.0, 4\.13\.4, 4\.15\.4, 4\.15\.5, 4\.17\.1, 4\.19\.1, 4\.20\.0, 5\.0\.0 \| ✅ \| 1 \| 0 \|/);
    expect(md).toContain('- [CVE-2015-8315](https://nvd.nist.gov/vuln/detail/CVE-2015-8315) ReDoS in ms() on a long string (ms <0.7.1): ');
    expect(md).toContain('**CVE-2024-29041** failing checks:');
    expect(md).toContain('- res.location leads a browser to no other host');
    expect(toMarkdown(results('plain'))).not.toContain('### Security');
  });

  it('is in the HTML report, one column per run', () => {
    const html = toHtml([withSecurity(true), withSecurity(false)]);
    expect(html).toContain('<section class="panel" id="security"><h2>Security</h2>');
    expect(html).toContain('<a href="https://nvd.nist.gov/vuln/detail/CVE-2024-29041"><code>CVE-2024-29041</code></a>');
    const row = html.slice(html.indexOf('<tr id="advisory-CVE-2024-29041">'), html.indexOf('<tr id="advisory-CVE-2024-47764">'));
    expect(row).toContain('data-advisory-status="failed">failed <small>1/2</small>');
    expect(row).toContain('<li>res.location leads a browser to no other host</li>');
    expect(row).toContain('data-advisory-status="passed">passed <small>2/2</small>');
    expect(row).toContain('<small>published: express &lt;4.19.2, 5.0.0-alpha.1 – 5.0.0-beta.2<br>fails here on 4.15.4, 4.15.5, 4.17.1, 4.19.1 (4.6.1 is inside the range');
    expect(html).toMatch(/<ul class="sec-summary"><li>[^<]+: \d+ advisories: 2 checked, 1 failing, /);
    expect(html).toContain('<code>CVE-2017-20165</code></a> ReDoS in debug&#39;s useColors');
    expect(toHtml([results('plain')])).not.toContain('id="security"');
  });
});
