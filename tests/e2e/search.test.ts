import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { THEME_LISTS } from '../../client/catalogue/theme-lists';
import { catalogueGames } from '../../emulator/data/catalogue';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, pauseClock, withPage } from '../support/browser';
import { allowErrors, axeViolations, dataLayerEvents, loggedIn, resetFramework, startSession } from './chrome-support';
import { countIntlMade } from '../support/intl-made';

// Game search (issue 12): header and mobile-tab entry points, popular titles, typo-tolerant results, provider
// search, Load More, Play (login first for a guest), 'Your searches:', keyboard, Esc/Back, failure and axe.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
const GAMES = catalogueGames(3000).filter((g) => !g.appealingForChildren);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search games' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search Game or Provider' });
const options = (page: Page) => dialog(page).getByRole('option');
/** Types a query and waits until the list answers it (results follow the key's frame: the listbox is busy until then). */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await dialog(page).locator('[role="listbox"]:not([aria-busy])').waitFor();
}
// Spare rows stay in the list, hidden (see ResultList's slots): only the shown ones count.
const optionNames = (page: Page) => dialog(page).locator('.search-row:not([hidden]) .search-row__name').allTextContents();
const gameContainer = (page: Page) => page.locator('.game-container');
/** What the art case records in the page: when each key came, and when a shown row's art became its game's. */
type ArtWatch = { fresh: number[] };

/** A player under 900 px searches from the bottom navigation's tab (the header keeps its room for the logo). */
async function openAsPlayer(page: Page, mobile: boolean): Promise<void> {
  if (!mobile) return openFromHeader(page);
  expect(await page.locator('.site-header').getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(false);
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }).click();
  await dialog(page).waitFor();
  await options(page).first().waitFor();
}

