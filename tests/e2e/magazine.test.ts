import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage } from '../support/browser';
import { axeViolations } from './chrome-support';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Wider content than the viewport means the reader scrolls sideways: the page must fit at 390 px. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const SHOTS = process.env.MAGAZINE_SHOTS;

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('magazine, %s', (name, viewport, mobile) => {
  it('the footer’s Magazine link → the list → a post: readable, axe clean, no console errors', async () => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      await t.page.goto(`${base}/promotions/`);
      await hydrated(t.page);
      await t.page.locator('footer').getByRole('link', { name: 'Magazine', exact: true }).click();
      await t.page.waitForURL(`${base}/magazine/`);
      await expect.poll(() => t.page.locator('h1').textContent()).toBe('Magazine');
      expect(await t.page.locator('.magazine-card').count()).toBe(10);
      expect(await overflow(t.page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(t.page)).toEqual([]);
      if (SHOTS) await t.page.screenshot({ path: `${SHOTS}/list-${name}.png`, fullPage: false });

      await t.page.getByRole('link', { name: 'Older articles' }).click();
      await t.page.waitForURL(`${base}/magazine/?page=2`);
      await t.page.getByRole('link', { name: 'Classic Fruit Machines & Why We Love Them' }).waitFor();

      await t.page.goto(`${base}/magazine/`);
      await hydrated(t.page);
      await t.page.getByRole('link', { name: 'RTP Explained: What “96%” Really Means' }).click();
      await t.page.waitForURL(`${base}/magazine/rtp-explained/`);
      await expect.poll(() => t.page.locator('h1').textContent()).toBe('RTP Explained: What “96%” Really Means');
      await expect.poll(() => t.page.title()).toBe('RTP Explained: What “96%” Really Means | Shamrock Spins');
      expect(await t.page.locator('.magazine-post__meta').textContent()).toContain('By Shamrock Editorial');
      expect(await overflow(t.page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(t.page)).toEqual([]);
      if (SHOTS) await t.page.screenshot({ path: `${SHOTS}/post-${name}.png`, fullPage: true });
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a Finnish reader of an untranslated article: the notice, the English text marked lang="en", axe clean', async () => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      await t.page.goto(`${base}/fi/magazine/volatility-high-or-low/`);
      await hydrated(t.page);
      expect(await t.page.locator('[role="note"]').textContent()).toContain('suomeksi');
      expect(await t.page.locator('h1').evaluate((h) => h.closest('[lang]')!.getAttribute('lang'))).toBe('en');
      expect(await overflow(t.page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(t.page)).toEqual([]);
      if (SHOTS) await t.page.screenshot({ path: `${SHOTS}/fi-fallback-${name}.png`, fullPage: true });
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
