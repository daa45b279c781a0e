// HTML: one self-contained file (inline CSS and JS, no network), laid out like the spec:
// each section a table, each row its status, expanding to its scenarios with the Gherkin,
// the request sent, the response received and the failure. Several runs show side by
// side, one column each, like a compatibility matrix. The rows are HTML; what a row expands
// to is rendered here too but shipped gzipped in the page (html-details.ts) and put in on first
// expansion, so a run of 2,000 failures is a small file whose first screen shows at once.
import { isFlaky, isNotRun, type CheckResult, type Exchange, type Results } from '../../runner/results';
import { regressionWas, type BaselineComparison } from './baseline';
import {
  ROW_STATUSES,
  ROW_STATUS_LABEL,
  countRows,
  isKnownDivergence,
  knownDivergences,
  rowViews,
  runLabel,
  runtimeLine,
  sectionsOf,
  type RowView,
  coverageLine,
  selectionLine,
  areaScores,
  missingApis,
} from './rows';
import { NOT_CHECKABLE, OBSERVED, provenText, publishedText, safeButText, securitySummary, securityViews, summaryText } from './security';
import { printable } from './printable';
import { recordedWords } from '../../runner/recorded-divergences';
import { cutText, detailsScript, packDetails } from './html-details';
import { esc } from './html-escape';
import { coverageFilesHtml, coverageSummary, fileNames, linesByRow, rowLinesCount, rowLinesHtml, type CodeCoverage } from './code-coverage';

export { esc };

const rowAnchor = (id: string): string => `row-${id}`;
/** A row id longer than this wraps at its hyphens within the width of the others (one of 68 characters widened its section past a window). */
const LONG_ID = 44;
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

type CheckStatusClass = 'passed' | 'failed' | 'skipped' | 'divergent' | 'not-implemented' | 'not-run' | 'flaky';
function checkStatus(c: CheckResult, results: Results): CheckStatusClass {
  return isNotRun(c) ? 'not-run' : isFlaky(c) ? 'flaky' : isKnownDivergence(c, results) ? 'divergent' : c.status;
}
const BADGE: Partial<Record<CheckStatusClass, string>> = { divergent: 'divergence', 'not-implemented': 'not implemented', 'not-run': 'not run' };

/** Kinds of check a reader filters rows by (the "Checks" filter): a row shows when it has one of those asked for. */
const CHECK_KINDS = [
  ['not-implemented', 'not implemented'],
  ['not-run', 'not run'],
  ['flaky', 'flaky'],
] as const;

function body(b: Exchange['request']['body']): string {
  if (!b) return '';
  const text = cutText(b.encoding === 'utf8' ? b.data : `(${b.bytes} bytes, not UTF-8; base64:)\n${b.data}`);
  return `\n\n${text}${b.truncated ? `\n… (${b.bytes} bytes in all)` : ''}`;
}

function exchangeHtml(x: Exchange): string {
  const req = x.request;
  const request =
    `${req.method} ${req.path} HTTP/1.1\n` + req.headers.map(([n, v]) => `${n}: ${v}\n`).join('') + body(req.body).replace(/^\n/, '');
  const response = x.response
    ? `HTTP/1.1 ${x.response.status} ${x.response.statusText}\n` +
      x.response.headers.map(([n, v]) => `${n}: ${v}\n`).join('') +
      body(x.response.body).replace(/^\n/, '')
    : '(no response)';
  const note = x.requests && x.requests > 1 ? `<p class="note">The last of ${x.requests} requests.</p>` : '';
  return (
    `<div class="exchange">${note}` +
    `<div><h5>Request sent</h5><pre class="wire">${esc(request)}</pre><p class="note">Host (and Content-Length with a body) are added by the client.</p></div>` +
    `<div><h5>Response received</h5><pre class="wire">${esc(response)}</pre></div></div>`
  );
}

