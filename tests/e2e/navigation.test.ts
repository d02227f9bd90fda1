import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { readManifest } from '../../scripts/manifest.mjs';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s', (_name, viewport, mobile) => {
  it('hydrates the home page without console errors', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      const res = await page.goto(`${base}/`);
      expect(res!.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1').textContent()).resolves.toBe('Shamrock Spins');
    });
  });

  it('clicking Slots in the header changes page without a reload, and Back returns', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
      await page.locator('.site-header__nav a', { hasText: 'Slots' }).click();
      await page.waitForURL(`${base}/slots/`);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Slots');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
      expect(await page.title()).toBe('Slots | Shamrock Spins');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${base}/slots/`);
      expect(await page.locator('link[rel="alternate"]').count()).toBe(6);

      await page.goBack();
      await page.waitForURL(`${base}/`);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Shamrock Spins');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);

      await page.goForward();
      await page.waitForURL(`${base}/slots/`);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Slots');
    });
  });
});

describe('client navigation details', () => {
  it('the social card follows the page: its own picture and alt, one set of og:locale:alternate, the brand card back', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const meta = (key: string) => page.evaluate((k) => [...document.head.querySelectorAll(`meta[property="${k}"], meta[name="${k}"]`)].map((m) => m.getAttribute('content')), key);
      await page.goto(`${base}/magazine/`);
      await hydrated(page);
      expect(await meta('og:image')).toEqual([`${base}/social-card.png`]);
      await page.locator('main a[href="/magazine/rtp-explained/"]').first().click();
      await page.waitForURL(`${base}/magazine/rtp-explained/`);
      await page.waitForFunction(() => document.querySelector('meta[property="og:image"]')?.getAttribute('content')?.endsWith('rtp-explained.jpg'));
      expect((await meta('og:image:alt'))[0]).toMatch(/RTP/);
      expect(await meta('og:locale:alternate')).toEqual(['en_CA', 'en_IE', 'fi_FI', 'es_ES']);
      expect(await meta('twitter:card')).toEqual(['summary_large_image']);
      expect(await page.title()).not.toContain('…');
      await page.goBack();
      await page.waitForURL(`${base}/magazine/`);
      await page.waitForFunction(() => document.querySelector('meta[property="og:image"]')?.getAttribute('content')?.endsWith('/social-card.png'));
      expect(await meta('og:image:width')).toEqual(['1200']);
      expect(await meta('og:image:alt')).toEqual(['Shamrock Spins: the logo, a green shamrock on a gold coin, beside the name']);
      expect(await meta('og:locale:alternate')).toHaveLength(4);
    });
  });

  it('pushes a routeChange event to dataLayer 250 ms after navigating and resets scroll', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/info/`);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('main a[href="/info/terms/"]').click();
      await page.waitForURL(`${base}/info/terms/`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.waitForFunction(() =>
        (window.dataLayer ?? []).some((e) => (e as { event?: string; page_path?: string }).event === 'routeChange' && (e as { page_path?: string }).page_path === '/info/terms/'),
      );
    });
  });

  it('navigating to the current route fetches its data again', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/slots/`);
      await hydrated(page);
      const refreshed = page.waitForRequest((req) => req.url() === `${base}/_data/slots/`);
      await page.locator('.site-header__nav a', { hasText: 'Slots' }).click();
      await refreshed;
      expect(page.url()).toBe(`${base}/slots/`);
    });
  });

  it('shows the 404 page for a direct visit and for a client navigation to an unknown page', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, errors }) => {
      // The direct visit's status, heading, text and title are server HTML: tests/integration/routing.test.ts.
      await page.goto(`${base}/nope/`);
      await hydrated(page);
      await page.locator('a', { hasText: 'Go back to homepage' }).click();
      await page.waitForURL(`${base}/`);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Shamrock Spins');

      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/still-nope/';
        a.id = 'bad-link';
        a.textContent = 'bad';
        document.body.append(a);
      });
      await page.locator('#bad-link').click();
      await page.waitForURL(`${base}/still-nope/`);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === '404');
      expect(await page.locator('.loading-bar--failed').count()).toBe(1);
      // The browser logs the 404 of the data request itself; that is the expected outcome here.
      errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('404')));
    });
  });

  it('ends the loading bar failed and shows the error page when the data request fails', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, errors }) => {
      // Before loading, so that the idle prefetch of the header links fails too.
      await page.route('**/_data/**', (route) => route.abort('failed'));
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('.site-header__nav a', { hasText: 'Promotions' }).click();
      await page.waitForURL(`${base}/promotions/`);
      await page.waitForFunction(() => document.querySelector('.error-page__message')?.textContent === 'Unknown error please reload');
      expect(await page.locator('.loading-bar--failed').count()).toBe(1);
      errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('net::ERR_FAILED')));
    });
  });
});

describe('prefetch and stale chunks', () => {
  it('prefetches the data of visible links once the page is idle', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const prefetched = page.waitForRequest((req) => req.url() === `${base}/_data/promotions/`, { timeout: 5000 });
      await page.goto(`${base}/`);
      await hydrated(page);
      await prefetched;
    });
  });

  it('reloads the target page when a route chunk fails to load, at most once a minute', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, errors }) => {
      const manifest = readManifest();
      const contentChunk = manifest.pages['promotions-page']![0]!;
      // Blocked from the start: the idle prefetch must not load it before the click (the deploy-gone case).
      await page.route(`**${contentChunk}`, (route) => route.abort('failed'));
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      const reloaded = page.waitForEvent('load');
      await page.locator('.site-header__nav a', { hasText: 'Promotions' }).click();
      await reloaded;
      expect(page.url()).toBe(`${base}/promotions/`);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
      // The reloaded page cannot load the chunk either; the guard stops a second reload and the SSR page stays.
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${base}/promotions/`);
      expect(await page.locator('h1').textContent()).toBe('Promotions');
      errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('net::ERR_FAILED') && !e.includes('dynamically imported module')));
    });
  });
});

describe('languages', () => {
  it('hydrates a Finnish page with its lazily loaded messages and no console errors', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/fi/promotions/`);
      await hydrated(page);
      expect(await page.locator('h1').textContent()).toBe('Kampanjat');
      await page.locator('.site-header__nav a').first().click();
      await page.waitForURL(`${base}/fi/slots/`);
    });
  });
});
