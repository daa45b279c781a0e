// The site in a real browser (headless Chromium from the npm registry, test-support/browser.ts),
// built from the committed results into a scratch directory and opened from disk: it loads
// with no network, the matrix filters and keeps its filter in a link, a target opens its page,
// a row's permalink opens it there, the history grid marks two known changes between
// releases, the security grid has each target's verdict, and each badge is a shields endpoint.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../test-support/browser';
import { shieldsEndpointSchema } from '../src/badge';
import { PACKAGE_ROOT } from '../../layout/package-root';
import { scaled } from '../../test-support/time-factor';
import { buildSite, committedRuns } from './build';

let browser: Browser;
let dir: string;
let files: string[];
/** The committed runs, read once for the file (a read of them all is a second of CPU); the site is built from a copy. */
let committed: ReturnType<typeof committedRuns>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fwc-site-'));
  committed = committedRuns();
  files = buildSite(dir, structuredClone(committed));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens a page of the site from disk, recording requests off the disk and script errors. */
async function open(file: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) requests.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`file://${path.join(dir, file)}`);
  return { page, requests, errors };
}

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.base ?? (e as HTMLElement).dataset.row));

describe('the site', () => {
  it('has a page and a badge per target with committed results, and the three grids', () => {
    const runs = committed;
    expect(runs.length).toBeGreaterThan(15);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'history.html', 'security.html', 'fw/tinyhttp-5.x.html', 'badges/reference-5.x.json']));
    for (const r of runs) {
      const badge = shieldsEndpointSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'badges', `${r.base}.json`), 'utf8')));
      expect(badge.label).toBe(`fw ${r.run.profile}`);
    }
  });

  it('shows the matrix, filters it, keeps the filter in the link and opens a target', async () => {
    const { page, requests, errors } = await open('index.html');
    try {
      // The counts as the run's own summary gives them (the lead regenerates the results).
      const summaryOf = (base: string) => committed.find((r) => r.base === base)!.run.summary;
      const old = summaryOf('express@4.16-4.x');
      const row = page.locator('tr[data-base="express@4.16-4.x"]');
      expect(await row.locator('td[data-count="passed"]').textContent()).toBe(String(old.passed + old.divergent));
      expect(await row.locator('td[data-count="failed"]').textContent()).toBe(String(old.failed));
      expect(await row.locator('td[data-security]').getAttribute('data-security')).toBe('vulnerable');
      expect(await page.locator('tr[data-base="reference-5.x"] td[data-security]').getAttribute('data-security')).toBe('safe');
      expect(await page.locator('tr[data-base="tinyhttp-5.x"] td[data-count="not-implemented"]').textContent()).toBe(String(summaryOf('tinyhttp-5.x').notImplemented));

      await page.fill('#f-q', 'tinyhttp');
      expect(await visible(page, 'tr[data-base]')).toEqual(['tinyhttp-5.x']);
      expect(new URL(page.url()).hash).toBe('#q=tinyhttp');
      await page.fill('#f-q', '');
      await page.selectOption('#f-profile', '3.x');
      expect(await visible(page, 'tr[data-base]')).toEqual(['reference-3.x', 'express@3-3.x']);

      // The filtered view is a link: opened afresh, it shows the same rows.
      const again = await open(`index.html#profile=3.x`);
      expect(await visible(again.page, 'tr[data-base]')).toEqual(['reference-3.x', 'express@3-3.x']);
      expect(await again.page.inputValue('#f-profile')).toBe('3.x');
      await again.page.close();

      await page.click('tr[data-base="express@3-3.x"] a');
      await page.waitForURL(/fw\/express@3-3\.x\.html$/);
      expect(await page.locator('h1').textContent()).toBe('fw-conformance: express@3 3.21.2 (3.x)');
      expect(await page.locator('tr.row').count()).toBeGreaterThan(100);
      await page.click('nav.site a[href="../history.html"]');
      await page.waitForURL(/history\.html$/);
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("opens a spec row on a target's page from its permalink", async () => {
    const { page, errors } = await open('fw/express@4.20-4.x.html#row-cookie-options/domain');
    try {
      const row = page.locator('tr.row[data-id="cookie-options/domain"]');
      expect(await row.getAttribute('aria-expanded')).toBe('true');
      expect(await row.locator('td.status').textContent()).toMatch(/^failed/);
      const detail = await page.locator('tr.row[data-id="cookie-options/domain"] + tr.detail').textContent();
      expect(detail).toContain('is refused and sets no cookie');
      // The scenario as written in its feature file, though the committed results keep none.
      expect(detail).toMatch(/Scenario(?: Outline)?: res\.cookie with the name [^\n]*\n\s*Given the app:/);
      expect(detail).toContain("app.get('/', (req, res) => {");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('marks where a row changed between releases: fw.raw arrives in 4.17, cookie names are checked from 4.21', async () => {
    const { page, errors } = await open('history.html');
    try {
      const cell = (row: string, release: string) => page.locator(`table[data-line="4.x"] tr[data-row="${row}"] td[data-release="${release}"]`);
      expect(await cell('body-parsers/fw.raw', '4.16.4').getAttribute('class')).toBe('s-not-applicable');
      expect(await cell('body-parsers/fw.raw', '4.17.1').getAttribute('class')).toBe('s-passed changed');
      expect(await cell('body-parsers/fw.raw', '4.18.2').getAttribute('class')).toBe('s-passed');
      expect(await cell('cookie-options/domain', '4.20.0').getAttribute('class')).toBe('s-failed');
      expect(await cell('cookie-options/domain', '4.21.2').getAttribute('class')).toBe('s-passed changed');
      expect(await cell('cookie-options/domain', '4.21.2').getAttribute('title')).toContain('is refused and sets no cookie: failed → passed');

      // Only the rows that change are shown at first; all of them once the box is cleared.
      const changing = (await visible(page, 'table[data-line="4.x"] tr[data-row]')).length;
      expect(await visible(page, 'table[data-line="4.x"] tr[data-row]')).toContain('cookie-options/domain');
      expect(await visible(page, 'table[data-line="4.x"] tr[data-row]')).not.toContain('settings/case-sensitive-routing');
      await page.uncheck('#f-changed');
      expect((await visible(page, 'table[data-line="4.x"] tr[data-row]')).length).toBeGreaterThan(changing);
      expect(new URL(page.url()).hash).toBe('#changed=');

      await cell('cookie-options/domain', '4.21.2').locator('a').click();
      await page.waitForURL(/fw\/express@4\.21-4\.x\.html#row-cookie-options\/domain$/);
      expect(await page.locator('tr.row[data-id="cookie-options/domain"]').getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("draws each target's pass rate over the commits that changed its results", async () => {
    const { page, errors } = await open('history.html#pass-rates');
    try {
      const commits = (base: string) =>
        execFileSync('git', ['-C', PACKAGE_ROOT, 'log', '--format=%H', '--', `conformance-report/results/${base}.json`], { encoding: 'utf8' }).split('\n').filter(Boolean).length;
      for (const base of ['tinyhttp-5.x', 'express@4.16-4.x']) {
        const chart = page.locator(`figure.pass-chart[data-target="${base}"]`);
        expect(Number(await chart.getAttribute('data-points')), base).toBe(commits(base));
        expect(await chart.locator('circle').count()).toBe(commits(base));
        expect(await chart.getAttribute('data-last')).toMatch(/^\d+\/\d+$/);
      }
      expect(await page.locator('figure.pass-chart').count()).toBe(committed.length);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("gives every target, in the matrix and the security grid, the advisory verdicts of its own page", async () => {
    const matrix = await open('index.html');
    const grid = await open('security.html');
    try {
      const shownOf = (verdict: string, status: string) => (verdict === 'safe' && status === 'failed' ? 'safe-failing' : verdict);
      const advisoriesInGrid = await grid.page.locator('tr[data-advisory]').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.advisory!));
      // Every matrix cell and every grid cell, read at once.
      const matrixCells = new Map(
        await matrix.page.locator('tr[data-base] td[data-security]').evaluateAll((tds) =>
          tds.map((td) => [td.closest('tr')!.dataset.base!, { data: { ...(td as HTMLElement).dataset }, text: td.textContent!.replace(/\s+/g, ' ').trim() }] as const),
        ),
      );
      const gridCells = await grid.page.locator('td[data-target]').evaluateAll((tds) =>
        tds.map((td) => {
          const d = (td as HTMLElement).dataset;
          return { target: d.target!, advisory: td.closest('tr')!.dataset.advisory!, verdict: d.verdict!, status: d.status!, shown: d.shown! };
        }),
      );
      const runs = committed;
      const vulnerableSomewhere: string[] = [];
      for (const r of runs) {
        // The page's own Security section, parsed by the browser (no layout: the pages are long):
        // one cell per advisory, its verdict and its status, and the summary line.
        const page = await grid.page.evaluate((html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const rows = [...doc.querySelectorAll('#security tr[id^="advisory-"]')].map((tr) => {
            const td = tr.querySelector('td[data-advisory-verdict]') as HTMLElement;
            return [tr.id.slice('advisory-'.length), { verdict: td.dataset.advisoryVerdict!, status: td.dataset.advisoryStatus! }] as const;
          });
          return { rows, summary: doc.querySelector('#security .sec-summary')?.textContent ?? '' };
        }, fs.readFileSync(path.join(dir, 'fw', `${r.base}.html`), 'utf8'));
        const own = new Map(page.rows);
        const counted = (shown: string) => [...own.values()].filter((v) => shownOf(v.verdict, v.status) === shown).length;

        const cell = matrixCells.get(r.base)!;
        for (const shown of ['vulnerable', 'safe', 'safe-failing', 'not-observed', 'not-implemented', 'skipped']) {
          // data-safe-failing is dataset.safeFailing.
          expect(Number(cell.data[shown.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())]), `${r.base}: ${shown}`).toBe(counted(shown));
        }
        if (counted('vulnerable')) {
          vulnerableSomewhere.push(r.base);
          expect(cell.data.security).toBe('vulnerable');
          expect(cell.text).toBe(`vulnerable ${counted('vulnerable')}`);
          // The page's own summary line says the same count.
          expect(page.summary).toContain(`(${counted('vulnerable')} vulnerable,`);
        } else {
          expect(cell.data.security).not.toBe('vulnerable');
        }

        const cells = new Map(gridCells.filter((c) => c.target === r.base).map((c) => [c.advisory, c]));
        expect([...cells.keys()]).toEqual(advisoriesInGrid);
        for (const [id, c] of cells) {
          const mine = own.get(id);
          expect({ id, verdict: c.verdict, status: c.status }).toEqual({ id, verdict: mine?.verdict ?? 'none', status: mine?.status ?? 'none' });
          expect(c.shown, `${r.base} ${id}`).toBe(mine ? shownOf(mine.verdict, mine.status) : 'none');
        }
        expect([...own.keys()].every((id) => cells.has(id)), `${r.base}: an advisory of its page is missing from the grid`).toBe(true);
      }
      // The committed results have both kinds: targets vulnerable, and third-party ones safe but failing.
      expect(vulnerableSomewhere).toEqual(expect.arrayContaining(['tinyhttp-5.x', 'ultimate-express-4.x', 'express@4.16-4.x']));
      expect(await grid.page.locator('td[data-target="tinyhttp-5.x"][data-shown="safe-failing"]').count()).toBeGreaterThan(0);
      expect(await grid.page.locator('td[data-target="tinyhttp-5.x"][data-shown="not-observed"]').first().textContent()).toBe('not observed');
      // The legend names every verdict a cell can show.
      const legend = await grid.page.locator('dl.legend dt').allTextContents();
      const shownWords = await grid.page.locator('td[data-target]').evaluateAll((tds) => [...new Set(tds.map((td) => td.textContent))]);
      expect(legend).toEqual(expect.arrayContaining(shownWords));
      expect(matrix.errors.concat(grid.errors)).toEqual([]);
    } finally {
      await matrix.page.close();
      await grid.page.close();
    }
  });

  // Issue 46: pages up to 3,152 px wide in a 1,280 px window; 30 rows of Express and its
  // runtimes before the first third-party framework; runtime rows without a word of what they
  // count; the grid's advisory column scrolling away.
  it('fits every page in a 1,280 px window', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const pages = files.filter((f) => f.endsWith('.html'));
      expect(pages).toEqual(expect.arrayContaining(['index.html', 'security.html', 'runtimes.html', 'fw/tinyhttp-5.x.html', 'fw/ultimate-express-4.x.html']));
      const widths: Record<string, number> = {};
      for (const f of pages) {
        await page.goto(`file://${path.join(dir, f)}`);
        widths[f] = await page.evaluate(() => document.documentElement.scrollWidth);
      }
      expect(Object.entries(widths).filter(([, w]) => w > 1280)).toEqual([]);
    } finally {
      await page.close();
    }
  }, scaled(240_000));

  it('shows the third-party frameworks on the first screen, the runtimes folded, each saying what it counts', async () => {
    const { page, errors } = await open('index.html');
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      const third = await page.locator('tr[data-kind="framework"]').evaluateAll((trs) => trs.map((tr) => ({ base: (tr as HTMLElement).dataset.base, bottom: tr.getBoundingClientRect().bottom })));
      expect(third.map((t) => t.base)).toEqual(expect.arrayContaining(['polka-4.x', 'ultimate-express-4.x', 'tinyhttp-5.x', 'ultimate-express-5.x']));
      for (const t of third) expect(t.bottom, t.base).toBeLessThanOrEqual(800);
      // Runtime rows come folded, after the Express releases.
      const runtimeRows = page.locator('tr.runtime');
      expect(await runtimeRows.count()).toBeGreaterThan(20);
      expect(await page.locator('tr.runtime:visible').count()).toBe(0);
      await page.click('details#runtimes > summary');
      expect(await page.locator('tr.runtime:visible').count()).toBe(await runtimeRows.count());

      // Each says what its counts are and links to runtimes.md's page, at an anchor it has.
      const anchors = new Set(fs.readFileSync(path.join(dir, 'runtimes.html'), 'utf8').match(/ id="[^"]+"/g)!.map((m) => m.slice(5, -1)));
      const meanings = await runtimeRows.evaluateAll((trs) =>
        trs.map((tr) => ({ of: (tr as HTMLElement).dataset.runtimeOf, text: tr.querySelector('td.meaning')!.textContent!, href: tr.querySelector('td.meaning a')!.getAttribute('href')! })),
      );
      for (const m of meanings) {
        expect(m.text, m.of).toMatch(/^the same \d+ checks with the framework process on \S+ [\d.]+ instead of node [\d.]+: /);
        expect(m.href, m.of).toMatch(/^runtimes\.html#/);
        expect(anchors.has(m.href.split('#')[1]), m.href).toBe(true);
      }
      const deno3 = meanings.find((m) => m.of === 'express@3-3.x' && m.text.includes('on deno'))!;
      expect(deno3.text).toMatch(/: \d+ come out otherwise, and why$/);
      expect(deno3.href).toMatch(/^runtimes\.html#express-3-3-x-on-deno/);

      // A search unfolds them.
      const again = await open('index.html#q=deno');
      expect(await again.page.locator('details#runtimes').getAttribute('open')).not.toBeNull();
      expect(await again.page.locator('tr.runtime:visible').count()).toBeGreaterThan(0);
      await again.page.close();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('keeps the advisory column of the security grid in view while it scrolls sideways', async () => {
    const { page, errors } = await open('security.html#advisory-CVE-2024-43796');
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      const box = page.locator('.scroll:has(#security-grid)');
      const geometry = () =>
        box.evaluate((el) => {
          const name = el.querySelector('tr[data-advisory="CVE-2024-43796"] th.name')!.getBoundingClientRect();
          const last = [...el.querySelectorAll('tr[data-advisory="CVE-2024-43796"] td')].pop()!.getBoundingClientRect();
          return { box: el.getBoundingClientRect().left, name: name.left, nameRight: name.right, last: last.left, overflow: el.scrollWidth - el.clientWidth, scrolled: el.scrollLeft };
        });
      const before = await geometry();
      expect(before.overflow).toBeGreaterThan(200); // the grid is wider than the window: it scrolls in its box
      await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const after = await geometry();
      expect(after.scrolled).toBeGreaterThan(200);
      expect(after.name).toBe(before.box);
      // The last target's cell came into view, to the right of the advisory column.
      expect(after.last).toBeGreaterThanOrEqual(after.nameRight - 1);
      expect(after.last).toBeLessThan(1280);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows each advisory on each target', async () => {
    const { page, errors } = await open('security.html');
    try {
      const verdict = (advisory: string, target: string) => page.locator(`tr[data-advisory="${advisory}"] td[data-target="${target}"]`).getAttribute('data-verdict');
      expect(await verdict('CVE-2024-43796', 'express@4.19-4.x')).toBe('vulnerable');
      expect(await verdict('CVE-2024-43796', 'express@4.20-4.x')).toBe('safe');
      expect(await verdict('CVE-2024-43796', 'reference-4.x')).toBe('safe');
      await page.fill('#f-q', 'CVE-2024-43796');
      expect(await page.locator('tr[data-advisory]:visible').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
