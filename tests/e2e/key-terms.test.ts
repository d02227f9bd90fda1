import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { resetFramework } from './chrome-support';

// Issue 30 part 2: every promotion card shows its key terms, in English, Finnish and Spanish, at 1280 and 390 px
// (docs/decisions/034-key-terms.md). Screenshots go to test-results/offers/.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const SHOTS = 'test-results/offers';
const LANGUAGES = [
  ['en', '', 'GB'],
  ['fi', '/fi', 'FI'],
  ['es', '/es', 'ES'],
] as const;

/** Each card's title and whether its key terms sit inside it unclipped, as a person sees them. */
function cards(page: Page) {
  return page.$$eval('.promo-card', (list) =>
    list.map((card) => {
      const box = (el: Element | null) => (el ? el.getBoundingClientRect() : null);
      const terms = box(card.querySelector('.key-terms'));
      const own = box(card);
      return {
        title: card.querySelector('.promo-card__title')?.textContent ?? '',
        // Inside its card, with some height: shown, not clipped away by the card's fixed height.
        inside: !!terms && !!own && terms.height > 0 && terms.top >= own.top && terms.bottom <= own.bottom + 1,
        overflows: [...card.querySelectorAll<HTMLElement>('.key-terms, .key-terms *')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline').length,
      };
    }),
  );
}

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([
  ['1280', DESKTOP, false],
  ['390', MOBILE, true],
] as const)('at %s px', (width, viewport, mobile) => {
  // What each card says (its terms, wording, currency and T&Cs link) is server HTML: tests/integration/key-terms.test.ts.
  it.each(LANGUAGES)('%s: every promotion card’s key terms fit inside it, nothing spills', async (language, prefix, country) => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await context.addCookies([{ name: 'dev-country', value: country, url: base }]);
      await page.goto(`${base}${prefix}/promotions/`);
      await hydrated(page);
      const all = await cards(page);
      // A GB guest's list: twelve offers less Loyalty Rewards, over the UK cap and not listed (docs/decisions/042).
      expect(all.length).toBeGreaterThanOrEqual(language === 'en' ? 11 : 8);
      for (const card of all) {
        expect(card.inside, `${card.title}: terms inside the card`).toBe(true);
        expect(card.overflows, `${card.title}: terms wider than their box`).toBe(0);
      }
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/promotions-${language}-${width}.png`, fullPage: true });
      // One card at reading size: the welcome offer's terms.
      await page.locator(`.promo-card:has(a[href="${prefix}/promotions/welcome-package/"])`).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/card-${language}-${width}.png` });
    });
  }, 60_000);

  it.each(LANGUAGES)('%s: a promotion page shows the terms beside its call to action; the card’s T&Cs link lands on the full terms', async (language, prefix, country) => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await context.addCookies([{ name: 'dev-country', value: country, url: base }]);
      await page.goto(`${base}${prefix}/promotions/`);
      await hydrated(page);
      const card = page.locator('.promo-card', { has: page.locator(`a[href="${prefix}/promotions/welcome-package/"]`) });
      await card.locator('.key-terms__link').click();
      await page.waitForURL(`**${prefix}/promotions/welcome-package/#terms`);
      await page.locator('#terms').waitFor();
      // The terms section is scrolled into view (the router would otherwise leave the page at its top).
      await expect.poll(() => page.locator('#terms').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(viewport.height / 2);
      const cta = await page.locator('.promo-actions .promo-cta').boundingBox();
      const terms = await page.locator('.promo-actions .key-terms').boundingBox();
      expect(cta && terms).toBeTruthy();
      if (mobile) expect(terms!.y).toBeGreaterThanOrEqual(cta!.y + cta!.height - 1);
      // Beside it on a wide screen: overlapping rows, to its right.
      else expect([terms!.x > cta!.x + cta!.width, terms!.y < cta!.y + cta!.height]).toEqual([true, true]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      // The call to action and its terms in the middle of the screen, clear of the fixed bottom banners.
      await page.locator('.promo-actions').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/welcome-${language}-${width}.png` });
    });
  }, 60_000);
});

// The UK cap on the page (no Join Here, the reason, the terms) is server HTML: tests/integration/key-terms.test.ts.
