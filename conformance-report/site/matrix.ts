// The site's first page: every target (framework or release) x profile x runtime, its
// checks passed / failed / not implemented / not run, and its security verdict.
import { esc } from '../src/html';
import { runLabel } from '../src/rows';
import type { RuntimeMatrix } from '../src/runtimes';
import { badgeOf } from '../src/badge';
import { filters, sitePage } from './page';
import { badgeFile, checkCounts, frameworkPage, type SiteRun } from './model';
import { SHOWN, securityTally, tallyText } from './security-verdicts';
import { RUNTIMES_PAGE, runtimeLink } from './runtimes-page';

/** Who a target is: a third-party framework (an example adapter), the bundled reference, or an Express release. */
type Kind = 'framework' | 'reference' | 'express';
const kindOf = (r: SiteRun): Kind => (r.target.name === 'reference' ? 'reference' : r.target.name.startsWith('express@') ? 'express' : 'framework');

const HEAD = `<thead><tr><th class="name">Target</th><th>Profile</th><th>Runtime</th><th>Passed</th><th>Failed</th><th>Not implemented</th><th>Not run</th><th>Not applicable</th><th>Security</th><th>Badge</th></tr></thead>`;

export function matrixPage(runs: SiteRun[], runtimes: RuntimeMatrix | undefined, node: string, runtimesMd = ''): string {
  const profiles = [...new Set(runs.map((r) => r.run.profile))];
  const searchOf = (r: SiteRun) => [r.base, runLabel(r.run), 'node', SHOWN[securityTally(r.run).headline].words].join(' ').toLowerCase();
  const row = (r: SiteRun) => {
    const n = checkCounts(r.run);
    const sec = securityTally(r.run);
    const badge = badgeOf(r.run);
    return (
      `<tr id="t-${esc(r.base)}" data-base="${esc(r.base)}" data-kind="${kindOf(r)}" data-search="${esc(searchOf(r))}" data-profile="${r.run.profile}">` +
      `<td class="name"><a href="${esc(frameworkPage(r))}">${esc(runLabel(r.run))}</a></td><td>${r.run.profile}</td><td>node ${esc(node)}</td>` +
      `<td class="s-passed" data-count="passed">${n.passed}</td><td class="${n.failed ? 's-failed' : ''}" data-count="failed">${n.failed}</td>` +
      `<td class="${n.notImplemented ? 's-not-covered' : ''}" data-count="not-implemented">${n.notImplemented}</td><td data-count="not-run">${n.notRun}</td><td data-count="not-applicable">${n.notApplicable}</td>` +
      `<td class="${SHOWN[sec.headline].cls}" data-security="${sec.headline}"${Object.entries(sec.byVerdict).map(([v, ids]) => ` data-${v}="${ids.length}"`).join('')} title="${esc(tallyText(sec))}">` +
      `<a href="${esc(frameworkPage(r))}#security">${SHOWN[sec.headline].words}</a>${sec.count ? ` <small>${sec.count}</small>` : ''}</td>` +
      `<td><a href="${esc(badgeFile(r))}" title="shields.io endpoint JSON">${esc(badge.message)}</a></td></tr>`
    );
  };
  // A runtime row: the target's checks with its framework process on another runtime.
  const runtimeRows = runs.flatMap((r) => {
    const t = (runtimes?.targets ?? []).find((x) => `${x.target}-${x.profile}` === r.base);
    return (t?.runtimes ?? []).map((c) => {
      const s = c.summary;
      const on = `${c.runtime} ${c.version}`;
      const meaning =
        `the same ${s.passed + s.failed + s.divergent + s.notImplemented + s.notRun + s.skipped} checks with the framework process on ${on} instead of node ${node}: ` +
        `<a href="${esc(runtimeLink(runtimesMd, t!, c))}">${c.differences.length ? `${c.differences.length} come out otherwise, and why` : 'none comes out otherwise'}</a>`;
      return (
        `<tr class="runtime" data-runtime-of="${esc(r.base)}" data-search="${esc(`${searchOf(r)} ${on}`)}" data-profile="${r.run.profile}"><td class="name">${esc(runLabel(r.run))}</td><td>${r.run.profile}</td>` +
        `<td>${esc(on)}</td><td class="s-passed">${s.passed + s.divergent}</td><td class="${s.failed ? 's-failed' : ''}">${s.failed}</td><td class="${s.notImplemented ? 's-not-covered' : ''}">${s.notImplemented}</td><td>${s.notRun}</td><td>${s.skipped}</td>` +
        `<td colspan="2" class="meaning"><small>${meaning}</small></td></tr>`
      );
    });
  });
  const of = (kinds: Kind[]) => runs.filter((r) => kinds.includes(kindOf(r))).map(row).join('');
  const profileSelect = `<label>Profile <select id="f-profile" data-filter="profile"><option value="">all</option>${profiles.map((p) => `<option>${p}</option>`).join('')}</select></label>`;
  const body =
    `<p>Every framework and Express release the project checks, on each profile it follows, from the committed results: the third-party frameworks and the bundled reference first, then the Express releases (the oracle), then the same checks on other runtimes (folded). ` +
    `A name opens its page: every spec row, drilling down to its checks. Passed counts a known divergence of an oracle from the spec; not applicable: checks skipped for the profile or the interface version. ` +
    `Security counts the target's advisories by the verdict its page gives each: <em>vulnerable n</em> when a check of n advisories made the observation the advisory names, else the first of not observed, not implemented and safe that any has (a hover gives every count; <a href="security.html">Security</a> has each advisory).</p>` +
    filters('Filter by framework, release, runtime, verdict', profileSelect) +
    `<div class="scroll"><table class="rows grid matrix" id="matrix">${HEAD}<tbody>${of(['framework', 'reference'])}</tbody></table></div>` +
    `<h2 id="express">Express releases</h2><div class="scroll"><table class="rows grid matrix" id="matrix-express">${HEAD}<tbody>${of(['express'])}</tbody></table></div>` +
    (runtimeRows.length
      ? `<details class="runtimes" id="runtimes"><summary><h2>On other runtimes <small>${runtimeRows.length} rows</small></h2></summary>` +
        `<p>Each row is a target's whole profile run with its framework process (the adapter, the app, the server) on another runtime while the checks stay on node ${esc(node)}; its counts are that run's, and it links to the checks whose verdict differs from the committed run on node ${esc(node)} and their cause (<a href="${RUNTIMES_PAGE}">runtimes.md</a>).</p>` +
        `<div class="scroll"><table class="rows grid matrix" id="matrix-runtimes">${HEAD}<tbody>${runtimeRows.join('')}</tbody></table></div></details>`
      : '');
  return sitePage('fw-conformance: the matrix', 'index.html', body);
}
