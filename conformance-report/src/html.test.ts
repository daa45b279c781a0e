// The HTML report in a real browser (headless Chromium through playwright-core): rows,
// statuses, the matrix columns, a filter, the search, expansion and permalinks.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineOf, compareToBaseline } from './baseline';
import { toHtml } from './html';
import { unpackDetails } from './html-details';
import { results } from './fixtures/results';
import { manyFailures } from './fixtures/many-failures';
import { launchChromium } from '../../test-support/browser';
import { summarize, type Results } from '../../runner/results';
import { bundledTargets, fileBase, readCommitted } from './committed';

const OUT = path.join(__dirname, '..', '..', 'test-output', 'html-report');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  fs.mkdirSync(OUT, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a report from disk, failing on any network request or script error. */
async function open(name: string, html: string, hash = ''): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const file = path.join(OUT, name);
  fs.writeFileSync(file, html);
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) requests.push(r.url());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`file://${file}${hash}`);
  return { page, requests, errors };
}

const statusOf = (page: Page, id: string) => page.locator(`tr.row[data-id="${id}"] td.status`).allTextContents();
const visibleRows = (page: Page) => page.locator('tr.row:visible').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.id));

describe('the HTML report', () => {
  it('lays out the spec with each row and its status, and filters by status', async () => {
    const now = results('fork', { failing: true });
    const html = toHtml([now], compareToBaseline(now, baselineOf(results('fork')), 'baseline.json'));
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//); // self-contained
    const { page, requests, errors } = await open('single.html', html);
    try {
      expect(await page.locator('section.spec-section h2').first().textContent()).toBe('Objects');
      const all = await page.locator('tr.row').count();
      expect(all).toBeGreaterThan(150);
      expect(await statusOf(page, 'res-operations/res.sendStatus')).toEqual(['passed1']);
      expect(await statusOf(page, 'errors/sendStatus-unknown-code')).toEqual(['failed1']);
      expect(await statusOf(page, 'app-properties/app.router')).toEqual(['not applicable1']);
      expect(await statusOf(page, 'objects/router')).toEqual(['not covered']);
      expect(await page.locator('#baseline').textContent()).toContain('1 regressions');

      // Only the failed rows.
      for (const st of ['passed', 'divergent', 'not-applicable', 'not-covered', 'informational']) await page.uncheck(`input[name=status][value="${st}"]`);
      expect(await visibleRows(page)).toEqual(['req-operations/req.accepts', 'errors/sendStatus-unknown-code']);
      expect(await page.locator('#shown').textContent()).toBe(`2 of ${all} rows shown`);
      expect(await page.locator('section.spec-section:visible').count()).toBe(2);

      // Expanding a row shows its scenario, the request, the response and the failure.
      await page.click('tr.row[data-id="errors/sendStatus-unknown-code"] td.text');
      const detail = page.locator('tr.row[data-id="errors/sendStatus-unknown-code"] + tr.detail');
      await expect.poll(() => detail.isVisible()).toBe(true);
      const text = await detail.textContent();
      expect(text).toContain('Scenario: res.sendStatus with an unknown code sends the code as the body');
      expect(text).toContain('GET / HTTP/1.1');
      expect(text).toContain('HTTP/1.1 599 x');
      expect(text).toContain("- '599'");

      await page.screenshot({ path: path.join(OUT, 'single-failed-filter.png'), fullPage: false });
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('filters rows by the kind of their checks: not implemented, not run, flaky', async () => {
    const run = results('fork', { failing: true });
    Object.assign(run.results[0], { flaky: true, attempts: [{ error: 'expected status 200, got 503' }] });
    Object.assign(run.results[1], { notRun: true, notRunCause: 'run-timeout', error: 'not run: the run was stopped at its bound (--run-timeout)' });
    Object.assign(run.results[3], { status: 'not-implemented', missing: 'req.accepts', divergence: undefined, error: 'TypeError: req.accepts is not a function' });
    run.summary = summarize(run.results, false);
    const html = toHtml([run]);
    expect(html).toContain('<span class="c-not-implemented">1 not implemented</span>, <span class="c-not-run">1 not run</span>, <span class="c-flaky">1 flaky</span>');
    const { page, errors } = await open('check-kinds.html', html);
    try {
      const all = await page.locator('tr.row').count();
      await page.check('input[name=check][value="not-implemented"]');
      expect(await visibleRows(page)).toEqual(['req-operations/req.accepts']);
      await page.uncheck('input[name=check][value="not-implemented"]');
      await page.check('input[name=check][value="not-run"]');
      expect(await visibleRows(page)).toEqual(['errors/sendStatus-unknown-code']);
      // Why it did not run, as the results say it (notRunCause), on its badge.
      await page.click('tr.row[data-id="errors/sendStatus-unknown-code"] td.text');
      const stopped = page.locator('tr.row[data-id="errors/sendStatus-unknown-code"] + tr.detail .badge.c-not-run');
      await expect.poll(() => stopped.getAttribute('data-cause')).toBe('run-timeout');
      await page.check('input[name=check][value="flaky"]');
      expect((await visibleRows(page)).sort()).toEqual(['errors/sendStatus-unknown-code', 'res-operations/res.sendStatus']);
      await page.uncheck('input[name=check][value="not-run"]');
      await page.click('tr.row[data-id="res-operations/res.sendStatus"] td.text');
      const detail = page.locator('tr.row[data-id="res-operations/res.sendStatus"] + tr.detail');
      await expect.poll(() => detail.isVisible()).toBe(true);
      expect(await detail.textContent()).toContain('Attempt 1 failed');
      await page.uncheck('input[name=check][value="flaky"]');
      expect(await page.locator('#shown').textContent()).toBe(`${all} of ${all} rows shown`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('searches, filters by area and generation, and opens a row from its permalink', async () => {
    const { page, errors } = await open('permalink.html', toHtml([results('fork', { failing: true })]), '#row-res-operations/res.sendStatus');
    try {
      const row = page.locator('tr.row[data-id="res-operations/res.sendStatus"]');
      expect(await row.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('tr.row[data-id="res-operations/res.sendStatus"] + tr.detail').textContent()).toContain(`app.get('/', (req, res) => res.sendStatus(200))`);
      await page.fill('#f-search', 'sendStatus-unknown');
      expect(await visibleRows(page)).toEqual(['errors/sendStatus-unknown-code']);
      await page.fill('#f-search', '');
      await page.selectOption('#f-area', 'settings-3x');
      await page.selectOption('#f-gen', '5.x');
      expect(await visibleRows(page)).toEqual([]);
      await page.selectOption('#f-gen', '3.x');
      expect((await visibleRows(page)).length).toBe(10);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows several adapters side by side, one column each', async () => {
    const { page, errors } = await open('matrix.html', toHtml([results('fork', { failing: true }), results('express@5', { oracle: true })]));
    try {
      expect(await page.locator('section.spec-section').first().locator('th.run').allTextContents()).toEqual(['fork (5.x)', 'express@5 5.3.0 (5.x)']);
      expect(await statusOf(page, 'errors/sendStatus-unknown-code')).toEqual(['failed1', 'passed1']);
      expect(await statusOf(page, 'req-operations/req.accepts')).toEqual(['failed1', 'known divergence1']);
      expect(await page.locator('#divergences').textContent()).toContain('req.accepts prefers the first type');
      // Status filter in a matrix: a row shows when any column has a shown status.
      for (const st of ['passed', 'failed', 'not-applicable', 'not-covered', 'informational']) await page.uncheck(`input[name=status][value="${st}"]`);
      expect(await visibleRows(page)).toEqual(['req-operations/req.accepts']);
      await page.click('tr.row[data-id="req-operations/req.accepts"] td.text');
      await page.screenshot({ path: path.join(OUT, 'matrix-divergent.png'), fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows a run of 2,000 failures from a file of at most 1.5 MB, its details unpacked on opening', async () => {
    const run = manyFailures(2_000);
    const html = toHtml([run]);
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeLessThanOrEqual(1_500_000);
    const { page, errors } = await open('many-failures.html', html);
    try {
      // The first screen, measured and recorded (not asserted: a busy runner is slower).
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && document.getElementById('shown')!.textContent !== '');
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { firstContentfulPaintMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0].startTime), domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd), loadMs: Math.round(nav.loadEventEnd) };
      });
      const measured = { failures: 2_000, bytes, ...timing };
      fs.writeFileSync(path.join(OUT, 'many-failures.json'), JSON.stringify(measured, null, 2) + '\n');
      console.log(`HTML report of 2,000 failures: ${(bytes / 1e6).toFixed(2)} MB, first contentful paint ${timing.firstContentfulPaintMs} ms, load ${timing.loadMs} ms`);
      expect(await page.locator('tr.detail').count()).toBe(0); // nothing laid out before it is opened
      expect(unpackDetails(html).length).toBe(await page.locator('tr.row[data-detail]').count());

      // A long failure is cut, saying how long it was.
      const id = run.results[0].spec[0];
      await page.click(`tr.row[data-id="${id}"] td.text`);
      const detail = page.locator(`tr.row[data-id="${id}"] + tr.detail`);
      await expect.poll(() => detail.isVisible()).toBe(true);
      expect(await detail.textContent()).toContain('50,022 characters in all; the JSON report has them whole');
      expect(await detail.locator('details.check').count()).toBe(run.results.filter((c) => c.spec.includes(id)).length);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  // Issue 46: the security table's per-check lines did not wrap, so a failing third-party target's
  // page was 2,658 px wide in a 1,280 px window, and three of them side by side 6,854 px.
  it('fits a 1,280 px window with failing security checks, alone and three side by side', async () => {
    const committed = (base: string): Results => readCommitted(bundledTargets().find((t) => fileBase(t) === base)!)!;
    const tinyhttp = committed('tinyhttp-5.x');
    // Real failing data: advisories vulnerable, and safe ones whose checks fail.
    expect(tinyhttp.results.filter((c) => c.status === 'failed' && c.tags.includes('@security')).length).toBeGreaterThan(10);
    const reports = {
      'tinyhttp-5.x.html': [tinyhttp],
      'three-side-by-side.html': [tinyhttp, committed('ultimate-express-4.x'), committed('ultimate-express-5.x')],
    };
    for (const [name, runs] of Object.entries(reports)) {
      const { page, errors } = await open(name, toHtml(runs));
      try {
        await page.setViewportSize({ width: 1280, height: 900 });
        const measure = () =>
          page.evaluate(() => ({
            page: document.documentElement.scrollWidth,
            // A table in a box of its own that still had to scroll there.
            scrolled: [...document.querySelectorAll('.scroll')].filter((e) => e.scrollWidth > e.clientWidth).map((e) => `${e.closest('section')?.id}: ${e.scrollWidth} px`),
            toolbar: Math.round(document.querySelector('.toolbar')!.getBoundingClientRect().right),
            security: Math.round(document.querySelector('table.security')!.getBoundingClientRect().right),
          }));
        const first = await measure();
        expect({ page: first.page, scrolled: first.scrolled }, name).toEqual({ page: 1280, scrolled: [] });
        // The sticky filter bar goes as far as the security table (it ended where the table went on).
        expect(first.toolbar).toBeLessThanOrEqual(1280);
        expect(first.security).toBeLessThanOrEqual(first.toolbar);
        expect(await page.locator('table.security .sec-failed li').count()).toBeGreaterThan(0);
        // An opened row with failed checks (its exchange, its error) stays inside too.
        const failed = page.locator('tr.row[data-statuses~="failed"]').first();
        await failed.locator('td.text').click();
        await expect.poll(() => failed.locator('+ tr.detail').isVisible()).toBe(true);
        expect((await measure()).page, `${name} with a row open`).toBe(1280);
        await page.screenshot({ path: path.join(OUT, name.replace(/\.html$/, '-1280.png')), fullPage: false });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
