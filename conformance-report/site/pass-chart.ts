// A target's pass rate over the committed history of its results, drawn as a small inline
// SVG (no script, no library): one point per commit, the rate in its tooltip.
import { esc } from '../src/html';
import type { PassPoint } from './pass-history';

const W = 320;
const H = 96;
const PAD = { left: 34, right: 8, top: 8, bottom: 18 };

const pct = (p: PassPoint): number => (p.applicable ? (100 * p.conforming) / p.applicable : 0);

export function passChart(label: string, points: PassPoint[]): string {
  if (!points.length) return `<figure class="pass-chart" data-target="${esc(label)}" data-points="0"><figcaption>${esc(label)}: no committed history</figcaption></figure>`;
  const t = points.map((p) => Date.parse(p.date));
  const [t0, t1] = [Math.min(...t), Math.max(...t)];
  const x = (i: number) => PAD.left + (t1 > t0 ? ((t[i] - t0) / (t1 - t0)) * (W - PAD.left - PAD.right) : (W - PAD.left - PAD.right) / 2);
  const y = (rate: number) => PAD.top + (1 - rate / 100) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(pct(p)).toFixed(1)}`).join(' ');
  const dots = points
    .map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(pct(p)).toFixed(1)}" r="2.5"><title>${esc(`${p.date.slice(0, 10)} ${p.commit.slice(0, 7)}: ${p.conforming}/${p.applicable} (${pct(p).toFixed(1)}%)`)}</title></circle>`)
    .join('');
  const grid = [0, 50, 100].map((r) => `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(r)}" y2="${y(r)}" class="rule"/><text x="${PAD.left - 4}" y="${y(r) + 3}" text-anchor="end">${r}%</text>`).join('');
  const last = points[points.length - 1];
  const dates = `<text x="${PAD.left}" y="${H - 4}">${esc(points[0].date.slice(0, 10))}</text><text x="${W - PAD.right}" y="${H - 4}" text-anchor="end">${esc(last.date.slice(0, 10))}</text>`;
  return (
    `<figure class="pass-chart" data-target="${esc(label)}" data-points="${points.length}" data-last="${last.conforming}/${last.applicable}">` +
    `<figcaption><strong>${esc(label)}</strong> ${last.conforming}/${last.applicable} (${pct(last).toFixed(1)}%)</figcaption>` +
    `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(`pass rate of ${label} over ${points.length} commits`)}">${grid}${dates}<polyline points="${line}"/>${dots}</svg></figure>`
  );
}

export const CHART_CSS = `
.pass-charts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}.pass-chart{margin:0}.pass-chart figcaption{font-size:.85em}
.pass-chart svg{font:10px system-ui,sans-serif;fill:var(--muted)}.pass-chart polyline{fill:none;stroke:#0969da;stroke-width:1.5}
.pass-chart circle{fill:#0969da}.pass-chart .rule{stroke:var(--line)}
`;
