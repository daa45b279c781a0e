// Security: the advisories the checks stand for x every target, each cell the verdict
// securityViews() gives the advisory there (security-verdicts.ts names them), the same verdict
// the target's own page shows. The advisory column stays in view while the grid scrolls.
import { esc } from '../src/html';
import { runLabel } from '../src/rows';
import { ADVISORIES, NOT_CHECKABLE, publishedText, securityViews } from '../src/security';
import { filters, sitePage } from './page';
import { frameworkPage, type SiteRun } from './model';
import { SHOWN, shownVerdict, verdictLegend } from './security-verdicts';

export function securityPage(runs: SiteRun[]): string {
  const views = runs.map((r) => new Map(securityViews(r.run).map((v) => [v.advisory.id, v])));
  const seen = new Set(views.flatMap((m) => [...m.keys()]));
  // Advisories without metadata (a tag the table lacks) still show, after the known ones.
  const advisories = [...ADVISORIES.filter((a) => seen.has(a.id)), ...[...seen].filter((id) => !ADVISORIES.some((a) => a.id === id)).sort().map((id) => views.find((m) => m.has(id))!.get(id)!.advisory)];
  const rows = advisories
    .map((a) => {
      const cells = runs
        .map((r, i) => {
          const v = views[i].get(a.id);
          const shown = shownVerdict(v);
          // The checks that did not pass, so that a hover says which.
          const failing = (v?.checks ?? []).filter((c) => c.status === 'failed').map((c) => `${c.verdict}: ${c.name}`);
          const words = esc(SHOWN[shown].words);
          return (
            `<td class="${SHOWN[shown].cls}" data-target="${esc(r.base)}" data-verdict="${v?.verdict ?? 'none'}" data-status="${v?.status ?? 'none'}" data-shown="${shown}" title="${esc(failing.join('\n'))}">` +
            `${v ? `<a href="${esc(frameworkPage(r))}#advisory-${esc(a.id)}">${words}</a>` : words}</td>`
          );
        })
        .join('');
      return (
        `<tr id="advisory-${esc(a.id)}" data-advisory="${esc(a.id)}" data-search="${esc(`${a.id} ${a.title} ${a.package}`.toLowerCase())}">` +
        `<th class="name" scope="row">${a.url ? `<a href="${esc(a.url)}"><code>${esc(a.id)}</code></a>` : `<code>${esc(a.id)}</code>`}<br><small>${esc(a.title)}<br>${esc(publishedText(a))}</small></th>${cells}</tr>`
      );
    })
    .join('');
  const body =
    `<p>Checks tagged <code>@security</code> stand for a published advisory of Express or its parts (or a class of weakness); each cell is the verdict its checks give on that target, as the target's own page shows it, and opens it there.</p>` +
    verdictLegend() +
    filters('Filter advisories') +
    `<div class="scroll"><table class="rows grid" id="security-grid"><thead><tr><th class="name">Advisory</th>${runs.map((r) => `<th>${esc(runLabel(r.run))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>` +
    `<h2>Not checkable over HTTP</h2><ul>${NOT_CHECKABLE.map((u) => `<li><a href="${esc(u.url)}"><code>${esc(u.id)}</code></a> ${esc(u.title)}: ${esc(u.reason)}</li>`).join('')}</ul>`;
  return sitePage('fw-conformance: security advisories x releases', 'security.html', body);
}
