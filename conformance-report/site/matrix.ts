// The site's first page: every target (framework or release) x profile x runtime, its
// checks passed / failed / not implemented / not run, and its security verdict.
import { esc } from '../src/html';
import { runLabel } from '../src/rows';
import type { RuntimeMatrix } from '../src/runtimes';
import { badgeOf } from '../src/badge';
import { filters, sitePage } from './page';
import { badgeFile, checkCounts, frameworkPage, type SiteRun } from './model';
import { SHOWN, securityTally, tallyText } from './security-verdicts';

export function matrixPage(runs: SiteRun[], runtimes: RuntimeMatrix | undefined, node: string): string {
  const profiles = [...new Set(runs.map((r) => r.run.profile))];
  const rows = runs
    .map((r) => {
      const n = checkCounts(r.run);
      const sec = securityTally(r.run);
      const badge = badgeOf(r.run);
      const search = [r.base, runLabel(r.run), 'node', SHOWN[sec.headline].words].join(' ').toLowerCase();
      const others = (runtimes?.targets ?? []).find((t) => `${t.target}-${t.profile}` === r.base)?.runtimes ?? [];
      const runtimeRows = others
        .map((c) => {
          const s = c.summary;
          return (
            `<tr class="runtime" data-search="${esc(`${search} ${c.runtime} ${c.version}`)}" data-profile="${r.run.profile}"><td class="name"><small>on ${esc(c.runtime)} ${esc(c.version)}</small></td><td>${r.run.profile}</td>` +
            `<td>${esc(c.runtime)} ${esc(c.version)}</td><td class="s-passed">${s.passed + s.divergent}</td><td class="${s.failed ? 's-failed' : ''}">${s.failed}</td><td>${s.notImplemented}</td><td></td><td>${s.skipped}</td>` +
            `<td colspan="2"><small>${c.differences.length} checks differ from Node ${esc(node)}</small></td></tr>`
          );
        })
        .join('');
      return (
        `<tr id="t-${esc(r.base)}" data-base="${esc(r.base)}" data-search="${esc(search)}" data-profile="${r.run.profile}">` +
        `<td class="name"><a href="${esc(frameworkPage(r))}">${esc(runLabel(r.run))}</a></td><td>${r.run.profile}</td><td>node ${esc(node)}</td>` +
        `<td class="s-passed" data-count="passed">${n.passed}</td><td class="${n.failed ? 's-failed' : ''}" data-count="failed">${n.failed}</td>` +
        `<td class="${n.notImplemented ? 's-not-covered' : ''}" data-count="not-implemented">${n.notImplemented}</td><td data-count="not-run">${n.notRun}</td><td data-count="not-applicable">${n.notApplicable}</td>` +
        `<td class="${SHOWN[sec.headline].cls}" data-security="${sec.headline}"${Object.entries(sec.byVerdict).map(([v, ids]) => ` data-${v}="${ids.length}"`).join('')} title="${esc(tallyText(sec))}">` +
        `<a href="${esc(frameworkPage(r))}#security">${SHOWN[sec.headline].words}</a>${sec.count ? ` <small>${sec.count}</small>` : ''}</td>` +
        `<td><a href="${esc(badgeFile(r))}" title="shields.io endpoint JSON">${esc(badge.message)}</a></td></tr>${runtimeRows}`
      );
    })
    .join('');
  const profileSelect = `<label>Profile <select id="f-profile" data-filter="profile"><option value="">all</option>${profiles.map((p) => `<option>${p}</option>`).join('')}</select></label>`;
  const body =
    `<p>Every framework and Express release the project checks, on each profile it follows, from the committed results; the rows under one are the same checks on another runtime (<code>conformance-report/runtimes.md</code>). ` +
    `A name opens its page: every spec row, drilling down to its checks. Passed counts a known divergence of an oracle from the spec; not applicable: checks skipped for the profile or the interface version. Security counts the target's advisories by the verdict its page gives each: <em>vulnerable n</em> when a check of n advisories made the observation the advisory names, else the first of not observed, not implemented and safe that any has (a hover gives every count; <a href="security.html">Security</a> has each advisory).</p>` +
    filters('Filter by framework, release, runtime, verdict', profileSelect) +
    `<table class="rows grid" id="matrix"><thead><tr><th class="name">Target</th><th>Profile</th><th>Runtime</th><th>Passed</th><th>Failed</th><th>Not implemented</th><th>Not run</th><th>Not applicable</th><th>Security</th><th>Badge</th></tr></thead><tbody>${rows}</tbody></table>`;
  return sitePage('fw-conformance: the matrix', 'index.html', body);
}
