import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { advanceClock, DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { readManifest } from '../../scripts/manifest.mjs';
import { countIntlMade } from '../support/intl-made';
import { allowErrors } from './chrome-support';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page no link of the home page points at: only the link a test adds can ask for its payload. */
const TARGET = '/providers/netent/';

/** Counts the page's requests for `url`. */
function countRequests(page: Page, url: string): { readonly n: number } {
  const seen = { n: 0 };
  page.on('request', (req) => {
    if (req.url() === url) seen.n++;
  });
  return seen;
}

/**
 * The home page, hydrated and past its idle prefetch of visible links (the header's Promotions payload), with a link
 * to TARGET added after it: nothing but a pointer or a finger on that link can prefetch it.
 */
async function homeWithLink(page: Page): Promise<void> {
  const idlePrefetch = page.waitForRequest(`${base}/_data/promotions/`, { timeout: 10_000 });
  // Playwright's clock, running on its own: the tests' quiet periods are fast-forwarded (advanceClock).
  await page.clock.install();
  await page.goto(`${base}/`);
  await hydrated(page);
  await idlePrefetch;
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.id = 'intent-link';
    a.textContent = 'NetEnt';
    a.style.cssText = 'display:block;padding:12px';
    document.querySelector('main h1')!.after(a);
  }, TARGET);
}

const netentHeading = (page: Page) => page.waitForFunction(() => location.pathname === '/providers/netent/' && /NetEnt/.test(document.querySelector('main h1')?.textContent ?? ''));