async function openFromHeader(page: Page): Promise<void> {
  await page.locator('.site-header').getByRole('button', { name: 'Search', exact: true }).click();
  await dialog(page).waitFor();
  await options(page).first().waitFor();
}

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s search', (_name, viewport, mobile) => {
  it('a guest opens it from the header: popular titles, a misspelt name, a provider, Load More; Esc closes and clears', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      // Down the lobby first: the page is not rendered under search, and must come back where it was.
      await page.evaluate(() => window.scrollTo(0, 600));
      await openFromHeader(page);
      expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
      expect(await dialog(page).getByRole('heading', { name: 'Try our popular titles:' }).isVisible()).toBe(true);
      expect(await options(page).count()).toBe(8);
      // No previous searches for a guest (SPEC §6).
      expect(await dialog(page).getByText('Your searches:').count()).toBe(0);
      expect(await dialog(page).getByRole('option', { name: /Lucky Clover Gold/ }).first().textContent()).toContain('Play');

      await search(page, 'Lucky Clovr Gold');
      await expect.poll(async () => (await optionNames(page)).slice(0, 3)).toContain('Lucky Clover Gold');
      await expect.poll(() => dialog(page).getByRole('status').first().textContent()).toMatch(/\d+ games? found/);

      await search(page, 'blueprint');
      const blueprint = new Set(GAMES.filter((g) => g.provider === 'Blueprint Gaming' || g.subProvider === 'Blueprint Gaming').map((g) => g.name));
      expect(blueprint.size).toBeGreaterThan(42);
      await expect.poll(() => options(page).count()).toBe(26);
      for (const name of await optionNames(page)) expect(blueprint.has(name), name).toBe(true);
      await dialog(page).getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => options(page).count()).toBe(42);
      // Down the list, then a new query: its results start at the top (the rows a key renders first are those in view).
      const body = dialog(page).locator('.search-panel__body');
      await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      expect(await body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await search(page, 'gold');
      expect(await body.evaluate((el) => el.scrollTop)).toBe(0);
      await expect.poll(() => options(page).count()).toBe(26);
      expect((await optionNames(page))[0]).toMatch(/gold/i);

      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      expect(await page.locator('.tile').first().isVisible()).toBe(true);
      await openFromHeader(page);
      expect(await input(page).inputValue()).toBe('');
    });
  }, 45_000);

  it("a theme or category word lists its games: 'jackpot king' the Jackpot King games, 'egypt' the themed ones after the names", async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await openFromHeader(page);
      // No name says 'Jackpot King': every game of the network is found by its JPK marker (docs/decisions/041).
      const kings = GAMES.filter((g) => /\bJPK\b/.test(g.name)).map((g) => g.name);
      expect(kings.length).toBeGreaterThan(60);
      await search(page, 'jackpot king');
      await expect.poll(() => dialog(page).getByRole('status').first().textContent()).toBe(`${kings.length} games found`);
      const shown = await optionNames(page);
      expect(shown).toHaveLength(26);
      for (const name of shown) expect(kings, name).toContain(name);

      // The Egypt theme: the names holding the word first, then the theme's other games (Cairo, Anubis, the Nile…).
      const named = GAMES.filter((g) => /egypt/i.test(g.name)).length;
      // In catalogue order, as a theme's games keep among themselves.
      const themed = GAMES.filter((g) => THEME_LISTS.egypt.includes(g.id) && !/egypt/i.test(g.name));
      expect(named).toBeLessThan(26 + 2 * 16);
      await search(page, 'egypt');
      await expect.poll(() => dialog(page).getByRole('status').first().textContent()).toBe(`${named + themed.length} games found`);
      for (const more of [42, 58]) {
        await dialog(page).getByRole('button', { name: 'Load More' }).click();
        await expect.poll(() => options(page).count()).toBe(more);
      }
      const rows = await optionNames(page);
      expect(rows.slice(0, named).every((name) => /egypt/i.test(name))).toBe(true);
      expect(rows.slice(named)).toEqual(themed.slice(0, 58 - named).map((g) => g.name));
    });
  }, 45_000);

  it('the number formats the results count needs are made while search waits for the first key, not in it', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      // The results count's formats: the page's first one made the first keystroke's handler 100–150 ms at 4× CPU.
      const made = await countIntlMade(page);
      // On data saver, where no prefetch module makes the page's formats at the first touch or hover (decision 031):
      // only the overlay's own warm-up can have made them before the key.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }));
      await page.goto(`${base}/`);
      await hydrated(page);
      await openFromHeader(page);
      // Made once search is open and the page idle (at most a second later), with no key pressed.
      await expect.poll(made, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      const before = await made();
      await input(page).press('l');
      await expect.poll(() => dialog(page).locator('.search-section__title').first().textContent()).toBe('Search results');
      await expect.poll(() => dialog(page).getByRole('status').first().textContent()).toMatch(/\d+ games found/);
      expect(await made(), 'formats made by the first keystroke and its count').toBe(before);
    });
  });

  it("a key's own frame echoes the letter and leaves the list alone; its results follow once that frame is painted", async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await openFromHeader(page);
      await options(page).first().waitFor();
      const popular = await optionNames(page);
      // What the key's task has done by its end (React renders a typed key synchronously), read before any frame.
      const atKey = await input(page).evaluate((el: HTMLInputElement) => {
        const names = () => [...document.querySelectorAll('.search-row:not([hidden]) .search-row__name')].map((n) => n.textContent);
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, 'blueprint');
        el.dispatchEvent(new Event('input', { bubbles: true }));
        return { value: el.value, names: names(), busy: document.querySelector('[role="listbox"]')!.getAttribute('aria-busy') };
      });
      expect(atKey).toEqual({ value: 'blueprint', names: popular, busy: 'true' });
      await dialog(page).locator('[role="listbox"]:not([aria-busy])').waitFor();
      expect(await dialog(page).locator('.search-section__title').first().textContent()).toBe('Search results');
      expect((await optionNames(page)).length).toBe(26);
    });
  });

  it("results' art waits for typing to pause, even after a key that leaves the results as they were", async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      // The pause is 250 ms (ART_SETTLE_MS, client/components/search/search-overlay.tsx), timed on the page's clock:
      // stopped while the keys go in and moved on by the test, so a slow machine cannot stretch the typing past it.
      await page.clock.install();
      await page.goto(`${base}/`);
      await hydrated(page);
      await openFromHeader(page);
      // When a shown row's art became its game's (its placeholder dropped), on the page's clock.
      await page.evaluate(() => {
        const w = window as unknown as ArtWatch;
        w.fresh = [];
        new MutationObserver((changes) => {
          for (const c of changes) {
            const art = c.target as HTMLElement;
            if (!art.classList.contains('search-row__art--stale') && !art.closest('[hidden]') && c.oldValue?.includes('--stale')) w.fresh.push(performance.now());
          }
        }).observe(document.querySelector('.search-list')!, { subtree: true, attributeFilter: ['class'], attributeOldValue: true });
      });
      const fresh = () => page.evaluate(() => (window as unknown as ArtWatch).fresh.length);
      await pauseClock(page);
      // What opening search started (the popular titles' art) has settled; only what typing does counts.
      await page.clock.runFor(2 * 250);
      await page.evaluate(() => ((window as unknown as ArtWatch).fresh = []));
      await input(page).pressSequentially('lucky');
      await page.clock.runFor(150);
      await expect.poll(() => dialog(page).locator('.search-row:not([hidden])').count()).toBeGreaterThan(0);
      // 'lucky ' finds what 'lucky' found: the list stays, but the player is still typing.
      await input(page).press(' ');
      // 250 ms after 'y' would be 100 ms after the space: the art waits 250 ms from the space's results instead,
      // which follow the space by a frame or two.
      await page.clock.runFor(249);
      expect(await fresh(), 'art shown while typing').toBe(0);
      await page.clock.runFor(100);
      await expect.poll(fresh).toBeGreaterThan(0);
      await page.clock.resume();
      await expect.poll(() => dialog(page).locator('.search-row:not([hidden]) .search-row__art:not(.search-row__art--stale) img[src]').count()).toBeGreaterThan(0);
    });
  });

  it("a guest's Play asks for login, records the search, and after login the game opens; reopened, 'Your searches:' shows it", async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await openFromHeader(page);
      await search(page, 'wish upon');
      const option = dialog(page).getByRole('option', { name: /Wish Upon a Leprechaun Megaways/ });
      await option.click();
      // Search closes first (the query goes), then the login widget asks for an account.
      await dialog(page).waitFor({ state: 'detached' });
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === 'previousGameID');
      const wish = GAMES.find((g) => g.name === 'Wish Upon a Leprechaun Megaways')!;
      expect(cookie?.value).toBe(String(wish.id));
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
      await login.getByLabel('Username').fill('player-gb');
      await login.getByLabel('Password').fill('demo');
      await login.getByRole('button', { name: 'Log in' }).click();
      await gameContainer(page).waitFor();
      expect(await page.locator('.game-bar__title').textContent()).toBe(wish.name);
      await page.getByRole('button', { name: 'Close game' }).click();
      await gameContainer(page).waitFor({ state: 'hidden' });

      await openAsPlayer(page, mobile);
      const strip = dialog(page).getByRole('region', { name: 'Your searches:' });
      await strip.waitFor();
      await strip.getByRole('button', { name: wish.name }).click();
      await gameContainer(page).waitFor();
      expect(await dataLayerEvents(page, 'previousGameClick')).toEqual([{ event: 'previousGameClick', searchedGame: wish.name, searchedID: wish.id }]);
    });
  }, 60_000);
});

