import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, withPage } from '../support/browser';
import { axeViolations, loggedIn, resetFramework, startSession } from './chrome-support';
import { countIntlMade } from '../support/intl-made';

// The game info page (issue 13 part 5): the hero art whole, Play, the studio's provider page, similar games.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
const GAME_PAGE = '/casino/games/lucky-clover-gold/';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const playButton = (page: Page) => page.locator('.game-info__actions').getByRole('button', { name: 'Play Lucky Clover Gold' });
const container = (page: Page) => page.getByRole('dialog', { name: /./ }).and(page.locator('.game-container'));

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s game page', (name, viewport, mobile) => {
  it('shows the hero art whole (its box has the art’s own ratio), facts, the provider link and similar games; axe clean', async () => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      const { page } = t;
      await page.goto(`${base}${GAME_PAGE}`);
      await hydrated(page);
      const hero = page.locator('img.page__hero');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const { natural, box, fit } = await hero.evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        return { natural: img.naturalWidth / img.naturalHeight, box: r.width / r.height, fit: getComputedStyle(img).objectFit };
      });
      // object-fit: cover on a box of another ratio would crop the art's title; equal ratios crop nothing.
      expect(Math.abs(box - natural)).toBeLessThan(0.01);
      expect(await hero.evaluate((img) => img.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
      expect(['contain', 'fill']).toContain(fit);

      // The facts and the similar games' titles are server HTML (tests/integration/lobby.test.ts); here, they show.
      expect(await playButton(page).isVisible()).toBe(true);
      const rail = page.locator('section.rail', { has: page.getByRole('heading', { name: 'Similar games' }) });
      await rail.scrollIntoViewIfNeeded();
      expect(await rail.isVisible()).toBe(true);

      await page.screenshot({ path: `/tmp/game-page-${name}.png`, fullPage: true });
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('the provider link goes to the studio’s provider page', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}${GAME_PAGE}`);
      await hydrated(page);
      await page.locator('.game-facts').getByRole('link', { name: 'Blueprint Gaming' }).click();
      await page.waitForURL(`${base}/providers/blueprint/`);
      await page.getByRole('heading', { level: 1, name: 'Blueprint Gaming' }).waitFor();
      expect(await page.locator('main .tile').count()).toBeGreaterThan(0);
    });
  }, 60_000);
});

describe('Play on the game page', () => {
  it("asks a guest to log in, then opens the game", async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}${GAME_PAGE}`);
      await hydrated(page);
      await playButton(page).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.waitFor();
      expect(await container(page).count()).toBe(0);
      await login.getByLabel('Username').fill('player-gb');
      await login.getByLabel('Password').fill('demo');
      await login.getByRole('button', { name: 'Log in' }).click();
      await container(page).waitFor();
      await page.frameLocator('.game-host iframe').getByRole('heading', { name: 'Lucky Clover Gold' }).waitFor();
    });
  }, 60_000);

  it('opens the game container for a player, in C$ for a Canadian player', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context, 'player-ca');
      await page.goto(`${base}/en-ca${GAME_PAGE}`);
      await hydrated(page);
      await loggedIn(page);
      await expect.poll(() => page.locator('.game-facts').textContent()).toMatch(/Min betC\$0\.10/);
      await playButton(page).click();
      await container(page).waitFor();
      await page.frameLocator('.game-host iframe').getByRole('heading', { name: 'Lucky Clover Gold' }).waitFor();
    });
  }, 60_000);
});

describe('game page facts', () => {
  it("a guest's page hydrates without making a number format: the worker wrote the facts (issue 53)", async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const made = await countIntlMade(page);
      await page.goto(`${base}${GAME_PAGE}`);
      await hydrated(page);
      expect(await page.locator('.game-facts').textContent()).toMatch(/RTP96(\.\d+)?%.*Min bet£0\.10/);
      expect(await made(), 'number formats and plural rules made by start-up').toBe(0);
    });
  });

  it('a player whose currency is not the page’s sees the stakes in their own', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await startSession(context, 'player-ca');
      await page.goto(`${base}${GAME_PAGE}`);
      await hydrated(page);
      await loggedIn(page);
      await expect.poll(() => page.locator('.game-facts').textContent()).toMatch(/Min betC\$0\.10/);
    });
  });
});