describe('prefetch on intent (issue 29)', () => {
  it('desktop: a pointer over a link starts one payload request, and the click uses it', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const data = countRequests(page, `${base}/_data${TARGET}`);
      await homeWithLink(page);
      await advanceClock(page, 600);
      expect(data.n, 'no request before the pointer comes').toBe(0);
      const asked = page.waitForRequest(`${base}/_data${TARGET}`);
      await page.locator('#intent-link').hover();
      await asked;
      await page.waitForTimeout(400);
      expect(data.n).toBe(1);
      // Over the link again while its payload is held: no second request.
      await page.mouse.move(0, 0);
      await page.locator('#intent-link').hover();
      await page.locator('#intent-link').click();
      await netentHeading(page);
      await page.waitForTimeout(300);
      expect(data.n, 'the click used the prefetched payload').toBe(1);
    });
  });

  it('phone: a finger on a link starts the request, the tap’s click joins it in flight', async () => {
    await withPage(browser, MOBILE, true, async ({ page }) => {
      const data = countRequests(page, `${base}/_data${TARGET}`);
      await homeWithLink(page);
      await advanceClock(page, 600);
      expect(data.n).toBe(0);
      // A slow answer, so that the click certainly comes while the touch's request is in flight.
      await page.route(`${base}/_data${TARGET}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.locator('#intent-link').tap();
      await netentHeading(page);
      await page.waitForTimeout(300);
      expect(data.n).toBe(1);
    });
  });

  it('desktop: a failed prefetch is not asked for again at each pass of the pointer; the click asks, and shows the page', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, errors }) => {
      const data = countRequests(page, `${base}/_data${TARGET}`);
      let down = true;
      await page.route(`${base}/_data${TARGET}`, (route) => (down ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) : route.continue()));
      await homeWithLink(page);
      const failed = page.waitForResponse((res) => res.url() === `${base}/_data${TARGET}` && res.status() === 503);
      await page.locator('#intent-link').hover();
      await failed;
      for (let pass = 0; pass < 3; pass++) {
        await page.mouse.move(0, 0);
        await page.locator('#intent-link').hover();
        await page.waitForTimeout(150);
      }
      expect(data.n, 'one request for four passes of the pointer').toBe(1);
      down = false;
      await page.locator('#intent-link').click();
      await netentHeading(page);
      expect(data.n, "the click's own request").toBe(2);
      allowErrors(errors, /503/, 1);
    });
  });

  it('data saver: neither a pointer nor the idle scan prefetches; the click fetches once', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }));
      await page.clock.install();
      const data = countRequests(page, `${base}/_data${TARGET}`);
      const anyData = countRequests(page, `${base}/_data/promotions/`);
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.evaluate((href) => {
        const a = document.createElement('a');
        a.href = href;
        a.id = 'intent-link';
        a.textContent = 'NetEnt';
        document.querySelector('main h1')!.after(a);
      }, TARGET);
      await page.locator('#intent-link').hover();
      // Past the idle scan's and the hover's moments on the page's clock.
      await advanceClock(page, 2500);
      expect(data.n).toBe(0);
      expect(anyData.n, 'no idle prefetch either').toBe(0);
      expect(await page.locator('script[type="speculationrules"]').count(), 'no document prefetch rules').toBe(0);
      await page.locator('#intent-link').click();
      await netentHeading(page);
      expect(data.n).toBe(1);
    });
  });
});

describe("a visit's first tap: the number formats (issue 29)", () => {
  /** Home, hydrated and past its idle prefetch of visible links: what start-up and idle time do is done. */
  async function homeSettled(page: Page): Promise<void> {
    const idlePrefetch = page.waitForRequest((req) => req.url().startsWith(`${base}/_data/`), { timeout: 10_000 });
    await page.clock.install();
    await page.goto(`${base}/`);
    await hydrated(page);
    await idlePrefetch;
    await advanceClock(page, 600);
  }
  const gridStatus = (page: Page) => page.locator('.game-grid__status').textContent();

  it('phone: made on the finger’s touch of a tab, none in start-up and none in the tap’s click or the grid it shows', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      const made = await countIntlMade(page);
      await homeSettled(page);
      expect(await made(), 'start-up and idle time make none').toBe(0);
      // The tabs scroll sideways at 390 px: the strip is scrolled to the tab first (a scroll is no touch).
      const tab = page.locator('.lobby-tabs a[href="/slots/"]');
      await tab.scrollIntoViewIfNeeded();
      expect(await made()).toBe(0);
      const box = (await tab.boundingBox())!;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
      // While the finger is still down: the click has not come yet.
      await expect.poll(made).toBeGreaterThanOrEqual(2);
      const touched = await made();
      expect(page.url()).toBe(`${base}/`);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => gridStatus(page)).toMatch(/^Page 1 of \d+ · [\d,]+ games$/);
      expect(new URL(page.url()).pathname).toBe('/slots/');
      expect(await made(), 'formats made by the tap and its grid').toBe(touched);
    });
  });

  it('desktop: made when the pointer first comes over the page; a keyboard’s first Tab makes them too', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const made = await countIntlMade(page);
      await homeSettled(page);
      expect(await made()).toBe(0);
      await page.locator('.lobby-tabs a[href="/slots/"]').hover();
      await expect.poll(made).toBeGreaterThanOrEqual(2);
      const hovered = await made();
      await page.locator('.lobby-tabs a[href="/slots/"]').click();
      await expect.poll(() => gridStatus(page)).toMatch(/^Page 1 of \d+ · [\d,]+ games$/);
      expect(await made(), 'formats made by the click and its grid').toBe(hovered);
    });
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const made = await countIntlMade(page);
      await homeSettled(page);
      await page.keyboard.press('Tab');
      await expect.poll(made).toBeGreaterThanOrEqual(2);
    });
  });
});

describe('speculation rules (decision 031)', () => {
  const entry = () => readManifest().entry;

  it('before the router runs, the document has same-origin prefetch rules under the strict CSP; a pointer on a link prefetches the document', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context, errors }) => {
      // The bundle never arrives: the page stays as the worker sent it, as in the first seconds on a slow phone.
      await page.route(`**${entry()}`, (route) => route.abort('failed'));
      // The browser's own preloading report (its prefetches are not page requests Playwright sees).
      const cdp = await context.newCDPSession(page);
      const ruleSets: { errorType?: string; errorMessage?: string }[] = [];
      const prefetched: string[] = [];
      cdp.on('Preload.ruleSetUpdated', (e) => ruleSets.push(e.ruleSet));
      cdp.on('Preload.prefetchStatusUpdated', (e) => {
        if (e.status === 'Ready' || e.status === 'Success') prefetched.push(e.prefetchUrl);
      });
      await cdp.send('Preload.enable');
      await page.goto(`${base}/`);
      const rules = page.locator('script#speculation-rules[type="speculationrules"]');
      expect(await rules.count()).toBe(1);
      expect(JSON.parse((await rules.textContent())!)).toMatchObject({ prefetch: [{ source: 'document', eagerness: 'moderate' }] });
      await expect.poll(() => ruleSets.length).toBe(1);
      expect(ruleSets[0]!.errorType, ruleSets[0]!.errorMessage).toBeUndefined();
      expect(prefetched, 'nothing before intent (moderate)').toEqual([]);
      await page.locator('.site-header__nav a', { hasText: 'Promotions' }).hover();
      await expect.poll(() => prefetched).toContain(`${base}/promotions/`);
      expect(prefetched.every((u) => u === `${base}/promotions/`)).toBe(true);
      // Only the blocked bundle fails (its fetch, and the start script's import reported as uncaught); a CSP refusal of
      // the rules would be an error here too.
      errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('net::ERR_FAILED') && !e.includes(`dynamically imported module: ${base}${entry()}`)));
    });
  });

  it('once the router takes links over, the rules are gone: a tap is a client navigation, not a document', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      const documents: string[] = [];
      cdp.on('Preload.prefetchStatusUpdated', (e) => documents.push(`${e.prefetchUrl} ${e.status}`));
      await cdp.send('Preload.enable');
      // The router's payload for it: from the idle scan of visible links or from the hover, whichever comes first.
      const payload = page.waitForRequest(`${base}/_data/promotions/`);
      await page.goto(`${base}/`);
      await hydrated(page);
      expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
      await page.locator('.site-header__nav a', { hasText: 'Promotions' }).hover();
      await payload;
      // A short look: the browser would prefetch a document right after the rules or the hover, not later.
      await page.waitForTimeout(500);
      expect(documents, 'no document prefetched').toEqual([]);
    });
  });
});

describe('a grid shown by a client navigation (issue 29)', () => {
  it('draws its first screen’s tiles in the frame of the change and the rest right after; hydration draws them all', async () => {
    await withPage(browser, MOBILE, true, async ({ page }) => {
      await page.goto(`${base}/slots/`);
      await hydrated(page);
      expect(await page.locator('.game-grid article.tile').count(), 'hydrated as the server rendered it').toBe(42);
      expect(await page.locator('.game-grid .tile--placeholder').count()).toBe(0);
      // What the DOM holds when the new heading first appears (the router's commit), read by a MutationObserver.
      await page.evaluate(() => {
        const w = window as unknown as { __first?: { tiles: number; placeholders: number; titles: string[] } };
        new MutationObserver((_, observer) => {
          if (document.querySelector('main h1')?.textContent !== 'New') return;
          w.__first = {
            tiles: document.querySelectorAll('.game-grid article.tile').length,
            placeholders: document.querySelectorAll('.game-grid .tile--placeholder').length,
            titles: [...document.querySelectorAll('.game-grid article.tile .tile__title')].map((e) => e.textContent ?? ''),
          };
          observer.disconnect();
        }).observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true });
      });
      const newTab = await (await fetch(`${base}/_data/new/`)).json();
      const games: { name: string }[] = newTab.data.grid.games;
      expect(games.length, 'a grid longer than a first screen').toBeGreaterThan(21);
      await page.locator('.lobby-tabs a[href="/new/"]').click();
      await expect.poll(() => page.locator('.game-grid article.tile').count()).toBe(games.length);
      expect(await page.locator('.game-grid .tile--placeholder').count()).toBe(0);
      const first = await page.evaluate(() => (window as unknown as { __first: { tiles: number; placeholders: number; titles: string[] } }).__first);
      // The new page's own tiles at once (not the old tab's for a frame), 21 of them, the rest held by placeholders.
      expect(first).toMatchObject({ tiles: 21, placeholders: games.length - 21 });
      expect(first.titles).toEqual(games.slice(0, 21).map((g) => g.name));
    });
  });
});
