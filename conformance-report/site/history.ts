// History: the spec rows x the Express releases of a line (4.16 ... 4.22, 5.0 ... 5.3), each
// cell the row's status on that release, marked where it changed from the release before,
// with the checks that show it (their status before and after) and a link to the row there.
import { esc } from '../src/html';
import { ROW_STATUS_LABEL, rowViews, type RowStatus, type RowView } from '../src/rows';
import { printable } from '../src/printable';
import { filters, sitePage } from './page';
import { frameworkPage, type SiteRun } from './model';
import { passChart } from './pass-chart';
import type { PassPoint } from './pass-history';

/** Short words, not emoji: a page opened where no emoji font is installed still reads. */
const MARK: Record<RowStatus, string> = { passed: 'pass', failed: 'fail', divergent: 'div', 'not-applicable': 'n/a', 'not-covered': 'none', informational: 'info' };
/** The changed checks a cell's tooltip names at most. */
const MAX_NAMED = 12;

/** Releases in version order ("4.16.4" before "4.17.1" before "4.22.3"). */
export function byVersion(a: SiteRun, b: SiteRun): number {
  const va = (a.run.adapter.version ?? '').split('.').map(Number);
  const vb = (b.run.adapter.version ?? '').split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((va[i] ?? 0) !== (vb[i] ?? 0)) return (va[i] ?? 0) - (vb[i] ?? 0);
  return 0;
}

/** The checks of a row whose status differs between two releases: "name: passed → failed". */
function changedChecks(before: RowView, after: RowView): string[] {
  const was = new Map(before.checks.map((c) => [c.id, c.status]));
  const now = new Map(after.checks.map((c) => [c.id, c.status]));
  const lines: string[] = [];
  for (const c of after.checks) if (was.get(c.id) !== c.status) lines.push(`${printable(c.name)}: ${was.get(c.id) ?? 'absent'} → ${c.status}`);
  for (const c of before.checks) if (!now.has(c.id)) lines.push(`${printable(c.name)}: ${c.status} → absent`);
  return lines.length > MAX_NAMED ? [...lines.slice(0, MAX_NAMED), `… and ${lines.length - MAX_NAMED} more`] : lines;
}

function lineTable(profile: string, releases: SiteRun[]): string {
  const views = releases.map((r) => rowViews(r.run));
  const rows = views[0]
    .map((v, i) => {
      if (!v.row.generations.includes(releases[0].run.profile)) return '';
      let changed = false;
      const cells = releases
        .map((r, k) => {
          const here = views[k][i];
          const before = k > 0 ? views[k - 1][i] : undefined;
          const diff = before && before.status !== here.status ? changedChecks(before, here) : [];
          if (diff.length || (before && before.status !== here.status)) changed = true;
          const title = diff.length ? `${ROW_STATUS_LABEL[before!.status]} → ${ROW_STATUS_LABEL[here.status]}\n${diff.join('\n')}` : ROW_STATUS_LABEL[here.status];
          return (
            `<td class="s-${here.status}${before && before.status !== here.status ? ' changed' : ''}" data-release="${esc(r.run.adapter.version ?? '')}" data-status="${here.status}" title="${esc(title)}">` +
            `<a href="${esc(frameworkPage(r))}#row-${esc(v.row.id)}">${MARK[here.status]}</a></td>`
          );
        })
        .join('');
      return `<tr id="h-${profile}-${esc(v.row.id)}" data-row="${esc(v.row.id)}" data-search="${esc(v.row.id.toLowerCase())}" data-profile="${profile}" data-changed="${changed ? 1 : 0}"><td class="name"><code>${esc(v.row.id)}</code></td>${cells}</tr>`;
    })
    .join('');
  return (
    `<h2>Express ${profile}</h2><table class="rows grid history" data-line="${profile}"><thead><tr><th class="name">Spec row</th>` +
    `${releases.map((r) => `<th>${esc(r.run.adapter.version ?? r.base)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
  );
}

/** `history`: each target's pass rate over the committed history of its results (pass-history.ts). */
export function historyPage(runs: SiteRun[], history: Map<string, PassPoint[]> = new Map()): string {
  const express = runs.filter((r) => r.target.name.startsWith('express@'));
  const lines = [...new Set(express.map((r) => r.run.profile))].map((p) => ({ profile: p, releases: express.filter((r) => r.run.profile === p).sort(byVersion) })).filter((l) => l.releases.length > 1);
  const changedOnly = `<label><input id="f-changed" type="checkbox" data-filter="changed" data-default="1" checked> only rows whose status changes between releases</label>`;
  const body =
    `<p>Each spec row on each Express release of a line, oldest first. A marked cell (<span class="changed">bold, a bar on its left</span>) is where the row's status changed from the release before; ` +
    `its tooltip names the checks that show it, and the cell opens the row on that release's page.</p>` +
    filters('Filter rows', changedOnly) +
    lines.map((l) => lineTable(l.profile, l.releases)).join('') +
    `<h2 id="pass-rates">Pass rate over the committed history</h2><p>Each target's checks that conform of those that apply, at every commit that changed its committed results (git history); a point's tooltip gives the commit and the count.</p>` +
    `<div class="pass-charts">${runs.map((r) => passChart(r.base, history.get(r.base) ?? [])).join('')}</div>`;
  return sitePage('fw-conformance: history across Express releases', 'history.html', body);
}