function checkHtml(c: CheckResult, results: Results): string {
  const st = checkStatus(c, results);
  const where = `${c.feature}${c.line ? ':' + c.line : ''}`;
  const gherkin = c.gherkin ? `<h5>Scenario</h5><pre class="gherkin">${esc(c.gherkin)}</pre>` : '';
  const heading =
    st === 'divergent' ? (c.recordedDivergence ? `Failure (${recordedWords(c.recordedDivergence)})` : 'Failure (known divergence)') : st === 'not-implemented' ? `Not implemented: the framework lacks ${c.missing ?? 'a member of the interface'}` : st === 'not-run' ? 'Not run' : c.attempts ? `Attempt ${c.attempts.length + 1} failed` : 'Failure';
  // Each failed attempt before the last (--retries): why a flaky check failed before it passed.
  const attempts = (c.attempts ?? []).map((a, i) => `<h5>Attempt ${i + 1} failed</h5><pre class="error">${esc(cutText(a.error))}</pre>`).join('');
  const failure = attempts + (c.error ? `<h5>${esc(heading)}</h5><pre class="error">${esc(cutText(c.error))}</pre>` : '');
  const exchange = c.exchange ? exchangeHtml(c.exchange) : '';
  const reason = c.status === 'skipped' && c.reason ? `<h5>Not applicable</h5><p class="note">${esc(c.reason)}</p>` : '';
  const note = c.note ? `<h5>Note</h5><p class="note">${esc(c.note)}</p>` : '';
  const output = c.output ? `<h5>Output of the framework during the check</h5><pre class="wire">${esc(cutText(c.output))}</pre>` : '';
  return (
    `<details class="check c-${st}"${st === 'failed' ? ' open' : ''}><summary><span class="badge c-${st}"${c.notRunCause && st === 'not-run' ? ` data-cause="${esc(c.notRunCause)}" title="${esc(c.notRunCause)}"` : ''}>${BADGE[st] ?? st}</span> ` +
    `${esc(printable(c.name))} <small>${esc(where)}</small></summary><div class="check-body">${reason}${note}${failure}${gherkin}${exchange}${output}</div></details>`
  );
}

function statusCell(v: RowView, results: Results): string {
  const label = ROW_STATUS_LABEL[v.status];
  const ran = v.checks.filter((c) => c.status !== 'skipped');
  const count =
    v.status === 'failed'
      ? `${v.checks.filter((c) => checkStatus(c, results) === 'failed').length} of ${v.checks.length} failed`
      : v.checks.length
        ? `${ran.length} of ${v.checks.length} ran`
        : '';
  const title = v.status === 'informational' ? `not observable through HTTP: ${v.row.informational}` : count;
  return `<td class="status s-${v.status}" data-status="${v.status}" title="${esc(title)}">${esc(label)}${v.checks.length ? `<small>${v.checks.length}</small>` : ''}</td>`;
}

function comparisonHtml(c: BaselineComparison): string {
  const items = (ids: string[]) => ids.map((id) => `<li><code>${esc(id)}</code></li>`).join('');
  return (
    `<section class="panel" id="baseline"><h2>Against the baseline${c.file ? ` <code>${esc(c.file)}</code>` : ''}</h2>` +
    (c.mismatch ? `<p class="warn">${esc(c.mismatch)}</p>` : '') +
    `<p><strong>${c.regressions.length}</strong> regressions, <strong>${c.improvements.length}</strong> improvements, ${c.stillFailing.length} expected failures.</p>` +
    (c.regressions.length
      ? `<h3>Regressions</h3><ul>${c.regressions.map((r) => `<li><code>${esc(printable(r.id))}</code> (${regressionWas(r)}): ${esc(r.error)}</li>`).join('')}</ul>`
      : '') +
    (c.improvements.length ? `<h3>Now passing (accept with --update-baseline)</h3><ul>${items(c.improvements)}</ul>` : '') +
    (c.stillFailing.some((e) => e.reason || e.link)
      ? `<h3>Expected failures, with the baseline's reasons</h3><ul>${c.stillFailing
          .filter((e) => e.reason || e.link)
          .map((e) => `<li><code>${esc(e.id)}</code>: ${esc(e.reason ?? '')}${e.link ? ` <a href="${esc(e.link)}">${esc(e.link)}</a>` : ''}</li>`)
          .join('')}</ul>`
      : '') +
    `</section>`
  );
}

