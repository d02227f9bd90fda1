import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consentMessages } from '../../i18n/groups/consent';
import { gameMessages } from '../../i18n/groups/game';
import { infoMessages } from '../../i18n/groups/info';
import { labelMessages } from '../../i18n/groups/labels';
import { magazineMessages } from '../../i18n/groups/magazine';
import { menuMessages } from '../../i18n/groups/menu';
import { searchMessages } from '../../i18n/groups/search';
import { errorMessages } from '../../i18n/groups/errors';
import { playerListMessages } from '../../i18n/groups/player-lists';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { fi } from '../../i18n/messages/fi';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { startSession } from './chrome-support';

// Issue 15: /fi/ and /es/ read in their language — no English label of the site's own in the header, side menu,
// lobby tabs, rail titles, footer or bottom navigation. (The consent popup: tests/e2e/consent.test.ts.)
const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const GROUPS = [consentMessages, gameMessages, infoMessages, labelMessages, magazineMessages, menuMessages, searchMessages, errorMessages, playerListMessages];

/** Every English UI text (with its placeholders' surroundings dropped) that the language translates differently. */
function englishOnly(language: 'fi' | 'es'): Set<string> {
  const own = { fi, es }[language] as Record<string, string>;
  const out = new Set<string>();
  const add = (english: Record<string, string>, translated: Record<string, string>) => {
    for (const [key, text] of Object.entries(english)) if (translated[key] !== text && !/\{\w+\}/.test(text)) out.add(text);
  };
  add(en, own);
  for (const g of GROUPS) add(g.en as Record<string, string>, g[language] as Record<string, string>);
  return out;
}

/** Text of every text node and every aria-label inside the selectors (platform HTML strips left out). */
const labels = (page: Page, selectors: string) =>
  page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
        if (n instanceof Element) {
          if (n.closest('.site-footer__icons, .site-footer__copyright')) continue;
          const aria = n.getAttribute('aria-label');
          if (aria) out.push(aria.trim());
        } else if (n.textContent?.trim() && !n.parentElement?.closest('.site-footer__icons, .site-footer__copyright')) {
          out.push(n.textContent.trim());
        }
      }
    }
    return out;
  }, selectors);

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s', (_name, viewport, mobile) => {
  it.each(['fi', 'es'] as const)('/%s/ has no English label in header, menu, tabs, rails, footer, bottom nav', async (language) => {
    const english = englishOnly(language);
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/${language}/`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(language === 'fi' ? 'fi-FI' : 'es-ES');
      await page.locator('#site-menu-button').click();
      await page.locator('.side-menu__toggle').first().click();
      await page.waitForTimeout(300);
      const seen = await labels(page, '.site-header, #side-menu, .lobby-tabs, .rail, .page--lobby h1, .site-footer, .mobile-nav');
      expect(seen.length).toBeGreaterThan(30);
      expect(seen.filter((text) => english.has(text))).toEqual([]);
      // And the lobby's own lists are there, translated (not just absent).
      const tabs = await page.locator('.lobby-tabs a').allTextContents();
      expect(tabs).toContain(language === 'fi' ? 'Kaikki pelit' : 'Todos los juegos');
    });
  }, 45_000);
});

it('the check sees English where it is: /en-ie/ is full of it', async () => {
  const english = englishOnly('fi');
  await withPage(browser, DESKTOP, false, async ({ page }) => {
    await page.goto(`${base}/en-ie/`);
    await hydrated(page);
    const seen = await labels(page, '.site-header, .lobby-tabs, .rail, .site-footer');
    expect(seen.filter((text) => english.has(text)).length).toBeGreaterThan(20);
  });
}, 45_000);

it('structured data follows a client navigation (and breaks no CSP rule)', async () => {
  await withPage(browser, DESKTOP, false, async ({ page }) => {
    await page.goto(`${base}/`);
    await hydrated(page);
    const ld = () => page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as { '@type': string }));
    expect((await ld()).map((d) => d['@type'])).toEqual(['Organization']);
    await page.locator('.site-header__nav a', { hasText: 'Promotions' }).click();
    await page.waitForURL(`${base}/promotions/`);
    await expect.poll(async () => (await ld()).length).toBe(0);
    await page.goBack();
    await page.waitForURL(`${base}/`);
    await expect.poll(async () => (await ld()).map((d) => d['@type'])).toEqual(['Organization']);
  });
}, 45_000);

describe('the one-row header fits its longest labels (Spanish) at every desktop width', () => {
  /** How far the header's last action runs past the viewport, and how far the main links overflow their place. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const actions = [...document.querySelectorAll('.site-header__actions > *')];
      const nav = document.querySelector('.site-header__nav')!;
      return { actions: Math.max(0, Math.round(actions.at(-1)!.getBoundingClientRect().right - innerWidth)), links: nav.scrollWidth - nav.clientWidth };
    });
  const WIDTHS = [900, 960, 1100, 1240, 1280, 1366];

  it.each([
    ['as a guest', false],
    ['logged in', true],
  ] as const)('/es/ and /fi/, %s', async (_who, loggedIn) => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      if (loggedIn) await startSession(context);
      for (const language of ['es', 'fi']) {
        await page.goto(`${base}/${language}/`);
        await hydrated(page);
        if (loggedIn) await page.locator('.site-header__balance-value').waitFor();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          expect(await overflow(page), `/${language}/ at ${width} px`).toEqual({ actions: 0, links: 0 });
        }
      }
    });
  }, 60_000);
});
