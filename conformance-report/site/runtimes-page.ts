// runtimes.html: conformance-report/runtimes.md on the site, so that a runtime row of the
// matrix can link to what its counts mean and why they differ. Its text as written (no
// Markdown renderer: lines keep their breaks), each heading an anchor the matrix links to.
import * as fs from 'node:fs';
import { esc } from '../src/html';
import { cellName, RUNTIMES_MD, type RuntimeCell } from '../src/runtimes';
import { sitePage } from './page';

export const RUNTIMES_PAGE = 'runtimes.html';

const slug = (heading: string): string => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The headings of runtimes.md, each with its anchor. */
function headings(md: string): Array<{ level: number; text: string; id: string }> {
  return md.split('\n').flatMap((l) => {
    const m = /^(#{1,3}) (.*)$/.exec(l);
    return m ? [{ level: m[1].length, text: m[2], id: slug(m[2]) }] : [];
  });
}

/** Where a runtime row links: the cause of its differences when runtimes.md has one, else the page. */
export function runtimeLink(md: string, target: { target: string; profile: string }, cell: RuntimeCell): string {
  const name = cellName(target, cell);
  const cause = cell.differences.length ? headings(md).find((h) => h.level === 3 && h.text.startsWith(name)) : undefined;
  return `${RUNTIMES_PAGE}#${cause ? cause.id : 'top'}`;
}

export function readRuntimesMd(): string {
  return fs.existsSync(RUNTIMES_MD) ? fs.readFileSync(RUNTIMES_MD, 'utf8') : '';
}

export function runtimesPage(md: string): string {
  const blocks: string[] = [];
  let text: string[] = [];
  const flush = () => {
    const t = text.join('\n').trim();
    if (t) blocks.push(`<pre class="md">${esc(t)}</pre>`);
    text = [];
  };
  for (const line of md.split('\n')) {
    const m = /^(#{1,3}) (.*)$/.exec(line);
    if (!m) {
      if (!line.startsWith('<!--')) text.push(line);
      continue;
    }
    flush();
    const level = Math.max(2, m[1].length);
    blocks.push(`<h${level} id="${slug(m[2])}">${esc(m[2])}</h${level}>`);
  }
  flush();
  return sitePage('fw-conformance: the bundled frameworks on other runtimes', RUNTIMES_PAGE, `<p id="top">From <code>conformance-report/runtimes.md</code>, as written.</p>${blocks.join('')}`);
}