describe('search for a player', () => {
  it('the mobile Search tab opens it; arrow keys and Enter play a result; the Back button closes search, not the page', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/slots/`);
      await hydrated(page);
      await loggedIn(page);
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }).click();
      await dialog(page).waitFor();
      expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);

      await search(page, 'gold');
      await options(page).first().waitFor();
      await page.goBack();
      await dialog(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/slots/');

      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }).click();
      await search(page, 'gold');
      await options(page).nth(1).waitFor();
      const second = (await optionNames(page))[1]!;
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await input(page).getAttribute('aria-activedescendant')).toBe(await options(page).nth(1).getAttribute('id'));
      await page.keyboard.press('Enter');
      await gameContainer(page).waitFor();
      expect(await page.locator('.game-bar__title').textContent()).toBe(second);
      expect(await dialog(page).count()).toBe(0);
      // A player's searches are kept per player, not in the guest cookie.
      expect(await page.evaluate(() => document.cookie.includes('previousGameID'))).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('search-log:P-1001'))).toContain('"gold"');
    });
  }, 60_000);

  it('excluded ids never show, and a query matching nothing says so above the popular titles', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await openFromHeader(page);
      // The operator's prize wheels and test table (emulator/data/irish-games.ts UNLISTED_GAMES).
      const excluded = GAMES.filter((g) => [5115, 10418, 10419].includes(g.id)).map((g) => g.name);
      expect(excluded).toHaveLength(3);
      for (const name of excluded) {
        await search(page, name);
        await options(page).first().waitFor();
        expect(await optionNames(page), name).not.toContain(name);
      }
      // Rainbow Riches, which leads the Featured rail, is found by its name.
      await search(page, 'rainbow riches');
      await expect.poll(async () => (await optionNames(page))[0]).toBe('Rainbow Riches');
      await search(page, 'qqqqzzzzxxxx');
      await dialog(page).getByText('No games match “qqqqzzzzxxxx”', { exact: false }).waitFor();
      expect(await dialog(page).getByRole('heading', { name: 'Try our popular titles:' }).isVisible()).toBe(true);
      expect(await options(page).count()).toBe(8);
      await dialog(page).getByRole('button', { name: 'Clear search' }).click();
      expect(await input(page).inputValue()).toBe('');
      expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    });
  }, 45_000);

  it('a failed catalogue load says so with Retry, and Retry loads it', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, errors }) => {
      let fail = true;
      await page.route('**/api/search-catalogue*', (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }) : route.continue()));
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('.site-header').getByRole('button', { name: 'Search', exact: true }).click();
      await dialog(page).getByRole('alert').getByText('Search is unavailable right now').waitFor();
      fail = false;
      await dialog(page).getByRole('button', { name: 'Retry' }).click();
      await options(page).first().waitFor();
      expect(await options(page).count()).toBe(8);
      allowErrors(errors, /503/, [1, 2]);
    });
  }, 45_000);
});

describe('search accessibility', () => {
  it.each([
    ['desktop', DESKTOP, false],
    ['mobile', MOBILE, true],
  ] as const)('%s: axe finds nothing with results showing', async (_name, viewport, mobile) => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      await t.page.goto(`${base}/`);
      await hydrated(t.page);
      await openFromHeader(t.page);
      await input(t.page).fill('clover');
      await options(t.page).first().waitFor();
      await t.page.keyboard.press('ArrowDown');
      // The count is announced once typing pauses: that announcement is the signal, not a wait.
      await expect.poll(() => t.page.getByRole('dialog').getByRole('status').first().textContent()).toMatch(/\d+ games? found/);
      expect(await axeViolations(t.page)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  }, 45_000);
});