// Several runs: per spec area, rows passed of rows checked, a column per run.
function areasHtml(runs: Results[], views: RowView[][]): string {
  const scores = views.map(areaScores);
  const areas = [...new Set(views[0].map((v) => v.row.area))];
  const rows = areas
    .map((area) => {
      const cells = scores.map((sc) => sc.get(area)).map((a) => {
        if (!a || !a.of) return `<td class="status s-not-applicable">not applicable</td>`;
        const cls = a.passed === a.of ? 's-passed' : a.passed === 0 ? 's-failed' : 's-divergent';
        return `<td class="status ${cls}">${a.passed}/${a.of}</td>`;
      });
      return cells.every((c) => c.includes('not applicable')) ? '' : `<tr><th class="id"><a href="#${esc(rowAnchor(views[0].find((v) => v.row.area === area)!.row.id))}"><code>${esc(area)}</code></a></th>${cells.join('')}</tr>`;
    })
    .join('');
  return (
    `<section class="panel" id="areas"><h2>By spec area</h2><p>Rows passed of the rows each run checks (a known divergence of an oracle counts as passed).</p>` +
    `<div class="scroll"><table class="rows"><thead><tr><th class="id">Spec area</th>${runs.map((r) => `<th class="run">${esc(runLabel(r))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div></section>`
  );
}

function divergencesHtml(runs: Results[]): string {
  const blocks = runs
    .map((r) => ({ r, list: knownDivergences(r) }))
    .filter((b) => b.list.length)
    .map(
      ({ r, list }) =>
        `<h3>${esc(runLabel(r))}</h3><ul>${list
          .map((c) => `<li>${esc(printable(c.name))} ${c.spec.map((id) => `<a href="#${esc(rowAnchor(id))}"><code>${esc(id)}</code></a>`).join(' ')}${c.recordedDivergence ? `: ${esc(recordedWords(c.recordedDivergence))}` : ''}</li>`)
          .join('')}</ul>`,
    );
  if (!blocks.length) return '';
  return (
    `<section class="panel" id="divergences"><h2>Known divergences</h2>` +
    `<p>Scenarios tagged <code>@divergence</code> test what the spec says where real Express behaves otherwise (see <code>features/divergences.md</code>). ` +
    `On the bundled Express oracles they fail as expected and are not counted as failures; any other framework must pass them, or fail them exactly as Express's recorded run does (its answer is Express's).</p>${blocks.join('')}</section>`
  );
}

// Security: one row per advisory the runs' @advisory checks stand for, a column per run.
function securityHtml(runs: Results[]): string {
  const views = runs.map(securityViews);
  const ids = [...new Set(views.flatMap((v) => v.map((x) => x.advisory.id)))];
  if (!ids.length) return '';
  const rows = ids
    .map((id) => {
      const a = views.flatMap((v) => v).find((x) => x.advisory.id === id)!.advisory;
      const cells = views
        .map((v) => {
          const x = v.find((y) => y.advisory.id === id);
          if (!x) return `<td class="status s-not-covered">not run</td>`;
          const vulnerable = x.checks.filter((c) => c.verdict === 'vulnerable');
          const failingOtherwise = x.checks.filter((c) => (c.verdict === 'safe' && c.status === 'failed') || c.verdict === 'not-observed');
          const ran = x.checks.filter((c) => c.verdict !== 'skipped').length;
          const cls = { vulnerable: 's-failed', safe: 's-passed', 'not-observed': 's-not-covered', 'not-implemented': 's-not-covered', skipped: 's-not-applicable' }[x.verdict];
          const words = { vulnerable: 'vulnerable', safe: 'safe', 'not-observed': 'not observed', 'not-implemented': 'not implemented', skipped: 'skipped' }[x.verdict];
          const list =
            (vulnerable.length ? `<ul class="sec-failed">${vulnerable.map((c) => `<li>${esc(printable(c.name))}: <small>observed: ${esc(printable(c.evidence ?? c.error ?? ''))}</small></li>`).join('')}</ul>` : '') +
            (failingOtherwise.length
              ? `<ul class="sec-safe-failing">${failingOtherwise.map((c) => `<li>${esc(printable(c.name))}: <small>${esc(printable(c.verdict === 'safe' ? safeButText(c) : `not observed: ${c.error ?? 'failed'}`))}</small></li>`).join('')}</ul>`
              : '');
          return `<td class="status ${cls}" data-advisory-status="${x.status}" data-advisory-verdict="${x.verdict}">${words} <small>${ran} check${ran === 1 ? '' : 's'}${vulnerable.length ? `, ${vulnerable.length} vulnerable` : ''}${failingOtherwise.length ? `, ${failingOtherwise.length} failing without the observation` : ''}</small>${list}</td>`;
        })
        .join('');
      const proven = `${esc(provenText(a))}${a.note ? ` (${esc(a.note)})` : ''}`;
      return `<tr id="advisory-${esc(a.id)}"><td class="id"><a href="${esc(a.url)}"><code>${esc(a.id)}</code></a></td><td>${esc(a.title)}<br><small>vulnerable when: ${esc(OBSERVED[a.observation])}<br>${esc(publishedText(a))}<br>${proven}</small></td>${cells}</tr>`;
    })
    .join('');
  const summaries = runs
    .map((r) => {
      const s = securitySummary(r);
      return s ? `<li>${esc(runLabel(r))}: ${esc(summaryText(r, s))}${s.notApplicable.length ? ` <small>(not applicable: ${esc(s.notApplicable.join(', '))})</small>` : ''}</li>` : '';
    })
    .join('');
  return (
    `<section class="panel" id="security"><h2>Security</h2>` +
    `<p>Checks tagged <code>@security</code> stand for a published advisory of Express or its parts (or a class of weakness). Each advisory says what an attacker observes that proves a framework vulnerable; a framework is <em>vulnerable</em> only when a check made that observation, <em>safe</em> when its checks observed nothing (a check may still fail a status the spec requires: shown apart), <em>not implemented</em> when it lacks the API. Each advisory shows its range as published and the fixture releases its checks are proven to show vulnerable (<code>features/security.test.ts</code>).</p>` +
    `<ul class="sec-summary">${summaries}</ul>` +
    `<div class="scroll"><table class="rows security"><thead><tr><th class="id">Advisory</th><th>What</th>${runs.map((r) => `<th class="run">${esc(runLabel(r))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>` +
    `<h3>Not checkable over HTTP</h3><ul class="sec-unchecked">${NOT_CHECKABLE
      .map((u) => `<li><a href="${esc(u.url)}"><code>${esc(u.id)}</code></a> ${esc(u.title)} <small>${esc(u.package)} ${esc(u.affected)}</small>: ${esc(u.reason)}</li>`)
      .join('')}</ul></section>`
  );
}

/** The run's --coverage: the totals, and per file the lines no check reached (folded). */
function codeCoverageHtml(coverage: CodeCoverage): string {
  return (
    `<section class="panel" id="code-coverage"><h2>The framework's code</h2>` +
    `<p>${coverageSummary(coverage)}. A row, opened, lists the lines its checks ran.</p>` +
    `<details><summary>Lines no check reached, by file</summary><div class="scroll">${coverageFilesHtml(coverage)}</div></details></section>`
  );
}

/**
 * nav: HTML put first in the page's body (the site's links to its other pages). coverage: the
 * framework's code coverage of the run (--coverage; one run only): each row lists the lines
 * its checks ran, and a panel the lines no check reached.
 */
export function toHtml(runs: Results[], comparison?: BaselineComparison, options: { nav?: string; coverage?: CodeCoverage } = {}): string {
  const views = runs.map(rowViews);
  const coverage = runs.length === 1 ? options.coverage : undefined;
  const codeByRow = coverage && linesByRow(coverage);
  const codeNames = coverage && fileNames(coverage);
  const rowCode = (id: string): string => {
    const byFile = codeByRow?.get(id);
    return byFile?.size && codeNames ? `<div class="row-code"><h5>The framework's code its checks ran: ${rowLinesCount(byFile)}</h5>${rowLinesHtml(byFile, codeNames)}</div>` : '';
  };
  const base = views[0] ?? [];
  const title = runs.length === 1 ? `fw-conformance: ${runLabel(runs[0])}` : `fw-conformance: ${runs.length} adapters side by side`;
  const areas = [...new Set(base.map((v) => v.row.area))];
  const statusCounts = countRows(views.flatMap((v) => v));
  const checkKinds = (cells: RowView[]): string[] =>
    CHECK_KINDS.map(([kind]) => kind).filter((kind) => cells.some((c, r) => c.checks.some((k) => checkStatus(k, runs[r]) === kind)));
  const checkKindCounts = Object.fromEntries(
    CHECK_KINDS.map(([kind]) => [kind, runs.reduce((n, r) => n + r.results.filter((c) => checkStatus(c, r) === kind).length, 0)]),
  ) as Record<(typeof CHECK_KINDS)[number][0], number>;

  const runsTable =
    `<div class="scroll"><table class="runs"><thead><tr><th>Adapter (profile)</th><th>Checks</th><th>Spec rows</th><th>Run</th></tr></thead><tbody>` +
    runs
      .map((r, i) => {
        const s = r.summary;
        const n = countRows(views[i]);
        return (
          `<tr><th>${esc(runLabel(r))}</th>` +
          `<td><span class="c-passed">${s.passed} passed</span>, <span class="c-failed">${s.failed} failed</span>${s.notImplemented ? `, <span class="c-not-implemented">${s.notImplemented} not implemented</span>` : ''}${s.notRun ? `, <span class="c-not-run">${s.notRun} not run</span>` : ''}${s.flaky ? `, <span class="c-flaky">${s.flaky} flaky</span>` : ''}, ${s.skipped} skipped${s.divergent ? `, <span class="c-divergent">${s.divergent} known divergences</span>` : ''}` +
          `${missingApis(r).length ? `<br><small>not implemented: ${missingApis(r).map((m) => `<code>${esc(m.member)}</code> (${m.checks.length})`).join(', ')}</small>` : ''}</td>` +
          `<td>${ROW_STATUSES.map((st) => `<span class="s-${st} pill">${n[st]} ${esc(ROW_STATUS_LABEL[st])}</span>`).join(' ')}<br><small>${esc(coverageLine(r))} in profile ${r.profile}${selectionLine(r) ? `<br>${esc(selectionLine(r)!)}` : ''}</small></td>` +
          `<td><small>${r.startedAt ? `${esc(r.startedAt)}, ` : ''}seed ${r.seed}${runtimeLine(r) ? `<br>${esc(runtimeLine(r)!)}` : ''}</small></td></tr>` +
          (r.error ? `<tr><td colspan="4"><h5>The run could not be made</h5><pre class="error">${esc(r.error)}</pre></td></tr>` : '')
        );
      })
      .join('') +
    `</tbody></table></div>`;

  const toolbar =
    `<form class="toolbar" role="search" onsubmit="return false">` +
    `<fieldset><legend>Status</legend>${ROW_STATUSES.map(
      (st) => `<label class="s-${st}"><input type="checkbox" name="status" value="${st}" checked> ${esc(ROW_STATUS_LABEL[st])} <small>${statusCounts[st]}</small></label>`,
    ).join('')}</fieldset>` +
    `<fieldset><legend>Checks</legend>${CHECK_KINDS.map(
      ([kind, label]) => `<label class="c-${kind}"><input type="checkbox" name="check" value="${kind}"> ${esc(label)} <small>${checkKindCounts[kind]}</small></label>`,
    ).join('')}</fieldset>` +
    `<label>Generation <select id="f-gen"><option value="">all</option>${['3.x', '4.x', '5.x'].map((g) => `<option>${g}</option>`).join('')}</select></label>` +
    `<label>Area <select id="f-area"><option value="">all</option>${areas.map((a) => `<option>${esc(a)}</option>`).join('')}</select></label>` +
    `<input id="f-search" type="search" placeholder="Search rows, spec text, scenarios" aria-label="Search">` +
    `<output id="shown"></output></form>`;

  // What each expandable row shows when opened, by the index in its data-detail.
  const details: string[] = [];
  const sections = sectionsOf(base.map((v, i) => ({ row: v.row, i })))
    .map(({ section, rows }) => {
      const trs = rows
        .map(({ row, i }) => {
          const cells = views.map((v) => v[i]);
          const statuses = [...new Set(cells.map((c) => c.status))];
          const search = [row.id, row.text, ...cells.flatMap((c) => c.checks.map((k) => k.name))].join(' ').toLowerCase();
          const hasChecks = cells.some((c) => c.checks.length);
          const detail = hasChecks
            ? details.push(
                cells
                  .map((c, r) =>
                    c.checks.length
                      ? `<div class="run-checks">${runs.length > 1 ? `<h4>${esc(runLabel(runs[r]))}</h4>` : ''}${c.checks.map((k) => checkHtml(k, runs[r])).join('')}</div>`
                      : runs.length > 1
                        ? `<div class="run-checks"><h4>${esc(runLabel(runs[r]))}</h4><p class="note">${esc(ROW_STATUS_LABEL[c.status])}</p></div>`
                        : '',
                  )
                  .join('') + rowCode(row.id),
              ) - 1
            : -1;
          return (
            `<tr class="row${hasChecks ? ' expandable' : ''}" id="${esc(rowAnchor(row.id))}" data-id="${esc(row.id)}"${detail >= 0 ? ` data-detail="${detail}"` : ''} data-statuses="${statuses.join(' ')}" data-checks="${checkKinds(cells).join(' ')}" ` +
            `data-gens="${row.generations.join(' ')}" data-area="${esc(row.area)}" data-search="${esc(search)}" aria-expanded="false">` +
            `<td class="id">${hasChecks ? '<button type="button" class="toggle" aria-label="Show scenarios">▸</button>' : '<span class="toggle-space"></span>'}` +
            `<code${row.id.length > LONG_ID ? ' class="long"' : ''}>${esc(row.id)}</code> <a class="permalink" href="#${esc(rowAnchor(row.id))}" title="Permalink to this row">¶</a>` +
            `<div class="gens">${row.generations.map((g) => `<span>${g}</span>`).join('')}</div></td>` +
            `<td class="text">${esc(row.text).replace(/`([^`]+)`/g, '<code>$1</code>')}</td>${cells.map((c, r) => statusCell(c, runs[r])).join('')}</tr>`
          );
        })
        .join('');
      return (
        `<section class="spec-section" id="section-${slug(section)}"><h2>${esc(section)}</h2>` +
        `<div class="scroll"><table class="rows"><thead><tr><th class="id">Row</th><th>Spec</th>${runs.map((r) => `<th class="run">${esc(runLabel(r))}</th>`).join('')}</tr></thead>` +
        `<tbody>${trs}</tbody></table></div></section>`
      );
    })
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="fw-conformance">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
${options.nav ?? ''}<header><h1>${esc(title)}</h1>${runsTable}</header>
${toolbar}
${comparison ? comparisonHtml(comparison) : ''}
${runs.length > 1 ? areasHtml(runs, views) : ''}
${divergencesHtml(runs)}
${securityHtml(runs)}
${coverage ? codeCoverageHtml(coverage) : ''}
<main>${sections}</main>
<footer>Generated by fw-conformance. Rows from <code>spec/rows.tsv</code>; a row passes when every check tagged with it passes.</footer>
${packDetails(details)}
<script>${detailsScript}${SCRIPT}</script>
</body>
</html>
`;
}

/** The report's style sheet, shared by the site's pages (conformance-report/site/). */
export const CSS = `
:root{--fg:#1b1f24;--muted:#57606a;--bg:#fff;--line:#d0d7de;--pass:#1a7f37;--passbg:#dafbe1;--fail:#cf222e;--failbg:#ffebe9;--div:#9a6700;--divbg:#fff8c5;--na:#57606a;--nabg:#f6f8fa;--nc:#8250df;--ncbg:#fbefff}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg);margin:0;padding:0 1.5rem 3rem}
code,pre{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
h1{font-size:1.5rem;margin:1rem 0 .5rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}h4{margin:.75rem 0 .25rem}h5{margin:.6rem 0 .2rem;font-size:.85rem;color:var(--muted);text-transform:uppercase;letter-spacing:.03em}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f6f8fa}
tr.row{scroll-margin-top:8rem}
table.runs{margin-bottom:1rem}table.runs th{white-space:nowrap}
.pill{display:inline-block;border-radius:1em;padding:0 .5em;margin:1px 0;font-size:.85em}
.toolbar{position:sticky;top:0;z-index:2;background:var(--bg);display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.5rem 0;border-bottom:1px solid var(--line)}
.toolbar fieldset{border:0;margin:0;padding:0;display:flex;gap:.35rem;flex-wrap:wrap}.toolbar legend{float:left;margin-right:.35rem;font-weight:600}
.toolbar label{border-radius:1em;padding:.1em .6em;cursor:pointer}
.toolbar input[type=search]{min-width:18rem;padding:.3rem .5rem;border:1px solid var(--line);border-radius:6px}
#shown{color:var(--muted)}
td.id{white-space:nowrap;width:1%}td.id code{font-weight:600}
.gens{margin-left:1.6rem}.gens span{font-size:.75em;color:var(--muted);margin-right:.4em}
td.text{color:#32383f}
th.run{white-space:nowrap;text-align:center}
td.status{text-align:center;white-space:nowrap;font-weight:600}td.status small{margin-left:.35em;font-weight:400;opacity:.7}
.s-passed{background:var(--passbg);color:var(--pass)}.s-failed{background:var(--failbg);color:var(--fail)}.s-divergent{background:var(--divbg);color:var(--div)}
.s-not-applicable{background:var(--nabg);color:var(--na)}.s-not-covered{background:var(--ncbg);color:var(--nc)}.s-informational{background:var(--nabg);color:var(--na);font-style:italic}
.c-passed{color:var(--pass)}.c-failed{color:var(--fail)}.c-divergent{color:var(--div)}.c-skipped{color:var(--na)}.c-not-implemented{color:var(--fail);font-style:italic}.c-not-run{color:var(--na);font-style:italic}.c-flaky{color:var(--div)}
.toggle{border:0;background:none;cursor:pointer;width:1.4rem;font-size:.9rem;color:var(--muted)}.toggle-space{display:inline-block;width:1.4rem}
tr.expandable{cursor:pointer}tr.row[aria-expanded=true] .toggle{transform:rotate(90deg)}
.permalink{color:var(--muted);text-decoration:none;visibility:hidden;margin-left:.25em}tr.row:hover .permalink,tr.row:target .permalink{visibility:visible}
tr.row:target>td{box-shadow:inset 0 2px 0 #0969da,inset 0 -2px 0 #0969da}
tr.detail>td{background:#fbfcfd;padding:.5rem 1rem 1rem 2rem}
details.check{border:1px solid var(--line);border-radius:6px;margin:.4rem 0;background:#fff}details.check>summary{padding:.35rem .6rem;cursor:pointer}
details.check>summary small{color:var(--muted);margin-left:.5em}
.badge{display:inline-block;font-size:.75em;font-weight:600;border-radius:1em;padding:0 .6em;border:1px solid currentColor;margin-right:.3em}
.check-body{padding:0 .8rem .6rem}
pre{background:#f6f8fa;border:1px solid var(--line);border-radius:6px;padding:.5rem .7rem;overflow:auto;max-height:28rem;white-space:pre-wrap;word-break:break-word;margin:0}
pre.error{background:var(--failbg);border-color:#ffcecb}
.exchange{display:grid;grid-template-columns:1fr 1fr;gap:.8rem}@media (max-width:900px){.exchange{grid-template-columns:1fr}}
.note{color:var(--muted);font-size:.85em;margin:.2rem 0}
/* A page is never wider than its window: a table wider than the page scrolls in its own box,
   and the security table's cells wrap their lists of checks (one line each made pages 3,000 px wide). */
.scroll{overflow-x:auto;max-width:100%}
td.id code.long{white-space:normal}
table.security td.status{white-space:normal;text-align:left;min-width:11rem}table.security td.id{white-space:nowrap}
table.security li,table.security small,td.text{overflow-wrap:anywhere}
.sec-failed,.sec-safe-failing{text-align:left;font-weight:400;margin:.3rem 0 0;padding-left:1.2rem}
.exchange>div{min-width:0}
.panel{border:1px solid var(--line);border-radius:8px;padding:0 1rem .5rem;margin:1rem 0}
table.code{width:auto}table.code td{padding:.15rem .5rem}table.code td.n{text-align:right;white-space:nowrap}table.code td.l{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;max-width:60em}.row-code{margin-top:.75rem}details.ranges>summary,details.deps>summary{cursor:pointer}details.deps{margin:.5rem 0}.warn{color:var(--div)}
footer{margin-top:2rem;color:var(--muted);font-size:.85em}
[hidden]{display:none!important}
`;

// Filters, search, expansion and permalinks; no network, no dependencies.
const SCRIPT = `
(function(){
  var rows=[].slice.call(document.querySelectorAll('tr.row'));
  var sections=[].slice.call(document.querySelectorAll('section.spec-section'));
  var boxes=[].slice.call(document.querySelectorAll('input[name=status]'));
  var kinds=[].slice.call(document.querySelectorAll('input[name=check]'));
  var gen=document.getElementById('f-gen'),area=document.getElementById('f-area'),search=document.getElementById('f-search'),shown=document.getElementById('shown');
  function detailOf(tr){var d=tr.nextElementSibling;return d&&d.classList.contains('detail')?d:null;}
  // The detail row is made on first opening, from the packed details (html-details.ts).
  function setOpen(tr,open){
    if(!tr.dataset.detail)return;tr.setAttribute('aria-expanded',open?'true':'false');
    var d=detailOf(tr);if(d){d.hidden=!open||tr.hidden;return;}
    if(open)fwDetail(+tr.dataset.detail).then(function(html){
      if(detailOf(tr))return;var d=document.createElement('tr');d.className='detail';
      d.innerHTML='<td colspan="'+tr.children.length+'">'+html+'</td>';tr.after(d);
      d.hidden=tr.hidden||tr.getAttribute('aria-expanded')!=='true';
    });
  }
  function apply(){
    var st={};boxes.forEach(function(b){if(b.checked)st[b.value]=1;});
    var ck=kinds.filter(function(b){return b.checked;}).map(function(b){return b.value;});
    var g=gen.value,a=area.value,q=search.value.trim().toLowerCase(),n=0;
    rows.forEach(function(tr){
      var ok=tr.dataset.statuses.split(' ').some(function(s){return st[s];})
        &&(!ck.length||ck.some(function(k){return tr.dataset.checks.split(' ').indexOf(k)>=0;}))
        &&(!g||tr.dataset.gens.split(' ').indexOf(g)>=0)&&(!a||tr.dataset.area===a)
        &&(!q||q.split(/\\s+/).every(function(w){return tr.dataset.search.indexOf(w)>=0;}));
      tr.hidden=!ok;var d=detailOf(tr);if(d)d.hidden=!ok||tr.getAttribute('aria-expanded')!=='true';if(ok)n++;
    });
    sections.forEach(function(s){s.hidden=!s.querySelector('tr.row:not([hidden])');});
    shown.textContent=n+' of '+rows.length+' rows shown';
  }
  function reveal(){
    var id=decodeURIComponent(location.hash.slice(1));if(id.indexOf('row-')!==0)return;
    var tr=document.getElementById(id);if(!tr)return;
    if(tr.hidden){boxes.forEach(function(b){b.checked=true;});kinds.forEach(function(b){b.checked=false;});gen.value='';area.value='';search.value='';apply();}
    setOpen(tr,true);tr.scrollIntoView({block:'start'});
  }
  boxes.concat(kinds).forEach(function(b){b.addEventListener('change',apply);});
  gen.addEventListener('change',apply);area.addEventListener('change',apply);search.addEventListener('input',apply);
  document.querySelector('main').addEventListener('click',function(e){
    var t=e.target;if(t.closest('a,details,summary,pre'))return;
    var tr=t.closest('tr.row.expandable');if(tr)setOpen(tr,tr.getAttribute('aria-expanded')!=='true');
  });
  window.addEventListener('hashchange',reveal);
  apply();reveal();
})();
`;

