// Security: the advisories the checks stand for x every target, each cell the verdict its
// checks observed there (vulnerable, safe, not implemented, not applicable).
import { esc } from '../src/html';
import { runLabel } from '../src/rows';
import { ADVISORIES, NOT_CHECKABLE, publishedText, securityViews } from '../src/security';
import { filters, sitePage } from './page';
import { advisoryVerdict, frameworkPage, VERDICT_CLASS, type SiteRun } from './model';

export function securityPage(runs: SiteRun[]): string {
  const views = runs.map((r) => new Map(securityViews(r.run).map((v) => [v.advisory.id, v])));
  const seen = new Set(views.flatMap((m) => [...m.keys()]));
  const advisories = ADVISORIES.filter((a) => seen.has(a.id));
  const rows = advisories
    .map((a) => {
      const cells = runs
        .map((r, i) => {
          const v = views[i].get(a.id);
          const verdict = advisoryVerdict(v?.status);
          const failed = (v?.checks ?? []).filter((c) => c.status === 'failed').map((c) => c.name);
          return `<td class="${VERDICT_CLASS[verdict]}" data-target="${esc(r.base)}" data-verdict="${verdict}" title="${esc(failed.join('\n'))}"><a href="${esc(frameworkPage(r))}#security">${verdict}</a></td>`;
        })
        .join('');
      return (
        `<tr id="advisory-${esc(a.id)}" data-advisory="${esc(a.id)}" data-search="${esc(`${a.id} ${a.title} ${a.package}`.toLowerCase())}">` +
        `<td class="name"><a href="${esc(a.url)}"><code>${esc(a.id)}</code></a><br><small>${esc(a.title)}<br>${esc(publishedText(a))}</small></td>${cells}</tr>`
      );
    })
    .join('');
  const body =
    `<p>Checks tagged <code>@security</code> stand for a published advisory of Express or its parts; each cell is what they observed on that target: vulnerable (a check failed), safe (all passed), not implemented (the framework lacks an API they use), not applicable (none ran for the profile).</p>` +
    filters('Filter advisories') +
    `<div style="overflow-x:auto"><table class="rows grid" id="security-grid"><thead><tr><th class="name">Advisory</th>${runs.map((r) => `<th>${esc(runLabel(r.run))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>` +
    `<h2>Not checkable over HTTP</h2><ul>${NOT_CHECKABLE.map((u) => `<li><a href="${esc(u.url)}"><code>${esc(u.id)}</code></a> ${esc(u.title)}: ${esc(u.reason)}</li>`).join('')}</ul>`;
  return sitePage('fw-conformance: security advisories x releases', 'security.html', body);
}
