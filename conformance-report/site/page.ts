// The site's page shell: the report's style sheet (html.ts, shared), the links between the
// pages, and one small script for the tables' filters, whose state lives in the URL's hash
// (#q=polka&profile=4.x) so that a filtered view is a link too.
import { CSS, esc } from '../src/html';
import { CHART_CSS } from './pass-chart';

export const PAGES = [
  { file: 'index.html', title: 'Matrix' },
  { file: 'history.html', title: 'History' },
  { file: 'security.html', title: 'Security' },
  { file: 'runtimes.html', title: 'Runtimes' },
] as const;

/** The links to the site's pages; `root` is the way up from the page ('' or '../'). */
export function siteNav(root: string, current?: string): string {
  return (
    `<nav class="site">fw-conformance ${PAGES.map((p) => (p.file === current ? `<strong>${p.title}</strong>` : `<a href="${root}${p.file}">${p.title}</a>`)).join(' · ')}</nav>`
  );
}

const SITE_CSS = `
nav.site{padding:.6rem 0;border-bottom:1px solid var(--line);display:flex;gap:.8rem;align-items:baseline}nav.site strong{color:var(--fg)}
table.grid td,table.grid th{text-align:center;white-space:nowrap}table.grid td.name,table.grid th.name{text-align:left}
#security-grid th{white-space:normal;min-width:6rem;font-weight:400}#security-grid th.name{min-width:16rem;max-width:24rem}
/* The advisory column stays in view while the grid scrolls sideways (an opaque cell, above the others). */
#security-grid th.name{position:sticky;left:0;z-index:1;background:var(--bg);box-shadow:inset -1px 0 0 var(--line)}#security-grid thead th.name{background:#f6f8fa}
details.runtimes>summary{cursor:pointer}details.runtimes>summary h2{display:inline}td.meaning{white-space:normal;text-align:left;min-width:16rem}
pre.md{max-height:none;margin:.5rem 0}
.s-not-observed{background:var(--nabg);color:var(--nc);font-style:italic}
dl.legend{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:.3rem 1rem;margin:.5rem 0}dl.legend div{display:flex;gap:.5rem;align-items:baseline}
dl.legend dt{white-space:nowrap;border-radius:1em;padding:0 .5em;font-weight:600}dl.legend dd{margin:0;color:var(--muted);font-size:.85em}
table.grid td.changed{box-shadow:inset 3px 0 0 #0969da;font-weight:700}
table.grid tr:target>td{box-shadow:inset 0 2px 0 #0969da,inset 0 -2px 0 #0969da}
.filters{display:flex;gap:1rem;align-items:center;padding:.5rem 0;flex-wrap:wrap}
.filters input[type=search]{min-width:16rem;padding:.3rem .5rem;border:1px solid var(--line);border-radius:6px}
`;

// Filters: every input with a data-filter names a test on the rows (tr[data-search]); the
// values are written to and read from the hash. A hash without "=" is a row's id (a permalink).
const FILTER_SCRIPT = `
(function(){
  var rows=[].slice.call(document.querySelectorAll('tr[data-search]'));
  var inputs=[].slice.call(document.querySelectorAll('[data-filter]'));
  var shown=document.getElementById('shown');
  function value(i){return i.type==='checkbox'?(i.checked?'1':''):i.value;}
  function apply(write){
    var v={};inputs.forEach(function(i){v[i.dataset.filter]=value(i);});
    var n=0;
    rows.forEach(function(tr){
      var q=(v.q||'').trim().toLowerCase();
      var ok=(!q||q.split(/\\s+/).every(function(w){return tr.dataset.search.indexOf(w)>=0;}))
        &&(!v.profile||tr.dataset.profile===v.profile)&&(!v.changed||tr.dataset.changed==='1');
      tr.hidden=!ok;if(ok)n++;
    });
    if(shown)shown.textContent=n+' of '+rows.length+' rows shown';
    // A search that matches rows of a folded part (the matrix's runtimes) unfolds it.
    if(v.q)[].slice.call(document.querySelectorAll('details')).forEach(function(d){if(d.querySelector('tr[data-search]:not([hidden])'))d.open=true;});
    if(write){
      var parts=inputs.filter(function(i){return value(i)!==(i.dataset.default||'');}).map(function(i){return i.dataset.filter+'='+encodeURIComponent(value(i));});
      history.replaceState(null,'',parts.length?'#'+parts.join('&'):location.pathname);
    }
  }
  function read(){
    var h=location.hash.slice(1);
    if(h.indexOf('=')<0){inputs.forEach(function(i){if(i.type==='checkbox')i.checked=i.dataset.default==='1';else i.value='';});apply(false);
      var t=h&&document.getElementById(decodeURIComponent(h));if(t)t.scrollIntoView({block:'center'});return;}
    var v={};h.split('&').forEach(function(p){var k=p.split('=');v[k[0]]=decodeURIComponent(k[1]||'');});
    inputs.forEach(function(i){var x=v[i.dataset.filter];if(x===undefined)x=i.dataset.default||'';if(i.type==='checkbox')i.checked=x==='1';else i.value=x;});
    apply(false);
  }
  inputs.forEach(function(i){i.addEventListener(i.type==='search'?'input':'change',function(){apply(true);});});
  window.addEventListener('hashchange',read);
  read();
})();
`;

/** A whole page of the site, self-contained (no network). */
export function sitePage(title: string, current: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="fw-conformance site">
<title>${esc(title)}</title>
<style>${CSS}${SITE_CSS}${CHART_CSS}</style>
</head>
<body>
${siteNav('', current)}
<h1>${esc(title)}</h1>
${body}
<footer>Generated by <code>npm run site</code> from the committed results (<code>conformance-report/results/</code>).</footer>
<script>${FILTER_SCRIPT}</script>
</body>
</html>
`;
}

/** The search box and the count of rows shown; `extra` are more filters. */
export function filters(placeholder: string, extra = ''): string {
  return `<form class="filters" role="search" onsubmit="return false"><input id="f-q" data-filter="q" type="search" placeholder="${esc(placeholder)}" aria-label="Search">${extra}<output id="shown"></output></form>`;
}
