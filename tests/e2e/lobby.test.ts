import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { loggedIn, startSession } from './chrome-support';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Cumulative layout shift observed since load, per the Layout Instability API. */
const cls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('lobby on %s', (_name, viewport, mobile) => {
  it('renders tiles with loaded artwork and no layout shift', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      // Not waiting for `load`: the poll below waits for the one image the test is about.
      await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      const first = page.locator('.rail').first().locator('.tile img').first();
      // Which art loads eagerly, at high priority and as webp is server HTML (tests/integration/lobby.test.ts).
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(400);
      expect(await cls(page)).toBeLessThan(0.02);
      // Deferred rails fill in as they come near the viewport.
      expect(await page.locator('.tile--placeholder').count()).toBeLessThan(await page.locator('.tile').count());
    });
  });

  it("a featured rail's See all opens a page of that rail's games, in the rail's order (issue 51)", async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      const rail = page.locator('section.rail', { has: page.getByRole('heading', { name: 'Big Wins', exact: true }) });
      await rail.scrollIntoViewIfNeeded();
      // Deferred rails render their tiles as they near the viewport.
      await rail.locator('article.tile').first().waitFor();
      const names = await rail.locator('.tile__title').allTextContents();
      expect(names.length).toBeGreaterThan(3);
      const seeAll = rail.getByRole('link', { name: /See all/ });
      expect(await seeAll.getAttribute('href')).toBe('/games/big-wins/');
      await seeAll.click();
      await page.waitForURL(`${base}/games/big-wins/`);
      await page.getByRole('heading', { level: 1, name: 'Big Wins' }).waitFor();
      const listed = await page.locator('.game-grid .tile__title').allTextContents();
      expect(listed.slice(0, names.length)).toEqual(names);
    });
  });

  it(mobile ? 'the tab strip fades at the edge that has more tabs beyond it (issue 51)' : 'the tab strip fits and does not fade', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      const strip = page.locator('nav.lobby-tabs');
      // The fades are the strip's wrapper's two overlays; their opacity follows the strip's scroll.
      const fades = () =>
        strip.evaluate((el) => {
          const opacity = (pseudo: string) => getComputedStyle(el.parentElement!, pseudo).opacity;
          return { start: opacity('::before'), end: opacity('::after'), more: el.scrollWidth > el.clientWidth + 1 };
        });
      if (!mobile) {
        expect(await fades()).toEqual({ start: '0', end: '0', more: false });
        return;
      }
      // The phone lobby leads with what a slots casino's players open, not with table games (the emulator's order).
      expect(await strip.locator('a').first().textContent()).toBe('New');
      expect(await fades()).toEqual({ start: '0', end: '1', more: true });
      await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(fades).toEqual({ start: '1', end: '0', more: true });
      // The last tab scrolls clear of the fade.
      const [last, box] = await Promise.all([strip.locator('a').last().boundingBox(), strip.boundingBox()]);
      expect(last!.x + last!.width).toBeLessThanOrEqual(box!.x + box!.width);
    });
  });

  it('sizes tiles by the spec: 65% high, title width/13 in 10–26 px, hidden under 150 px', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/all-games/`);
      await hydrated(page);
      const sizes = await page.locator('.game-grid .tile').first().evaluate((tile) => {
        const art = tile.querySelector('.tile__art')!.getBoundingClientRect();
        const title = tile.querySelector('.tile__title') as HTMLElement;
        return { width: art.width, height: art.height, font: parseFloat(getComputedStyle(title).fontSize), shown: getComputedStyle(title).display !== 'none' };
      });
      expect(sizes.height / sizes.width).toBeCloseTo(0.65, 2);
      if (sizes.width < 150) expect(sizes.shown).toBe(false);
      else {
        expect(sizes.shown).toBe(true);
        expect(sizes.font).toBeCloseTo(Math.min(26, Math.max(10, sizes.width / 13)), 0);
      }
    });
  });
});

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('Load more on %s (issue 28)', (_name, viewport, mobile) => {
  const tiles = (page: Page) => page.locator('.game-grid .tile');
  const ids = (page: Page) => page.locator('.game-grid .tile__title').allTextContents();

  it('writes ?page=N, and a reload or Back shows the grid as it was left', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/all-games/`);
      await hydrated(page);
      expect(await tiles(page).count()).toBe(42);
      await page.locator('.game-grid__more a').click();
      await expect.poll(() => tiles(page).count(), { timeout: 10_000 }).toBe(84);
      await page.waitForURL(`${base}/all-games/?page=2`);
      await page.locator('.game-grid__more a').click();
      await expect.poll(() => tiles(page).count(), { timeout: 10_000 }).toBe(126);
      await page.waitForURL(`${base}/all-games/?page=3`);
      const shown = await ids(page);
      expect(new Set(shown).size).toBe(shown.length);
      // Replaced, not pushed: Back leaves the grid, it does not step through its pages.
      expect(await page.evaluate(() => history.length)).toBe(2);

      await page.reload();
      await hydrated(page);
      expect(await tiles(page).count()).toBe(126);
      expect(await ids(page)).toEqual(shown);
      expect(await page.locator('.game-grid__status').textContent()).toMatch(/^Page 3 of \d+/);

      // Away by client navigation, then Back: the same 126 tiles.
      await page.locator('.lobby-tabs a', { hasText: 'Slots' }).click();
      await page.waitForURL(`${base}/slots/`);
      await expect.poll(() => tiles(page).count()).toBe(42);
      await page.goBack();
      await page.waitForURL(`${base}/all-games/?page=3`);
      await expect.poll(() => tiles(page).count()).toBe(126);
      // And it goes on from there.
      await page.locator('.game-grid__more a').click();
      await expect.poll(() => tiles(page).count(), { timeout: 10_000 }).toBe(168);
      await page.waitForURL(`${base}/all-games/?page=4`);
    });
  }, 60_000);
});

describe('tile rules', () => {
  it('hides a 149 px tile title and shows a 300 px one at 23 px', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/all-games/`);
      await hydrated(page);
      const measure = (width: number) =>
        page.locator('.game-grid .tile').first().evaluate((tile, w) => {
          (tile as HTMLElement).style.width = `${w}px`;
          const title = tile.querySelector('.tile__title') as HTMLElement;
          return { display: getComputedStyle(title).display, font: getComputedStyle(title).fontSize };
        }, width);
      expect((await measure(149)).display).toBe('none');
      const mid = await measure(300);
      expect(mid.display).toBe('block');
      expect(parseFloat(mid.font)).toBeCloseTo(300 / 13, 1);
      expect((await measure(100 * 13 + 200)).font).toBe('26px');
    });
  });

  // A guest's info icons (only for games with a CMS page) are server HTML: tests/integration/lobby.test.ts.
  it('shows no info icon to a player', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/slots/lucky-clover-gold/`);
      await hydrated(page);
      await loggedIn(page);
      await expect.poll(() => page.locator('.game-grid .tile').count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.tile__info').count()).toBe(0);
    });
  });

  it('moves between lobby tabs without a reload and keeps the scroll position', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
      await page.locator('.lobby-tabs a', { hasText: 'Slots' }).click();
      await page.waitForURL(`${base}/slots/`);
      await expect.poll(() => page.locator('.lobby-tabs a[aria-current="page"]').textContent()).toBe('Slots');
      await page.locator('.lobby-tabs a', { hasText: 'All Games' }).click();
      await page.waitForURL(`${base}/all-games/`);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
      await page.locator('.game-grid__more a').click();
      await expect.poll(() => page.locator('.game-grid .tile').count(), { timeout: 10_000 }).toBe(84);
    });
  });
});
