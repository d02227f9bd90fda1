import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, partsHydrated, withPage } from '../support/browser';
import { logIn, resetFramework } from './chrome-support';

// Issue 28: at 390 and 360 px nothing of the chrome, the game bar, the search bar or the tiles is cut short with an
// ellipsis or spills out of its box, in English, Finnish and Spanish — guest and player.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

/**
 * Every visible element under `scopes` whose own text (or whose control's content) is wider than its box: an
 * ellipsis, a clipped label, a word running out of its tab. Each as 'selector: text (scrollWidth > clientWidth)'.
 */
function cutShort(page: Page, scopes: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const found: string[] = [];
    for (const scope of selectors) {
      for (const root of document.querySelectorAll(scope)) {
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (!(el instanceof HTMLElement) || el.getClientRects().length === 0) continue;
          const style = getComputedStyle(el);
          if (style.display === 'inline' || style.visibility === 'hidden' || el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
          const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
          // A control that clips its content (a badge may hang over the edge of one that does not, on purpose).
          const clippingControl = el.matches('a, button, label') && style.overflowX !== 'visible';
          if (!ownText && !clippingControl) continue;
          if (el.clientWidth <= 1) continue; // visually hidden (a 1 px clip), there for screen readers only
          if (el.scrollWidth > el.clientWidth + 1) found.push(`${scope} ${el.tagName.toLowerCase()}.${el.className}: "${el.textContent!.trim().slice(0, 40)}" (${el.scrollWidth} > ${el.clientWidth})`);
        }
      }
    }
    return found;
  }, scopes);
}

/** Whether the search input's placeholder fits its text box (measured on a canvas in the placeholder's font). */
function placeholderOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('.search-panel__input')!;
    const ph = getComputedStyle(input, '::placeholder');
    const box = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${ph.fontStyle} ${ph.fontWeight} ${ph.fontSize} ${ph.fontFamily}`;
    const text = ctx.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    return text <= room ? null : `"${input.placeholder}" is ${Math.ceil(text)} px in ${Math.floor(room)} px`;
  });
}

/**
 * What the widths depend on: the deferred parts hydrated (the header's player actions, the footer) and the fonts in
 * use loaded. Not 'networkidle': idle prefetch and the framework's calls can keep the network busy for seconds on a
 * loaded machine (a 25 s timeout in one full run) without changing a width.
 */
async function settled(page: Page): Promise<void> {
  await partsHydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const LANGUAGES = [
  ['en', '/'],
  ['fi', '/fi/'],
  ['es', '/es/'],
] as const;

describe.each([390, 360])('at %i px', (width) => {
  const viewport = { width, height: 800 };

  it.each(LANGUAGES)('%s: header, bottom bar, tiles and search bar are whole for a guest and a player, the game bar too', async (_lang, root) => {
    await withPage(browser, viewport, true, async ({ page }) => {
      // Logged in on the English page (the helper reads English labels); the session carries to the other languages.
      await page.goto(`${base}/`);
      await hydrated(page);
      if (root !== '/') {
        await page.goto(`${base}${root}`);
        await hydrated(page);
      }
      await settled(page);
      expect(await cutShort(page, ['.site-header', '.mobile-nav', 'main .tile']), 'guest').toEqual([]);
      await page.locator('.site-header__search').click();
      await page.locator('.search-panel__input').waitFor();
      expect(await placeholderOverflow(page)).toBeNull();
      expect(await cutShort(page, ['.search-panel__bar']), 'search bar').toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.search-panel').waitFor({ state: 'detached' });

      await page.goto(`${base}/`);
      await hydrated(page);
      await logIn(page);
      if (root !== '/') {
        await page.goto(`${base}${root}`);
        await hydrated(page);
        await page.locator('.site-header__balance-value').waitFor();
      }
      await settled(page);
      expect(await cutShort(page, ['.site-header', '.mobile-nav', 'main .tile']), 'player').toEqual([]);
      await page.locator('.mobile-nav button').nth(1).click(); // Search
      await page.locator('.search-panel__input').waitFor();
      expect(await placeholderOverflow(page)).toBeNull();
      await page.keyboard.press('Escape');
      await page.locator('.search-panel').waitFor({ state: 'detached' });

      await page.locator('main .tile:not(.tile--placeholder) .tile__play').first().click();
      await page.locator('.game-figures__time').waitFor();
      expect(await cutShort(page, ['.game-bar']), 'game bar').toEqual([]);
    });
  });
});
